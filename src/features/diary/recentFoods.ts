import { normalizeSearch } from '../../core/catalogue/searchText';
import type { EventEnvelope, EventOf } from '../../core/events';
import { defineProjection } from '../../core/projection';
import type { FoodAmountChanged, FoodLogged, LoggedFood } from './events';
import type { Portion } from './foodUnits';

/**
 * The foods this person logged, how often and when last: the food search's recent and frequent
 * lists, offline too. The last portion (its unit and amount, as corrected afterwards) is what the
 * form offers next time: folded from the person's own events, it follows them to every device.
 */
export interface RecentFood {
  readonly food: LoggedFood;
  readonly count: number;
  readonly lastAt: string;
  readonly portion: Portion;
  /** The item that portion is of, so a later change of its amount is remembered too. */
  readonly lastItemId: string;
}

export interface RecentFoodsState {
  readonly foods: Readonly<Record<string, RecentFood>>;
}

/** What an event makes of its food's entry, if it changes one. */
function changedEntry(foods: Readonly<Record<string, RecentFood>>, event: EventEnvelope): RecentFood | undefined {
  if (event.type === 'FoodAmountChanged') {
    const { itemId, servingId, amount } = (event as EventOf<typeof FoodAmountChanged>).payload;
    const known = Object.values(foods).find((f) => f.lastItemId === itemId);
    return known && { ...known, portion: { servingId, amount } };
  }
  if (event.type !== 'FoodLogged') return undefined;
  const { food, itemId, servingId, amount } = (event as EventOf<typeof FoodLogged>).payload;
  const known = foods[food.id];
  const at = event.at;
  // Events of other devices may arrive late: the latest log wins, whatever the order they are folded in.
  const latest = !known || at >= known.lastAt;
  return {
    food,
    count: (known?.count ?? 0) + 1,
    lastAt: latest ? at : known.lastAt,
    portion: latest ? { servingId, amount } : known.portion,
    lastItemId: latest ? itemId : known.lastItemId,
  };
}

/** A page of events into one copy of the foods (a rebuild copied them once an event). */
const evolveAll = (state: RecentFoodsState, events: readonly EventEnvelope[]): RecentFoodsState => {
  let foods: Record<string, RecentFood> | null = null;
  for (const event of events) {
    const entry = changedEntry(foods ?? state.foods, event);
    if (!entry) continue;
    foods ??= { ...state.foods };
    foods[entry.food.id] = entry;
  }
  return foods ? { foods } : state;
};

export const recentFoodsProjection = defineProjection<RecentFoodsState>({
  name: 'recentFoods',
  version: 2,
  initialState: { foods: {} },
  evolve: (state, event) => evolveAll(state, [event]),
  evolveAll,
});

/** The portion of a food logged last, if the person logged it before. */
export const rememberedPortion = (state: RecentFoodsState, foodId: string): Portion | undefined =>
  state.foods[foodId]?.portion;

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
