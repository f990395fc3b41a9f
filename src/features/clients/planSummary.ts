import type { ClientPlan } from '../../core/api/clients';
import { WEEKDAYS } from '../profile/events';
import { plannedDayOf, type WeeklyPlan } from '../profile/weeklyPlan';

/**
 * A weekly plan as client info shows it (server side, so the coach's device need not hold the
 * client's stream): each weekday Monday first with its day plan, and each day plan with its day
 * totals and the weekdays that use it now (a later save may have taken some of its weekdays).
 */
export function planSummaryOf(week: WeeklyPlan | null): ClientPlan['plan'] {
  if (!week) return null;
  const days = WEEKDAYS.map((weekday) => {
    const id = week.days[weekday];
    return { weekday, dayPlanId: id !== undefined && week.dayPlans[id] ? id : null };
  });
  const dayPlans = Object.values(week.dayPlans).map((dayPlan) => ({
    id: dayPlan.dayPlanId,
    name: dayPlan.name,
    weekdays: days.filter((d) => d.dayPlanId === dayPlan.dayPlanId).map((d) => d.weekday),
    ...plannedDayOf(dayPlan).day,
  }));
  // The day plans in the week's order: the first weekday each one serves, unused ones last.
  const first = (weekdays: readonly string[]) => (weekdays.length ? WEEKDAYS.indexOf(weekdays[0] as never) : 7);
  dayPlans.sort((a, b) => first(a.weekdays) - first(b.weekdays));
  return { days, dayPlans };
}

/** Whether a client's plan lets 'View plan' open their diary (1-shell.txt: a weekly plan with a Tuesday entry). */
export const hasTuesday = (plan: ClientPlan['plan']): boolean =>
  plan?.days.some((d) => d.weekday === 'TUESDAY' && d.dayPlanId !== null) ?? false;
