import { z } from 'zod';
import { MEAL_MOMENTS } from '../../features/diary/mealMoments';

/**
 * The simple recipes' addresses (3-daily-use.txt section 2). The search opens from inspiration
 * (a category card or 'See all': its tags or favourites, a title, the search box hidden) or, at
 * /diary/recipe, for a diary slot. A recipe's detail opens in one of its modes by what the address
 * carries: `item` (a planned meal: servings editable), `moment` (choosing for a slot), or neither
 * (view-only).
 */
// A link may carry 'one-pot,budget'; the router writes the parsed list back as a JSON array.
const tagList = z
  .union([
    z
      .string()
      .max(300)
      .transform((s) => s.split(',')),
    z.array(z.string()).max(20),
  ])
  .transform((tags) => tags.filter((tag) => /^[A-Za-z0-9_-]{1,40}$/.test(tag)))
  .optional()
  .catch(undefined);

export const simpleSearchSearch = z.object({
  tags: tagList,
  title: z.string().trim().min(1).max(100).optional().catch(undefined),
  hideSearch: z.boolean().optional().catch(undefined),
  favourites: z.boolean().optional().catch(undefined),
});
export type SimpleSearchSearch = z.output<typeof simpleSearchSearch>;

export const simpleRecipeParams = z.object({ recipeId: z.string().regex(/^[a-z0-9-]{1,80}$/) });
export const simpleDetailSearch = z.object({
  date: z.iso.date().optional().catch(undefined),
  moment: z.enum(MEAL_MOMENTS).optional().catch(undefined),
  replace: z.string().min(1).max(100).optional().catch(undefined),
  item: z.string().min(1).max(100).optional().catch(undefined),
});
export type SimpleRecipeParams = z.output<typeof simpleRecipeParams>;
export type SimpleDetailSearch = z.output<typeof simpleDetailSearch>;
