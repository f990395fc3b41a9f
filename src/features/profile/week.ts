import type { EventOf } from '../../core/events';
import type { DayPlanSaved, Weekday } from './events';

/*
 * The weekly plan's fold alone: the planning profile projection runs at start on every device, so
 * it must not pull in the energy model that reading a plan's targets needs (weeklyPlan.ts).
 */

export type DayPlanSpec = EventOf<typeof DayPlanSaved>['payload'];

/** The weekly nutrition plan: the day plans a person has, and which one each weekday uses. */
export interface WeeklyPlan {
  readonly dayPlans: Readonly<Record<string, DayPlanSpec>>;
  readonly days: Readonly<Partial<Record<Weekday, string>>>;
}

export const NO_WEEKLY_PLAN: WeeklyPlan = { dayPlans: {}, days: {} };

export function evolveWeeklyPlan(week: WeeklyPlan, saved: DayPlanSpec): WeeklyPlan {
  const days = { ...week.days };
  for (const weekday of saved.weekdays) days[weekday] = saved.dayPlanId;
  return { dayPlans: { ...week.dayPlans, [saved.dayPlanId]: saved }, days };
}
