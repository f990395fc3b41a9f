import type { SnapshotSplit } from '../../core/projection';
import type { DiaryMonth, DiaryState } from './projection';

/**
 * Days this far either side of today are the first part of the diary's snapshot: the week strip,
 * a copy's look-back (13 days), the meals kept ahead for offline (14 days) and the month around.
 * Years of older days are the rest, read after today's diary is on screen.
 */
export const FIRST_PART_DAYS = 35;

const shiftDay = (date: string, days: number): string =>
  new Date(new Date(`${date}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Which day each item is on: the diary's `itemDays`, which is this of its days (kept so by the fold). */
function itemDaysOf(months: Readonly<Record<string, DiaryMonth>>): Record<string, string> {
  const itemDays: Record<string, string> = {};
  for (const month of Object.values(months))
    for (const [date, day] of Object.entries(month)) for (const item of day.items) itemDays[item.id] = date;
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
 * whole need), and the older and later days. A month wholly on one side goes there as it is (so
 * an unchanged rest's months are the stored ones); the two months the edges cut are split by day.
 * The rest holds no index: `itemDays` is rebuilt from its days on joining, so it costs neither
 * space nor a comparison.
 */
export const diarySnapshotSplit: SnapshotSplit<DiaryState> = {
  split(state, today) {
    const from = shiftDay(today, -FIRST_PART_DAYS);
    const to = shiftDay(today, FIRST_PART_DAYS);
    const first: Record<string, DiaryMonth> = {};
    const rest: Record<string, DiaryMonth> = {};
    for (const [key, month] of Object.entries(state.months)) {
      // 'yyyy-MM-00' and 'yyyy-MM-32' bound every day of the month as strings.
      if (`${key}-32` < from || `${key}-00` > to) rest[key] = month;
      else if (`${key}-00` > from && `${key}-32` < to) first[key] = month;
      else
        for (const [date, day] of Object.entries(month)) {
          const side = date >= from && date <= to ? first : rest;
          side[key] = { ...side[key], [date]: day };
        }
    }
    return {
      first: { months: first, foods: state.foods, itemDays: itemDaysOf(first) },
      rest: { months: rest, foods: {}, itemDays: {} },
    };
  },
  join(first, rest) {
    const months: Record<string, DiaryMonth> = { ...rest.months };
    for (const [key, month] of Object.entries(first.months))
      months[key] = rest.months[key] ? { ...rest.months[key], ...month } : month;
    return {
      months,
      foods: { ...rest.foods, ...first.foods },
      itemDays: { ...itemDaysOf(rest.months), ...first.itemDays },
    };
  },
  sameRest: (a, b) =>
    sameEntries(a.foods, b.foods) &&
    Object.keys(a.months).length === Object.keys(b.months).length &&
    Object.entries(a.months).every(([key, month]) => {
      const other = b.months[key];
      return other !== undefined && (other === month || sameEntries(month, other));
    }),
};
