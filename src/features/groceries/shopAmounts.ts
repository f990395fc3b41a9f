import type { FoodFacts, GroceryUnit } from './needs';

/**
 * How a grocery item is counted and how much of it the list asks for (issue 15: "units made
 * comparable, rounded to amounts a shop sells").
 *
 * The unit follows the food, never the recipe's wording, so the same food from every meal adds up:
 * - 'piece' when the food is bought by count (it has grams per piece: eggs, onions, lemons);
 * - else 'ml' when it is bought by volume (it has millilitres per gram: milk, oil, stock);
 * - else 'g'. A line without a food is weighed in grams when it gives grams.
 *
 * The amount is always rounded UP: a shopper who buys what the list says must not end short. The
 * steps grow with the amount so the rounding stays within a few percent (at most 5 g on 100 g,
 * 25 g on 500 g, 50 g on 1 kg) and the figures read like a shop's:
 *
 *   amount (g or ml)   step   why
 *   under 100          5      spices, herbs, a splash of oil: the finest a counter or a shopper bothers with
 *   100 up to 500      10     loose produce and deli counters weigh to about 10 g
 *   500 up to 1,000    25     a quarter of a hundred: 525 g, 750 g
 *   1,000 and above    50     shown as kilograms or litres with at most two decimals (1.05 kg, 2.5 l)
 *
 * Pieces round up to whole pieces, and to one at least: nobody buys 0.3 of an egg, and "0 eggs"
 * would hide a need. A total of zero (a line of "0 g") asks for nothing and is listed as written.
 */
export const SHOP_STEPS: readonly { readonly below: number; readonly step: number }[] = [
  { below: 100, step: 5 },
  { below: 500, step: 10 },
  { below: 1_000, step: 25 },
  { below: Number.POSITIVE_INFINITY, step: 50 },
];

/**
 * Sums of scaled grams carry float noise (15.000000000000002 g); a quotient within this much of a
 * whole step counts as on the step, so noise never raises an amount by a whole step.
 */
export const STEP_TOLERANCE = 1e-9;

/** The unit a food is listed in (see above). */
export function unitOfFood(food: FoodFacts | null): GroceryUnit {
  if (food?.pieceGrams) return 'piece';
  if (food?.mlPerGram) return 'ml';
  return 'g';
}

/** Grams of a food in its list unit, exactly (before rounding). */
export function inListUnit(grams: number, food: FoodFacts | null): number {
  const unit = unitOfFood(food);
  if (unit === 'piece') return grams / food!.pieceGrams!;
  if (unit === 'ml') return grams * food!.mlPerGram!;
  return grams;
}

/** The step an exact amount in `unit` is rounded up to. */
export function shopStep(exact: number, unit: GroceryUnit): number {
  if (unit === 'piece') return 1;
  return SHOP_STEPS.find((s) => exact < s.below)!.step;
}

/**
 * The amount a shop sells for an exact need: rounded up to its step (see the table above), or null
 * when nothing is needed (zero, or not a number: bad data asks for nothing rather than NaN).
 */
export function shopAmount(exact: number, unit: GroceryUnit): number | null {
  if (!(exact > 0) || !Number.isFinite(exact)) return null;
  return roundUpToStep(exact, shopStep(exact, unit));
}

/** `value` rounded up to a multiple of `step`, at least one step, within STEP_TOLERANCE of a step. */
export function roundUpToStep(value: number, step: number): number {
  return Math.max(1, Math.ceil(value / step - STEP_TOLERANCE)) * step;
}
