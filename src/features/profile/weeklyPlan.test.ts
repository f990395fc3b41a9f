import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEAL_PLAN } from '../../core/nutrition/mealSizes';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import type { EventDraft } from '../../core/events';
import { dayPlanOf } from '../diary/dayPlan';
import { DayPlanSaved, MealPlanSet, NutritionProfileSet, WEEKDAYS, type Weekday } from './events';
import { planningProfileProjection } from './planningProfile';
import { dayPlanOn, weekdayOf, weeklyPlanOf, type DayPlanSpec } from './weeklyPlan';

const profile = NutritionProfileSet.draft({
  profile: {
    sex: 'MALE',
    age: 41,
    heightCm: 182,
    weightKg: 84,
    bodyFat: 0.22,
    activity: 'ACTIVE',
    goal: 'RECOMPOSITION',
    weeklyChangeKg: null,
    diet: 'OMNIVORE',
    sustainability: 'SUSTAINABLE',
    keto: false,
    lowCarb: false,
  },
  intolerances: [],
  allergens: [],
  dislikes: [],
});

const dayPlan = (id: string, weekdays: Weekday[], dinnerKcal: number): DayPlanSpec => ({
  dayPlanId: id,
  name: id,
  weekdays,
  slots: [
    { moment: 'DINNER', kcal: dinnerKcal, protein: 50, carbs: 80, fat: 25 },
    { moment: 'BREAKFAST', kcal: 500, protein: 30, carbs: 60, fat: 15 },
  ],
  energyBalance: 100,
  macroAdjustment: null,
  sizes: [],
});

const folded = (...events: EventDraft[]) => fold(planningProfileProjection, envelopesOf(events as never, 'user:7'));

// 2026-11-24 is a Tuesday, 2026-11-28 a Saturday.
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';

describe('the weekly nutrition plan', () => {
  it('knows the weekday of a date, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('MONDAY');
    expect(weekdayOf(TUESDAY)).toBe('TUESDAY');
    expect(weekdayOf('2026-11-29')).toBe('SUNDAY');
    expect(weekdayOf('2027-01-01')).toBe('FRIDAY');
  });

  it('given training and rest day plans, a Tuesday and a Saturday have different targets', () => {
    const state = folded(
      profile,
      DayPlanSaved.draft(dayPlan('training', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], 1100)),
      DayPlanSaved.draft(dayPlan('rest', ['SATURDAY', 'SUNDAY'], 700)),
    );
    expect(dayPlanOf(state, TUESDAY)).toMatchObject({
      dayPlanId: 'training',
      moments: ['BREAKFAST', 'DINNER'],
      day: { kcal: 1600, protein: 80, carbohydrates: 140, fat: 40 },
    });
    expect(dayPlanOf(state, SATURDAY).day!.kcal).toBe(1200);
  });

  it('given a profile a coach saved without a plan, every day is without targets', () => {
    const state = folded(profile);
    expect(weeklyPlanOf(state)).toBeNull();
    expect(dayPlanOf(state, TUESDAY).day).toBeNull();
  });

  it('given a weekday no day plan was given to, that day is without targets', () => {
    const state = folded(profile, DayPlanSaved.draft(dayPlan('weekdays', ['MONDAY', 'TUESDAY'], 900)));
    expect(dayPlanOn(state, TUESDAY)).not.toBeNull();
    expect(dayPlanOn(state, SATURDAY)).toBeNull();
  });

  it('given a stream from before day plans (profile and meal sizes), it reads as the DIY plan on all seven days', () => {
    const state = folded(profile, MealPlanSet.draft({ sizes: [...DEFAULT_MEAL_PLAN] }));
    const week = weeklyPlanOf(state)!;
    expect(Object.keys(week.days)).toEqual([...WEEKDAYS]);
    const tuesday = dayPlanOf(state, TUESDAY);
    expect(tuesday.moments).toEqual(['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER']);
    expect(dayPlanOf(state, SATURDAY)).toEqual(tuesday);
    // The slots add up to the day the energy model gives (Katch-McArdle with body fat: over 2000 kcal here).
    const slots = Object.values(tuesday.slots);
    expect(slots.reduce((sum, s) => sum + s.kcal, 0)).toBe(tuesday.day!.kcal);
    expect(tuesday.day!.kcal).toBeGreaterThan(2000);
  });

  it('each weekday follows the last day plan saved for it, whatever the order of saves', () => {
    const save = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      weekdays: fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1, maxLength: 7 }),
      kcal: fc.integer({ min: 0, max: 3000 }),
    });
    fc.assert(
      fc.property(fc.array(save, { minLength: 1, maxLength: 12 }), (saves) => {
        const state = folded(profile, ...saves.map((s) => DayPlanSaved.draft(dayPlan(s.id, s.weekdays, s.kcal))));
        const week = weeklyPlanOf(state)!;
        for (const weekday of WEEKDAYS) {
          const last = saves.findLast((s) => s.weekdays.includes(weekday));
          expect(week.days[weekday]).toBe(last?.id);
          // A day plan saved again under its id holds the latest slots on every weekday using it.
          if (last) {
            const latest = saves.findLast((s) => s.id === last.id)!;
            expect(week.dayPlans[last.id]!.slots[0]!.kcal).toBe(latest.kcal);
          }
        }
      }),
    );
  });

  it('refuses a day plan with a moment twice or a weekday twice', () => {
    const base = dayPlan('x', ['MONDAY'], 500);
    expect(DayPlanSaved.schema.safeParse({ ...base, weekdays: ['MONDAY', 'MONDAY'] }).success).toBe(false);
    expect(DayPlanSaved.schema.safeParse({ ...base, slots: [base.slots[0], base.slots[0]] }).success).toBe(false);
    expect(DayPlanSaved.schema.safeParse({ ...base, slots: [] }).success).toBe(false);
  });
});
