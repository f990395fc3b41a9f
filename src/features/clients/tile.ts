import { differenceInCalendarDays } from 'date-fns';
import type { CurrentUser } from '../../core/api/user';

type TileKey =
  'tile.plan' | 'tile.noPlan' | `tile.activity.${'none' | 'today' | 'yesterday' | 'days' | 'weeks' | 'months'}`;

/** A text of the clients namespace with what it counts. */
export interface TileText {
  readonly key: TileKey;
  readonly count?: number;
}

/**
 * 'Active 2 days ago': when the client last did something, in whole calendar days of the coach's
 * clock; weeks after a fortnight and months after two months, where a day's precision means nothing.
 */
export function lastActivityOf(at: string | null, now: Date): TileText {
  if (at === null) return { key: 'tile.activity.none' };
  const days = Math.max(0, differenceInCalendarDays(now, new Date(at)));
  if (days === 0) return { key: 'tile.activity.today' };
  if (days === 1) return { key: 'tile.activity.yesterday' };
  if (days < 14) return { key: 'tile.activity.days', count: days };
  if (days < 60) return { key: 'tile.activity.weeks', count: Math.floor(days / 7) };
  return { key: 'tile.activity.months', count: Math.floor(days / 30) };
}

/** 'Weekly plan: 5 of 7 days', or 'No plan yet'. */
export const planOf = (plannedDays: number): TileText =>
  plannedDays > 0 ? { key: 'tile.plan', count: plannedDays } : { key: 'tile.noPlan' };

/**
 * A coach in their trial (a subscription with the status 'trialing', 1-shell.txt section 3): the
 * overview offers to upgrade and to book a demo.
 */
export const isTrialing = (user: Pick<CurrentUser, 'customer'>): boolean =>
  user.customer?.subscriptions.some((s) => s.status === 'trialing') ?? false;
