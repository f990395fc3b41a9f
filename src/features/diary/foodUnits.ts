import type { LoggedFood } from './events';

type Serving = LoggedFood['servings'][number];

/** A portion as the add-ingredient form holds it: so many of one unit (a serving, grams or ounces). */
export interface Portion {
  readonly servingId: string;
  readonly amount: number;
}

/**
 * Grams, and ounces for imperial users, are units of every food beside its servings, so an amount
 * can always mean a weight (issue 19: '150' meant as grams logged 150 x 100 g). The ids are ones no
 * catalogue serving has (those are '<food id>/<n>').
 */
export const GRAM = 'unit:g';
export const OUNCE = 'unit:oz';
export const GRAMS_PER_OUNCE = 28.349523125;
const GRAMS_PER_POUND = 16 * GRAMS_PER_OUNCE;
/** loggedFoodSchema's limit: the food's own servings give way to the two weight units. */
const MAX_SERVINGS = 40;
/** A serving that is only a weight ('100 g'): its amount reads better as grams. */
const WEIGHED = /^\d+(?:[.,]\d+)?\s?g$/;

export const isWeightUnit = (servingId: string): boolean => servingId === GRAM || servingId === OUNCE;

/**
 * The food with grams and ounces after its own servings. The energy per gram is the heaviest
 * serving's: the catalogue rounds a serving's kcal to a whole number, so the heaviest is the most exact.
 * Both units are always kept in what is logged, so a portion in ounces still reads after a switch to metric.
 */
export function withWeightUnits(food: LoggedFood): LoggedFood {
  const own = food.servings.filter((s) => !isWeightUnit(s.id));
  if (own.length === 0) return food;
  const basis = own.reduce((heaviest, s) => (s.grams > heaviest.grams ? s : heaviest));
  const per = (value: number, grams: number) => (value / basis.grams) * grams;
  const unit = (id: string, description: string, grams: number): Serving => ({
    id,
    description,
    grams,
    kcal: per(basis.kcal, grams),
    protein: per(basis.protein, grams),
    carbohydrates: per(basis.carbohydrates, grams),
    fat: per(basis.fat, grams),
  });
  return {
    ...food,
    servings: [...own.slice(0, MAX_SERVINGS - 2), unit(GRAM, 'g', 1), unit(OUNCE, 'oz', GRAMS_PER_OUNCE)],
  };
}

/** The units to pick from: the person's weight units first (ounces for imperial users, or when the portion already is in ounces), then the food's servings. */
export function unitChoices(food: LoggedFood, imperial: boolean, current?: string): readonly Serving[] {
  const all = withWeightUnits(food).servings;
  const ounces = imperial || current === OUNCE;
  const weights = [ounces ? OUNCE : null, GRAM].flatMap((id) => all.filter((s) => s.id === id));
  return [...weights, ...all.filter((s) => !isWeightUnit(s.id))];
}

/**
 * What the form starts with: the portion last logged of this food when its unit can still be picked;
 * else a weighed serving ('100 g') as that weight in the person's unit (100 g, 3.5 oz); else 1 of the first serving.
 */
export function defaultPortion(food: LoggedFood, imperial: boolean, remembered?: Portion): Portion {
  if (remembered && unitChoices(food, imperial).some((s) => s.id === remembered.servingId)) return remembered;
  const first = food.servings.find((s) => !isWeightUnit(s.id)) ?? food.servings[0]!;
  if (!WEIGHED.test(first.description)) return { servingId: first.id, amount: 1 };
  return imperial
    ? { servingId: OUNCE, amount: Math.round((first.grams / GRAMS_PER_OUNCE) * 10) / 10 }
    : { servingId: GRAM, amount: first.grams };
}

/** A weight as a person reads it: grams up to a kilogram, then kilograms; ounces up to a pound, then pounds. */
export function shownWeight(grams: number, imperial: boolean): { value: number; unit: 'g' | 'kg' | 'oz' | 'lb' } {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (imperial)
    return grams >= GRAMS_PER_POUND
      ? { value: round(grams / GRAMS_PER_POUND), unit: 'lb' }
      : { value: round(grams / GRAMS_PER_OUNCE), unit: 'oz' };
  return grams >= 1000 ? { value: round(grams / 1000), unit: 'kg' } : { value: round(grams), unit: 'g' };
}
