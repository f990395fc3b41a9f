import { getISODay, parseISO } from 'date-fns';
import type { EventOf } from '../../core/events';
import {
  DEFAULT_MEAL_PLAN,
  MEAL_MOMENTS,
  mealTargets,
  type MealSize,
  type SlotTargets,
} from '../../core/nutrition/mealSizes';
import { WEEKDAYS, type NutritionProfileSet, type Weekday } from './events';
import { evolveWeeklyPlan, NO_WEEKLY_PLAN, type DayPlanSpec, type WeeklyPlan } from './week';
import { targetsOf } from './targets';

export { evolveWeeklyPlan, NO_WEEKLY_PLAN, type DayPlanSpec, type WeeklyPlan };

export const weekdayOf = (date: string): Weekday => WEEKDAYS[getISODay(parseISO(date)) - 1]!;

/** The day plan id a stream that never saved one reads as: the DIY plan of its profile and meal sizes. */
export const DIY_DAY_PLAN_ID = 'diy';

/**
 * The self-service plan as a day plan for all seven days (2-onboarding.txt: 'A DIY save names its
 * day plan for a DIY nutrition plan'): the day's targets split over the meal sizes.
 */
export function diyDayPlan(
  nutrition: Pick<EventOf<typeof NutritionProfileSet>['payload'], 'profile' | 'customTargets'>,
  sizes: readonly MealSize[],
  dayPlanId: string = DIY_DAY_PLAN_ID,
): DayPlanSpec {
  const usable = sizes.some((s) => s.enabled) ? sizes : DEFAULT_MEAL_PLAN;
  return {
    dayPlanId,
    name: 'DIY',
    weekdays: [...WEEKDAYS],
    slots: mealTargets(targetsOf(nutrition), usable).map(({ moment, kcal, protein, carbs, fat }) => ({
      moment,
      kcal,
      protein,
      carbs,
      fat,
    })),
    energyBalance: null,
    macroAdjustment: null,
    sizes: usable.map(({ moment, enabled, size }) => ({ moment, enabled, size })),
  };
}

/** What `weeklyPlanOf` and `dayPlanOn` read: the profile's projection. */
export interface PlanSource {
  readonly nutrition: EventOf<typeof NutritionProfileSet>['payload'] | null;
  readonly mealSizes: readonly MealSize[];
  readonly mealSizesSaved: boolean;
  readonly week: WeeklyPlan;
}

/**
 * The person's weekly plan, null when there is none. A stream from before day plans existed (the
 * self-service onboarding's profile and meal sizes, no DayPlanSaved) reads as the DIY plan of that
 * profile on all seven days: the upcast of the old model, so nobody loses their targets. A profile
 * a coach saved without meal sizes is no plan: the coach's wizard makes it.
 */
export function weeklyPlanOf(source: PlanSource): WeeklyPlan | null {
  if (Object.keys(source.week.dayPlans).length > 0) return source.week;
  if (!source.nutrition || !source.mealSizesSaved) return null;
  return evolveWeeklyPlan(NO_WEEKLY_PLAN, diyDayPlan(source.nutrition, source.mealSizes));
}

/** A day plan's slots in the day's order, and the day's totals as their sum. */
export interface PlannedDay {
  readonly dayPlan: DayPlanSpec;
  readonly slots: readonly SlotTargets[];
  readonly day: Omit<SlotTargets, 'moment'>;
}

export function plannedDayOf(dayPlan: DayPlanSpec): PlannedDay {
  const slots = [...dayPlan.slots].sort((a, b) => MEAL_MOMENTS.indexOf(a.moment) - MEAL_MOMENTS.indexOf(b.moment));
  const day = slots.reduce(
    (sum, s) => ({
      kcal: sum.kcal + s.kcal,
      protein: sum.protein + s.protein,
      carbs: sum.carbs + s.carbs,
      fat: sum.fat + s.fat,
    }),
    { kcal: 0, protein: 0, carbs: 0, fat: 0 },
  );
  return { dayPlan, slots, day };
}

/** The day plan of a date's weekday, or null: no plan at all, or none for that weekday. */
export function dayPlanOn(source: PlanSource, date: string): PlannedDay | null {
  const week = weeklyPlanOf(source);
  const id = week?.days[weekdayOf(date)];
  const dayPlan = id === undefined ? undefined : week!.dayPlans[id];
  return dayPlan ? plannedDayOf(dayPlan) : null;
}
