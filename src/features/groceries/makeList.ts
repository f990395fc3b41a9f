import { withWeightUnits } from '../diary/foodUnits';
import { dayOf, daysOf, type DiaryDay, type DiaryState } from '../diary/projection';
import type { OwnRecipesState } from '../recipes/own/projection';
import {
  aggregateGroceries,
  needsOfMeals,
  normaliseText,
  type DateRange,
  type MissingRecipe,
  type PlannedItem,
} from './aggregate';
import { jsonBytes, MAX_EVENT_BYTES } from '../../core/storable';
import { GROCERY_ITEM_MEALS_MAX, GROCERY_ITEMS_MAX, type GroceryListItem } from './events';
import type { ListFacts } from './listFacts';
import type { FoodFacts, GroceryItemDraft, GroceryNeed, RecipeNeeds } from './needs';

/**
 * Making a list on the device (issue 15): the planned items of the range, what their recipes and
 * foods need (listFacts.ts: from the server, or as this device kept them), added up by aggregate.ts
 * into the items a GroceryListCreated records.
 */

/** A diary item as the list reads it, a food with its catalogue id (its facts come by that id). */
export type ListedItem = PlannedItem & { readonly foodId?: string };

/** The diary's items in the range, as the list reads them; an own recipe's lines come from the person's stream. */
export function plannedItemsOf(diary: DiaryState, range: DateRange): ListedItem[] {
  const items: ListedItem[] = [];
  for (const [date, day] of daysIn(diary, range)) {
    for (const item of day.items) {
      const meal = { itemId: item.id, date, mealMoment: item.mealMoment };
      if (item.kind === 'recipe' && item.recipe) {
        const { kind, id, portionsMultiplier } = item.recipe;
        items.push({ ...meal, kind: 'recipe', recipe: { kind, id, portionsMultiplier } });
      } else if (item.kind === 'food' && item.food) {
        const food = diary.foods[item.food.id];
        // In grams or ounces also when the food was last logged before those were units of every food.
        const serving = food && withWeightUnits(food).servings.find((s) => s.id === item.food!.servingId);
        if (serving)
          items.push({
            ...meal,
            kind: 'food',
            foodId: item.food.id,
            grams: serving.grams * item.food.amount,
            facts: null,
            name: item.food.name,
          });
      } else items.push({ ...meal, kind: 'quickAdd' });
    }
  }
  return items;
}

/** Up to this many days a range is looked up day by day, whatever the diary holds. */
const LOOK_UP_DAYS = 62;

/**
 * The diary's days in the range, by date: a range of weeks is looked up day by day, not found
 * among years of days (the diary keeps the coming two weeks' facts at every change).
 */
function daysIn(diary: DiaryState, range: DateRange): [string, DiaryDay][] {
  const from = Date.parse(`${range.from}T12:00:00Z`);
  const span = Math.round((Date.parse(`${range.to}T12:00:00Z`) - from) / 86_400_000) + 1;
  // Counting the days (Object.keys of years of them) cost more than looking up a few weeks.
  if (!(span >= 0 && (span <= LOOK_UP_DAYS || span < daysOf(diary).length)))
    return daysOf(diary)
      .filter(({ date }) => date >= range.from && date <= range.to)
      .map((day): [string, DiaryDay] => [day.date, day]);
  const found: [string, DiaryDay][] = [];
  for (let i = 0; i < span; i++) {
    const date = new Date(from + i * 86_400_000).toISOString().slice(0, 10);
    const day = dayOf(diary, date);
    if (day) found.push([date, day]);
  }
  return found;
}

/** An own recipe as the list reads it: each ingredient by its food, for the recipe's portions. */
export function ownRecipeNeeds(
  own: OwnRecipesState,
  id: string,
  foods: ReadonlyMap<string, FoodFacts>,
): RecipeNeeds | undefined {
  const recipe = own.recipes[id];
  if (!recipe || recipe.discarded) return undefined;
  return {
    kind: 'RECIPE',
    id,
    portions: Math.max(1, recipe.portions),
    ingredients: recipe.ingredients.map((ingredient) => {
      const serving = ingredient.food.servings.find((s) => s.id === ingredient.servingId);
      const name = { en: ingredient.food.name, nl: ingredient.food.name };
      return {
        food: foods.get(ingredient.food.id) ?? null,
        grams: serving ? serving.grams * ingredient.quantity : null,
        text: name,
      };
    }),
  };
}

export interface MadeList {
  readonly items: GroceryListItem[];
  /** Planned recipes whose ingredients are not known on this device (offline, never fetched). */
  readonly missing: readonly MissingRecipe[];
}

/**
 * An item's id within its list, from its key (a food id, or a line's text): a text too long for an
 * id keeps its start and a hash of the whole, so two long lines never share one.
 */
export function listItemId(key: string): string {
  if (key.length <= 120) return key;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return `${key.slice(0, 100)}#${(hash >>> 0).toString(36)}`;
}

/**
 * The simple grocery list (3-daily-use.txt: text items by category): the recipes' lines as
 * written, the same line from several meals once, in the aisle of the food it names.
 */
function asWritten(needs: readonly GroceryNeed[]): GroceryNeed[] {
  return needs.map((need) => ({
    ...need,
    grams: null,
    food: need.food ? { ...need.food, foodId: `line:${normaliseText(need.text.en)}`, name: need.text } : null,
  }));
}

/**
 * Two catalogue foods a shopper knows by one name (two hams, two kinds of rolled oats) are one
 * line in the same aisle and unit: their amounts, each already rounded up, are added.
 */
function sameNameOnce(drafts: readonly GroceryItemDraft[]): GroceryItemDraft[] {
  const lines = new Map<string, GroceryItemDraft>();
  for (const draft of drafts) {
    const key = `${draft.category}\u0000${draft.unit}\u0000${draft.name.en.toLowerCase()}\u0000${draft.name.nl.toLowerCase()}`;
    const first = lines.get(key);
    if (!first) lines.set(key, draft);
    else
      lines.set(key, {
        ...first,
        amount: first.amount === null || draft.amount === null ? null : first.amount + draft.amount,
        meals: [...new Set([...first.meals, ...draft.meals])],
      });
  }
  return [...lines.values()];
}

/** The list's items from the planned items and their facts: pure, so it is tested and measured apart. */
export function makeList(
  kind: 'REGULAR' | 'SIMPLE',
  planned: readonly ListedItem[],
  facts: ListFacts,
  own: OwnRecipesState,
  range: DateRange,
): MadeList {
  const withFacts = planned.map((item) =>
    item.kind === 'food' && item.foodId ? { ...item, facts: facts.foods.get(item.foodId) ?? null } : item,
  );
  const lookup = (recipeKind: 'RECIPE' | 'SIMPLE' | 'OWN', id: string) =>
    recipeKind === 'OWN' ? ownRecipeNeeds(own, id, facts.foods) : facts.recipes.get(`${recipeKind}:${id}`);
  const { needs, missing } = needsOfMeals(withFacts, lookup, range);
  const items = sameNameOnce(aggregateGroceries(kind === 'SIMPLE' ? asWritten(needs) : needs))
    .slice(0, GROCERY_ITEMS_MAX)
    .map((draft) => ({
      itemId: listItemId(draft.key),
      name: draft.name,
      category: draft.category,
      amount: draft.amount,
      unit: draft.unit,
      // The first meals that need it: enough to say where an item comes from.
      meals: draft.meals.slice(0, GROCERY_ITEM_MEALS_MAX),
    }));
  return { items: withinOneEvent(items), missing };
}

/** Room left in a list's event for its items, after its dates, kind and counts. */
const ITEMS_BYTES = MAX_EVENT_BYTES - 1024;

/**
 * A list travels as one event (MAX_EVENT_BYTES). The meals an item came from are the part that
 * grows with the weeks planned and no screen shows them, so a long list keeps the first meal of
 * each item, then none, rather than failing to be made.
 */
export function withinOneEvent(items: GroceryListItem[]): GroceryListItem[] {
  if (jsonBytes(items) <= ITEMS_BYTES) return items;
  const firstMeals = items.map((item) => ({ ...item, meals: item.meals.slice(0, 1) }));
  if (jsonBytes(firstMeals) <= ITEMS_BYTES) return firstMeals;
  return items.map((item) => ({ ...item, meals: [] }));
}
