/**
 * The words of the profile's events: the plans, diets and simple answers a profile may hold. The
 * onboarding asks for them (and re-exports them); the profile owns them, so it imports nothing of the
 * onboarding.
 */

/** The plans the nutrition-plan screen offers (2-onboarding.txt section 3, diet type), in its order. */
export const PLAN_TYPES = ['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN', 'CYCLE_DIET', 'MENOPAUSE'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/**
 * The recipe tags a plan leans the planner towards (docs/planner.md 'Hormone plans'): the cycle
 * diet and the menopause plan prefer HORMONE recipes, which are written to their guidance.
 */
export const preferredTagsOf = (plan: PlanType | undefined): readonly 'HORMONE'[] =>
  plan === 'CYCLE_DIET' || plan === 'MENOPAUSE' ? ['HORMONE'] : [];

/** Onboarding's plant-based choices. */
export const DIETARY_PREFERENCES = ['VEGAN', 'VEGETARIAN', 'PESCATARIAN'] as const;
export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];

// The simple onboarding (SIMPLE organisations).
export const MOTIVATIONS = [
  'EAT_HEALTHIER',
  'RECIPE_INSPIRATION',
  'SAVE_TIME',
  'MAKE_EATING_FUN',
  'BUDGET_CONSCIOUS',
] as const;
export const COOKING_STYLES = ['QUICK', 'EASY', 'COMFORT', 'MEAL_PREP', 'FAMILY_FRIENDLY'] as const;
export const SIMPLE_MEAL_TIMES = ['BREAKFAST', 'LUNCH', 'SNACK', 'DINNER'] as const;
