/**
 * What makes a person's own food believable (issue 19), the one rule the form, the decider and the
 * server's event schema all apply: per serving as typed from a label, the energy fits the weight
 * (nothing has over 900 kcal per 100 g, pure fat), the macros fit the weight, and the macros'
 * energy (4, 4 and 9 kcal per gram) is not far above the energy entered. Labels round and count
 * fibre and polyols differently, hence the margin.
 */
export const OWN_FOOD_NAME_MAX = 100;
export const OWN_FOOD_SERVING_MAX = 60;
export const OWN_FOOD_GRAMS_MAX = 2_000;
export const OWN_FOOD_KCAL_MAX = 9 * OWN_FOOD_GRAMS_MAX;

export interface OwnFoodNumbers {
  readonly grams: number;
  readonly kcal: number;
  readonly protein: number;
  readonly carbohydrates: number;
  readonly fat: number;
}

export type OwnFoodProblem = { code: string; field: keyof OwnFoodNumbers; messageKey: string };

/** The first thing that cannot be true of these numbers, or null. */
export function ownFoodProblem({ grams, kcal, protein, carbohydrates, fat }: OwnFoodNumbers): OwnFoodProblem | null {
  if (kcal > grams * 9 + 1)
    return { code: 'kcal_over_weight', field: 'kcal', messageKey: 'diary:ownFood.errors.kcalOverWeight' };
  if (protein + carbohydrates + fat > grams + 0.5)
    return { code: 'macros_over_weight', field: 'grams', messageKey: 'diary:ownFood.errors.macrosOverWeight' };
  if (macroKcal({ protein, carbohydrates, fat }) > kcal * 1.25 + 20)
    return { code: 'macros_over_kcal', field: 'kcal', messageKey: 'diary:ownFood.errors.macrosOverKcal' };
  return null;
}

export const macroKcal = (m: Pick<OwnFoodNumbers, 'protein' | 'carbohydrates' | 'fat'>) =>
  4 * m.protein + 4 * m.carbohydrates + 9 * m.fat;

/** The same code however it was typed: an EAN-13 with a leading zero is the UPC-A without it. */
export const sameBarcode = (a: string, b: string) => a.replace(/^0+/, '') === b.replace(/^0+/, '');
