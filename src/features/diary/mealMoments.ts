import { z } from 'zod';

/** Meal moments in the order a day shows them (3-daily-use.txt section 3). */
export const MEAL_MOMENTS = ['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER', 'SNACK', 'LATE_SNACK'] as const;
export const mealMomentSchema = z.enum(MEAL_MOMENTS);
export type MealMoment = z.infer<typeof mealMomentSchema>;

/**
 * The slots of a day before the user has a nutrition plan of their own: the default plan of
 * 2-onboarding.txt section 9 (breakfast 25, lunch 30, afternoon snack 5, dinner 40).
 */
export const DEFAULT_DAY_SLOTS: readonly { moment: MealMoment; share: number }[] = [
  { moment: 'BREAKFAST', share: 25 },
  { moment: 'LUNCH', share: 30 },
  { moment: 'AFTERNOON_SNACK', share: 5 },
  { moment: 'DINNER', share: 40 },
];

export const momentOrder = (moment: MealMoment): number => MEAL_MOMENTS.indexOf(moment);
