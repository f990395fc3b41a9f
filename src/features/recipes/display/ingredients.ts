import { formatFraction } from './fractions';
import {
  imperialQuantity,
  metricQuantity,
  scaleGrams,
  type HouseholdMeasure,
  type IngredientUnit,
  type Quantity,
} from './quantities';
import { numberFormat } from '../../../ui/numberFormat';

export type { HouseholdMeasure, HouseholdUnit, IngredientUnit } from './quantities';

export interface IngredientLine {
  /** The amount in the user's locale: "125", "1,25", "1½", "⅓". */
  readonly amount: string;
  /** A key under the "ingredients.units" texts. */
  readonly unit: IngredientUnit;
  readonly name: string;
  /**
   * The number that picks a plural form (`t(…, { count })`): the rounded amount, but 1 for an
   * amount under one, since English says "½ cup", not "½ cups" (Intl.PluralRules calls 0.5 "other").
   */
  readonly count: number;
}

export interface IngredientLineOptions {
  readonly portions: number;
  readonly recipePortions: number;
  readonly imperial: boolean;
  readonly language: string;
  /**
   * Show the names as given. Off by default: the catalogue's names start with a quantity for its
   * own portions (see ingredientName); an own recipe's food names do not, and "7 Up" stays whole.
   */
  readonly keepNames?: boolean | undefined;
}

/**
 * The ingredient list a cook reads (3-daily-use.txt section 9): each ingredient's grams scaled to
 * the chosen portions and written in the user's units and locale. The rules are in quantities.ts.
 */
export function ingredientLines(
  ingredients: readonly { name: string; grams: number; measures?: readonly HouseholdMeasure[] | undefined }[],
  options: IngredientLineOptions,
): IngredientLine[] {
  return ingredients.map((ingredient) => {
    const grams = scaleGrams(ingredient.grams, options.portions, options.recipePortions);
    const quantity = options.imperial ? imperialQuantity(grams, ingredient.measures) : metricQuantity(grams);
    return {
      amount: formatAmount(quantity, options.language),
      unit: quantity.unit,
      name: options.keepNames ? ingredient.name : ingredientName(ingredient.name),
      count: quantity.value > 0 && quantity.value < 1 ? 1 : quantity.value,
    };
  });
}

/** Metric amounts are decimals (nobody weighs "⅓ kg"); imperial ones are the fractions of fractions.ts. */
export function formatAmount(quantity: Quantity, language: string): string {
  if (quantity.unit === 'g' || quantity.unit === 'kg')
    return numberFormat(language, { maximumFractionDigits: quantity.unit === 'kg' ? 2 : 1 }).format(quantity.value);
  return formatFraction(quantity.value, language);
}

/*
 * The catalogue's ingredient names are written for its own portions ("4 tbsp chia seeds",
 * "een snufje zout", "1 tin chickpeas (400 g)"). Shown beside a scaled amount, those quantities
 * would be wrong and said twice, so they are taken off: at the start, a number (whole, decimal,
 * "1/2", "1 1/2", a range or a fraction glyph) or "a"/"an"/"een", then a measure or container
 * word, then "of"/"van"; or a vague "a few"/"een paar"/"wat" alone; anywhere, a quantity in brackets ("(400 g)"). A number followed
 * by any other word ("2 large eggs") loses only the number. A name without a leading quantity is
 * left alone, and a name that would become empty stays whole.
 */
const GLYPH = '[½⅓⅔¼¾⅛⅜⅝⅞]';
const ONE = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*${GLYPH}|\d+(?:[.,]\d+)?)`;
const NUMBER = String.raw`${ONE}(?:\s*(?:-|–|to|tot)\s*${ONE})?`;
const MEASURE = String.raw`(?:(?:heaped|level|volle|afgestreken|flinke?|small|large|kleine?|grote?)\s+)?(?:g|gr|grams?|kg|mg|ml|cl|dl|l|litres?|liters?|tbsp|tsp|tablespoons?|teaspoons?|el|tl|eetlepels?|theelepels?|cups?|kopjes?|oz|lbs?|pinch(?:es)?|snuf(?:je)?s?|dash(?:es)?|scheutje|handfuls?|handjes?|tins?|cans?|blik(?:ken|je|jes)?|slices?|sneetjes?|sneden?|plak(?:ken|je|jes)?|cloves?|teentjes?|stengels?|stalks?|sprigs?|takjes?|bunch(?:es)?|bosjes?|bos|heads?|krop(?:pen)?|stukj?e?s?|beetje|duimpje)\b\.?`;
const OF = String.raw`(?:\s*(?:of|van)\b)?`;
const LEADING_QUANTITY = new RegExp(
  String.raw`^\s*(?:${NUMBER}(?:\s*${MEASURE}${OF}|(?=\s))|(?:an?|een|a few|a little|een paar|wat)\s+${MEASURE}${OF}|snuf(?:je)?\b|(?:a few|a little|een paar|wat)(?=\s))\s*`,
  'i',
);
const BRACKETED_QUANTITY = new RegExp(
  String.raw`\s*\((?:about|approx\.?|ca\.?|ongeveer)?\s*${NUMBER}\s*${MEASURE}\)`,
  'gi',
);

export function ingredientName(name: string): string {
  const stripped = name.replace(LEADING_QUANTITY, '').replace(BRACKETED_QUANTITY, '').trim();
  return stripped === '' ? name.trim() : stripped;
}
