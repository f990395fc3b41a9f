import { z } from 'zod';

export const nutritionPlanParams = z.object({ clientId: z.coerce.number().int().positive().catch(0) });
/** `dayPlan`: the id of the day plan to edit; without it the wizard makes a new one. */
export const nutritionPlanSearch = z.object({ dayPlan: z.string().min(1).max(64).optional().catch(undefined) });
export type NutritionPlanParams = z.output<typeof nutritionPlanParams>;
export type NutritionPlanSearch = z.output<typeof nutritionPlanSearch>;
