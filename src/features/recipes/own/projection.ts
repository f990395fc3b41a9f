import type { MealType } from '../../../core/catalogue/vocabulary';
import type { EventEnvelope, EventOf } from '../../../core/events';
import { defineProjection } from '../../../core/projection';
import type { LoggedFood } from '../../diary/events';
import type {
  OwnRecipeCreated,
  OwnRecipeIngredientRemoved,
  OwnRecipeIngredientSet,
  OwnRecipeMealTypesSet,
  OwnRecipePortionsSet,
  OwnRecipeRenamed,
} from './events';

export interface OwnIngredient {
  readonly id: string;
  readonly food: LoggedFood;
  readonly servingId: string;
  readonly quantity: number;
}

export interface OwnTotals {
  readonly kcal: number;
  readonly protein: number;
  readonly carbohydrates: number;
  readonly fat: number;
}

export interface OwnRecipe {
  readonly id: string;
  readonly name: string;
  readonly portions: number;
  readonly mealTypes: readonly MealType[];
  readonly ingredients: readonly OwnIngredient[];
  /** Kept: saved or published once; a draft that is neither goes when its editor is closed. */
  readonly saved: boolean;
  readonly published: boolean;
  readonly discarded: boolean;
  /** Per portion. */
  readonly totals: OwnTotals;
}

export interface OwnRecipesState {
  readonly recipes: Readonly<Record<string, OwnRecipe>>;
}

const ZERO: OwnTotals = { kcal: 0, protein: 0, carbohydrates: 0, fat: 0 };

/**
 * Per portion: the sum of each ingredient's serving values times its quantity, over the portions;
 * all zero when any ingredient's serving is not among its food's servings (3-daily-use.txt section 4).
 */
export function totalsPerPortion(ingredients: readonly OwnIngredient[], portions: number): OwnTotals {
  const sum = { ...ZERO };
  for (const ingredient of ingredients) {
    const serving = ingredient.food.servings.find((s) => s.id === ingredient.servingId);
    if (!serving) return ZERO;
    for (const key of ['kcal', 'protein', 'carbohydrates', 'fat'] as const)
      sum[key] += serving[key] * ingredient.quantity;
  }
  const each = Math.max(1, portions);
  return {
    kcal: sum.kcal / each,
    protein: sum.protein / each,
    carbohydrates: sum.carbohydrates / each,
    fat: sum.fat / each,
  };
}

/** The person's own recipes by id (their stream only, so nobody else's). Read by the app and the server. */
export const ownRecipesProjection = defineProjection<OwnRecipesState>({
  name: 'ownRecipes',
  version: 1,
  initialState: { recipes: {} },
  evolve: (state, event) => {
    if (event.type === 'OwnRecipeCreated') {
      const { recipeId, name, portions, mealTypes } = (event as EventOf<typeof OwnRecipeCreated>).payload;
      if (state.recipes[recipeId]) return state;
      const recipe: OwnRecipe = {
        id: recipeId,
        name,
        portions,
        mealTypes,
        ingredients: [],
        saved: false,
        published: false,
        discarded: false,
        totals: ZERO,
      };
      return { recipes: { ...state.recipes, [recipeId]: recipe } };
    }
    const id = (event.payload as { recipeId?: string } | null)?.recipeId;
    const recipe = id ? state.recipes[id] : undefined;
    if (!recipe || recipe.discarded) return state;
    const next = change(recipe, event);
    if (next === recipe) return state;
    const withTotals =
      next.ingredients === recipe.ingredients && next.portions === recipe.portions
        ? next
        : { ...next, totals: totalsPerPortion(next.ingredients, next.portions) };
    return { recipes: { ...state.recipes, [recipe.id]: withTotals } };
  },
});

function change(recipe: OwnRecipe, event: EventEnvelope): OwnRecipe {
  switch (event.type) {
    case 'OwnRecipeRenamed':
      return { ...recipe, name: (event as EventOf<typeof OwnRecipeRenamed>).payload.name };
    case 'OwnRecipePortionsSet':
      return { ...recipe, portions: (event as EventOf<typeof OwnRecipePortionsSet>).payload.portions };
    case 'OwnRecipeMealTypesSet':
      return { ...recipe, mealTypes: (event as EventOf<typeof OwnRecipeMealTypesSet>).payload.mealTypes };
    case 'OwnRecipeIngredientSet': {
      const { ingredientId, food, servingId, quantity } = (event as EventOf<typeof OwnRecipeIngredientSet>).payload;
      const ingredient: OwnIngredient = { id: ingredientId, food, servingId, quantity };
      const at = recipe.ingredients.findIndex((i) => i.id === ingredientId);
      const ingredients =
        at === -1 ? [...recipe.ingredients, ingredient] : recipe.ingredients.map((i, n) => (n === at ? ingredient : i));
      return { ...recipe, ingredients };
    }
    case 'OwnRecipeIngredientRemoved': {
      const { ingredientId } = (event as EventOf<typeof OwnRecipeIngredientRemoved>).payload;
      return { ...recipe, ingredients: recipe.ingredients.filter((i) => i.id !== ingredientId) };
    }
    case 'OwnRecipeSaved':
      return { ...recipe, saved: true };
    case 'OwnRecipePublished':
      return { ...recipe, saved: true, published: true };
    case 'OwnRecipeUnpublished':
      return { ...recipe, published: false };
    case 'OwnRecipeDiscarded':
      return { ...recipe, discarded: true, published: false };
    default:
      return recipe;
  }
}

/** A recipe the person can open and change: known, and not discarded. */
export const liveOwnRecipe = (state: OwnRecipesState, id: string): OwnRecipe | undefined => {
  const recipe = state.recipes[id];
  return recipe && !recipe.discarded ? recipe : undefined;
};
