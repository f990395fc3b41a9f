import type { Activity, BmrFormula, Exercise, NutritionProfile, Sex } from './profile';

/** Katch-McArdle: 370 + 21.6 x lean body mass (2-onboarding.txt section 9). */
export const KATCH_MCARDLE = { intercept: 370, perKgLeanMass: 21.6 } as const;

/** Harris-Benedict activity factors, for the formulas without body fat. */
const ACTIVITY_FACTORS: Readonly<Record<Activity, number>> = {
  SEDENTARY: 1.2,
  MILDLY_ACTIVE: 1.375,
  ACTIVE: 1.55,
  VERY_ACTIVE: 1.725,
};

/** Physical activity coefficients of the Institute of Medicine (2005), by sex. */
const LIFESTYLE_MULTIPLIERS: Readonly<Record<Sex, Readonly<Record<Activity, number>>>> = {
  MALE: { SEDENTARY: 1, MILDLY_ACTIVE: 1.11, ACTIVE: 1.25, VERY_ACTIVE: 1.48 },
  FEMALE: { SEDENTARY: 1, MILDLY_ACTIVE: 1.12, ACTIVE: 1.27, VERY_ACTIVE: 1.45 },
};

const THERMIC_EFFECT = 0.2;

type EnergyFormula = 'KATCH_MCARDLE' | BmrFormula;

/** kcal per day: basal rate, resting (basal in daily life, no sessions), total (what the plan is built on). */
export interface EnergyExpenditure {
  readonly formula: EnergyFormula;
  readonly basal: number;
  readonly resting: number;
  readonly total: number;
}

export const leanMass = (weightKg: number, bodyFat: number): number => weightKg * (1 - bodyFat);

export const katchMcArdle = (leanMassKg: number): number =>
  KATCH_MCARDLE.intercept + KATCH_MCARDLE.perKgLeanMass * leanMassKg;

/** Mifflin-St Jeor (1990). */
export const mifflinStJeor = (sex: Sex, weightKg: number, heightCm: number, age: number): number =>
  10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'MALE' ? 5 : -161);

/** Harris-Benedict as revised by Roza and Shizgal (1984). */
export const harrisBenedict = (sex: Sex, weightKg: number, heightCm: number, age: number): number =>
  sex === 'MALE'
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * age
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * age;

export const lifestyleMultiplier = (sex: Sex, activity: Activity): number => LIFESTYLE_MULTIPLIERS[sex][activity];

/** Exercise sessions spread over the week: kcal per kg per minute x weight x minutes x sessions / 7. */
export const exerciseKcalPerDay = (exercises: readonly Exercise[], weightKg: number): number =>
  exercises.reduce((sum, e) => sum + (e.kcalPerKgPerMin * weightKg * e.minutesPerSession * e.sessionsPerWeek) / 7, 0);

/**
 * With body fat the model is the spec's own: Katch-McArdle, times the lifestyle multiplier, plus
 * exercise, plus the thermic effect of food on all of it (a day's food also covers the exercise).
 * Without body fat (the self-service onboarding never asks) it is Mifflin-St Jeor or Harris-Benedict
 * times an activity factor, which already contains the thermic effect.
 */
export function energyExpenditure(profile: NutritionProfile): EnergyExpenditure {
  const lifestyle = lifestyleMultiplier(profile.sex, profile.activity);
  const exercise = exerciseKcalPerDay(profile.exercises ?? [], profile.weightKg);
  if (profile.bodyFat !== null) {
    const basal = katchMcArdle(leanMass(profile.weightKg, profile.bodyFat));
    const resting = basal * lifestyle;
    return { formula: 'KATCH_MCARDLE', basal, resting, total: (resting + exercise) * (1 + THERMIC_EFFECT) };
  }
  const formula = profile.bmrFormula ?? 'MIFFLIN_ST_JEOR';
  const equation = formula === 'MIFFLIN_ST_JEOR' ? mifflinStJeor : harrisBenedict;
  const basal = equation(profile.sex, profile.weightKg, profile.heightCm, profile.age);
  return { formula, basal, resting: basal * lifestyle, total: basal * ACTIVITY_FACTORS[profile.activity] + exercise };
}
