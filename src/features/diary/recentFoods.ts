import { normalizeSearch } from '../../core/catalogue/searchText';
import type { EventEnvelope, EventOf } from '../../core/events';
import { defineProjection } from '../../core/projection';
import type { FoodLogged, LoggedFood } from './events';

/** The foods this person logged, how often and when last: the food search's recent and frequent lists, offline too. */
export interface RecentFood {
  readonly food: LoggedFood;
  readonly count: number;
  readonly lastAt: string;
}

export interface RecentFoodsState {
  readonly foods: Readonly<Record<string, RecentFood>>;
}

export const recentFoodsProjection = defineProjection<RecentFoodsState>({
  name: 'recentFoods',
  version: 1,
  initialState: { foods: {} },
  evolve: (state, event) => {
    if (event.type !== 'FoodLogged') return state;
    const { food } = (event as EventOf<typeof FoodLogged>).payload;
    const known = state.foods[food.id];
    const at = (event as EventEnvelope).at;
    return {
      foods: {
        ...state.foods,
        [food.id]: { food, count: (known?.count ?? 0) + 1, lastAt: known && known.lastAt > at ? known.lastAt : at },
      },
    };
  },
});

const LIST_SIZE = 10;

/** Most recently logged first. */
export const recentFoods = (state: RecentFoodsState, limit = LIST_SIZE): readonly RecentFood[] =>
  Object.values(state.foods)
    .sort((a, b) => (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0))
    .slice(0, limit);

/** Most often logged first; ties by the most recent. */
export const frequentFoods = (state: RecentFoodsState, limit = LIST_SIZE): readonly RecentFood[] =>
  Object.values(state.foods)
    .sort((a, b) => b.count - a.count || (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0))
    .slice(0, limit);

/** Logged foods whose name or brand holds every word of the query: what a search finds without the network. */
export function matchingKnownFoods(state: RecentFoodsState, query: string): readonly RecentFood[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return frequentFoods(state, Number.POSITIVE_INFINITY).filter(({ food }) => {
    const text = normalizeSearch(`${food.name} ${food.brand ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}
