import type { SnapshotSplit } from '../../core/projection';
import type { DiaryDay, DiaryState } from './projection';

/**
 * Days this far either side of today are the first part of the diary's snapshot: the week strip,
 * a copy's look-back (13 days), the meals kept ahead for offline (14 days) and the month around.
 * Years of older days are the rest, read after today's diary is on screen.
 */
export const FIRST_PART_DAYS = 35;

const shiftDay = (date: string, days: number): string =>
  new Date(new Date(`${date}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Which day each item is on: the diary's `itemDays`, which is this of its days (kept so by the fold). */
function itemDaysOf(days: Readonly<Record<string, DiaryDay>>): Record<string, string> {
  const itemDays: Record<string, string> = {};
  for (const [date, day] of Object.entries(days)) for (const item of day.items) itemDays[item.id] = date;
  return itemDays;
}

/** The same keys with the same values, by identity: the fold shares every day it leaves alone. */
function sameEntries<V>(a: Readonly<Record<string, V>>, b: Readonly<Record<string, V>>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (a[key] !== b[key] || !(key in b)) return false;
  return true;
}

/**
 * The diary's snapshot in two parts: the days around today with every food (the first screen's
 * whole need), and the older and later days. The rest holds no index: `itemDays` is rebuilt from
 * its days on joining, so it costs neither space nor a comparison.
 */
export const diarySnapshotSplit: SnapshotSplit<DiaryState> = {
  split(state, today) {
    const from = shiftDay(today, -FIRST_PART_DAYS);
    const to = shiftDay(today, FIRST_PART_DAYS);
    const first: Record<string, DiaryDay> = {};
    const rest: Record<string, DiaryDay> = {};
    for (const [date, day] of Object.entries(state.days)) (date >= from && date <= to ? first : rest)[date] = day;
    return {
      first: { days: first, foods: state.foods, itemDays: itemDaysOf(first) },
      rest: { days: rest, foods: {}, itemDays: {} },
    };
  },
  join: (first, rest) => ({
    days: { ...rest.days, ...first.days },
    foods: { ...rest.foods, ...first.foods },
    itemDays: { ...itemDaysOf(rest.days), ...first.itemDays },
  }),
  sameRest: (a, b) => sameEntries(a.days, b.days) && sameEntries(a.foods, b.foods),
};
