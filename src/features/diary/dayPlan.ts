import { DEFAULT_MEAL_PLAN, mealTargets, type MealMoment } from '../../core/nutrition/mealSizes';
import type { PlanningProfile } from '../profile/planningProfile';
import type { Totals } from './projection';
import { targetsOf } from '../profile/targets';

/** Targets in the shape of the diary's totals, so the two compare field by field. */
export type DayTargets = Totals;

/** The meal moments a day shows and, once the person has a nutrition profile, the day's and each moment's targets. */
export interface DayPlan {
  readonly moments: readonly MealMoment[];
  readonly day: DayTargets | null;
  readonly slots: Readonly<Partial<Record<MealMoment, DayTargets>>>;
}

export function dayPlanOf(profile: PlanningProfile): DayPlan {
  const sizes = profile.mealSizes.some((s) => s.enabled) ? profile.mealSizes : DEFAULT_MEAL_PLAN;
  const moments = sizes.filter((s) => s.enabled).map((s) => s.moment);
  if (!profile.nutrition) return { moments, day: null, slots: {} };
  const day = targetsOf(profile.nutrition);
  const slots = Object.fromEntries(
    mealTargets(day, sizes).map((s) => [
      s.moment,
      { kcal: s.kcal, protein: s.protein, carbohydrates: s.carbs, fat: s.fat },
    ]),
  );
  return { moments, day: { kcal: day.kcal, protein: day.protein, carbohydrates: day.carbs, fat: day.fat }, slots };
}
