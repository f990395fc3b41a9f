/** Nutrients of a food per 100 g, as the composition table gives them (null: not analysed). */
export interface Per100g {
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
  readonly fiber: number | null;
}

export interface Nutrients {
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
  readonly fiber: number;
}

export const NO_NUTRIENTS: Nutrients = { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 };

/** Nutrients of `grams` of a food. A fibre value the table lacks counts as 0. */
export const nutrientsOf = (per100g: Per100g, grams: number): Nutrients => ({
  kcal: (per100g.kcal * grams) / 100,
  protein: (per100g.protein * grams) / 100,
  carbs: (per100g.carbs * grams) / 100,
  fat: (per100g.fat * grams) / 100,
  fiber: ((per100g.fiber ?? 0) * grams) / 100,
});

export const addNutrients = (a: Nutrients, b: Nutrients): Nutrients => ({
  kcal: a.kcal + b.kcal,
  protein: a.protein + b.protein,
  carbs: a.carbs + b.carbs,
  fat: a.fat + b.fat,
  fiber: a.fiber + b.fiber,
});

export const scaleNutrients = (n: Nutrients, factor: number): Nutrients => ({
  kcal: n.kcal * factor,
  protein: n.protein * factor,
  carbs: n.carbs * factor,
  fat: n.fat * factor,
  fiber: n.fiber * factor,
});

export const sumNutrients = (items: readonly Nutrients[]): Nutrients => items.reduce(addNutrients, NO_NUTRIENTS);
