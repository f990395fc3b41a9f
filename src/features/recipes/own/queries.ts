import type { MealType } from '../../../core/catalogue/vocabulary';
import { searchWords, normalizeSearch } from '../../../core/catalogue/searchText';
import { liveOwnRecipe, type OwnRecipe, type OwnRecipesState, type OwnTotals } from './projection';

/** What the searches ask of own recipes: words of a name or an ingredient, and meal types. */
export interface OwnRecipeFilter {
  readonly text?: string | undefined;
  /** Any of these; none (or 'ALL') is every meal type. */
  readonly mealTypes?: readonly (MealType | 'ALL')[] | undefined;
}

/**
 * Whether a recipe answers a search: every word in its name or its ingredients' names, and one of
 * the meal types. A recipe the person gave no meal type fits every meal. The app (the 'own
 * recipes' chip, offline too) and the server (generateMeals) filter with this one function.
 */
export function matchesOwnRecipe(recipe: OwnRecipe, filter: OwnRecipeFilter): boolean {
  const types = (filter.mealTypes ?? []).filter((t): t is MealType => t !== 'ALL');
  if (types.length > 0 && recipe.mealTypes.length > 0 && !types.some((t) => recipe.mealTypes.includes(t))) return false;
  const words = searchWords(filter.text ?? '');
  if (words.length === 0) return true;
  const haystack = normalizeSearch([recipe.name, ...recipe.ingredients.map((i) => i.food.name)].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The published own recipes that answer a search, by name. */
export const publishedOwnRecipes = (state: OwnRecipesState, filter: OwnRecipeFilter): OwnRecipe[] =>
  Object.values(state.recipes)
    .filter((r) => r.published && !r.discarded && matchesOwnRecipe(r, filter))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));

/** A recipe card's facts, per portion, in the shape of the catalogue's cards. */
export interface OwnRecipeCard extends OwnTotals {
  readonly id: string;
  readonly name: string;
  readonly portions: number;
  readonly minutes: number;
  readonly mealTypes: readonly MealType[];
  readonly tags: readonly string[];
  readonly source: 'USER_GENERATED';
}

/** The 'own recipes' chip of the recipe search: the published ones, found on the device (offline too). */
export const ownRecipeCards = (
  state: OwnRecipesState,
  { text, mealType }: { text?: string | undefined; mealType?: MealType | 'ALL' | undefined },
): OwnRecipeCard[] =>
  publishedOwnRecipes(state, { text, mealTypes: mealType ? [mealType] : [] }).map((r) => ({
    id: r.id,
    name: r.name,
    ...r.totals,
    portions: r.portions,
    minutes: 0,
    mealTypes: r.mealTypes,
    tags: [],
    source: 'USER_GENERATED',
  }));

/** An ingredient as a recipe's detail shows it. */
export interface OwnIngredientLine {
  readonly id: string;
  readonly name: string;
  readonly grams: number;
  readonly quantity: number;
  readonly servingDescription: string;
}

/** An own recipe as its detail reads it (`/recipes/$recipeId?kind=OWN`), or undefined when unknown or discarded. */
export function ownRecipeOf(state: OwnRecipesState, id: string) {
  const recipe = liveOwnRecipe(state, id);
  if (!recipe) return undefined;
  return {
    id: recipe.id,
    name: recipe.name,
    portions: recipe.portions,
    mealTypes: recipe.mealTypes,
    published: recipe.published,
    ingredients: recipe.ingredients.map(lineOf),
    /** Per portion. */
    totals: recipe.totals,
  };
}

function lineOf(ingredient: OwnRecipe['ingredients'][number]): OwnIngredientLine {
  const serving = ingredient.food.servings.find((s) => s.id === ingredient.servingId);
  return {
    id: ingredient.id,
    name: ingredient.food.name,
    grams: serving ? serving.grams * ingredient.quantity : 0,
    quantity: ingredient.quantity,
    servingDescription: serving?.description ?? '',
  };
}
