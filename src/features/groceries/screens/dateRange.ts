import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { GROCERY_LIST_DAYS_MAX } from '../events';

/**
 * The grocery list's date range as the dialog picks it (3-daily-use.txt, date range picker): the
 * first tap sets a one-day range, a later tap on a later date completes it, a tap on an earlier or
 * equal date restarts it. A one-day range has both its dates, so a list for one day can be made.
 */
export interface PickedRange {
  /** ISO dates, both included. */
  readonly from: string;
  readonly to: string | null;
}

/** Today and the six days after it (3-daily-use.txt: the default is today plus six days). */
export const defaultRange = (today: Date): PickedRange => ({
  from: format(today, 'yyyy-MM-dd'),
  to: format(addDays(today, 6), 'yyyy-MM-dd'),
});

/**
 * The range after a tap on `day`. Only a one-day range (just started) grows: a complete range of
 * several days starts again at the tapped day, and so does a tap that would make a list longer than
 * a list may be.
 */
export function tapDay(range: PickedRange | null, day: string): PickedRange {
  const growing = range !== null && (range.to === null || range.to === range.from);
  if (growing && day > range.from && daysOf({ from: range.from, to: day }) <= GROCERY_LIST_DAYS_MAX)
    return { from: range.from, to: day };
  return { from: day, to: day };
}

/** The days a range covers, both ends included; 0 without an end. */
export const daysOf = (range: PickedRange): number =>
  range.to === null ? 0 : differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1;

/** Create shows when both dates are set. */
export const isComplete = (range: PickedRange | null): range is PickedRange & { to: string } =>
  range !== null && range.to !== null;
