import { describe, expect, it } from 'vitest';
import { given } from '../../../src/core/testing/decider';
import { completeSimpleOnboarding, needsSimpleOnboarding } from '../../../src/features/onboarding/simpleCommands';
import { BREAKFAST_LUNCH_DINNER_SIZES } from './fixtures';
import { MealPlanSet, NutritionProfileSet, SimpleProfileSet } from '../../../src/features/profile/events';

const answers = {
  motivation: 'SAVE_TIME',
  cookingStyles: ['QUICK', 'EASY'],
  diet: 'VEGETARIAN',
  allergens: ['PEANUTS'],
  mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
};
const defaults = {
  sex: 'FEMALE' as const,
  age: 35,
  heightCm: 168,
  weightKg: 70,
  bodyFat: 0.2,
  activity: 'SEDENTARY' as const,
  goal: 'RECOMPOSITION' as const,
  weeklyChangeKg: null,
  sustainability: 'OPTIMAL' as const,
  keto: false,
  lowCarb: false,
};

describe('CompleteSimpleOnboarding', () => {
  it("for a person without a profile: the answers, a profile with the document's defaults, and a meal plan of the chosen meal times", () => {
    given()
      .when(completeSimpleOnboarding, answers)
      .then([
        SimpleProfileSet.draft({
          motivation: 'SAVE_TIME',
          cookingStyles: ['QUICK', 'EASY'],
          diet: 'VEGETARIAN',
          allergens: ['PEANUTS'],
          mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
        }),
        NutritionProfileSet.draft({
          profile: { ...defaults, diet: 'VEGETARIAN' },
          intolerances: [],
          allergens: ['PEANUTS'],
          dislikes: [],
          plan: 'RECOMMENDED',
        }),
        MealPlanSet.draft({ sizes: [...BREAKFAST_LUNCH_DINNER_SIZES] }),
      ]);
  });

  it("keeps an existing profile's numbers and takes the new diet and allergens; 'none' is dropped", () => {
    const existing = NutritionProfileSet.draft({
      profile: { ...defaults, weightKg: 82, diet: 'OMNIVORE' },
      intolerances: ['GLUTEN'],
      allergens: [],
      dislikes: ['TOMATO'],
    });
    given(existing)
      .when(completeSimpleOnboarding, { ...answers, diet: 'NONE', allergens: ['NONE'] })
      .then([
        SimpleProfileSet.draft({
          motivation: 'SAVE_TIME',
          cookingStyles: ['QUICK', 'EASY'],
          diet: null,
          allergens: [],
          mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
        }),
        NutritionProfileSet.draft({
          profile: { ...defaults, weightKg: 82, diet: 'OMNIVORE' },
          intolerances: ['GLUTEN'],
          allergens: [],
          dislikes: ['TOMATO'],
        }),
      ]);
  });

  it.each([
    ['three cooking styles', { cookingStyles: ['QUICK', 'EASY', 'COMFORT'] }, 'cookingStyles'],
    ['no dinner', { mealTimes: ['BREAKFAST', 'LUNCH'] }, 'mealTimes'],
    ['no motivation', { motivation: undefined }, 'motivation'],
  ])('refuses %s', (_case, overrides, path) => {
    given()
      .when(completeSimpleOnboarding, { ...answers, ...overrides })
      .thenInvalid(path);
  });

  it('is asked of the clients of SIMPLE organisations until answered, never of coaches', () => {
    const simple = { recipe_system_type: 'SIMPLE' };
    expect(needsSimpleOnboarding({ is_coach: false, organisation: simple }, null)).toBe(true);
    expect(needsSimpleOnboarding({ is_coach: false, organisation: simple }, { motivation: 'SAVE_TIME' })).toBe(false);
    expect(needsSimpleOnboarding({ is_coach: true, organisation: simple }, null)).toBe(false);
    expect(needsSimpleOnboarding({ is_coach: false, organisation: { recipe_system_type: 'COMPLEX' } }, null)).toBe(
      false,
    );
  });
});
