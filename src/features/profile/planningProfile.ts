import type { EventOf } from '../../core/events';
import { DEFAULT_MEAL_PLAN, type MealSize } from '../../core/nutrition/mealSizes';
import { defineProjection } from '../../core/projection';
import type { DayPlanSaved, MealPlanSet, NutritionProfileSet, SimpleProfileSet, UnitsChosen } from './events';
import { evolveWeeklyPlan, NO_WEEKLY_PLAN, type WeeklyPlan } from './week';

/** What planning a day needs to know: the last saved profile (none before onboarding) and meal plan. */
export interface PlanningProfile {
  readonly nutrition: EventOf<typeof NutritionProfileSet>['payload'] | null;
  readonly mealSizes: readonly MealSize[];
  /** Whether the person ever saved meal sizes (every self-service onboarding did; a coach's form does not). */
  readonly mealSizesSaved: boolean;
  /** The simple onboarding's answers; null until it is done. */
  readonly simple: EventOf<typeof SimpleProfileSet>['payload'] | null;
  /** The day plans saved so far and the weekday each is for (read it through `weeklyPlanOf`). */
  readonly week: WeeklyPlan;
  /** The units chosen in the onboarding and My profile; none chosen is undefined (read the account's then). */
  readonly units: EventOf<typeof UnitsChosen>['payload'];
}

/** Ingredient amounts in imperial: the person's units for recipes, else the account's units (1-shell.txt, My profile). */
export const recipesImperial = (units: PlanningProfile['units'], accountImperial: boolean): boolean =>
  units.recipes ? units.recipes === 'IMPERIAL' : accountImperial;

export const PLANNING_PROFILE_EVENT_TYPES = [
  'NutritionProfileSet',
  'MealPlanSet',
  'SimpleProfileSet',
  'DayPlanSaved',
  'UnitsChosen',
];

export const planningProfileProjection = defineProjection<PlanningProfile>({
  name: 'planningProfile',
  version: 4,
  initialState: {
    nutrition: null,
    mealSizes: DEFAULT_MEAL_PLAN,
    mealSizesSaved: false,
    simple: null,
    week: NO_WEEKLY_PLAN,
    units: {},
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NutritionProfileSet':
        return { ...state, nutrition: (event as EventOf<typeof NutritionProfileSet>).payload };
      case 'SimpleProfileSet':
        return { ...state, simple: (event as EventOf<typeof SimpleProfileSet>).payload };
      case 'MealPlanSet':
        return { ...state, mealSizes: (event as EventOf<typeof MealPlanSet>).payload.sizes, mealSizesSaved: true };
      case 'DayPlanSaved':
        return { ...state, week: evolveWeeklyPlan(state.week, (event as EventOf<typeof DayPlanSaved>).payload) };
      case 'UnitsChosen':
        return { ...state, units: { ...state.units, ...(event as EventOf<typeof UnitsChosen>).payload } };
      default:
        return state;
    }
  },
});
