import { z } from 'zod';
import {
  GROCERY_CATEGORIES,
  type foodFactsSchema,
  type GroceryCategory,
  type recipeNeedsSchema,
} from '../../core/api/groceries';

/**
 * What a grocery list is made from (issue 15): the server's facts about foods and recipes, as its
 * route declares them (src/core/api/groceries.ts), and what the device's aggregation (aggregate.ts)
 * makes of them for the list's events.
 */

export { foodFactsSchema, GROCERY_CATEGORIES, recipeNeedsSchema, type GroceryCategory } from '../../core/api/groceries';

export const groceryCategorySchema = z.enum(GROCERY_CATEGORIES);

/** A name in both of the app's languages. */
export type Bilingual = { readonly en: string; readonly nl: string };
/** What a list needs to know of a food to buy it: its name, its aisle, and how it is sold. */
export type FoodFacts = z.infer<typeof foodFactsSchema>;
/** A recipe's ingredient lines, for the recipe's own portions, with their foods' facts. */
export type RecipeNeeds = z.infer<typeof recipeNeedsSchema>;
export type RecipeIngredientNeed = RecipeNeeds['ingredients'][number];

/** The meal a need comes from, so an item remembers which meals need it. */
export interface NeedingMeal {
  readonly itemId: string;
  readonly date: string;
  readonly mealMoment: string;
}

/** One thing one planned meal needs: a food by weight, or a line as written. */
export interface GroceryNeed {
  readonly food: FoodFacts | null;
  /** For this meal (already scaled by its portions); null when unknown. */
  readonly grams: number | null;
  /** The line as written, used when there is no food to add it up by. */
  readonly text: Bilingual;
  readonly meal: NeedingMeal;
}

export type GroceryUnit = 'g' | 'ml' | 'piece';

/** One line of a computed list: the same food from every meal, added up and rounded to what a shop sells. */
export interface GroceryItemDraft {
  /** Stable within a list: the food id, or the normalised text of a line without food. */
  readonly key: string;
  readonly name: Bilingual;
  readonly category: GroceryCategory;
  /** In `unit`, rounded up to a shop amount; null for a line without a weight (listed once, as written). */
  readonly amount: number | null;
  readonly unit: GroceryUnit | null;
  /** The diary items that need it, each once. */
  readonly meals: readonly string[];
}
