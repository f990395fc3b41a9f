import { addDays, format, parseISO } from 'date-fns';
import { dayOf, type DiaryState } from '../diary/projection';
import { dayPlanOn, type PlanSource } from '../profile/weeklyPlan';

/** How many coming days a re-plan on new targets covers: the week ahead, from tomorrow. */
export const REPLAN_DAYS = 7;

export interface ReplanDay {
  readonly date: string;
  /** What the planned (not eaten) recipes of the day bring now. */
  readonly plannedKcal: number;
  /** The day's target under the current plan. */
  readonly targetKcal: number;
}

/**
 * The coming days a re-plan would change: those with planned, not eaten, recipes (the planner
 * replaces only those; eaten items and logged foods stay), each with what is planned and the
 * day's target now. Days left empty are not filled: the person may have wanted them so.
 */
export function replanDays(diary: DiaryState, plan: PlanSource, today: string): ReplanDay[] {
  const days: ReplanDay[] = [];
  for (let i = 1; i <= REPLAN_DAYS; i++) {
    const date = format(addDays(parseISO(today), i), 'yyyy-MM-dd');
    const planned = (dayOf(diary, date)?.items ?? []).filter(
      (item) => item.kind === 'recipe' && item.status === 'PLANNED',
    );
    const target = dayPlanOn(plan, date);
    if (planned.length === 0 || !target) continue;
    days.push({
      date,
      plannedKcal: Math.round(planned.reduce((sum, item) => sum + item.nutrients.kcal, 0)),
      targetKcal: target.day.kcal,
    });
  }
  return days;
}

/** The days as runs of consecutive dates: one call of the planner each. */
export function runsOf(dates: readonly string[]): { start: string; days: number }[] {
  const runs: { start: string; days: number }[] = [];
  for (const date of [...dates].sort()) {
    const last = runs.at(-1);
    if (last && format(addDays(parseISO(last.start), last.days), 'yyyy-MM-dd') === date) last.days += 1;
    else runs.push({ start: date, days: 1 });
  }
  return runs;
}
