import { defineFeatureKernel } from '../../core/feature';
import { profileCommands } from './commands';
import { profileEvents } from './events';
import { planningProfileProjection } from './planningProfile';

/** The profile slice's events, deciders and read models: loaded by a session, not with the shell. */
export const profileKernel = defineFeatureKernel({
  id: 'profile',
  events: profileEvents,
  commands: profileCommands,
  projections: [planningProfileProjection],
  dated: {
    NutritionProfileSet: false,
    MealPlanSet: false,
    SimpleProfileSet: false,
    DayPlanSaved: false,
    UnitsChosen: false,
  },
});
