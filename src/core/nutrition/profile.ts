import { z } from 'zod';

/** Enumerations as 2-onboarding.txt section 3 names them. */
export const SEXES = ['MALE', 'FEMALE'] as const;
export const ACTIVITIES = ['SEDENTARY', 'MILDLY_ACTIVE', 'ACTIVE', 'VERY_ACTIVE'] as const;
/** The last three are older names the documents also show; `normaliseGoal` maps them. */
export const GOALS = ['LOSE_WEIGHT', 'GAIN_MUSCLE', 'RECOMPOSITION', 'WEIGHT_LOSS', 'WEIGHT_GAIN', 'MAINTAIN'] as const;
export const SUSTAINABILITIES = ['SUSTAINABLE', 'OPTIMAL'] as const;
/** The intake diets, plus HALAL, which the documents list as a preference that changes no number. */
export const DIETS = [
  'VEGAN',
  'LACTO_VEGETARIAN',
  'OVO_VEGETARIAN',
  'VEGETARIAN',
  'PESCATARIAN',
  'OMNIVORE',
  'HALAL',
] as const;
/** Used only when body fat is unknown; with body fat the model is Katch-McArdle. */
const BMR_FORMULAS = ['MIFFLIN_ST_JEOR', 'HARRIS_BENEDICT'] as const;

export type Sex = (typeof SEXES)[number];
export type Activity = (typeof ACTIVITIES)[number];
export type Goal = (typeof GOALS)[number];
export type Sustainability = (typeof SUSTAINABILITIES)[number];
export type Diet = (typeof DIETS)[number];
export type BmrFormula = (typeof BMR_FORMULAS)[number];

/** Limits of 2-onboarding.txt sections 5 and 9. */
export const LIMITS = {
  age: { min: 18, max: 120 },
  heightCm: { min: 120, max: 250 },
  heightFeet: { min: 4, max: 8 },
  weightKg: { min: 45, max: 300 },
  weightLb: { min: 100, max: 660 },
  goalWeightKgMax: 300,
  goalWeightLbMax: 660,
  bodyFat: { min: 0.03, max: 0.6 },
  energyBalance: { min: 10, max: 500 },
} as const;

/**
 * An exercise instance (2-onboarding.txt, exercise instance and template). A coach's form picks it
 * from the exercise templates: their id and name are kept, so that the form opens on the same
 * template; the energy model reads only the numbers. Older instances have neither.
 */
const exerciseSchema = z.strictObject({
  kcalPerKgPerMin: z.number().positive(),
  minutesPerSession: z.number().positive().default(30),
  sessionsPerWeek: z.number().positive().default(1),
  templateId: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(120).optional(),
});

/**
 * What the energy and macro model needs to know about a person. Body fat is a fraction (0.2 is
 * 20 percent), as the intake stores it. The age floor is the onboarding's 18: every formula here
 * is for adults.
 */
export const nutritionProfileSchema = z.strictObject({
  sex: z.enum(SEXES),
  age: z.number().int().min(LIMITS.age.min).max(LIMITS.age.max),
  heightCm: z.number().min(LIMITS.heightCm.min).max(LIMITS.heightCm.max),
  weightKg: z.number().min(LIMITS.weightKg.min).max(LIMITS.weightKg.max),
  bodyFat: z.number().min(LIMITS.bodyFat.min).max(LIMITS.bodyFat.max).nullable(),
  activity: z.enum(ACTIVITIES),
  goal: z.enum(GOALS),
  /** Planned loss per week in kg, sign ignored; null when no weekly goal was chosen. */
  weeklyChangeKg: z.number().min(-1).max(1).nullable(),
  diet: z.enum(DIETS).default('OMNIVORE'),
  /** Null when nobody asked, as in the self-service onboarding. */
  sustainability: z.enum(SUSTAINABILITIES).nullable(),
  keto: z.boolean().default(false),
  lowCarb: z.boolean().default(false),
  /** A coach's energy balance in percent of total expenditure; overrides the goal when set. */
  energyBalance: z.number().min(LIMITS.energyBalance.min).max(LIMITS.energyBalance.max).nullable().optional(),
  exercises: z.array(exerciseSchema).max(50).optional(),
  bmrFormula: z.enum(BMR_FORMULAS).optional(),
});

export type NutritionProfile = z.output<typeof nutritionProfileSchema>;
export type NutritionProfileInput = z.input<typeof nutritionProfileSchema>;
export type Exercise = z.output<typeof exerciseSchema>;

export type BaseGoal = 'LOSE_WEIGHT' | 'GAIN_MUSCLE' | 'RECOMPOSITION';

/** MAINTAIN has no energy rule of its own; keeping weight while training is what recomposition does. */
export const normaliseGoal = (goal: Goal): BaseGoal => {
  switch (goal) {
    case 'WEIGHT_LOSS':
      return 'LOSE_WEIGHT';
    case 'WEIGHT_GAIN':
      return 'GAIN_MUSCLE';
    case 'MAINTAIN':
      return 'RECOMPOSITION';
    default:
      return goal;
  }
};
