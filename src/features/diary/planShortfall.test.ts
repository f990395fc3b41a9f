import { describe, expect, it } from 'vitest';
import { planShortfallOf } from './planShortfall';

const day = (within: boolean) => ({
  date: '2026-03-02',
  kcal_target: 2000,
  kcal_planned: within ? 2000 : 1500,
  within_5_percent: within,
});
const open = (reason: string) => ({ date: '2026-03-02', meal_moment: 'DINNER' as const, reason });

describe('planShortfallOf', () => {
  it('given every day on target and no meal left open, then there is nothing to say', () => {
    expect(planShortfallOf({ unfilled: [], days: [day(true), day(true)] })).toBeNull();
  });

  it('given meals left open for different reasons, then the missing recipe is said first, with its count', () => {
    expect(
      planShortfallOf({
        unfilled: [open('CARB_CAP'), open('NO_ELIGIBLE_RECIPE'), open('NO_ELIGIBLE_RECIPE')],
        days: [day(false)],
      }),
    ).toEqual({ reason: 'noRecipe', count: 2 });
    expect(planShortfallOf({ unfilled: [open('CARB_CAP')], days: [] })).toEqual({ reason: 'carbCap', count: 1 });
  });

  it('given every meal filled but days off their calorie target, then it counts those days', () => {
    expect(planShortfallOf({ unfilled: [], days: [day(false), day(true), day(false)] })).toEqual({
      reason: 'offTarget',
      count: 2,
    });
  });

  it('given a day without a target, then it is not called off target', () => {
    expect(planShortfallOf({ unfilled: [], days: [{ ...day(false), kcal_target: 0 }] })).toBeNull();
  });
});
