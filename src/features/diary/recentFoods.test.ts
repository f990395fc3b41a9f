import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../core/events';
import { fold } from '../../core/projection';
import { FoodLogged, type LoggedFood } from './events';
import { frequentFoods, matchingKnownFoods, recentFoods, recentFoodsProjection } from './recentFoods';

const food = (id: string, name: string): LoggedFood => ({
  id,
  name,
  brand: null,
  servings: [{ id: `${id}/0`, description: '100 g', grams: 100, kcal: 60, protein: 3, carbohydrates: 5, fat: 3 }],
});
const milk = food('sr:01077', 'Milk, whole, 3.25% milkfat, with added vitamin D');
const oats = food('sr:08120', 'Cereals, oats, regular and quick, not fortified, dry');
const logged = (n: number, f: LoggedFood): EventEnvelope =>
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
      servingId: `${f.id}/0`,
      amount: 1,
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
