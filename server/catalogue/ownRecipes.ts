import type { z } from 'zod';
import type { RecipeItem, recipeApi } from '../../src/core/api/recipes';
import { OWN_RECIPE_EVENT_TYPES } from '../../src/features/recipes/own/events';
import { ownRecipesProjection, type OwnRecipe } from '../../src/features/recipes/own/projection';
import { ownRecipeOf, publishedOwnRecipes } from '../../src/features/recipes/own/queries';
import type { Queryable } from '../db/database';
import { foldStream } from '../sync/streamState';
import { nextLink } from './recipeSearch';

type SearchQuery = z.output<typeof recipeApi.search.query>;

/**
 * The 'own recipes' source of recipe search (source_provider USER_GENERATED): the caller's published
 * own recipes, folded from their own stream only, filtered with the app's own filter. Own recipes
 * have no tags, no time and no favourites, so asking for those finds none.
 */
export async function ownRecipePage(db: Queryable, userId: number, path: string, q: SearchQuery) {
  const state = await foldStream(db, userId, ownRecipesProjection, OWN_RECIPE_EVENT_TYPES);
  const excluded = q.favourite === true || (q.tags?.length ?? 0) > 0 || (q.preparation_time_min_gte ?? 0) > 0;
  const found = excluded ? [] : publishedOwnRecipes(state, { text: q.ingredient_search, mealTypes: q.meal_types });
  const start = (q.page - 1) * q.page_size;
  const rows = found.slice(start, start + q.page_size);
  return {
    results: rows.map((recipe) => ownRecipeItem(state, recipe)),
    next: found.length > start + q.page_size ? nextLink(path, q, 'page', q.page) : null,
  };
}

function ownRecipeItem(state: Parameters<typeof ownRecipeOf>[0], recipe: OwnRecipe): RecipeItem {
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const detail = ownRecipeOf(state, recipe.id)!;
  return {
    id: recipe.id,
    name: recipe.name,
    image: null,
    kcal: round1(recipe.totals.kcal),
    protein: round1(recipe.totals.protein),
    carbohydrates: round1(recipe.totals.carbohydrates),
    fat: round1(recipe.totals.fat),
    fiber: 0,
    portions: recipe.portions,
    preparation_time_min: 0,
    cooking_time_min: 0,
    meal_types: [...recipe.mealTypes],
    tags: [],
    source_provider: 'USER_GENERATED',
    is_favourite: false,
    diets: [],
    allergens: [],
    ingredients: recipe.ingredients.map((ingredient, i) => ({
      food_id: ingredient.food.id,
      name: ingredient.food.name,
      grams: round1(detail.ingredients[i]!.grams),
    })),
    directions: [],
  };
}
