import { combineFacts, dietsSuitedBy, foodFactsOf, type ClassifiableFood } from './foodFacts';
import { nutrientsOf, scaleNutrients, sumNutrients, type Nutrients, type Per100g } from './nutrients';
import type { Diet, IngredientDislike, Intolerance, MealType, RecipeTag, SimpleAllergen } from './vocabulary';

export interface Localized {
  readonly en: string;
  readonly nl: string;
}

/** A food as the catalogue builds dishes from it. */
export interface CatalogueFood extends ClassifiableFood {
  readonly id: string;
  readonly per100g: Per100g;
}

/** A recipe ready to search and plan: nutrition per portion and facts derived from its foods. */
export interface Recipe {
  readonly id: string;
  readonly name: Localized;
  readonly mealTypes: readonly MealType[];
  readonly prepMinutes: number;
  readonly cookMinutes: number;
  readonly portions: number;
  readonly tags: readonly RecipeTag[];
  readonly ingredients: readonly {
    readonly foodId: string;
    readonly grams: number;
    readonly display: Localized;
    /** Grams of the food per cup, tbsp or tsp (server/catalogue/measures.ts), for imperial users. */
    readonly measures?: readonly { readonly unit: 'cup' | 'tbsp' | 'tsp'; readonly grams: number }[];
  }[];
  readonly directions: { readonly en: readonly string[]; readonly nl: readonly string[] };
  readonly perPortion: Nutrients;
  readonly diets: readonly Diet[];
  readonly intolerances: readonly Intolerance[];
  readonly allergens: readonly SimpleAllergen[];
  readonly dislikes: readonly IngredientDislike[];
}

export type RecipeInput = Omit<Recipe, 'perPortion' | 'diets' | 'intolerances' | 'allergens' | 'dislikes'> & {
  readonly extraDislikes?: readonly IngredientDislike[];
};

/** Computes a recipe's nutrition and facts from its ingredients; nothing is typed in by hand. */
export function buildRecipe(input: RecipeInput, foods: ReadonlyMap<string, CatalogueFood>): Recipe {
  const used = input.ingredients.map((ingredient) => {
    const food = foods.get(ingredient.foodId);
    if (!food) throw new Error(`Recipe ${input.id} uses unknown food ${ingredient.foodId}`);
    return { food, grams: ingredient.grams };
  });
  const facts = combineFacts(used.map((u) => foodFactsOf(u.food)));
  const { extraDislikes = [], ...recipe } = input;
  return {
    ...recipe,
    perPortion: scaleNutrients(sumNutrients(used.map((u) => nutrientsOf(u.food.per100g, u.grams))), 1 / input.portions),
    diets: dietsSuitedBy(facts),
    intolerances: facts.intolerances,
    allergens: facts.allergens,
    dislikes: [...new Set([...facts.dislikes, ...extraDislikes])],
  };
}
