import { z } from 'zod';
import { ingredientDislike, mealType, recipeTag, simpleAllergen } from '../../src/core/catalogue/vocabulary';

/**
 * The shape of the recipes written for Forkcast (server/catalogue/recipes/*.json). Nutrition is
 * never typed in: it is computed from the foods each ingredient references (SR28 ids).
 */
const text = z.string().trim().min(1).max(400);
export const localized = z.object({ en: text, nl: text }).strict();
const longText = z.string().trim().min(1).max(4000);

export const recipeIngredientSource = z
  .object({
    /** SR28 NDB number of foods-usda-sr28.json, in the state used (cooked rice, raw chicken, ...). */
    foodId: z.string().regex(/^\d{5}$/),
    /** Grams for the whole recipe (all portions). */
    grams: z.number().positive().max(5000),
    /** What a cook reads, for the whole recipe: '2 large eggs' / '2 grote eieren'. */
    display: localized,
  })
  .strict();

export const recipeSource = z
  .object({
    /** Stable slug, unique across the catalogue: 'overnight-oats-with-berries'. */
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(80),
    name: localized,
    mealTypes: z.array(mealType).min(1),
    prepMinutes: z.number().int().min(0).max(240),
    cookMinutes: z.number().int().min(0).max(480),
    portions: z.number().int().min(1).max(12),
    tags: z.array(recipeTag),
    /** Dislikes the ingredient list triggers that cannot be read from food ids alone (e.g. 'TOMATO' in a sauce). */
    extraDislikes: z.array(ingredientDislike).optional(),
    ingredients: z.array(recipeIngredientSource).min(1).max(30),
    directions: z.object({ en: z.array(text).min(1).max(15), nl: z.array(text).min(1).max(15) }).strict(),
  })
  .strict()
  .refine(
    (r) => r.directions.en.length === r.directions.nl.length,
    'English and Dutch directions need the same number of steps',
  );
export type RecipeSource = z.infer<typeof recipeSource>;

/**
 * Simple recipes (for SIMPLE organisations): text ingredient lines a person reads, each still tied
 * to a food so the totals are computed, not typed.
 */
export const simpleRecipeSource = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(80),
    name: localized,
    description: localized,
    mealTypes: z.array(mealType).min(1),
    prepMinutes: z.number().int().min(0).max(240),
    cookMinutes: z.number().int().min(0).max(480),
    servings: z.number().int().min(1).max(12),
    /** Free tags of the organisation's own vocabulary, e.g. 'comfort-food', 'one-pan', 'kid-friendly'. */
    customTags: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).max(6),
    allergens: z.array(simpleAllergen),
    ingredients: z
      .array(
        z
          .object({ text: localized, foodId: z.string().regex(/^\d{5}$/), grams: z.number().positive().max(5000) })
          .strict(),
      )
      .min(1)
      .max(30),
    instructions: z.object({ en: longText, nl: longText }).strict(),
  })
  .strict();
export type SimpleRecipeSource = z.infer<typeof simpleRecipeSource>;
