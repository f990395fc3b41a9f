import { normalizeSearch, searchWords } from '../../../core/catalogue/searchText';
import type { EventOf } from '../../../core/events';
import { defineProjection } from '../../../core/projection';
import type { LoggedFood } from '../events';
import type { OwnFoodCreated, OwnFoodFacts } from './events';
import { sameBarcode } from './rules';

export type OwnFood = OwnFoodFacts;

/** The person's own foods, oldest first (their stream only, so nobody else's). Read by the app and the server. */
export interface OwnFoodsState {
  readonly foods: readonly OwnFood[];
}

export const ownFoodsProjection = defineProjection<OwnFoodsState>({
  name: 'ownFoods',
  version: 1,
  initialState: { foods: [] },
  evolve: (state, event) => {
    if (event.type !== 'OwnFoodCreated') return state;
    const food = (event as EventOf<typeof OwnFoodCreated>).payload;
    if (state.foods.some((f) => f.foodId === food.foodId)) return state;
    return { foods: [...state.foods, food] };
  },
});

/** The own food with this barcode; the newest when two devices made one each offline. */
export const ownFoodByBarcode = (state: OwnFoodsState, barcode: string): OwnFood | undefined =>
  state.foods.findLast((f) => f.barcode !== null && sameBarcode(f.barcode, barcode));

/** Own foods whose name holds every word of the query, newest first. */
export function matchingOwnFoods(state: OwnFoodsState, query: string, limit = 10): OwnFood[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return state.foods
    .filter((f) => {
      const name = normalizeSearch(f.name);
      return words.every((w) => name.includes(w));
    })
    .reverse()
    .slice(0, limit);
}

/** An own food's id among catalogue ids ('sr:…', 'off:…'): it cannot clash with one. */
export const ownFoodId = (foodId: string) => `own:${foodId}`;

/** The own food as the diary logs it: its serving, and 100 g when the serving is another weight. */
export function loggedOwnFood(food: OwnFood): LoggedFood {
  const { grams, description } = food.serving;
  const scaled = (to: number, id: string, label: string) => {
    const per = (value: number) => Math.round(((value * to) / grams) * 10) / 10;
    return {
      id,
      description: label,
      grams: to,
      kcal: per(food.kcal),
      protein: per(food.protein),
      carbohydrates: per(food.carbohydrates),
      fat: per(food.fat),
    };
  };
  const serving = scaled(grams, 's1', description);
  return {
    id: ownFoodId(food.foodId),
    name: food.name,
    brand: null,
    servings: grams === 100 ? [serving] : [serving, scaled(100, 's100', '100 g')],
  };
}
