import type { EventOf } from '../../core/events';
import { DEFAULT_MEAL_PLAN, type MealSize } from '../../core/nutrition/mealSizes';
import { defineProjection } from '../../core/projection';
import type { MealPlanSet, NutritionProfileSet, SimpleProfileSet } from './events';

/** What planning a day needs to know: the last saved profile (none before onboarding) and meal plan. */
export interface PlanningProfile {
  readonly nutrition: EventOf<typeof NutritionProfileSet>['payload'] | null;
  readonly mealSizes: readonly MealSize[];
  /** The simple onboarding's answers; null until it is done. */
  readonly simple: EventOf<typeof SimpleProfileSet>['payload'] | null;
}

export const PLANNING_PROFILE_EVENT_TYPES = ['NutritionProfileSet', 'MealPlanSet', 'SimpleProfileSet'];

export const planningProfileProjection = defineProjection<PlanningProfile>({
  name: 'planningProfile',
  version: 2,
  initialState: { nutrition: null, mealSizes: DEFAULT_MEAL_PLAN, simple: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NutritionProfileSet':
        return { ...state, nutrition: (event as EventOf<typeof NutritionProfileSet>).payload };
      case 'SimpleProfileSet':
        return { ...state, simple: (event as EventOf<typeof SimpleProfileSet>).payload };
      case 'MealPlanSet':
        return { ...state, mealSizes: (event as EventOf<typeof MealPlanSet>).payload.sizes };
      default:
        return state;
    }
  },
});
