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

export const diaryEvents = [QuickAddLogged];
