import { z } from 'zod';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';

/** Meal moments in the order a day shows them (3-daily-use.txt section 3); the list lives with the energy model. */
export { MEAL_MOMENTS };
export const mealMomentSchema = z.enum(MEAL_MOMENTS);
export type MealMoment = z.infer<typeof mealMomentSchema>;
