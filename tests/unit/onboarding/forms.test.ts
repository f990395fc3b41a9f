import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activityForm,
  biometricsForm,
  cookingStylesForm,
  cycleDatesForm,
  cycleLengthForm,
  dietForm,
  goalForm,
  intolerancesForm,
  mealTimesForm,
  modifyPlanForm,
  motivationForm,
  physicalStatsForm,
  registrationForm,
  simpleDietForm,
  simpleMealTimesForm,
  weeklyGoalForm,
} from '../../../src/features/onboarding/forms';

const messages = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/onboarding.json`, import.meta.url), 'utf8'))
    .errors as Record<string, string>;

/** The first message a form gives for a value, as the key's English text; undefined when valid. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const key = result.error.issues[0]!.message.replace('onboarding:errors.', '');
  return messages('en')[key] ?? `missing text for ${key}`;
}

const metric = (cm: number, kg: number, goalKg?: number) => ({
  height: { unit: 'CENTIMETERS', cm },
  weight: { unit: 'KILOGRAMS', kg },
  ...(goalKg === undefined ? {} : { goalWeight: { unit: 'KILOGRAMS', kg: goalKg } }),
});
const pounds = (feet: number, inches: number, lb: number, goalLb?: number) => ({
  height: { unit: 'FEET_INCHES', feet, inches },
  weight: { unit: 'POUNDS', lb },
  ...(goalLb === undefined ? {} : { goalWeight: { unit: 'POUNDS', lb: goalLb } }),
});
const stones = (cm: number, stone: number, lb: number) => ({
  height: { unit: 'CENTIMETERS', cm },
  weight: { unit: 'STONES', stone, lb },
});

describe('onboarding validation (2-onboarding.txt section 5)', () => {
  it.each([
    ['goal: none chosen', goalForm, {}, 'Please select at least one goal.'],
    ['goal: chosen', goalForm, { goal: 'LOSE_WEIGHT' }, undefined],
    ['activity: none chosen', activityForm, {}, 'Please select at least one activity.'],
    ['age 17', biometricsForm, { age: 17, sex: 'FEMALE' }, 'Your age must be between 18 and 120.'],
    ['age 18', biometricsForm, { age: 18, sex: 'FEMALE' }, undefined],
    ['age 120', biometricsForm, { age: 120, sex: 'MALE' }, undefined],
    ['age 121', biometricsForm, { age: 121, sex: 'MALE' }, 'Your age must be between 18 and 120.'],
    ['age 30.5', biometricsForm, { age: 30.5, sex: 'MALE' }, 'Please enter a whole number.'],
    ['no gender', biometricsForm, { age: 30 }, 'Please select your gender.'],
    ['height 119 cm', physicalStatsForm, metric(119, 70), 'Your height must be between 120 and 250 cm.'],
    ['height 250 cm', physicalStatsForm, metric(250, 70), undefined],
    ['height 3 ft 11', physicalStatsForm, pounds(3, 11, 150), 'Your height must be between 4 and 8 feet.'],
    ['weight 44 kg', physicalStatsForm, metric(170, 44), 'Your weight must be between 45 and 300 kg.'],
    ['weight 301 kg', physicalStatsForm, metric(170, 301), 'Your weight must be between 45 and 300 kg.'],
    ['weight 99 lb', physicalStatsForm, pounds(5, 8, 99), 'Your weight must be between 100 and 660 lbs.'],
    ['weight 100 lb', physicalStatsForm, pounds(5, 8, 100), undefined],
    ['weight 661 lb', physicalStatsForm, pounds(5, 8, 661), 'Your weight must be between 100 and 660 lbs.'],
    ['weight 6 st 13 (97 lb)', physicalStatsForm, stones(170, 6, 13), 'Your weight must be between 100 and 660 lbs.'],
    ['weight 11 st 14 lb', physicalStatsForm, stones(170, 11, 14), 'Pounds must be between 0 and 13.'],
    // BMI 18.5 at 170 cm is 53.47 kg (18.5 x 1.7 x 1.7).
    [
      'goal weight 53.4 kg at 170 cm',
      physicalStatsForm,
      metric(170, 70, 53.4),
      'This goal weight is below a healthy weight for your height.',
    ],
    ['goal weight 53.47 kg at 170 cm', physicalStatsForm, metric(170, 70, 53.47), undefined],
    ['goal weight 301 kg', physicalStatsForm, metric(170, 70, 301), 'Your goal weight can be at most 300 kg.'],
    ['goal weight 661 lb', physicalStatsForm, pounds(5, 8, 200, 661), 'Your goal weight can be at most 660 lbs.'],
    ['weekly goal: none', weeklyGoalForm, {}, 'Please select a weekly goal.'],
    ['weekly goal: 2 kg a week', weeklyGoalForm, { weeklyGoal: 'LOSE_2_KG_PER_WEEK' }, 'Please select a weekly goal.'],
    [
      'own plan 1249 kcal',
      modifyPlanForm,
      { kcal: 1249, protein: 100, carbs: 150, fat: 60 },
      'Calories must be at least 1250.',
    ],
    [
      'own plan 49 g protein',
      modifyPlanForm,
      { kcal: 1800, protein: 49, carbs: 150, fat: 60 },
      'Protein must be at least 50 g.',
    ],
    [
      'own plan 29 g fat',
      modifyPlanForm,
      { kcal: 1800, protein: 100, carbs: 150, fat: 29 },
      'Fat must be at least 30 g.',
    ],
    [
      'own plan 0 g carbs',
      modifyPlanForm,
      { kcal: 1800, protein: 100, carbs: 0, fat: 60 },
      'Please enter your carbohydrates.',
    ],
    [
      'own plan 1800.5 kcal',
      modifyPlanForm,
      { kcal: 1800.5, protein: 100, carbs: 150, fat: 60 },
      'Please enter a whole number.',
    ],
    ['own plan at the floors', modifyPlanForm, { kcal: 1250, protein: 50, carbs: 1, fat: 30 }, undefined],
    ['one meal', mealTimesForm, { mealTimes: ['DINNER'] }, 'Please select at least 2 meals.'],
    [
      'six meals',
      mealTimesForm,
      { mealTimes: ['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER', 'SNACK'] },
      'Please select no more than 5 meals.',
    ],
    ['no lunch', mealTimesForm, { mealTimes: ['BREAKFAST', 'DINNER'] }, 'Lunch and Dinner are required.'],
    ['lunch and dinner', mealTimesForm, { mealTimes: ['LUNCH', 'DINNER'] }, undefined],
    ['no diet in the plant-based app', dietForm(true), { dietaryPreference: null }, 'Required'],
    ['no diet elsewhere', dietForm(false), { dietaryPreference: null }, undefined],
    [
      'no intolerance with gluten',
      intolerancesForm,
      { intolerances: ['NO_INTOLERANCE', 'GLUTEN'] },
      "'No intolerance' cannot be combined with an intolerance.",
    ],
    [
      'cycle start tomorrow',
      cycleDatesForm('2026-11-22'),
      { lastPeriodStart: '2026-11-23' },
      'You cannot select future dates.',
    ],
    ['cycle start today', cycleDatesForm('2026-11-22'), { lastPeriodStart: '2026-11-22' }, undefined],
    ['cycle of 20 days', cycleLengthForm, { cycleLength: 20 }, 'Your cycle length must be between 21 and 35 days.'],
    ['cycle of 36 days', cycleLengthForm, { cycleLength: 36 }, 'Your cycle length must be between 21 and 35 days.'],
    [
      'registration without terms',
      registrationForm,
      { firstName: 'A', lastName: 'B', email: 'a@b.nl', acceptedTerms: false },
      'Please accept the terms and conditions.',
    ],
    [
      'registration with a bad email',
      registrationForm,
      { firstName: 'A', lastName: 'B', email: 'a@', acceptedTerms: true },
      'Invalid email',
    ],
    [
      'registration without a last name',
      registrationForm,
      { firstName: 'A', lastName: '  ', email: 'a@b.nl', acceptedTerms: true },
      'Required',
    ],
    ['simple: no motivation', motivationForm, {}, 'Please select your motivation'],
    ['simple: no cooking style', cookingStylesForm, { cookingStyles: [] }, 'Please select at least one cooking style'],
    [
      'simple: three cooking styles',
      cookingStylesForm,
      { cookingStyles: ['QUICK', 'EASY', 'COMFORT'] },
      'You can select a maximum of 2 cooking styles',
    ],
    ['simple: no diet', simpleDietForm, {}, 'Please select a diet option'],
    ['simple: one meal time', simpleMealTimesForm, { mealTimes: ['DINNER'] }, 'Please select at least two meal times'],
    ['simple: no dinner', simpleMealTimesForm, { mealTimes: ['BREAKFAST', 'LUNCH'] }, 'Dinner must be selected'],
  ] as const)('%s', (_rule, schema, value, message) => {
    expect(firstError(schema as z.ZodType, value)).toBe(message);
  });

  it('has every message in English and Dutch', () => {
    expect(Object.keys(messages('nl')).sort()).toEqual(Object.keys(messages('en')).sort());
  });
});
