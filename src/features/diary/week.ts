import { addDays, addWeeks, format, parseISO, startOfWeek } from 'date-fns';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The seven days, Monday first, of the week that holds `date` (3-daily-use.txt section 2). */
export function weekOf(date: string): readonly string[] {
  const monday = startOfWeek(parseISO(date), { weekStartsOn: 1 });
  return Array.from({ length: 7 }, (_, i) => iso(addDays(monday, i)));
}

/** The same weekday `weeks` weeks later (or earlier). */
export const shiftWeek = (date: string, weeks: number): string => iso(addWeeks(parseISO(date), weeks));

/** A swipe changes the week when it travelled over 50 px or moved faster than 300 px/s; left is the next week. */
export const SWIPE = { distance: 50, velocity: 300 } as const;

export function swipeWeeks(dx: number, ms: number): -1 | 0 | 1 {
  const velocity = ms > 0 ? (Math.abs(dx) / ms) * 1000 : 0;
  if (Math.abs(dx) <= SWIPE.distance && velocity <= SWIPE.velocity) return 0;
  return dx < 0 ? 1 : -1;
}

/** The chosen planner day is kept for 15 minutes; after that the diary opens on today again. */
export const PLANNER_DAY_TTL_MS = 15 * 60 * 1000;

export interface StoredPlannerDay {
  readonly date: string;
  readonly at: number;
}

export const plannerDayOf = (stored: StoredPlannerDay | null, now: Date): string =>
  stored && now.getTime() - stored.at <= PLANNER_DAY_TTL_MS && now.getTime() >= stored.at ? stored.date : iso(now);

const KEY = 'forkcast.plannerDay';

export function loadPlannerDay(storage: Pick<Storage, 'getItem'> = localStorage): StoredPlannerDay | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as StoredPlannerDay | null;
    return value &&
      typeof value.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
      typeof value.at === 'number'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function storePlannerDay(date: string, now: Date, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify({ date, at: now.getTime() }));
  } catch {
    // Without storage the diary opens on today.
  }
}
