import { roundToStep } from './fractions';

/**
 * How an ingredient's weight is shown (3-daily-use.txt section 9). The spec fixes the scaling,
 * the metric steps and pounds above 454 g and leaves the household measures open; these are the
 * rules, each covered by quantities.test.ts.
 *
 * Scaling: grams × chosen portions ÷ recipe portions. Recipe portions that are not a positive
 *   number leave the grams as they are (a broken recipe shows its own amounts, never Infinity).
 *
 * Metric (every user not on imperial):
 * - under 1 g: one decimal, at least 0.1 g ("0.5 g" of saffron, never "0 g");
 * - 1 g up to 5 g: whole grams ("3 g");
 * - 5 g up to 1,000 g: the nearest multiple of 5 g ("125 g");
 * - when that reaches 1,000 g: kilograms to the nearest 10 g, at most two decimals ("1.25 kg").
 *
 * Imperial, when the food has a household measure (grams per cup, tbsp or tsp, from the USDA
 * table; a missing unit is derived from another with 1 cup = 16 tbsp = 48 tsp, US measures):
 * - under 1 tsp: the nearest measuring spoon, ⅛, ¼, ½ or ¾ tsp (never "⅞ tsp": no spoon holds it);
 * - 1 tsp up to 1 tbsp: teaspoons to the nearest ½ (measuring spoons: 1, 1½, 2, 2½);
 * - 1 tbsp up to ¼ cup: tablespoons to the nearest ½;
 * - from ¼ cup: cups to the nearest quarter or third (¼ ⅓ ½ ⅔ ¾, the measuring cups), at any size:
 *   a cook measures milk or flour by the cup however much there is.
 * - Each step is chosen after rounding, so 2.9 tsp is "1 tbsp", never "3 tsp".
 * Imperial, when the food has no household measure (meat, fish, most vegetables):
 * - 454 g and above: pounds to the nearest ¼ lb ("1¼ lb");
 * - under 1 oz: ounces to the nearest ⅛, at least ⅛ oz;
 * - 1 oz up to 4 oz: ounces to the nearest ¼;
 * - 4 oz up to 454 g: ounces to the nearest ½ (so 450 g is "16 oz").
 *
 * An amount that is zero, negative or not a number (bad data) is shown as 0 of the base unit
 * rather than hidden, so the ingredient stays on the list.
 */
export type HouseholdUnit = 'cup' | 'tbsp' | 'tsp';
export type IngredientUnit = 'g' | 'kg' | 'oz' | 'lb' | HouseholdUnit;

export interface HouseholdMeasure {
  readonly unit: HouseholdUnit;
  /** Grams of this food in one of the unit. */
  readonly grams: number;
}

export interface Quantity {
  /** The rounded amount in `unit`, ready to be written as a fraction or decimal. */
  readonly value: number;
  readonly unit: IngredientUnit;
}

export const GRAMS_PER_OUNCE = 28.349523125;
export const GRAMS_PER_POUND = 453.59237;
/** The spec's threshold for pounds. */
export const POUND_THRESHOLD_GRAMS = 454;
const TSP_IN: Record<HouseholdUnit, number> = { tsp: 1, tbsp: 3, cup: 48 };

export function scaleGrams(grams: number, portions: number, recipePortions: number): number {
  if (!(recipePortions > 0) || !Number.isFinite(recipePortions) || !Number.isFinite(portions)) return grams;
  return (grams * portions) / recipePortions;
}

export function metricQuantity(grams: number): Quantity {
  if (!(grams > 0) || !Number.isFinite(grams)) return { value: 0, unit: 'g' };
  if (grams < 1) return { value: Math.max(0.1, Math.round(grams * 10) / 10), unit: 'g' };
  if (grams < 5) return { value: Math.round(grams), unit: 'g' };
  const fives = roundToStep(grams, 5);
  if (fives < 1000) return { value: fives, unit: 'g' };
  return { value: Math.round(grams / 10) / 100, unit: 'kg' };
}

export function imperialQuantity(grams: number, measures: readonly HouseholdMeasure[] = []): Quantity {
  if (!(grams > 0) || !Number.isFinite(grams)) return { value: 0, unit: 'oz' };
  const household = householdGrams(measures);
  return household ? volumeQuantity(grams, household) : weightQuantity(grams);
}

/** Grams per tsp, tbsp and cup for a food, or undefined when it has no usable measure. */
export function householdGrams(measures: readonly HouseholdMeasure[]): Record<HouseholdUnit, number> | undefined {
  const known = new Map<HouseholdUnit, number>();
  for (const m of measures)
    if (m.grams > 0 && Number.isFinite(m.grams) && m.unit in TSP_IN && !known.has(m.unit)) known.set(m.unit, m.grams);
  if (known.size === 0) return undefined;
  const gramsIn = (unit: HouseholdUnit): number => {
    const own = known.get(unit);
    if (own !== undefined) return own;
    // Derive from the nearest unit measured: a tablespoon's grams predict a teaspoon's better than a cup's.
    const [from, grams] = [...known].sort(
      ([a], [b]) => Math.abs(Math.log(TSP_IN[a] / TSP_IN[unit])) - Math.abs(Math.log(TSP_IN[b] / TSP_IN[unit])),
    )[0]!;
    return (grams * TSP_IN[unit]) / TSP_IN[from];
  };
  return { tsp: gramsIn('tsp'), tbsp: gramsIn('tbsp'), cup: gramsIn('cup') };
}

function volumeQuantity(grams: number, per: Record<HouseholdUnit, number>): Quantity {
  const tsp = grams / per.tsp;
  const roundedTsp = tsp < 1 ? nearest(tsp, SMALL_SPOONS) : roundToStep(tsp, 1 / 2);
  if (roundedTsp < 3) return { value: roundedTsp, unit: 'tsp' };
  const tbsp = Math.max(1, roundToStep(grams / per.tbsp, 1 / 2));
  if (tbsp < 4) return { value: tbsp, unit: 'tbsp' };
  return { value: Math.max(1 / 4, nearestCupMeasure(grams / per.cup)), unit: 'cup' };
}

/** The nearest amount made of whole cups and one measuring cup: a quarter or a third. */
export function nearestCupMeasure(cups: number): number {
  const whole = Math.floor(cups);
  return whole + nearest(cups - whole, [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1]);
}

const SMALL_SPOONS = [1 / 8, 1 / 4, 1 / 2, 3 / 4, 1];
const nearest = (value: number, choices: readonly number[]): number =>
  choices.reduce((best, c) => (Math.abs(value - c) < Math.abs(value - best) ? c : best));

function weightQuantity(grams: number): Quantity {
  if (grams >= POUND_THRESHOLD_GRAMS)
    return { value: Math.max(1, roundToStep(grams / GRAMS_PER_POUND, 1 / 4)), unit: 'lb' };
  const oz = grams / GRAMS_PER_OUNCE;
  if (oz < 1) return { value: Math.max(1 / 8, roundToStep(oz, 1 / 8)), unit: 'oz' };
  if (oz < 4) return { value: roundToStep(oz, 1 / 4), unit: 'oz' };
  return { value: roundToStep(oz, 1 / 2), unit: 'oz' };
}
