import { defineFeatureKernel } from '../../core/feature';
import { nutritionPlanCommands } from './commands';

/** The nutritionPlan slice's events, deciders and read models: loaded by a session, not with the shell. */
export const nutritionPlanKernel = defineFeatureKernel({
  id: 'nutritionPlan',
  commands: nutritionPlanCommands,
});
