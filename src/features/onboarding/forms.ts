import { z } from 'zod';
import { INGREDIENT_DISLIKES, SIMPLE_ALLERGENS } from '../../core/catalogue/vocabulary';
import { WEEKLY_GOALS } from '../../core/nutrition/goals';
import { lowestGoalWeightKg } from '../../core/nutrition/goals';
import { ACTIVITIES, LIMITS, SEXES } from '../../core/nutrition/profile';
import { heightToCm, weightToKg, type HeightDisplay, type WeightDisplay } from '../../core/nutrition/units';
import { COOKING_STYLES, MOTIVATIONS, SIMPLE_MEAL_TIMES } from '../profile/vocabulary';
import { DIETARY_PREFERENCES, PLAN_TYPES } from './planOptions';

export { COOKING_STYLES, MOTIVATIONS, SIMPLE_MEAL_TIMES };

/**
 * One schema per onboarding screen with every rule of 2-onboarding.txt section 5. Messages are
 * keys of locales/<language>/onboarding.json, so a screen shows them in the user's language.
 */
const key = (name: string) => `onboarding:errors.${name}`;
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: key(message) });
const whole = (message: string) => z.number({ error: key(message) }).int(key('wholeNumber'));

export const GOALS = ['LOSE_WEIGHT', 'GAIN_MUSCLE', 'RECOMPOSITION'] as const;
export const goalForm = z.object({ goal: choice(GOALS, 'selectGoal') });
export const activityForm = z.object({ activity: choice(ACTIVITIES, 'selectActivity') });

export const biometricsForm = z.object({
  age: whole('ageRequired').min(LIMITS.age.min, key('ageRange')).max(LIMITS.age.max, key('ageRange')),
  sex: choice(SEXES, 'selectGender'),
});

const height = z.discriminatedUnion('unit', [
  z.object({
    unit: z.literal('CENTIMETERS'),
    cm: z
      .number({ error: key('heightRequired') })
      .min(LIMITS.heightCm.min, key('heightRange'))
      .max(LIMITS.heightCm.max, key('heightRange')),
  }),
  z.object({
    unit: z.literal('FEET_INCHES'),
    feet: whole('heightRequired')
      .min(LIMITS.heightFeet.min, key('heightRangeImperial'))
      .max(LIMITS.heightFeet.max, key('heightRangeImperial')),
    inches: z
      .number({ error: key('heightRequired') })
      .min(0, key('inchesRange'))
      .lt(12, key('inchesRange')),
  }),
]);
const weight = z.discriminatedUnion('unit', [
  z.object({
    unit: z.literal('KILOGRAMS'),
    kg: z.number({ error: key('weightRequired') }).positive(key('weightRequired')),
  }),
  z.object({
    unit: z.literal('POUNDS'),
    lb: z.number({ error: key('weightRequired') }).positive(key('weightRequired')),
  }),
  z.object({
    unit: z.literal('STONES'),
    stone: whole('weightRequired').min(0, key('weightRequired')),
    lb: z
      .number({ error: key('weightRequired') })
      .min(0, key('poundsRange'))
      .lt(14, key('poundsRange')),
  }),
]);

// Each unit has its own range as the screen states it: 45 to 300 kg, 100 to 660 lb (stones count as pounds).
const inUnit = (w: WeightDisplay) => (w.unit === 'KILOGRAMS' ? w.kg : w.unit === 'POUNDS' ? w.lb : w.stone * 14 + w.lb);
const rangeOf = (w: WeightDisplay) => (w.unit === 'KILOGRAMS' ? LIMITS.weightKg : LIMITS.weightLb);

/** Physical stats: the height, the weight and the goal weight, in the units the person chose. */
export const physicalStatsForm = z
  .object({ height, weight, goalWeight: weight.optional() })
  .superRefine((stats, ctx) => {
    const imperial = stats.weight.unit !== 'KILOGRAMS';
    const current = stats.weight as WeightDisplay;
    if (inUnit(current) < rangeOf(current).min || inUnit(current) > rangeOf(current).max)
      ctx.addIssue({
        code: 'custom',
        path: ['weight'],
        message: key(imperial ? 'weightRangeImperial' : 'weightRange'),
      });
    if (!stats.goalWeight) return;
    const goal = stats.goalWeight as WeightDisplay;
    const goalKg = weightToKg(goal);
    const lowest = lowestGoalWeightKg(heightToCm(stats.height as HeightDisplay));
    if (inUnit(goal) > rangeOf(goal).max)
      ctx.addIssue({
        code: 'custom',
        path: ['goalWeight'],
        message: key(imperial ? 'goalWeightMaxImperial' : 'goalWeightMax'),
      });
    else if (goalKg < lowest - 0.005)
      ctx.addIssue({ code: 'custom', path: ['goalWeight'], message: key('goalWeightTooLow') });
  });

export const weeklyGoalForm = z.object({
  weeklyGoal: z.enum(WEEKLY_GOALS.map((g) => g.id) as [string, ...string[]], { error: key('selectWeeklyGoal') }),
});
export const planForm = z.object({ plan: choice(PLAN_TYPES, 'selectPlan') });

/** Modify plan: whole numbers, with the floors the screen states. */
export const modifyPlanForm = z.object({
  kcal: whole('caloriesRequired').min(1250, key('caloriesMin')),
  protein: whole('proteinRequired').min(50, key('proteinMin')),
  carbs: whole('carbsRequired').positive(key('carbsRequired')),
  fat: whole('fatRequired').min(30, key('fatMin')),
});

/** The six moments onboarding offers (no late snack). Reading chosen: lunch and dinner required (docs/decisions.md). */
export const ONBOARDING_MEAL_TIMES = [
  'BREAKFAST',
  'MORNING_SNACK',
  'LUNCH',
  'AFTERNOON_SNACK',
  'DINNER',
  'SNACK',
] as const;
export const mealTimesForm = z.object({
  mealTimes: z
    .array(z.enum(ONBOARDING_MEAL_TIMES))
    .min(2, key('mealTimesMin'))
    .max(5, key('mealTimesMax'))
    .refine((times) => times.includes('LUNCH') && times.includes('DINNER'), key('lunchAndDinnerRequired')),
});

export const dietForm = (plantBasedApp: boolean) =>
  z.object({
    dietaryPreference: plantBasedApp
      ? z.enum(DIETARY_PREFERENCES, { error: key('required') })
      : z.enum(DIETARY_PREFERENCES).nullable(),
  });

export const INTOLERANCE_CHOICES = [
  'NO_INTOLERANCE',
  'LACTOSE',
  'CRUSTACEANS_AND_SHELLFISH',
  'GLUTEN',
  'NUTS',
] as const;
export const intolerancesForm = z.object({
  intolerances: z
    .array(z.enum(INTOLERANCE_CHOICES))
    .min(1, key('selectIntolerance'))
    .refine((list) => !list.includes('NO_INTOLERANCE') || list.length === 1, key('noIntoleranceExclusive')),
});

export const dislikesForm = z.object({ ingredientDislikes: z.array(z.enum(INGREDIENT_DISLIKES)) });

/** The first day of the last period: a date, never in the future. `today` arrives from the screen, not a clock. */
export const cycleDatesForm = (today: string) =>
  z.object({
    lastPeriodStart: z.iso.date({ error: key('selectDate') }).refine((date) => date <= today, key('futureDate')),
  });
export const cycleLengthForm = z.object({
  cycleLength: whole('cycleLengthRange').min(21, key('cycleLengthRange')).max(35, key('cycleLengthRange')),
});
/** 'Not sure' stands for a 28-day cycle. */
export const CYCLE_LENGTH_NOT_SURE = 28;

export const registrationForm = z.object({
  firstName: z.string().trim().min(1, key('required')).max(100),
  lastName: z.string().trim().min(1, key('required')).max(100),
  email: z
    .string()
    .trim()
    .min(1, key('required'))
    .pipe(z.email(key('invalidEmail'))),
  acceptedTerms: z.literal(true, { error: key('acceptTerms') }),
});

// The simple onboarding (SIMPLE organisations).
export const SIMPLE_DIETS = ['NONE', 'VEGETARIAN', 'VEGAN', 'PESCATARIAN'] as const;

export const motivationForm = z.object({ motivation: choice(MOTIVATIONS, 'selectMotivation') });
export const cookingStylesForm = z.object({
  cookingStyles: z.array(z.enum(COOKING_STYLES)).min(1, key('cookingStyleMin')).max(2, key('cookingStyleMax')),
});
export const simpleDietForm = z.object({ diet: choice(SIMPLE_DIETS, 'selectDiet') });
export const allergensForm = z.object({ allergens: z.array(z.enum(['NONE', ...SIMPLE_ALLERGENS])).min(1) });
export const simpleMealTimesForm = z.object({
  mealTimes: z
    .array(z.enum(SIMPLE_MEAL_TIMES))
    .min(2, key('simpleMealTimesMin'))
    .refine((times) => times.includes('DINNER'), key('dinnerRequired')),
});
