import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopesOf, given } from '../../core/testing/decider';
import { changeFoodAmount, logFood } from './commands';
import { FoodAmountChanged, FoodLogged, QuickAddLogged, type LoggedFood } from './events';
import { foodAmountFormSchema, nutrientsOf } from './foodForm';
import { GRAM } from './foodUnits';
import { fold } from '../../core/projection';
import { dayOf, diaryProjection, foodOf } from './projection';

const commandId = '01936a4e-0000-7000-8000-00000000f00d';
const banana: LoggedFood = {
  id: 'sr:09040',
  name: 'Bananas, raw',
  brand: null,
  servings: [
    { id: 'sr:09040:100g', description: '100 g', grams: 100, kcal: 89, protein: 1.09, carbohydrates: 22.84, fat: 0.33 },
    {
      id: 'sr:09040:1',
      description: '1 medium (7" to 7-7/8" long)',
      grams: 118,
      kcal: 105,
      protein: 1.29,
      carbohydrates: 26.95,
      fat: 0.39,
    },
  ],
};

describe('LogFood', () => {
  it('logs so many of a serving into the slot, with the nutrients of that amount', () => {
    given()
      .when(
        logFood,
        { date: '2026-11-23', mealMoment: 'BREAKFAST', food: banana, servingId: 'sr:09040:1', amount: 1.5 },
        { commandId },
      )
      .then([
        FoodLogged.draft({
          itemId: commandId,
          date: '2026-11-23',
          mealMoment: 'BREAKFAST',
          food: banana,
          servingId: 'sr:09040:1',
          amount: 1.5,
          nutrients: { kcal: 157.5, protein: 1.9, carbohydrates: 40.4, fat: 0.6 },
        }),
      ]);
  });

  it('accepts a food without energy, such as water', () => {
    const water = {
      ...banana,
      id: 'sr:14411',
      name: 'Water',
      servings: [{ id: 'w', description: '1 cup', grams: 237, kcal: 0, protein: 0, carbohydrates: 0, fat: 0 }],
    };
    given()
      .when(logFood, { date: '2026-11-23', mealMoment: 'LUNCH', food: water, servingId: 'w', amount: 2 }, { commandId })
      .then([
        FoodLogged.draft({
          itemId: commandId,
          date: '2026-11-23',
          mealMoment: 'LUNCH',
          food: water,
          servingId: 'w',
          amount: 2,
          nutrients: { kcal: 0, protein: 0, carbohydrates: 0, fat: 0 },
        }),
      ]);
  });

  it('refuses a portion one item cannot hold (over 1,000 g of a macro), which the form says before', () => {
    given()
      .when(logFood, {
        date: '2026-11-23',
        mealMoment: 'LUNCH',
        food: banana,
        servingId: 'sr:09040:100g',
        amount: 5000,
      })
      .thenRejects('too_much');
  });

  it('refuses a serving the food does not have', () => {
    given()
      .when(logFood, { date: '2026-11-23', mealMoment: 'LUNCH', food: banana, servingId: 'cup', amount: 1 })
      .thenRejects('unknown_serving');
  });

  it.each([
    ['no amount', { servingId: 'sr:09040:1' }, 'amount'],
    ['a zero amount', { servingId: 'sr:09040:1', amount: 0 }, 'amount'],
    ['a negative amount', { servingId: 'sr:09040:1', amount: -1 }, 'amount'],
    [
      'a food without servings',
      { servingId: 'sr:09040:1', amount: 1, food: { ...banana, servings: [] } },
      'food.servings',
    ],
  ])('refuses %s', (_name, patch, path) => {
    given()
      .when(logFood, { date: '2026-11-23', mealMoment: 'LUNCH', food: banana, ...patch })
      .thenInvalid(path);
  });
});

describe('ChangeFoodAmount', () => {
  const logged = FoodLogged.draft({
    itemId: 'b',
    date: '2026-11-23',
    mealMoment: 'BREAKFAST',
    food: banana,
    servingId: 'sr:09040:1',
    amount: 1,
    nutrients: { kcal: 105, protein: 1.3, carbohydrates: 27, fat: 0.4 },
  });

  it('changes the amount and unit, with the nutrients of the new amount', () => {
    given(logged)
      .when(changeFoodAmount, { itemId: 'b', servingId: 'sr:09040:100g', amount: 2 })
      .then([
        FoodAmountChanged.draft({
          itemId: 'b',
          servingId: 'sr:09040:100g',
          amount: 2,
          nutrients: { kcal: 178, protein: 2.2, carbohydrates: 45.7, fat: 0.7 },
        }),
      ]);
  });

  it('changes to grams also a food logged before grams were a unit of every food', () => {
    given(logged)
      .when(changeFoodAmount, { itemId: 'b', servingId: GRAM, amount: 150 })
      .then([
        FoodAmountChanged.draft({
          itemId: 'b',
          servingId: GRAM,
          amount: 150,
          nutrients: { kcal: 133.5, protein: 1.6, carbohydrates: 34.3, fat: 0.5 },
        }),
      ]);
  });

  it('records nothing when nothing changed', () => {
    given(logged).when(changeFoodAmount, { itemId: 'b', servingId: 'sr:09040:1', amount: 1 }).thenNothingHappens();
  });

  it('refuses an item that is gone, or that is not a food', () => {
    given().when(changeFoodAmount, { itemId: 'b', servingId: 'sr:09040:1', amount: 2 }).thenRejects('item_not_found');
    given(QuickAddLogged.draft({ itemId: 'q', date: '2026-11-23', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }))
      .when(changeFoodAmount, { itemId: 'q', servingId: 'x', amount: 2 })
      .thenRejects('not_a_food');
  });
});

describe('the add-ingredient form', () => {
  it.each([
    ['1', 1],
    ['1,5', 1.5],
    [' 0.25 ', 0.25],
  ])('reads %j as %d', (amount, value) => {
    expect(foodAmountFormSchema.parse({ amount, servingId: 's' }).amount).toBe(value);
  });

  it.each([
    ['', 'validation.required'],
    ['0', 'validation.positive'],
    ['abc', 'validation.number'],
    ['1.2.3', 'validation.number'],
    ['12345678901', 'validation.tooLong'],
    ['20000', 'validation.maxAmount'],
  ])('refuses %j with %s', (amount, message) => {
    const result = foodAmountFormSchema.safeParse({ amount, servingId: 's' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('scales every nutrient with the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (quarters) => {
        const amount = quarters / 4;
        const n = nutrientsOf(banana, 'sr:09040:100g', amount)!;
        expect(n.kcal).toBeCloseTo(89 * amount, 0);
        expect(n.grams).toBeCloseTo(100 * amount, 0);
      }),
    );
  });
});

describe('the diary keeps each food once', () => {
  it('however often it is logged, with the items pointing at it', () => {
    const events = [1, 2, 3].map((n) =>
      FoodLogged.draft({
        itemId: `b${n}`,
        date: `2026-11-2${n}`,
        mealMoment: 'BREAKFAST',
        food: banana,
        servingId: 'sr:09040:1',
        amount: n,
        nutrients: { kcal: 105 * n },
      }),
    );
    const state = fold(diaryProjection, envelopesOf(events, '2026-11-23T08:00:00.000Z'));
    expect(Object.keys(state.foods)).toEqual(['sr:09040']);
    expect(dayOf(state, '2026-11-23')!.items[0]!.food).toEqual({
      id: 'sr:09040',
      name: 'Bananas, raw',
      brand: null,
      servingId: 'sr:09040:1',
      amount: 3,
    });
    expect(foodOf(state, dayOf(state, '2026-11-23')!.items[0]!)).toEqual(banana);
  });
});
