import { z } from 'zod';
import { ingredientDislike, intolerance, simpleAllergen } from '../../core/catalogue/vocabulary';
import { defineEvent } from '../../core/events';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import { nutritionProfileSchema } from '../../core/nutrition/profile';
import { COOKING_STYLES, DIETARY_PREFERENCES, MOTIVATIONS, PLAN_TYPES, SIMPLE_MEAL_TIMES } from './vocabulary';

/** Body, goal and diet as the onboarding or a coach last saved them, with what the person cannot or will not eat. */
export const NutritionProfileSet = defineEvent({
  type: 'NutritionProfileSet',
  v: 1,
  schema: z.strictObject({
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
  schema: z.strictObject({
    sizes: z
      .array(
        z.strictObject({ moment: z.enum(MEAL_MOMENTS), enabled: z.boolean(), size: z.number().int().min(0).max(100) }),
      )
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
  schema: z.strictObject({
    motivation: z.enum(MOTIVATIONS),
    cookingStyles: z.array(z.enum(COOKING_STYLES)).min(1).max(2),
    diet: z.enum(DIETARY_PREFERENCES).nullable(),
    allergens: z.array(simpleAllergen).max(9),
    mealTimes: z.array(z.enum(SIMPLE_MEAL_TIMES)).min(2).max(SIMPLE_MEAL_TIMES.length),
  }),
});

export const profileEvents = [NutritionProfileSet, MealPlanSet, SimpleProfileSet];
