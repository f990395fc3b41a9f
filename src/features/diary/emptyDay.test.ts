import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf, given } from '../../core/testing/decider';
import { copyRecentDay, startEmptyDay } from './commands';
import { DayStarted, FoodLogged, MealPlanned, PlannedMealRemoved, QuickAddLogged, type LoggedFood } from './events';
import { dayOf, diaryProjection, isEmptyDay, recentDayToCopy } from './projection';

const commandId = '01936a4e-0000-7000-8000-00000000c0b1';
const milk: LoggedFood = {
  id: 'sr:01077',
  name: 'Milk, whole',
  brand: null,
  servings: [
    { id: 'sr:01077/0', description: '100 g', grams: 100, kcal: 61, protein: 3.2, carbohydrates: 4.8, fat: 3.3 },
  ],
};
const breakfast = FoodLogged.draft({
  itemId: 'm',
  date: '2026-11-20',
  mealMoment: 'BREAKFAST',
  food: milk,
  servingId: 'sr:01077/0',
  amount: 2,
  nutrients: { kcal: 122, protein: 6.4, carbohydrates: 9.6, fat: 6.6 },
});
const recipe = {
  kind: 'RECIPE' as const,
  id: 'r:lentil-soup',
  name: { en: 'Lentil soup', nl: 'Linzensoep' },
  portions: 4,
  portionsMultiplier: 1,
};
const dinner = MealPlanned.draft({
  itemId: 'd',
  date: '2026-11-20',
  mealMoment: 'DINNER',
  recipe,
  nutrients: { kcal: 540 },
  plannedBy: 'AUTO_PLAN',
});
const snack = QuickAddLogged.draft({
  itemId: 'q',
  date: '2026-11-20',
  mealMoment: 'AFTERNOON_SNACK',
  nutrients: { kcal: 150 },
});

describe('the empty day', () => {
  it("copies the recent day's meals onto it, planned", () => {
    given(breakfast, dinner)
      .when(copyRecentDay, { from: '2026-11-20', to: '2026-11-23' }, { commandId })
      .then([
        FoodLogged.draft({ ...breakfast.payload, itemId: `${commandId}:2026-11-23:0`, date: '2026-11-23' }),
        MealPlanned.draft({
          ...dinner.payload,
          itemId: `${commandId}:2026-11-23:1`,
          date: '2026-11-23',
          plannedBy: 'PERSON',
        }),
      ]);
    given().when(copyRecentDay, { from: '2026-11-20', to: '2026-11-23' }).thenRejects('nothing_to_copy');
  });

  it('starts a day with nothing planned, once', () => {
    given()
      .when(startEmptyDay, { date: '2026-11-23' })
      .then([DayStarted.draft({ date: '2026-11-23' })]);
    given(DayStarted.draft({ date: '2026-11-23' }))
      .when(startEmptyDay, { date: '2026-11-23' })
      .thenNothingHappens();
  });

  const at = (events: { type: string; payload: unknown }[]) =>
    fold(diaryProjection, envelopesOf(events, '2026-11-23T08:00:00.000Z'));

  it('offers its choices only on a day nothing was ever planned on', () => {
    expect(isEmptyDay(dayOf(at([]), '2026-11-20'))).toBe(true);
    expect(isEmptyDay(dayOf(at([breakfast]), '2026-11-20'))).toBe(false);
    // Emptied by hand: the person has used the day, so no choices come back.
    expect(isEmptyDay(dayOf(at([breakfast, PlannedMealRemoved.draft({ itemId: 'm' })]), '2026-11-20'))).toBe(false);
    expect(isEmptyDay(dayOf(at([DayStarted.draft({ date: '2026-11-20' })]), '2026-11-20'))).toBe(false);
  });

  it('copies from the most recent day with items in the 13 days before', () => {
    const state = at([breakfast, { ...snack, payload: { ...snack.payload, itemId: 'old', date: '2026-11-10' } }]);
    expect(recentDayToCopy(state, '2026-11-23')).toBe('2026-11-20');
    expect(recentDayToCopy(state, '2026-11-20')).toBe('2026-11-10');
    expect(recentDayToCopy(state, '2026-11-24')).toBe('2026-11-20');
    // 14 days back is too far.
    expect(recentDayToCopy(at([breakfast]), '2026-12-04')).toBeNull();
    expect(recentDayToCopy(at([breakfast]), '2026-12-03')).toBe('2026-11-20');
  });

  it('copies from a day that used the same day plan: a rest day skips the training days in between', () => {
    const state = at([breakfast, { ...snack, payload: { ...snack.payload, itemId: 'old', date: '2026-11-15' } }]);
    // 2026-11-15 is a Sunday, 2026-11-20 a Friday; the empty day 2026-11-22 is a Sunday.
    const weekend = (day: string) => ['2026-11-15', '2026-11-21', '2026-11-22'].includes(day);
    expect(recentDayToCopy(state, '2026-11-22', weekend)).toBe('2026-11-15');
    expect(recentDayToCopy(state, '2026-11-22', () => false)).toBeNull();
  });
});
