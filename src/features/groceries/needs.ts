import { z } from 'zod';

/**
 * What a grocery list is made from (issue 15): the contract between the server's facts about foods
 * and recipes (server/groceries), the device's aggregation (aggregate.ts) and the list's events.
 */

/** The shop's aisles, in the order a list shows them; what no food group maps to is OTHER. */
export const GROCERY_CATEGORIES = [
  'PRODUCE',
  'BAKERY',
  'DAIRY_EGGS',
  'MEAT_FISH',
  'PLANT_PROTEIN',
  'DRY_GOODS',
  'CANNED_JARRED',
  'OILS_SAUCES',
  'SPICES_HERBS',
  'FROZEN',
  'SNACKS_SWEETS',
  'DRINKS',
  'OTHER',
] as const;
export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];
export const groceryCategorySchema = z.enum(GROCERY_CATEGORIES);

const bilingual = z.object({ en: z.string().min(1).max(300), nl: z.string().min(1).max(300) });
export type Bilingual = z.infer<typeof bilingual>;

/** What a list needs to know of a food to buy it: its name, its aisle, and how it is sold. */
export const foodFactsSchema = z.object({
  foodId: z.string().min(1).max(40),
  /** The shopper's name of the food ('Eggs', 'Eieren'), not the database's long description. */
  name: bilingual,
  category: groceryCategorySchema,
  /** Grams of one piece when the food is bought by count (eggs, onions, lemons), else null. */
  pieceGrams: z.number().positive().max(10_000).nullable(),
  /** Millilitres per gram when the food is bought by volume (milk, oil, stock), else null. */
  mlPerGram: z.number().positive().max(10).nullable(),
});
export type FoodFacts = z.infer<typeof foodFactsSchema>;

/** One ingredient line of a recipe, for the recipe's own portions. */
export const recipeIngredientNeedSchema = z.object({
  /** The food the line is made of; null when the line names no known food (it is listed as written). */
  food: foodFactsSchema.nullable(),
  /** Grams for the recipe's own portions; null when the line gives no weight ('salt to taste'). */
  grams: z.number().min(0).max(100_000).nullable(),
  /** The line as the recipe writes it ('1 onion, chopped'). */
  text: bilingual,
});
export type RecipeIngredientNeed = z.infer<typeof recipeIngredientNeedSchema>;

export const recipeNeedsSchema = z.object({
  kind: z.enum(['RECIPE', 'SIMPLE']),
  id: z.string().min(1).max(80),
  /** The portions the ingredient lines are for. */
  portions: z.number().int().min(1).max(100),
  ingredients: z.array(recipeIngredientNeedSchema).max(100),
});
export type RecipeNeeds = z.infer<typeof recipeNeedsSchema>;

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
