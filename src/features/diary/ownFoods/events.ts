import { z } from 'zod';
import { defineEvent } from '../../../core/events';
import { text } from '../../../core/storable';
import {
  OWN_FOOD_GRAMS_MAX,
  OWN_FOOD_KCAL_MAX,
  OWN_FOOD_NAME_MAX,
  OWN_FOOD_SERVING_MAX,
  ownFoodProblem,
} from './rules';

/**
 * A person's own food (issue 19: an unknown barcode offers to create it), kept in their own stream:
 * made offline, it reaches every device and the server's search by sync, and nobody else's. Its id
 * is the id of the command that created it. Values are per serving, as on the label.
 */
const grams = z.number().min(0).max(OWN_FOOD_GRAMS_MAX);
export const ownFoodSchema = z
  .strictObject({
    foodId: text(36).min(1),
    name: text(OWN_FOOD_NAME_MAX).trim().min(1),
    barcode: text(14)
      .regex(/^\d{8,14}$/)
      .nullable(),
    serving: z.strictObject({
      description: text(OWN_FOOD_SERVING_MAX).trim().min(1),
      grams: z.number().positive().max(OWN_FOOD_GRAMS_MAX),
    }),
    kcal: z.number().min(0).max(OWN_FOOD_KCAL_MAX),
    protein: grams,
    carbohydrates: grams,
    fat: grams,
  })
  .refine((food) => ownFoodProblem({ grams: food.serving.grams, ...food }) === null, 'implausible nutrition');
export type OwnFoodFacts = z.infer<typeof ownFoodSchema>;

export const OwnFoodCreated = defineEvent({ type: 'OwnFoodCreated', v: 1, schema: () => ownFoodSchema });

export const ownFoodEvents = [OwnFoodCreated];
export const OWN_FOOD_EVENT_TYPES: readonly string[] = ownFoodEvents.map((e) => e.type);
