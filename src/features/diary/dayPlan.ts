import { DEFAULT_MEAL_PLAN, type MealMoment } from '../../core/nutrition/mealSizes';
import type { PlanSource } from '../profile/weeklyPlan';
import { dayPlanOn } from '../profile/weeklyPlan';
import type { Totals } from './projection';

/** Targets in the shape of the diary's totals, so the two compare field by field. */
export type DayTargets = Totals;

/** The meal moments a date shows and, when its weekday has a day plan, the day's and each moment's targets. */
export interface DayPlan {
  /** The day plan the date uses, null for a day without targets. */
  readonly dayPlanId: string | null;
  readonly moments: readonly MealMoment[];
  readonly day: DayTargets | null;
  readonly slots: Readonly<Partial<Record<MealMoment, DayTargets>>>;
}

const DEFAULT_MOMENTS = DEFAULT_MEAL_PLAN.filter((s) => s.enabled).map((s) => s.moment);

const asTotals = (t: { kcal: number; protein: number; carbs: number; fat: number }): DayTargets => ({
  kcal: t.kcal,
  protein: t.protein,
  carbohydrates: t.carbs,
  fat: t.fat,
});

/** The diary's view of the weekly plan on one date (the day plan of its weekday). */
export function dayPlanOf(profile: PlanSource, date: string): DayPlan {
  const planned = dayPlanOn(profile, date);
  if (!planned) return { dayPlanId: null, moments: DEFAULT_MOMENTS, day: null, slots: {} };
  return {
    dayPlanId: planned.dayPlan.dayPlanId,
    moments: planned.slots.map((s) => s.moment),
    day: asTotals(planned.day),
    slots: Object.fromEntries(planned.slots.map((s) => [s.moment, asTotals(s)])),
  };
}
