import { z } from 'zod';
import { defineCommand } from '../../../core/commands';
import { accept, reject } from '../../../core/errors';
import { isStorableText, TEXT_INVALID } from '../../../core/storable';
import { OwnFoodCreated } from './events';
import { ownFoodByBarcode, ownFoodsProjection } from './projection';
import {
  OWN_FOOD_GRAMS_MAX,
  OWN_FOOD_KCAL_MAX,
  OWN_FOOD_NAME_MAX,
  OWN_FOOD_SERVING_MAX,
  ownFoodProblem,
} from './rules';

const errors = 'diary:ownFood.errors';
const typedText = (max: number) => z.string().max(max, `${errors}.tooLong`).refine(isStorableText, TEXT_INVALID);
const grams = z.number().min(0, `${errors}.negative`).max(OWN_FOOD_GRAMS_MAX, `${errors}.tooMuch`);

/**
 * A food of the person's own (issue 19), from a label: a name, a serving and its energy and macros,
 * and the barcode it was missing for. Its id is the command's; the diary logs it like any food.
 */
export const createOwnFood = defineCommand({
  type: 'CreateOwnFood',
  schema: () =>
    z.object({
      name: typedText(OWN_FOOD_NAME_MAX),
      barcode: z
        .string()
        .regex(/^\d{8,14}$/, 'diary:barcode.invalid')
        .nullable(),
      serving: z.object({
        description: typedText(OWN_FOOD_SERVING_MAX),
        grams: z.number().positive(`${errors}.positive`).max(OWN_FOOD_GRAMS_MAX, `${errors}.tooMuch`),
      }),
      kcal: z.number().min(0, `${errors}.negative`).max(OWN_FOOD_KCAL_MAX, `${errors}.tooMuch`),
      protein: grams,
      carbohydrates: grams,
      fat: grams,
    }),
  projection: ownFoodsProjection,
  decide: ({ name, barcode, serving, ...numbers }, state, meta) => {
    const trimmed = { name: name.trim(), description: serving.description.trim() };
    if (!trimmed.name) return reject('name_required', `${errors}.nameRequired`);
    if (!trimmed.description) return reject('serving_required', `${errors}.servingRequired`);
    const problem = ownFoodProblem({ grams: serving.grams, ...numbers });
    if (problem) return reject(problem.code, problem.messageKey);
    if (barcode && ownFoodByBarcode(state, barcode)) return reject('barcode_taken', `${errors}.barcodeTaken`);
    return accept([
      OwnFoodCreated.draft({
        foodId: meta.commandId,
        name: trimmed.name,
        barcode,
        serving: { description: trimmed.description, grams: serving.grams },
        ...numbers,
      }),
    ]);
  },
});

export const ownFoodCommands = [createOwnFood];
