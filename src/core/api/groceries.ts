import { z } from 'zod';

/**
 * What a grocery list is made from (issue 15), paths relative to /api. The groceries feature
 * (src/features/groceries/needs.ts) builds on these shapes.
 */
export const MAX_NEEDED_RECIPES = 200;
export const MAX_NEEDED_FOODS = 500;

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

const bilingual = z.object({ en: z.string().min(1).max(300), nl: z.string().min(1).max(300) });

export const foodFactsSchema = z.object({
  foodId: z.string().min(1).max(40),
  /** The shopper's name of the food ('Egg', 'Ei'), not the database's long description. */
  name: bilingual,
  category: z.enum(GROCERY_CATEGORIES),
  /** Grams of one piece when the food is bought by count (eggs, onions, lemons), else null. */
  pieceGrams: z.number().positive().max(10_000).nullable(),
  /** Millilitres per gram when the food is bought by volume (milk, oil, stock), else null. */
  mlPerGram: z.number().positive().max(10).nullable(),
});
export type FoodFactsAnswer = z.infer<typeof foodFactsSchema>;

export const recipeNeedsSchema = z.object({
  kind: z.enum(['RECIPE', 'SIMPLE']),
  id: z.string().min(1).max(80),
  /** The portions the ingredient lines are for: the recipe's own. */
  portions: z.number().int().min(1).max(100),
  ingredients: z
    .array(
      z.object({
        /** Null when the line names no food the catalogue knows: it is listed as written. */
        food: foodFactsSchema.nullable(),
        /** Grams for the recipe's own portions; null when the line gives no weight. */
        grams: z.number().min(0).max(100_000).nullable(),
        /** The line as the recipe writes it ('1 onion, chopped'). */
        text: bilingual,
      }),
    )
    .max(100),
});
export type RecipeNeedsAnswer = z.infer<typeof recipeNeedsSchema>;

// Ids are only looked up, never stored: any short text may be asked for, and what the catalogue lacks is left out.
const recipeId = z.string().min(1, 'A recipe id is not empty.').max(80, 'A recipe id is at most 80 characters.');
const foodId = z.string().min(1, 'A food id is not empty.').max(40, 'A food id is at most 40 characters.');

export const groceryApi = {
  /**
   * The planned recipes' ingredient lines and the single foods' shopping facts. Unknown ids are
   * left out of the answer, not refused, so a list can still be made from what is known.
   */
  needs: {
    method: 'POST',
    path: '/groceries/needs/',
    body: z
      .object({
        recipes: z
          .array(z.object({ kind: z.enum(['RECIPE', 'SIMPLE']), id: recipeId }).strict(), {
            error: 'Give a list of recipes, each with its kind and id.',
          })
          .max(MAX_NEEDED_RECIPES, `At most ${MAX_NEEDED_RECIPES} recipes at once.`)
          .default([]),
        foods: z
          .array(foodId, { error: 'Give a list of food ids.' })
          .max(MAX_NEEDED_FOODS, `At most ${MAX_NEEDED_FOODS} foods at once.`)
          .default([]),
      })
      .strict(),
    response: z.object({ recipes: z.array(recipeNeedsSchema), foods: z.array(foodFactsSchema) }),
  },
} as const;
export type GroceryNeedsRequest = z.input<typeof groceryApi.needs.body>;
export type GroceryNeedsAnswer = z.infer<typeof groceryApi.needs.response>;
