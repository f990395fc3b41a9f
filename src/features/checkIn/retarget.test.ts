import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import { plannedDayOf } from '../profile/weeklyPlan';
import type { DayPlanSpec } from '../profile/week';
import { retargeted } from './retarget';

const number = (max: number) => fc.integer({ min: 0, max });
const slot = (moment: (typeof MEAL_MOMENTS)[number]) =>
  fc.record({
    moment: fc.constant(moment),
    kcal: number(3000),
    protein: number(200),
    carbs: number(400),
    fat: number(150),
  });
const dayPlan = fc
  .subarray([...MEAL_MOMENTS], { minLength: 1 })
  .chain((moments) => fc.tuple(...moments.map(slot)))
  .map((slots): DayPlanSpec => ({
    dayPlanId: 'd',
    name: 'Day',
    weekdays: ['MONDAY'],
    slots,
    energyBalance: 90,
    macroAdjustment: { protein: 100, carbs: 100, fat: 100 },
    sizes: [],
  }));
const day = fc.record({ kcal: number(5000), protein: number(400), carbs: number(700), fat: number(300) });

describe('a day plan on new targets', () => {
  it('adds up to the new day exactly, whole and never negative', () => {
    fc.assert(
      fc.property(dayPlan, day, (plan, target) => {
        const next = retargeted(plan, target);
        expect(plannedDayOf(next).day).toEqual(target);
        for (const s of next.slots)
          for (const key of ['kcal', 'protein', 'carbs', 'fat'] as const) {
            expect(Number.isInteger(s[key])).toBe(true);
            expect(s[key]).toBeGreaterThanOrEqual(0);
          }
        expect(next.macroAdjustment).toBeNull();
      }),
    );
  });

  it('keeps each slot’s share of the day: a fine-tuned dinner stays the big meal', () => {
    const plan: DayPlanSpec = {
      dayPlanId: 'd',
      name: 'Day',
      weekdays: ['MONDAY'],
      slots: [
        { moment: 'BREAKFAST', kcal: 400, protein: 30, carbs: 50, fat: 10 },
        { moment: 'DINNER', kcal: 1200, protein: 90, carbs: 150, fat: 30 },
      ],
      energyBalance: null,
      macroAdjustment: null,
      sizes: [],
    };
    expect(retargeted(plan, { kcal: 2000, protein: 100, carbs: 220, fat: 60 }).slots).toEqual([
      { moment: 'BREAKFAST', kcal: 500, protein: 25, carbs: 55, fat: 15 },
      { moment: 'DINNER', kcal: 1500, protein: 75, carbs: 165, fat: 45 },
    ]);
  });
});
