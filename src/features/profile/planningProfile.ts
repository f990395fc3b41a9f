import type { EventOf } from '../../core/events';
import { DEFAULT_MEAL_PLAN, type MealSize } from '../../core/nutrition/mealSizes';
import { defineProjection } from '../../core/projection';
import type { MealPlanSet, NutritionProfileSet } from './events';

/** What planning a day needs to know: the last saved profile (none before onboarding) and meal plan. */
export interface PlanningProfile {
  readonly nutrition: EventOf<typeof NutritionProfileSet>['payload'] | null;
  readonly mealSizes: readonly MealSize[];
}

export const PLANNING_PROFILE_EVENT_TYPES = ['NutritionProfileSet', 'MealPlanSet'];

export const planningProfileProjection = defineProjection<PlanningProfile>({
  name: 'planningProfile',
  version: 1,
  initialState: { nutrition: null, mealSizes: DEFAULT_MEAL_PLAN },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NutritionProfileSet':
        return { ...state, nutrition: (event as EventOf<typeof NutritionProfileSet>).payload };
      case 'MealPlanSet':
        return { ...state, mealSizes: (event as EventOf<typeof MealPlanSet>).payload.sizes };
      default:
        return state;
    }
  },
});
