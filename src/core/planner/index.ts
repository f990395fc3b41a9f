export * from './types';
export {
  carbCapGrams,
  eligibleRecipes,
  exclusionOf,
  KETO_CARB_CAP_G,
  LOW_CARB_KCAL_PER_G,
  type Exclusion,
} from './eligibility';
export { BANDS, WEIGHTS } from './objective';
export { PORTION_GRID, WHOLE_SERVINGS_GRID } from './portions';
export { ADDITION_MAX_KCAL, planDays } from './planDays';
export { greedyPlan } from './greedy';
export { hardRuleViolations, type ViolatedRule, type Violation } from './violations';
export { BANDS_REPORTED, VARIETY_WINDOW_DAYS } from './week';
export { MEAL_TYPE_OF_MOMENT } from './mealTypes';
