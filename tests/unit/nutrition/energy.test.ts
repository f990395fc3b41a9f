import { describe, expect, it } from 'vitest';
import {
  energyExpenditure,
  exerciseKcalPerDay,
  harrisBenedict,
  katchMcArdle,
  leanMass,
  lifestyleMultiplier,
  mifflinStJeor,
  type EnergyExpenditure,
} from '../../../src/core/nutrition';
import { profile } from './fixtures';

describe('basal rate (Katch-McArdle, 370 + 21.6 x lean mass)', () => {
  it.each([
    // weight, body fat, lean mass = weight x (1 - fat), basal = 370 + 21.6 x lean mass
    [80, 0.15, 68, 1838.8], // 370 + 1468.8
    [60, 0.28, 43.2, 1303.12], // 370 + 933.12
    [95, 0.3, 66.5, 1806.4], // 370 + 1436.4
    [45, 0.6, 18, 758.8], // 370 + 388.8
  ])('%s kg at %s body fat: lean %s kg, basal %s kcal', (weight, fat, lean, basal) => {
    expect(leanMass(weight, fat)).toBeCloseTo(lean, 9);
    expect(katchMcArdle(leanMass(weight, fat))).toBeCloseTo(basal, 9);
  });
});

describe('Mifflin-St Jeor and Harris-Benedict (revised)', () => {
  it.each([
    // 10w + 6.25h - 5a + 5 (male) or - 161 (female)
    ['MALE', 80, 180, 30, 1780], // 800 + 1125 - 150 + 5
    ['FEMALE', 70, 160, 25, 1414], // 700 + 1000 - 125 - 161
    ['FEMALE', 45, 150, 60, 926.5], // 450 + 937.5 - 300 - 161
  ] as const)('Mifflin %s %s kg %s cm %s y = %s', (sex, w, h, a, kcal) => {
    expect(mifflinStJeor(sex, w, h, a)).toBeCloseTo(kcal, 9);
  });

  it.each([
    ['MALE', 80, 180, 30, 1853.632], // 88.362 + 1071.76 + 863.82 - 170.31
    ['FEMALE', 70, 160, 25, 1482.313], // 447.593 + 647.29 + 495.68 - 108.25
  ] as const)('Harris-Benedict %s %s kg %s cm %s y = %s', (sex, w, h, a, kcal) => {
    expect(harrisBenedict(sex, w, h, a)).toBeCloseTo(kcal, 9);
  });
});

describe('lifestyle multipliers by sex and activity', () => {
  it.each([
    ['MALE', 'SEDENTARY', 1],
    ['MALE', 'MILDLY_ACTIVE', 1.11],
    ['MALE', 'ACTIVE', 1.25],
    ['MALE', 'VERY_ACTIVE', 1.48],
    ['FEMALE', 'SEDENTARY', 1],
    ['FEMALE', 'MILDLY_ACTIVE', 1.12],
    ['FEMALE', 'ACTIVE', 1.27],
    ['FEMALE', 'VERY_ACTIVE', 1.45],
  ] as const)('%s %s: %s', (sex, activity, factor) => {
    expect(lifestyleMultiplier(sex, activity)).toBe(factor);
  });
});

describe('exercise', () => {
  it.each([
    [[{ kcalPerKgPerMin: 0.1, minutesPerSession: 30, sessionsPerWeek: 3 }], 80, 720 / 7], // 0.1 x 80 x 30 x 3 / 7
    [[{ kcalPerKgPerMin: 0.14, minutesPerSession: 60, sessionsPerWeek: 2 }], 60, 144], // 0.14 x 60 x 60 x 2 / 7 = 1008 / 7
    [[], 80, 0],
  ])('%j at %s kg: %s kcal a day', (exercises, weight, kcal) => {
    expect(exerciseKcalPerDay(exercises, weight)).toBeCloseTo(kcal, 9);
  });
});

describe('energy expenditure', () => {
  it.each<[string, Parameters<typeof profile>[0], EnergyExpenditure]>([
    [
      // resting 1838.8 x 1.25 = 2298.5; total 2298.5 x 1.2 = 2758.2
      'body fat known: Katch-McArdle x lifestyle x thermic effect',
      { sex: 'MALE', weightKg: 80, bodyFat: 0.15, activity: 'ACTIVE' },
      { formula: 'KATCH_MCARDLE', basal: 1838.8, resting: 2298.5, total: 2758.2 },
    ],
    [
      // resting 1303.12 x 1.12 = 1459.4944; exercise 144; total (1459.4944 + 144) x 1.2
      'with exercise, the thermic effect covers it too',
      {
        sex: 'FEMALE',
        weightKg: 60,
        bodyFat: 0.28,
        activity: 'MILDLY_ACTIVE',
        exercises: [{ kcalPerKgPerMin: 0.14, minutesPerSession: 60, sessionsPerWeek: 2 }],
      },
      { formula: 'KATCH_MCARDLE', basal: 1303.12, resting: 1459.4944, total: 1924.19328 },
    ],
    [
      // 1414 x 1.12 = 1583.68 resting; 1414 x 1.375 = 1944.25 total
      'no body fat: Mifflin-St Jeor x activity factor',
      { sex: 'FEMALE', age: 25, heightCm: 160, weightKg: 70, bodyFat: null, activity: 'MILDLY_ACTIVE' },
      { formula: 'MIFFLIN_ST_JEOR', basal: 1414, resting: 1583.68, total: 1944.25 },
    ],
    [
      // 1853.632 x 1.2 = 2224.3584
      'Harris-Benedict when asked for',
      {
        sex: 'MALE',
        age: 30,
        heightCm: 180,
        weightKg: 80,
        bodyFat: null,
        activity: 'SEDENTARY',
        bmrFormula: 'HARRIS_BENEDICT',
      },
      { formula: 'HARRIS_BENEDICT', basal: 1853.632, resting: 1853.632, total: 2224.3584 },
    ],
    [
      // 1780 x 1.725 = 3070.5, plus 720 / 7 of exercise = 3173.357...
      'Mifflin-St Jeor with exercise',
      {
        sex: 'MALE',
        age: 30,
        heightCm: 180,
        weightKg: 80,
        bodyFat: null,
        activity: 'VERY_ACTIVE',
        exercises: [{ kcalPerKgPerMin: 0.1, minutesPerSession: 30, sessionsPerWeek: 3 }],
      },
      { formula: 'MIFFLIN_ST_JEOR', basal: 1780, resting: 2634.4, total: 3070.5 + 720 / 7 },
    ],
  ])('%s', (_name, input, expected) => {
    const energy = energyExpenditure(profile(input));
    expect(energy.formula).toBe(expected.formula);
    expect(energy.basal).toBeCloseTo(expected.basal, 6);
    expect(energy.resting).toBeCloseTo(expected.resting, 6);
    expect(energy.total).toBeCloseTo(expected.total, 6);
  });
});
