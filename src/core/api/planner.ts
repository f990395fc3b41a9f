import { z } from 'zod';
import { MEAL_MOMENTS } from '../nutrition/mealSizes';

/** Auto-planning (3-daily-use.txt section 7, Planner), paths relative to /api. */
export const MAX_PLAN_DAYS = 14;

const date = z.iso.date({ error: 'Use a date like 2026-11-23.' });
/** Whose diary: one's own by default; a coach may name an active client of their organisation. */
const user = z.number().int().positive().optional();
const seed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .optional();

export const autoPlanResponseSchema = z.object({
  planned: z.array(
    z.object({
      item_id: z.string(),
      date: z.string(),
      meal_moment: z.enum(MEAL_MOMENTS),
      recipe_id: z.string(),
      portions_multiplier: z.number(),
      kcal: z.number(),
    }),
  ),
  removed: z.array(z.string()),
  unfilled: z.array(z.object({ date: z.string(), meal_moment: z.enum(MEAL_MOMENTS), reason: z.string() })),
  days: z.array(
    z.object({ date: z.string(), kcal_target: z.number(), kcal_planned: z.number(), within_5_percent: z.boolean() }),
  ),
});
export type AutoPlanResponse = z.infer<typeof autoPlanResponseSchema>;

export const plannerApi = {
  autoPlanDay: {
    method: 'POST',
    path: '/planner/autoPlanDay/',
    body: z
      .object({
        date,
        user,
        meal_slot_ids: z.array(z.enum(MEAL_MOMENTS)).min(1).max(MEAL_MOMENTS.length).optional(),
        seed,
      })
      .strict(),
    response: autoPlanResponseSchema,
  },
  autoPlanDays: {
    method: 'POST',
    path: '/planner/autoPlanDays/',
    body: z
      .object({
        num_days: z
          .number()
          .int()
          .min(1, 'Plan at least 1 day.')
          .max(MAX_PLAN_DAYS, `Plan at most ${MAX_PLAN_DAYS} days at once.`),
        start_date_inclusive: date,
        delete_existing_plans: z.boolean().default(false),
        user,
        seed,
      })
      .strict(),
    response: autoPlanResponseSchema,
  },
  autoPlanSimpleRecipes: {
    method: 'POST',
    path: '/planner/autoPlanSimpleRecipes/',
    body: z
      .object({ start_date: date, end_date: date, delete_existing_plans: z.boolean().default(false), user, seed })
      .strict()
      .refine((b) => b.end_date >= b.start_date, {
        message: 'The end date comes before the start date.',
        path: ['end_date'],
      })
      .refine((b) => (Date.parse(b.end_date) - Date.parse(b.start_date)) / 86_400_000 < MAX_PLAN_DAYS, {
        message: `Plan at most ${MAX_PLAN_DAYS} days at once.`,
        path: ['end_date'],
      }),
    response: autoPlanResponseSchema,
  },
} as const;
