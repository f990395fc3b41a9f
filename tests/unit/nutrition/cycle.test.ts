import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYCLE_LENGTH, cycleDay, menstrualPhase, phaseForCycleDay, type CyclePhase } from '../../../src/core/nutrition';

describe('menstrual phase by cycle day', () => {
  it.each<[number, number, CyclePhase]>([
    // 28 days: half 14; menstruation 1-5, follicular 6-12, ovulation 13-15, luteal 16-28
    [28, 1, 'Menstruation'],
    [28, 5, 'Menstruation'],
    [28, 6, 'Follicular'],
    [28, 12, 'Follicular'],
    [28, 13, 'Ovulation'],
    [28, 15, 'Ovulation'],
    [28, 16, 'Luteal'],
    [28, 28, 'Luteal'],
    // 21 days: half in whole days 10; follicular 6-8, ovulation 9-11, luteal 12-21
    [21, 8, 'Follicular'],
    [21, 9, 'Ovulation'],
    [21, 11, 'Ovulation'],
    [21, 12, 'Luteal'],
    // 35 days: half 17; follicular 6-15, ovulation 16-18, luteal 19-35
    [35, 15, 'Follicular'],
    [35, 16, 'Ovulation'],
    [35, 18, 'Ovulation'],
    [35, 19, 'Luteal'],
  ])('cycle of %s days, day %s: %s', (length, day, phase) => {
    expect(phaseForCycleDay(day, length)).toBe(phase);
  });

  it('defaults to a 28-day cycle and 5 days of menstruation', () => {
    expect([phaseForCycleDay(5), phaseForCycleDay(13), phaseForCycleDay(16)]).toEqual([
      'Menstruation',
      'Ovulation',
      'Luteal',
    ]);
    expect(CYCLE_LENGTH.default).toBe(28);
  });
});

describe('cycle day from the last period start', () => {
  it.each([
    ['2026-03-01', '2026-03-01', 28, 1], // the start itself is day 1
    ['2026-03-01', '2026-03-15', 28, 15], // 14 days later
    ['2026-03-01', '2026-03-29', 28, 1], // 28 days later: a new cycle
    ['2026-02-20', '2026-03-01', 28, 10], // across February (28 days in 2026): 9 days later
    ['2028-02-28', '2028-03-01', 28, 3], // a leap day in between: 2 days later
    ['2026-03-25', '2026-04-01', 28, 8], // across the European clock change: 7 days later
    ['2026-03-04', '2026-03-01', 28, 26], // a start 3 days ahead: 25 days into the cycle before
    ['2026-01-01', '2026-03-01', 30, 30], // 59 days: 59 mod 30 = 29
  ])('from %s to %s in a %s-day cycle: day %s', (start, today, length, day) => {
    expect(cycleDay(start, today, length)).toBe(day);
  });

  it('refuses a date that is not an ISO date', () => {
    expect(() => cycleDay('01/03/2026', '2026-03-01', 28)).toThrow();
  });

  it('(property) the day is always within the cycle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: CYCLE_LENGTH.min, max: CYCLE_LENGTH.max }),
        (offset, length) => {
          const today = new Date(Date.UTC(2026, 5, 15) + offset * 86_400_000).toISOString().slice(0, 10);
          const day = cycleDay('2026-06-15', today, length);
          expect(day).toBeGreaterThanOrEqual(1);
          expect(day).toBeLessThanOrEqual(length);
        },
      ),
    );
  });
});

describe('who has a phase', () => {
  const base = { sex: 'FEMALE' as const, lastPeriodStart: '2026-03-01', cycleLength: 28, today: '2026-03-14' };

  it('a woman with a start date and a cycle length', () => {
    // 13 days after the start: day 14, ovulation
    expect(menstrualPhase(base)).toEqual({ day: 14, phase: 'Ovulation' });
  });

  it.each([
    ['a man', { sex: 'MALE' as const }],
    ['no start date', { lastPeriodStart: null }],
    ['no cycle length', { cycleLength: null }],
  ])('not %s', (_name, overrides) => {
    expect(menstrualPhase({ ...base, ...overrides })).toBeNull();
  });
});
