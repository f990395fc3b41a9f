import { describe, it } from 'vitest';
import { given } from '../../core/testing/decider';
import { copyMeals } from './command';
import {
  FoodLogged,
  MealPlanned,
  PlannedMealRemoved,
  QuickAddLogged,
  type LoggedFood,
} from '../../features/diary/events';

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

describe('CopyMeals', () => {
  it('copies every item of the day to each chosen day, planned, under new ids', () => {
    given(breakfast, dinner, snack)
      .when(copyMeals, { from: '2026-11-20', to: ['2026-11-21', '2026-11-22'] }, { commandId })
      .then(
        ['2026-11-21', '2026-11-22'].flatMap((date) => [
          FoodLogged.draft({ ...breakfast.payload, itemId: `${commandId}:${date}:0`, date }),
          MealPlanned.draft({ ...dinner.payload, itemId: `${commandId}:${date}:1`, date, plannedBy: 'PERSON' }),
          QuickAddLogged.draft({ ...snack.payload, itemId: `${commandId}:${date}:2`, date }),
        ]),
      );
  });

  it('copies one meal moment, into another moment when asked', () => {
    given(breakfast, dinner)
      .when(copyMeals, { from: '2026-11-20', to: ['2026-11-20'], moment: 'DINNER', toMoment: 'LUNCH' }, { commandId })
      .then([
        MealPlanned.draft({
          ...dinner.payload,
          itemId: `${commandId}:2026-11-20:0`,
          mealMoment: 'LUNCH',
          plannedBy: 'PERSON',
        }),
      ]);
  });

  it("says 'No meals to copy.' for an empty day or moment", () => {
    given()
      .when(copyMeals, { from: '2026-11-20', to: ['2026-11-21'] })
      .thenRejects('nothing_to_copy');
    given(breakfast)
      .when(copyMeals, { from: '2026-11-20', to: ['2026-11-21'], moment: 'DINNER' })
      .thenRejects('nothing_to_copy');
    given(breakfast, PlannedMealRemoved.draft({ itemId: 'm' }))
      .when(copyMeals, { from: '2026-11-20', to: ['2026-11-21'] })
      .thenRejects('nothing_to_copy');
  });

  it('needs at least one target day, not the day itself', () => {
    given(breakfast).when(copyMeals, { from: '2026-11-20', to: [] }).thenInvalid('to');
    given(breakfast)
      .when(copyMeals, { from: '2026-11-20', to: ['2026-11-20'] })
      .thenRejects('same_day');
  });
});
