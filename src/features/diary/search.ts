import { z } from 'zod';
import { MEAL_MOMENTS } from './mealMoments';

/** The diary's addresses: the day shown, and where an added food or recipe goes. */
export const diarySearch = z.object({ date: z.iso.date().optional().catch(undefined) });
export const foodSearch = z.object({
  date: z.iso.date().optional().catch(undefined),
  moment: z.enum(MEAL_MOMENTS).optional().catch(undefined),
});
export const recipeSearch = z.object({
  date: z.iso.date().optional().catch(undefined),
  moment: z.enum(MEAL_MOMENTS).catch('DINNER'),
  replace: z.string().min(1).max(100).optional().catch(undefined),
});
export type DiarySearch = z.output<typeof diarySearch>;
export type FoodSearch = z.output<typeof foodSearch>;
export type RecipeSearch = z.output<typeof recipeSearch>;
