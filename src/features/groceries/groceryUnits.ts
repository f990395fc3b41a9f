import { GRAMS_PER_OUNCE, GRAMS_PER_POUND } from '../recipes/display/quantities';
import type { GroceryItemDraft } from './needs';
import { roundUpToStep } from './shopAmounts';
import { numberFormat } from '../../ui/numberFormat';

/**
 * How a grocery item's amount is shown (issue 15). The list stores grams, millilitres or pieces
 * (shopAmounts.ts); this only writes them in the person's units and language, and never shows less
 * than the list asks for: every conversion rounds up again.
 *
 * Metric: grams up to 1,000 g, then kilograms ("1,5 kg" in Dutch); millilitres up to 1,000 ml, then
 * litres. Kilograms and litres keep at most two decimals (the list's 50 g steps need no more).
 *
 * Imperial (the ounce and pound of the recipe screens, quantities.ts):
 * - under 1 oz: ounces to the next 0.1 ("0.2 oz" of a spice);
 * - 1 oz up to 16 oz: ounces to the next ½ ("12.5 oz");
 * - from 16 oz (after that rounding, so 450 g is "1 lb", never "16 oz"): pounds to the next 0.1,
 *   a deli scale's step ("1.5 lb"). Decimals, not the recipe screens' fractions: shop scales and
 *   labels write pounds as decimals.
 * - volume in US fluid ounces only, whole from 1 fl oz and to the next 0.1 below: US labels give
 *   liquids in fl oz (a 64 fl oz carton of milk), and fl oz is a symbol in both languages, whereas
 *   cups would need a word per language and a plural.
 *
 * Pieces are a count ("3"): the item's name carries the noun. An item without an amount shows ''.
 */
export type GroceryMeasure = 'METRIC' | 'IMPERIAL';
export type GroceryDisplayUnit = 'g' | 'kg' | 'ml' | 'l' | 'oz' | 'lb' | 'fl oz' | 'piece';

export interface GroceryQuantity {
  readonly value: number;
  readonly unit: GroceryDisplayUnit;
}

export interface GroceryAmountOptions {
  readonly units: GroceryMeasure;
  readonly language: 'en' | 'nl';
}

/** The exact US fluid ounce (1/128 US gallon of 231 cubic inches). */
export const ML_PER_US_FLUID_OUNCE = 29.5735295625;
const OUNCES_PER_POUND = 16;

/** The amount of an item in the units shown, or null when it has none. */
export function groceryQuantity(
  item: Pick<GroceryItemDraft, 'amount' | 'unit'>,
  units: GroceryMeasure,
): GroceryQuantity | null {
  const { amount, unit } = item;
  if (amount === null || unit === null || !(amount > 0) || !Number.isFinite(amount)) return null;
  if (unit === 'piece') return { value: roundUpToStep(amount, 1), unit: 'piece' };
  if (units === 'METRIC') {
    const large = unit === 'g' ? 'kg' : 'l';
    return amount >= 1_000 ? { value: roundUpToStep(amount / 1_000, 0.01), unit: large } : { value: amount, unit };
  }
  if (unit === 'ml') {
    const flOz = amount / ML_PER_US_FLUID_OUNCE;
    return { value: roundUpToStep(flOz, flOz < 1 ? 0.1 : 1), unit: 'fl oz' };
  }
  const oz = amount / GRAMS_PER_OUNCE;
  const shownOz = roundUpToStep(oz, oz < 1 ? 0.1 : 0.5);
  if (shownOz < OUNCES_PER_POUND) return { value: shownOz, unit: 'oz' };
  return { value: roundUpToStep(amount / GRAMS_PER_POUND, 0.1), unit: 'lb' };
}

/** The amount for display: "450 g", "1,5 kg", "3", "12.5 oz", "1.5 lb", "17 fl oz"; '' without one. */
export function formatGroceryAmount(
  item: Pick<GroceryItemDraft, 'amount' | 'unit'>,
  { units, language }: GroceryAmountOptions,
): string {
  const quantity = groceryQuantity(item, units);
  if (!quantity) return '';
  // Rounding up by decimal steps leaves float tails (1.2000000000000002); two decimals cover every step.
  const number = numberFormat(language, { maximumFractionDigits: 2 }).format(quantity.value);
  return quantity.unit === 'piece' ? number : `${number} ${quantity.unit}`;
}
