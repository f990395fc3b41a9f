import { describe, expect, it } from 'vitest';
import { daysOf, defaultRange, isComplete, tapDay, type PickedRange } from './dateRange';

describe('the grocery list date range', () => {
  it('defaults to today and the six days after it, across a month end', () => {
    expect(defaultRange(new Date(2026, 10, 27, 15, 30))).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(daysOf(defaultRange(new Date(2026, 11, 29)))).toBe(7);
  });

  const week: PickedRange = { from: '2026-11-23', to: '2026-11-29' };
  const oneDay: PickedRange = { from: '2026-11-25', to: '2026-11-25' };
  it.each<[string, PickedRange | null, string, PickedRange]>([
    ['the first tap sets a one-day range', null, '2026-11-25', oneDay],
    ['a tap on a complete range starts again', week, '2026-11-26', { from: '2026-11-26', to: '2026-11-26' }],
    ['a tap before a complete range starts again', week, '2026-11-20', { from: '2026-11-20', to: '2026-11-20' }],
    ['a later tap completes a one-day range', oneDay, '2026-12-02', { from: '2026-11-25', to: '2026-12-02' }],
    ['an earlier tap restarts it', oneDay, '2026-11-24', { from: '2026-11-24', to: '2026-11-24' }],
    ['an equal tap restarts it', oneDay, '2026-11-25', oneDay],
    [
      'a start without an end is completed by a later tap',
      { from: '2026-11-25', to: null },
      '2026-11-26',
      { from: '2026-11-25', to: '2026-11-26' },
    ],
    ['a tap past the longest list restarts', oneDay, '2027-01-26', { from: '2027-01-26', to: '2027-01-26' }],
    ['the longest list may be picked', oneDay, '2027-01-25', { from: '2026-11-25', to: '2027-01-25' }],
  ])('%s', (_, range, day, expected) => {
    expect(tapDay(range, day)).toEqual(expected);
  });

  it('is complete, and so offers Create, only with both dates', () => {
    expect(isComplete(null)).toBe(false);
    expect(isComplete({ from: '2026-11-25', to: null })).toBe(false);
    expect(isComplete(oneDay)).toBe(true);
    expect(daysOf(oneDay)).toBe(1);
  });
});
