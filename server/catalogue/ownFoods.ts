import type { Food } from '../../src/core/api/food';
import { OWN_FOOD_EVENT_TYPES } from '../../src/features/diary/ownFoods/events';
import {
  loggedOwnFood,
  matchingOwnFoods,
  ownFoodByBarcode,
  ownFoodsProjection,
  type OwnFood,
} from '../../src/features/diary/ownFoods/projection';
import type { Queryable } from '../db/database';
import { foldStream } from '../sync/streamState';

/** At most this many own foods lead the first page of a search. */
const OWN_FIRST = 5;

/**
 * The person's own foods (issue 19) beside the catalogue: folded from their own stream only, so
 * nobody else, of their organisation or another, ever finds them. They lead the first page of a
 * search, and a barcode finds the person's own food before a catalogue product.
 */
export async function ownFoodsFor(db: Queryable, userId: number) {
  return foldStream(db, userId, ownFoodsProjection, OWN_FOOD_EVENT_TYPES);
}

export async function ownFoodsMatching(db: Queryable, userId: number, query: string): Promise<Food[]> {
  return matchingOwnFoods(await ownFoodsFor(db, userId), query, OWN_FIRST).map(ownFoodAnswer);
}

export async function ownFoodByCode(db: Queryable, userId: number, barcode: string): Promise<Food | undefined> {
  const food = ownFoodByBarcode(await ownFoodsFor(db, userId), barcode);
  return food && ownFoodAnswer(food);
}

export async function ownFoodById(db: Queryable, userId: number, id: string): Promise<Food | undefined> {
  const food = (await ownFoodsFor(db, userId)).foods.find((f) => `own:${f.foodId}` === id);
  return food && ownFoodAnswer(food);
}

/** An own food in the API's shape: per 100 g from its serving, its serving first. */
function ownFoodAnswer(food: OwnFood): Food {
  const logged = loggedOwnFood(food);
  const per100 = (value: number) => Math.round(((value * 100) / food.serving.grams) * 10) / 10;
  return {
    id: logged.id,
    name: food.name,
    brand_name: null,
    category: null,
    barcode: food.barcode,
    source: 'OWN',
    kcal_estimated: false,
    per_100: {
      unit: 'g',
      kcal: per100(food.kcal),
      protein: per100(food.protein),
      carbohydrates: per100(food.carbohydrates),
      fat: per100(food.fat),
      fiber: null,
    },
    suggested_servings: logged.servings.map(({ description, ...serving }) => ({
      ...serving,
      serving_description: description,
      fiber: null,
    })),
  };
}
