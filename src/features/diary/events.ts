import { z } from 'zod';
import { defineEvent } from '../../core/events';
import { mealMomentSchema } from './mealMoments';

export const isoDateSchema = z.iso.date();

/** Energy and macros as logged; grams for macros. */
export const nutrientsSchema = z.object({
  kcal: z.number().positive().max(10_000),
  protein: z.number().min(0).max(1_000).optional(),
  fat: z.number().min(0).max(1_000).optional(),
  carbohydrates: z.number().min(0).max(1_000).optional(),
});
export type Nutrients = z.infer<typeof nutrientsSchema>;

export const QuickAddLogged = defineEvent({
  type: 'QuickAddLogged',
  v: 1,
  schema: z.object({
    itemId: z.string().min(1),
    date: isoDateSchema,
    mealMoment: mealMomentSchema,
    nutrients: nutrientsSchema,
  }),
});

/** A recipe planned into a meal slot, by the person or by the planner; its nutrients are for the portions planned. */
export const MealPlanned = defineEvent({
  type: 'MealPlanned',
  v: 1,
  schema: z.object({
    itemId: z.string().min(1),
    date: isoDateSchema,
    mealMoment: mealMomentSchema,
    recipe: z.object({
      kind: z.enum(['RECIPE', 'SIMPLE']),
      id: z.string().min(1).max(80),
      name: z.object({ en: z.string().min(1).max(200), nl: z.string().min(1).max(200) }),
      /** The recipe's own portions, and how many of them this meal is. */
      portions: z.number().int().min(1).max(12),
      portionsMultiplier: z.number().positive().max(12),
    }),
    nutrients: nutrientsSchema,
    /** Who chose it: the person, or the planner (auto-plan). */
    plannedBy: z.enum(['PERSON', 'AUTO_PLAN']),
  }),
});

/** A planned meal taken out of the diary (replaced, deleted, or cleared by a new auto-plan). */
export const PlannedMealRemoved = defineEvent({ type: 'PlannedMealRemoved', v: 1, schema: z.object({ itemId: z.string().min(1) }) });

export const diaryEvents = [QuickAddLogged, MealPlanned, PlannedMealRemoved];
