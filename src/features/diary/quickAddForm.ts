import { z } from 'zod';
import { mealMomentSchema } from './mealMoments';

/**
 * The quick-add form as typed: text fields that accept a comma or a dot. Messages are translation
 * keys, so the form shows them in the user's language.
 */
export const decimal = (max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(10, 'validation.tooLong')
    .transform((text) => text.replace(',', '.'))
    .refine((text) => text === '' || /^\d+(\.\d+)?$/.test(text), 'validation.number')
    .transform((text) => (text === '' ? undefined : Number(text)))
    .refine((value) => value === undefined || value <= max, maxMessage);

export const quickAddFormSchema = z.object({
  mealMoment: mealMomentSchema,
  kcal: decimal(10_000, 'validation.maxKcal').pipe(z.number('validation.required').positive('validation.positive')),
  protein: decimal(1_000, 'validation.maxGrams'),
  fat: decimal(1_000, 'validation.maxGrams'),
  carbohydrates: decimal(1_000, 'validation.maxGrams'),
});

export type QuickAddFormInput = z.input<typeof quickAddFormSchema>;
export type QuickAddFormOutput = z.output<typeof quickAddFormSchema>;
