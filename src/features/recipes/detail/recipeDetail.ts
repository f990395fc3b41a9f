import type { HouseholdMeasure, RecipeItem } from '../../../core/api/recipes';
import type { MealType } from '../../../core/catalogue/vocabulary';

/** Where a recipe comes from: the product's catalogue, or the person's own recipes (their event stream). */
export type RecipeDetailKind = 'RECIPE' | 'OWN';

/** A recipe as its detail shows it, whichever catalogue it comes from; nutrients per portion. */
export interface RecipeDetail {
  readonly kind: RecipeDetailKind;
  readonly id: string;
  readonly name: string;
  readonly portions: number;
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly mealTypes: readonly MealType[];
  readonly tags: readonly string[];
  readonly perPortion: {
    readonly kcal: number;
    readonly protein: number;
    readonly carbohydrates: number;
    readonly fat: number;
  };
  /** Grams for the recipe's own portions; a catalogue food's household measures for imperial cooks. */
  readonly ingredients: readonly {
    readonly name: string;
    readonly grams: number;
    readonly measures?: readonly HouseholdMeasure[];
  }[];
  readonly directions: readonly string[];
}

/** A catalogue recipe as the server answers it. */
export const detailOfCatalogue = (item: RecipeItem): RecipeDetail => ({
  kind: 'RECIPE',
  id: item.id,
  name: item.name,
  portions: item.portions,
  prepMinutes: item.preparation_time_min,
  cookMinutes: item.cooking_time_min,
  mealTypes: item.meal_types,
  tags: item.tags.map((tag) => tag.name),
  perPortion: { kcal: item.kcal, protein: item.protein, carbohydrates: item.carbohydrates, fat: item.fat },
  ingredients: item.ingredients.map(({ name, grams, measures }) => ({
    name,
    grams,
    ...(measures ? { measures } : {}),
  })),
  directions: item.directions.map((d) => d.text),
});

/** An own recipe as the own-recipes projection reads it (own/queries.ts ownRecipeOf). */
export interface OwnRecipeRead {
  readonly id: string;
  readonly name: string;
  readonly portions: number;
  readonly mealTypes: readonly MealType[];
  readonly ingredients: readonly { readonly name: string; readonly grams: number }[];
  readonly totals: RecipeDetail['perPortion'];
}

/** An own recipe: no times, tags or directions (the add-own screen asks for none). */
export const detailOfOwn = (recipe: OwnRecipeRead): RecipeDetail => ({
  kind: 'OWN',
  id: recipe.id,
  name: recipe.name,
  portions: recipe.portions,
  prepMinutes: 0,
  cookMinutes: 0,
  mealTypes: recipe.mealTypes,
  tags: [],
  perPortion: recipe.totals,
  ingredients: recipe.ingredients.map(({ name, grams }) => ({ name, grams })),
  directions: [],
});

export const MAX_PORTIONS = 12;

/**
 * The portions a slot starts with: whole portions, 1 to 12, the count whose energy comes nearest
 * the slot's target; one when there is no target or the recipe has no energy.
 */
export function suggestedPortions(target: number | null | undefined, kcalPerPortion: number): number {
  if (!target || !(kcalPerPortion > 0)) return 1;
  return Math.min(MAX_PORTIONS, Math.max(1, Math.round(target / kcalPerPortion)));
}

/** The whole number of portions typed, or null when it is not one from 1 to 12. */
export function portionsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const portions = Number(trimmed);
  return portions >= 1 && portions <= MAX_PORTIONS ? portions : null;
}

/** Per portion times the portions, to one decimal: what the detail shows for the chosen portions. */
export const timesPortions = (perPortion: RecipeDetail['perPortion'], portions: number) => ({
  kcal: Math.round(perPortion.kcal * portions * 10) / 10,
  protein: Math.round(perPortion.protein * portions * 10) / 10,
  carbohydrates: Math.round(perPortion.carbohydrates * portions * 10) / 10,
  fat: Math.round(perPortion.fat * portions * 10) / 10,
});
