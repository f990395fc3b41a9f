import { z } from 'zod';
import { MEAL_MOMENTS } from '../diary/mealMoments';

/**
 * The recipes' addresses. A recipe's detail opens in one of its modes by what the address carries:
 * `item` (a planned meal: portions editable), `moment` (choosing for a slot: portions, then plan),
 * or neither (view-only).
 */
export const recipeParams = z.object({ recipeId: z.string().regex(/^[a-z0-9-]{1,80}$/) });
export const recipeDetailSearch = z.object({
  /** The product's catalogue, or the person's own recipes (kept in their event stream). */
  kind: z.enum(['RECIPE', 'OWN']).catch('RECIPE'),
  date: z.iso.date().optional().catch(undefined),
  moment: z.enum(MEAL_MOMENTS).optional().catch(undefined),
  replace: z.string().min(1).max(100).optional().catch(undefined),
  item: z.string().min(1).max(100).optional().catch(undefined),
});
export type RecipeParams = z.output<typeof recipeParams>;
export type RecipeDetailSearch = z.output<typeof recipeDetailSearch>;
