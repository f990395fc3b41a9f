import { z } from 'zod';
import { isStorableText, TEXT_INVALID } from '../../../core/storable';
import { decimal } from '../quickAddForm';
import {
  OWN_FOOD_GRAMS_MAX,
  OWN_FOOD_KCAL_MAX,
  OWN_FOOD_NAME_MAX,
  OWN_FOOD_SERVING_MAX,
  ownFoodProblem,
} from './rules';

const errors = 'diary:ownFood.errors';
const required = 'common:validation.required';
const words = (max: number, requiredKey: string) =>
  z
    .string()
    .max(max, `${errors}.tooLong`)
    .refine(isStorableText, TEXT_INVALID)
    .refine((text) => text.trim() !== '', requiredKey);
const amount = (max: number) => decimal(max, `${errors}.tooMuch`).pipe(z.number(required));

/**
 * The 'create a food' form as typed (numbers with a comma or a dot); messages are translation keys
 * with their namespace. The plausibility rule is the decider's (rules.ts), shown on its field.
 */
export const ownFoodFormSchema = z
  .object({
    name: words(OWN_FOOD_NAME_MAX, `${errors}.nameRequired`),
    serving: words(OWN_FOOD_SERVING_MAX, `${errors}.servingRequired`),
    grams: amount(OWN_FOOD_GRAMS_MAX).pipe(z.number().positive(`${errors}.positive`)),
    kcal: amount(OWN_FOOD_KCAL_MAX),
    protein: amount(OWN_FOOD_GRAMS_MAX),
    carbohydrates: amount(OWN_FOOD_GRAMS_MAX),
    fat: amount(OWN_FOOD_GRAMS_MAX),
  })
  .superRefine((food, ctx) => {
    const problem = ownFoodProblem(food);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.messageKey });
  });

export type OwnFoodFormInput = z.input<typeof ownFoodFormSchema>;
export type OwnFoodFormOutput = z.output<typeof ownFoodFormSchema>;
