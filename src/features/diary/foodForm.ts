import { z } from 'zod';
import type { Food } from '../../core/api/food';
import { foodNutrientsSchema, type LoggedFood, type Nutrients } from './events';
import { withWeightUnits } from './foodUnits';
import { decimal } from './quickAddForm';

/** The add-ingredient form: an amount with a comma or a dot, at most 10 characters, and a unit (a serving, grams or ounces). */
export const foodAmountFormSchema = z.object({
  amount: decimal(10_000, 'validation.maxAmount').pipe(z.number('validation.required').positive('validation.positive')),
  servingId: z.string().min(1, 'validation.required'),
});

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The energy and macros of `amount` of a serving (or of grams or ounces, which every food has), to one decimal. */
export function nutrientsOf(
  food: LoggedFood,
  servingId: string,
  amount: number,
): (Nutrients & { grams: number }) | null {
  const serving =
    food.servings.find((s) => s.id === servingId) ?? withWeightUnits(food).servings.find((s) => s.id === servingId);
  if (!serving) return null;
  return {
    kcal: oneDecimal(serving.kcal * amount),
    protein: oneDecimal(serving.protein * amount),
    carbohydrates: oneDecimal(serving.carbohydrates * amount),
    fat: oneDecimal(serving.fat * amount),
    grams: oneDecimal(serving.grams * amount),
  };
}

/** What the diary keeps of a catalogue food (the servings up to the event's limit, less the two weight units). */
export const loggedFoodOf = (food: Food): LoggedFood => ({
  id: food.id,
  name: food.name,
  brand: food.brand_name,
  servings: food.suggested_servings.slice(0, 38).map((s) => ({
    id: s.id,
    description: s.serving_description,
    grams: s.grams,
    kcal: s.kcal,
    protein: s.protein,
    carbohydrates: s.carbohydrates,
    fat: s.fat,
  })),
});

/**
 * Over 5 kg or 5,000 kcal in one item is a slip of the unit more often than a meal (issue 19: 150
 * meant as grams logged 15 kg), so the form asks before logging it.
 */
export const PLAUSIBLE_PORTION = { grams: 5_000, kcal: 5_000 } as const;

export const isPlausiblePortion = ({ grams, kcal }: { grams: number; kcal: number }): boolean =>
  grams <= PLAUSIBLE_PORTION.grams && kcal <= PLAUSIBLE_PORTION.kcal;

/** Whether one item can hold these nutrients (an event keeps at most 100,000 kcal and 10,000 g of each macro): else it is logged in parts. */
export const fitsOneItem = (nutrients: Nutrients): boolean =>
  foodNutrientsSchema.safeParse({
    kcal: nutrients.kcal,
    protein: nutrients.protein,
    carbohydrates: nutrients.carbohydrates,
    fat: nutrients.fat,
  }).success;

/** The nutrients of `amount` of a serving, as an event records them (without the weight). */
export function servingNutrients(food: LoggedFood, servingId: string, amount: number): Nutrients | null {
  const computed = nutrientsOf(food, servingId, amount);
  if (!computed) return null;
  const { grams: _grams, ...nutrients } = computed;
  return nutrients;
}
