import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf, given } from '../../core/testing/decider';
import { changeMealPortions, copyRecentDay } from './commands';
import {
  FoodLogged,
  MealPlanned,
  MealPortionsChanged,
  PlannedMealRemoved,
  QuickAddLogged,
  type Nutrients,
} from './events';
import { dayOf, diaryProjection, findItem, totalsOf } from './projection';

const planned = (
  portionsMultiplier: number,
  nutrients: Nutrients = { kcal: 624.8, protein: 36.4, carbohydrates: 81, fat: 14.2 },
) =>
  MealPlanned.draft({
    itemId: 'dinner',
    date: '2026-11-23',
    mealMoment: 'DINNER',
    recipe: {
      kind: 'RECIPE',
      id: 'lentil-soup',
      name: { en: 'Lentil soup', nl: 'Linzensoep' },
      portions: 4,
      portionsMultiplier,
    },
    nutrients,
    plannedBy: 'PERSON',
  });

describe('ChangeMealPortions', () => {
  it('scales the planned nutrients from the old portions to the new ones', () => {
    given(planned(2))
      .when(changeMealPortions, { itemId: 'dinner', portions: 3 })
      .then([
        MealPortionsChanged.draft({
          itemId: 'dinner',
          portionsMultiplier: 3,
          nutrients: { kcal: 937.2, protein: 54.6, carbohydrates: 121.5, fat: 21.3 },
        }),
      ]);
  });

  it('goes down to one portion, and keeps macros a meal was planned without', () => {
    given(planned(4, { kcal: 1200 }))
      .when(changeMealPortions, { itemId: 'dinner', portions: 1 })
      .then([MealPortionsChanged.draft({ itemId: 'dinner', portionsMultiplier: 1, nutrients: { kcal: 300 } })]);
  });

  it('records nothing when the portions stay the same', () => {
    given(planned(2)).when(changeMealPortions, { itemId: 'dinner', portions: 2 }).thenNothingHappens();
  });

  it('refuses an item that is gone', () => {
    given(planned(2), PlannedMealRemoved.draft({ itemId: 'dinner' }))
      .when(changeMealPortions, { itemId: 'dinner', portions: 3 })
      .thenRejects('item_not_found');
    given().when(changeMealPortions, { itemId: 'nowhere', portions: 3 }).thenRejects('item_not_found');
  });

  it('refuses an item that is not a recipe', () => {
    given(QuickAddLogged.draft({ itemId: 'snack', date: '2026-11-23', mealMoment: 'SNACK', nutrients: { kcal: 200 } }))
      .when(changeMealPortions, { itemId: 'snack', portions: 2 })
      .thenRejects('not_a_recipe');
    given(
      FoodLogged.draft({
        itemId: 'apple',
        date: '2026-11-23',
        mealMoment: 'SNACK',
        food: {
          id: 'sr:09003',
          name: 'Apple',
          brand: null,
          servings: [
            { id: 'g100', description: '100 g', grams: 100, kcal: 52, protein: 0.3, carbohydrates: 14, fat: 0.2 },
          ],
        },
        servingId: 'g100',
        amount: 1,
        nutrients: { kcal: 52 },
      }),
    )
      .when(changeMealPortions, { itemId: 'apple', portions: 2 })
      .thenRejects('not_a_recipe');
  });

  it('refuses more than a meal can hold', () => {
    given(planned(1, { kcal: 2000, protein: 100 }))
      .when(changeMealPortions, { itemId: 'dinner', portions: 6 })
      .thenRejects('too_much');
    given(planned(1, { kcal: 800, protein: 200 }))
      .when(changeMealPortions, { itemId: 'dinner', portions: 6 })
      .thenRejects('too_much');
  });

  it.each([
    ['no portions', 0],
    ['half a portion', 1.5],
    ['more than 12 portions', 13],
  ])('refuses %s', (_name, portions) => {
    given(planned(2)).when(changeMealPortions, { itemId: 'dinner', portions }).thenInvalid('portions');
  });
});

describe('the diary with changed portions', () => {
  it("shows the new portions and makes the day's totals follow", () => {
    const state = fold(
      diaryProjection,
      envelopesOf([
        planned(2),
        QuickAddLogged.draft({ itemId: 'snack', date: '2026-11-23', mealMoment: 'SNACK', nutrients: { kcal: 100 } }),
        MealPortionsChanged.draft({ itemId: 'dinner', portionsMultiplier: 3, nutrients: { kcal: 937.2 } }),
      ]),
    );
    expect(findItem(state, 'dinner')?.recipe?.portionsMultiplier).toBe(3);
    expect(totalsOf(dayOf(state, '2026-11-23')!.items).kcal).toBeCloseTo(1037.2);
  });

  it('ignores a change of an item another device deleted meanwhile', () => {
    const state = fold(
      diaryProjection,
      envelopesOf([
        planned(2),
        PlannedMealRemoved.draft({ itemId: 'dinner' }),
        MealPortionsChanged.draft({ itemId: 'dinner', portionsMultiplier: 3, nutrients: { kcal: 937.2 } }),
      ]),
    );
    expect(dayOf(state, '2026-11-23')!.items).toEqual([]);
  });
});

describe('copying a meal whose portions changed', () => {
  it('copies the new portions and their nutrients', () => {
    given(
      planned(2),
      MealPortionsChanged.draft({ itemId: 'dinner', portionsMultiplier: 3, nutrients: { kcal: 937.2, protein: 54.6 } }),
    )
      .when(copyRecentDay, { from: '2026-11-23', to: '2026-11-24' }, { commandId: 'copy' })
      .then([
        MealPlanned.draft({
          itemId: 'copy:2026-11-24:0',
          date: '2026-11-24',
          mealMoment: 'DINNER',
          recipe: {
            kind: 'RECIPE',
            id: 'lentil-soup',
            name: { en: 'Lentil soup', nl: 'Linzensoep' },
            portions: 4,
            portionsMultiplier: 3,
          },
          nutrients: { kcal: 937.2, protein: 54.6 },
          plannedBy: 'PERSON',
        }),
      ]);
  });
});
