import { z } from 'zod';
import type { Food } from '../../core/api/food';
import type { LoggedFood } from './events';
import type { Nutrients } from './events';
import { decimal } from './quickAddForm';

/** The add-ingredient form: an amount with a comma or a dot, at most 10 characters, default 1, and a serving. */
export const foodAmountFormSchema = z.object({
  amount: decimal(10_000, 'validation.maxAmount').pipe(z.number('validation.required').positive('validation.positive')),
  servingId: z.string().min(1, 'validation.required'),
});

export const DEFAULT_AMOUNT = '1';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The energy and macros of `amount` of a serving, to one decimal. */
export function nutrientsOf(
  food: LoggedFood,
  servingId: string,
  amount: number,
): (Nutrients & { grams: number }) | null {
  const serving = food.servings.find((s) => s.id === servingId);
  if (!serving) return null;
  return {
    kcal: oneDecimal(serving.kcal * amount),
    protein: oneDecimal(serving.protein * amount),
    carbohydrates: oneDecimal(serving.carbohydrates * amount),
    fat: oneDecimal(serving.fat * amount),
    grams: oneDecimal(serving.grams * amount),
  };
}

/** What the diary keeps of a catalogue food (the servings up to the event's limit). */
export const loggedFoodOf = (food: Food): LoggedFood => ({
  id: food.id,
  name: food.name,
  brand: food.brand_name,
  servings: food.suggested_servings.slice(0, 40).map((s) => ({
    id: s.id,
    description: s.serving_description,
    grams: s.grams,
    kcal: s.kcal,
    protein: s.protein,
    carbohydrates: s.carbohydrates,
    fat: s.fat,
  })),
});

/** The nutrients of `amount` of a serving, as an event records them (without the weight). */
export function servingNutrients(food: LoggedFood, servingId: string, amount: number): Nutrients | null {
  const computed = nutrientsOf(food, servingId, amount);
  if (!computed) return null;
  const { grams: _grams, ...nutrients } = computed;
  return nutrients;
}
