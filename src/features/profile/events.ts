import { z } from 'zod';
import { ingredientDislike, intolerance, simpleAllergen } from '../../core/catalogue/vocabulary';
import { defineEvent } from '../../core/events';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import { nutritionProfileSchema } from '../../core/nutrition/profile';
import { HEIGHT_UNITS, WEIGHT_UNITS } from '../../core/nutrition/units';
import { COOKING_STYLES, DIETARY_PREFERENCES, MOTIVATIONS, PLAN_TYPES, SIMPLE_MEAL_TIMES } from './vocabulary';

/** A meal moment of the day, on or off, with its share of the day in whole percents. */
export const mealSize = z.strictObject({
  moment: z.enum(MEAL_MOMENTS),
  enabled: z.boolean(),
  size: z.number().int().min(0).max(100),
});

/** Body, goal and diet as the onboarding or a coach last saved them, with what the person cannot or will not eat. */
export const NutritionProfileSet = defineEvent({
  type: 'NutritionProfileSet',
  v: 1,
  schema: () =>
    z.strictObject({
      profile: nutritionProfileSchema,
      /** The weight the person aims for (losing weight); the progress screen says when they may reach it. */
      goalWeightKg: z.number().positive().max(300).nullable().optional(),
      intolerances: z.array(intolerance).max(10),
      allergens: z.array(simpleAllergen).max(20),
      dislikes: z.array(ingredientDislike).max(20),
      /** The plan chosen on the nutrition-plan screen (2-onboarding.txt section 3, diet type). */
      plan: z.enum(PLAN_TYPES).optional(),
      /** 'Choose your own': the person's own daily targets, which replace the computed ones. */
      customTargets: z
        .strictObject({
          kcal: z.number().int().min(1250).max(10_000),
          protein: z.number().int().min(50).max(1_000),
          carbs: z.number().int().positive().max(2_000),
          fat: z.number().int().min(30).max(1_000),
        })
        .optional(),
      /** On the cycle diet: the first day of the last period and the cycle's length. */
      cycle: z.strictObject({ lastPeriodStart: z.iso.date(), length: z.number().int().min(21).max(35) }).optional(),
    }),
});

/** Which meal moments a day has and each one's share of the day, in percent (2-onboarding.txt, meal size allocation). */
export const MealPlanSet = defineEvent({
  type: 'MealPlanSet',
  v: 1,
  schema: () =>
    z.strictObject({
      sizes: z
        .array(mealSize)
        .min(1)
        .max(MEAL_MOMENTS.length)
        .refine(
          (sizes) => sizes.filter((s) => s.enabled).reduce((sum, s) => sum + s.size, 0) === 100,
          'The meal sizes must add up to 100%.',
        ),
    }),
});

/** The simple onboarding's answers (2-onboarding.txt, simple onboarding). */
export const SimpleProfileSet = defineEvent({
  type: 'SimpleProfileSet',
  v: 1,
  schema: () =>
    z.strictObject({
      motivation: z.enum(MOTIVATIONS),
      cookingStyles: z.array(z.enum(COOKING_STYLES)).min(1).max(2),
      diet: z.enum(DIETARY_PREFERENCES).nullable(),
      allergens: z.array(simpleAllergen).max(9),
      mealTimes: z.array(z.enum(SIMPLE_MEAL_TIMES)).min(2).max(SIMPLE_MEAL_TIMES.length),
    }),
});

/** Monday first, as the weekly nutrition plan (2-onboarding.txt section 3, plans) and the calendars. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A meal slot specification: a moment of the day and what it should bring, in whole kcal and grams. */
export const mealSlotSpecification = z.strictObject({
  moment: z.enum(MEAL_MOMENTS),
  kcal: z.number().int().min(0).max(10_000),
  protein: z.number().int().min(0).max(1_000),
  carbs: z.number().int().min(0).max(2_000),
  fat: z.number().int().min(0).max(1_000),
});

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * A day plan saved and given to some weekdays of the weekly nutrition plan (2-onboarding.txt: the
 * coach wizard's save, and the self-service onboarding's DIY plan for all seven days). Saving a day
 * plan with an id that exists replaces it; the weekdays listed now use it, the others keep theirs.
 * The slots are in the order the day shows them.
 */
export const DayPlanSaved = defineEvent({
  type: 'DayPlanSaved',
  v: 1,
  schema: () =>
    z.strictObject({
      dayPlanId: z.string().min(1).max(64),
      name: z.string().trim().min(1).max(60),
      weekdays: z.array(z.enum(WEEKDAYS)).min(1).max(7).refine(distinct, 'Each weekday once.'),
      slots: z
        .array(mealSlotSpecification)
        .min(1)
        .max(MEAL_MOMENTS.length)
        .refine((slots) => distinct(slots.map((s) => s.moment)), 'Each meal moment once.'),
      /** How the wizard made it, so that it opens again as it was; null for the self-service plan. */
      energyBalance: z.number().min(10).max(500).nullable(),
      macroAdjustment: z
        .strictObject({
          protein: z.number().int().positive().max(1_000),
          carbs: z.number().int().positive().max(2_000),
          fat: z.number().int().positive().max(1_000),
        })
        .nullable(),
      sizes: z.array(mealSize).max(MEAL_MOMENTS.length),
    }),
});

/**
 * The units a person chose (2-onboarding.txt, preferences: personalWeightUnit,
 * usesImperialUnitsForHeight, usesImperialUnitsForRecipes): the onboarding's weight and height
 * units, and My profile's units for recipes. Each names only what was chosen; the rest stands.
 */
export const UnitsChosen = defineEvent({
  type: 'UnitsChosen',
  v: 1,
  schema: () =>
    z
      .strictObject({
        weight: z.enum(WEIGHT_UNITS).optional(),
        height: z.enum(HEIGHT_UNITS).optional(),
        recipes: z.enum(['METRIC', 'IMPERIAL']).optional(),
      })
      .refine((units) => Object.keys(units).length > 0, 'At least one unit.'),
});

export const profileEvents = [NutritionProfileSet, MealPlanSet, SimpleProfileSet, DayPlanSaved, UnitsChosen];
