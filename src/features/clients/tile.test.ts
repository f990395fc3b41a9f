import { describe, expect, it } from 'vitest';
import { hasTuesday, planSummaryOf } from './planSummary';
import { isTrialing, lastActivityOf, planOf } from './tile';

const now = new Date(2026, 10, 24, 9, 30);
const daysAgo = (days: number, hour = 23) => new Date(2026, 10, 24 - days, hour).toISOString();

describe("a client tile's last activity", () => {
  it('says nothing happened yet without events', () => {
    expect(lastActivityOf(null, now)).toEqual({ key: 'tile.activity.none' });
  });
  it('counts calendar days, not 24-hour spans', () => {
    expect(lastActivityOf(new Date(2026, 10, 24, 0, 5).toISOString(), now)).toEqual({ key: 'tile.activity.today' });
    expect(lastActivityOf(daysAgo(1), now)).toEqual({ key: 'tile.activity.yesterday' });
    expect(lastActivityOf(daysAgo(2), now)).toEqual({ key: 'tile.activity.days', count: 2 });
    expect(lastActivityOf(daysAgo(13), now)).toEqual({ key: 'tile.activity.days', count: 13 });
  });
  it('rounds to weeks after a fortnight and months after two months', () => {
    expect(lastActivityOf(daysAgo(14), now)).toEqual({ key: 'tile.activity.weeks', count: 2 });
    expect(lastActivityOf(daysAgo(59), now)).toEqual({ key: 'tile.activity.weeks', count: 8 });
    expect(lastActivityOf(daysAgo(60), now)).toEqual({ key: 'tile.activity.months', count: 2 });
  });
  it("reads a time ahead of the coach's clock as today", () => {
    expect(lastActivityOf(new Date(2026, 10, 26).toISOString(), now)).toEqual({ key: 'tile.activity.today' });
  });
});

describe("a client tile's plan", () => {
  it('counts the planned weekdays, or says there is no plan', () => {
    expect(planOf(0)).toEqual({ key: 'tile.noPlan' });
    expect(planOf(5)).toEqual({ key: 'tile.plan', count: 5 });
  });
});

describe('a trialing coach', () => {
  it('has a subscription in its trial', () => {
    const of = (...statuses: string[]) => ({
      customer: { subscriptions: statuses.map((status) => ({ status, items: [] })) },
    });
    expect(isTrialing({ customer: null })).toBe(false);
    expect(isTrialing(of('active'))).toBe(false);
    expect(isTrialing(of('canceled', 'trialing'))).toBe(true);
  });
});

const dayPlan = (dayPlanId: string, weekdays: ('MONDAY' | 'TUESDAY' | 'SUNDAY')[]) => ({
  dayPlanId,
  name: dayPlanId,
  weekdays,
  slots: [
    { moment: 'LUNCH' as const, kcal: 700, protein: 40, carbs: 80, fat: 20 },
    { moment: 'BREAKFAST' as const, kcal: 500, protein: 30, carbs: 60, fat: 15 },
  ],
  energyBalance: 100,
  macroAdjustment: null,
  sizes: [],
});

describe("client info's weekly plan", () => {
  it('is none without a weekly plan', () => {
    expect(planSummaryOf(null)).toBeNull();
    expect(hasTuesday(null)).toBe(false);
  });
  it('lists the day plans in the order of the week with their totals, an unused one last', () => {
    const plan = planSummaryOf({
      dayPlans: {
        rest: dayPlan('rest', ['SUNDAY']),
        old: dayPlan('old', ['MONDAY']),
        train: dayPlan('train', ['MONDAY']),
      },
      days: { MONDAY: 'train', SUNDAY: 'rest' },
    });
    expect(plan!.dayPlans.map((d) => [d.id, d.weekdays, d.kcal, d.protein])).toEqual([
      ['train', ['MONDAY'], 1200, 70],
      ['rest', ['SUNDAY'], 1200, 70],
      ['old', [], 1200, 70],
    ]);
    expect(plan!.days.map((d) => d.dayPlanId)).toEqual(['train', null, null, null, null, null, 'rest']);
    expect(hasTuesday(plan)).toBe(false);
    expect(hasTuesday({ ...plan!, days: [{ weekday: 'TUESDAY', dayPlanId: 'train' }] })).toBe(true);
  });
});
