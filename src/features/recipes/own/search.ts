import { z } from 'zod';
import { MEAL_MOMENTS } from '../../diary/mealMoments';

/**
 * An own recipe's addresses: `/recipes/own/new` and `/recipes/own/$recipeId`. Opened for a diary
 * slot (`date`, `moment`, perhaps `replace`: the item it replaces) it offers 'save and plan';
 * `from` is a planned recipe meal to start from (its name and portions).
 */
export const ownRecipeSearch = z.object({
  date: z.iso.date().optional().catch(undefined),
  moment: z.enum(MEAL_MOMENTS).optional().catch(undefined),
  replace: z.string().min(1).max(100).optional().catch(undefined),
  from: z.string().min(1).max(100).optional().catch(undefined),
});
export const ownRecipeParams = z.object({ recipeId: z.string().min(1).max(80) });
export type OwnRecipeSearch = z.output<typeof ownRecipeSearch>;
export type OwnRecipeParams = z.output<typeof ownRecipeParams>;
