import { nutritionProfileSchema, type NutritionProfile, type NutritionProfileInput } from '../../../src/core/nutrition';

/** A valid profile: a 30-year-old man of 180 cm and 80 kg unless the test says otherwise. */
export const profile = (overrides: Partial<NutritionProfileInput> = {}): NutritionProfile =>
  nutritionProfileSchema.parse({
    sex: 'MALE',
    age: 30,
    heightCm: 180,
    weightKg: 80,
    bodyFat: null,
    activity: 'SEDENTARY',
    goal: 'RECOMPOSITION',
    weeklyChangeKg: null,
    sustainability: 'OPTIMAL',
    ...overrides,
  });
