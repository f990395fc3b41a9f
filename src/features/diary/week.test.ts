import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPlannerDay, plannerDayOf, shiftWeek, storePlannerDay, swipeWeeks, weekOf } from './week';

describe('the week strip', () => {
  it('shows the week of the day, Monday first', () => {
    expect(weekOf('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('every day belongs to the week it starts, and moving a week keeps the weekday (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -60, max: 60 }),
        (d, weeks) => {
          const date = d.toISOString().slice(0, 10);
          const week = weekOf(date);
          expect(week).toContain(date);
          expect(new Date(`${week[0]}T12:00:00Z`).getUTCDay()).toBe(1);
          const moved = shiftWeek(date, weeks);
          expect(weekOf(moved).indexOf(moved)).toBe(week.indexOf(date));
        },
      ),
    );
  });

  it.each([
    ['a short slow drag', 30, 500, 0],
    ['over 50 px to the left: next week', -51, 1_000, 1],
    ['over 50 px to the right: previous week', 60, 1_000, -1],
    ['exactly 50 px, slowly', -50, 1_000, 0],
    ['a short fast flick to the left (over 300 px/s)', -40, 100, 1],
    ['a short flick at 300 px/s', 30, 100, 0],
  ])('%s', (_name, dx, ms, weeks) => {
    expect(swipeWeeks(dx, ms)).toBe(weeks);
  });
});

describe('the current planner day', () => {
  const now = new Date('2026-11-23T12:00:00');
  it('keeps the chosen day for 15 minutes, then opens on today', () => {
    expect(plannerDayOf({ date: '2026-11-20', at: now.getTime() - 14 * 60_000 }, now)).toBe('2026-11-20');
    expect(plannerDayOf({ date: '2026-11-20', at: now.getTime() - 16 * 60_000 }, now)).toBe('2026-11-23');
    expect(plannerDayOf(null, now)).toBe('2026-11-23');
    // A time in the future (a clock that moved back) is not trusted.
    expect(plannerDayOf({ date: '2026-11-20', at: now.getTime() + 60_000 }, now)).toBe('2026-11-23');
  });

  it('is stored and read back, and garbage in storage is ignored', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    storePlannerDay('2026-11-20', now, storage);
    expect(loadPlannerDay(storage)).toEqual({ date: '2026-11-20', at: now.getTime() });
    store.set('forkcast.plannerDay', '{"date":"yesterday","at":1}');
    expect(loadPlannerDay(storage)).toBeNull();
    store.set('forkcast.plannerDay', 'not json');
    expect(loadPlannerDay(storage)).toBeNull();
  });
});
