import { DEFAULT_MEAL_PLAN } from '../../core/nutrition/mealSizes';
import { MealPlanSet, NutritionProfileSet } from '../profile/events';

/** The check-in's tests' person: the onboarding default of docs/nutrition.md (1,944 kcal by the formula, 1,394 to eat). */
export const onboardedProfile = {
  sex: 'FEMALE',
  age: 25,
  heightCm: 160,
  weightKg: 70,
  bodyFat: null,
  activity: 'MILDLY_ACTIVE',
  goal: 'LOSE_WEIGHT',
  weeklyChangeKg: 0.5,
  diet: 'OMNIVORE',
  sustainability: null,
  keto: false,
  lowCarb: false,
} as const;

/** Their onboarding's events: the profile and the default meal plan. */
export const onboardedEvents = () => [
  NutritionProfileSet.draft({ profile: onboardedProfile, intolerances: [], allergens: [], dislikes: [] }),
  MealPlanSet.draft({ sizes: DEFAULT_MEAL_PLAN.map(({ moment, enabled, size }) => ({ moment, enabled, size })) }),
];
