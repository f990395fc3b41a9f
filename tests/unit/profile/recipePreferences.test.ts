import { describe, expect, it } from 'vitest';
import { given } from '../../../src/core/testing/decider';
import { dietaryPreferenceOf, setRecipePreferences } from '../../../src/features/profile/commands';
import { NutritionProfileSet } from '../../../src/features/profile/events';

const profile = {
  sex: 'MALE' as const,
  age: 41,
  heightCm: 182,
  weightKg: 88,
  bodyFat: null,
  activity: 'SEDENTARY' as const,
  goal: 'LOSE_WEIGHT' as const,
  weeklyChangeKg: 0.5,
  diet: 'OMNIVORE' as const,
  sustainability: null,
  keto: false,
  lowCarb: false,
};
const saved = {
  profile,
  intolerances: ['GLUTEN' as const],
  allergens: [],
  dislikes: ['MUSHROOM' as const],
  plan: 'RECOMMENDED' as const,
  goalWeightKg: 80,
};
const omnivore = NutritionProfileSet.draft(saved);

describe('SetRecipePreferences', () => {
  it('saves the diet, intolerances and dislikes on the profile, keeping the rest', () => {
    given(omnivore)
      .when(setRecipePreferences, {
        diet: 'VEGETARIAN',
        intolerances: ['LACTOSE', 'NUTS'],
        dislikes: ['TOMATO', 'BEEF'],
      })
      .then([
        NutritionProfileSet.draft({
          ...saved,
          profile: { ...profile, diet: 'VEGETARIAN' },
          intolerances: ['LACTOSE', 'NUTS'],
          dislikes: ['TOMATO', 'BEEF'],
        }),
      ]);
  });

  it("stores 'no intolerance' as none, and no diet as omnivore", () => {
    given(NutritionProfileSet.draft({ ...saved, profile: { ...profile, diet: 'VEGAN' } }))
      .when(setRecipePreferences, { diet: null, intolerances: ['NO_INTOLERANCE'], dislikes: [] })
      .then([NutritionProfileSet.draft({ ...saved, intolerances: [], dislikes: [] })]);
  });

  it("keeps a coach's diet the onboarding does not offer when none is chosen", () => {
    const halal = { ...saved, profile: { ...profile, diet: 'HALAL' as const } };
    given(NutritionProfileSet.draft(halal))
      .when(setRecipePreferences, { diet: null, intolerances: ['GLUTEN'], dislikes: [] })
      .then([NutritionProfileSet.draft({ ...halal, dislikes: [] })]);
  });

  it("refuses 'no intolerance' with an intolerance", () => {
    given(omnivore)
      .when(setRecipePreferences, { diet: null, intolerances: ['NO_INTOLERANCE', 'GLUTEN'], dislikes: [] })
      .thenRejects('no_intolerance_exclusive');
  });

  it('refuses no intolerance answer at all, a twice-chosen dislike and an unknown diet', () => {
    given(omnivore)
      .when(setRecipePreferences, { diet: null, intolerances: [], dislikes: [] })
      .thenInvalid('intolerances');
    given(omnivore)
      .when(setRecipePreferences, { diet: null, intolerances: ['GLUTEN'], dislikes: ['BEEF', 'BEEF'] })
      .thenInvalid('dislikes');
    given(omnivore)
      .when(setRecipePreferences, { diet: 'KETO', intolerances: ['GLUTEN'], dislikes: [] })
      .thenInvalid('diet');
  });

  it('changes nothing when nothing changed (the same choices in another order)', () => {
    const two = NutritionProfileSet.draft({ ...saved, intolerances: ['GLUTEN', 'NUTS'] });
    given(two)
      .when(setRecipePreferences, { diet: null, intolerances: ['NUTS', 'GLUTEN'], dislikes: ['MUSHROOM'] })
      .thenNothingHappens();
  });

  it('refuses before there is a profile', () => {
    given()
      .when(setRecipePreferences, { diet: null, intolerances: ['GLUTEN'], dislikes: [] })
      .thenRejects('no_profile');
  });
});

describe('dietaryPreferenceOf', () => {
  it("reads the onboarding's diets as themselves and every other diet as none", () => {
    expect(dietaryPreferenceOf('VEGAN')).toBe('VEGAN');
    expect(dietaryPreferenceOf('PESCATARIAN')).toBe('PESCATARIAN');
    expect(dietaryPreferenceOf('OMNIVORE')).toBeNull();
    expect(dietaryPreferenceOf('LACTO_VEGETARIAN')).toBeNull();
  });
});
