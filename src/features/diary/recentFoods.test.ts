import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../core/events';
import { fold } from '../../core/projection';
import fc from 'fast-check';
import { FoodAmountChanged, FoodLogged, type LoggedFood } from './events';
import { GRAM } from './foodUnits';
import {
  frequentFoods,
  matchingKnownFoods,
  recentFoods,
  recentFoodsProjection,
  rememberedPortion,
} from './recentFoods';

const food = (id: string, name: string): LoggedFood => ({
  id,
  name,
  brand: null,
  servings: [{ id: `${id}/0`, description: '100 g', grams: 100, kcal: 60, protein: 3, carbohydrates: 5, fat: 3 }],
});
const milk = food('sr:01077', 'Milk, whole, 3.25% milkfat, with added vitamin D');
const oats = food('sr:08120', 'Cereals, oats, regular and quick, not fortified, dry');
const logged = (n: number, f: LoggedFood, portion = { servingId: `${f.id}/0`, amount: 1 }): EventEnvelope =>
  ({
    id: `01936a4e-0000-7000-8000-${String(n).padStart(12, '0')}`,
    stream: 'user:u',
    type: 'FoodLogged',
    v: 1,
    payload: FoodLogged.draft({
      itemId: `i${n}`,
      date: '2026-11-23',
      mealMoment: 'BREAKFAST',
      food: f,
      ...portion,
      nutrients: { kcal: 60 },
    }).payload,
    actor: 'u',
    at: `2026-11-23T0${n}:00:00.000Z`,
    seq: n,
  }) as EventEnvelope;

describe('recent and frequent foods', () => {
  const state = fold(recentFoodsProjection, [
    logged(1, milk),
    logged(2, oats),
    logged(3, milk),
    logged(4, oats),
    logged(5, oats),
  ]);

  it('lists the most recent first, and the most often logged first', () => {
    expect(recentFoods(state).map((r) => r.food.id)).toEqual(['sr:08120', 'sr:01077']);
    expect(frequentFoods(state).map((r) => [r.food.id, r.count])).toEqual([
      ['sr:08120', 3],
      ['sr:01077', 2],
    ]);
  });

  it('finds logged foods by every word of a query, without the network', () => {
    expect(matchingKnownFoods(state, 'milk').map((r) => r.food.id)).toEqual(['sr:01077']);
    expect(matchingKnownFoods(state, 'OATS dry').map((r) => r.food.id)).toEqual(['sr:08120']);
    expect(matchingKnownFoods(state, 'oat milk')).toEqual([]);
    expect(matchingKnownFoods(state, '  ')).toEqual([]);
  });
});

const amountChanged = (n: number, itemId: string, servingId: string, amount: number): EventEnvelope =>
  ({
    ...logged(n, milk),
    type: 'FoodAmountChanged',
    payload: FoodAmountChanged.draft({ itemId, servingId, amount, nutrients: { kcal: 1 } }).payload,
  }) as EventEnvelope;

describe('the portion logged last', () => {
  it('is remembered per food, with its unit and amount', () => {
    const state = fold(recentFoodsProjection, [
      logged(1, milk, { servingId: 'sr:01077/0', amount: 2 }),
      logged(2, oats, { servingId: GRAM, amount: 40 }),
      logged(3, milk, { servingId: GRAM, amount: 250 }),
    ]);
    expect(rememberedPortion(state, milk.id)).toEqual({ servingId: GRAM, amount: 250 });
    expect(rememberedPortion(state, oats.id)).toEqual({ servingId: GRAM, amount: 40 });
    expect(rememberedPortion(state, 'sr:99999')).toBeUndefined();
  });

  it('follows a later change of that item, not of an older one', () => {
    const state = fold(recentFoodsProjection, [
      logged(1, milk, { servingId: 'sr:01077/0', amount: 1 }),
      logged(2, milk, { servingId: 'sr:01077/0', amount: 1.5 }),
      amountChanged(3, 'i2', GRAM, 150),
      amountChanged(4, 'i1', 'sr:01077/0', 3),
    ]);
    expect(rememberedPortion(state, milk.id)).toEqual({ servingId: GRAM, amount: 150 });
  });

  it('property: whatever order the logs arrive in (other devices sync late), the latest one is remembered', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4, 5, 6], { minLength: 1 }), (order) => {
        const state = fold(
          recentFoodsProjection,
          order.map((n) => logged(n, milk, { servingId: GRAM, amount: n * 10 })),
        );
        expect(rememberedPortion(state, milk.id)).toEqual({ servingId: GRAM, amount: Math.max(...order) * 10 });
      }),
    );
  });

  it('property: a page folded at once equals its events folded one by one, and leaves the state it started from', () => {
    const event = fc.oneof(
      fc
        .record({ n: fc.integer({ min: 1, max: 9 }), oat: fc.boolean(), amount: fc.integer({ min: 1, max: 5 }) })
        .map(({ n, oat, amount }) => logged(n, oat ? oats : milk, { servingId: GRAM, amount })),
      fc
        .record({ n: fc.integer({ min: 1, max: 9 }), amount: fc.integer({ min: 1, max: 5 }) })
        .map(({ n, amount }) => amountChanged(n, `i${n}`, GRAM, amount)),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), fc.array(event, { maxLength: 12 }), (before, page) => {
        const from = fold(recentFoodsProjection, before);
        const copy = structuredClone(from);
        const oneByOne = page.reduce((state, e) => recentFoodsProjection.evolve(state, e), from);
        expect(recentFoodsProjection.evolveAll!(from, page)).toEqual(oneByOne);
        expect(from).toEqual(copy);
      }),
    );
  });
});
