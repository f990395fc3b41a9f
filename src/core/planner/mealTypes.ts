import type { MealType } from '../catalogue/vocabulary';
import type { MealMoment } from '../nutrition/mealSizes';

/** Which recipes fit a meal moment: the three main meals by name, every other moment a snack. */
export const MEAL_TYPE_OF_MOMENT: Readonly<Record<MealMoment, MealType>> = {
  BREAKFAST: 'BREAKFAST',
  MORNING_SNACK: 'SNACK',
  LUNCH: 'LUNCH',
  AFTERNOON_SNACK: 'SNACK',
  DINNER: 'DINNER',
  SNACK: 'SNACK',
  LATE_SNACK: 'SNACK',
};
