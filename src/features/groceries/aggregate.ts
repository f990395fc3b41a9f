import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import { scaleGrams } from '../recipes/display/quantities';
import {
  GROCERY_CATEGORIES,
  type Bilingual,
  type FoodFacts,
  type GroceryCategory,
  type GroceryItemDraft,
  type GroceryNeed,
  type GroceryUnit,
  type NeedingMeal,
  type RecipeNeeds,
} from './needs';
import { inListUnit, shopAmount, unitOfFood } from './shopAmounts';

/**
 * A grocery list from the planned meals (issue 15), in two pure steps so that each is tested alone:
 * `needsOfMeals` turns the diary's items in the range into what each meal needs, and
 * `aggregateGroceries` adds the same food up across meals and rounds it to what a shop sells.
 * Units and rounding are in shopAmounts.ts, display in groceryUnits.ts.
 */

/** Where an item is in the diary: its id, day and meal moment. */
type PlannedItemBase = NeedingMeal;

/** A diary item as the list reads it; the caller maps the diary projection's items to these. */
export type PlannedItem =
  | (PlannedItemBase & {
      readonly kind: 'recipe';
      /**
       * As MealPlanned holds it: `portionsMultiplier` is how many portions this meal is. The lines
       * are scaled from the needs' own `portions` (what the lines are written for), not the event's
       * copy, which may be older than an edited own recipe.
       */
      readonly recipe: {
        readonly kind: 'RECIPE' | 'SIMPLE' | 'OWN';
        readonly id: string;
        readonly portionsMultiplier: number;
      };
    })
  /** A food from the catalogue: its grams are the serving's grams times the amount logged. */
  | (PlannedItemBase & {
      readonly kind: 'food';
      readonly grams: number;
      readonly facts: FoodFacts | null;
      readonly name: string;
    })
  /** Quick-add calories: nothing to buy. */
  | (PlannedItemBase & { readonly kind: 'quickAdd' });

export type PlannedRecipeKind = Extract<PlannedItem, { kind: 'recipe' }>['recipe']['kind'];

/** A planned recipe whose ingredients the device does not know yet: fetch it and make the list again. */
export interface MissingRecipe {
  readonly kind: PlannedRecipeKind;
  readonly id: string;
  /** The diary items that plan it, in date order. */
  readonly itemIds: readonly string[];
}

export interface MealNeeds {
  readonly needs: readonly GroceryNeed[];
  readonly missing: readonly MissingRecipe[];
}

/** A recipe's ingredients by the planned meal's kind and id; own recipes come mapped by the caller. */
export type RecipeNeedsLookup = (kind: PlannedRecipeKind, id: string) => RecipeNeeds | undefined;

/** The dates of a list, both included (ISO dates compare as text). */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/**
 * What every item in the range needs: a recipe's lines scaled from the portions they are written
 * for to the portions planned; a logged food as it was logged. A recipe the lookup does not know is
 * reported in `missing`, never dropped in silence: a list short of a dinner is worse than a wait.
 */
export function needsOfMeals(items: readonly PlannedItem[], needsOf: RecipeNeedsLookup, range: DateRange): MealNeeds {
  const needs: GroceryNeed[] = [];
  const missing = new Map<string, { kind: PlannedRecipeKind; id: string; meals: NeedingMeal[] }>();
  for (const item of items) {
    if (item.date < range.from || item.date > range.to) continue;
    const meal: NeedingMeal = { itemId: item.itemId, date: item.date, mealMoment: item.mealMoment };
    if (item.kind === 'food') {
      const text = { en: item.name, nl: item.name };
      needs.push({ food: item.facts, grams: item.grams, text: item.facts?.name ?? text, meal });
    } else if (item.kind === 'recipe') {
      const { kind, id, portionsMultiplier } = item.recipe;
      const recipe = needsOf(kind, id);
      if (!recipe) {
        const key = `${kind}\u0000${id}`;
        const entry = missing.get(key) ?? { kind, id, meals: [] };
        entry.meals.push(meal);
        missing.set(key, entry);
        continue;
      }
      for (const line of recipe.ingredients) {
        const grams = line.grams === null ? null : scaleGrams(line.grams, portionsMultiplier, recipe.portions);
        needs.push({ food: line.food, grams, text: line.text, meal });
      }
    }
  }
  const missingList = [...missing.values()]
    .sort((a, b) => compareText(a.kind, b.kind) || compareText(a.id, b.id))
    .map(({ kind, id, meals }) => ({ kind, id, itemIds: mealIdsInOrder(meals) }));
  return { needs, missing: missingList };
}

/** One item of the list before rounding: the exact total in its unit (exposed so tests can check it). */
export interface GroceryGroup {
  readonly key: string;
  readonly name: Bilingual;
  readonly category: GroceryCategory;
  readonly unit: GroceryUnit | null;
  /** The exact sum of the needs' grams (null when none gives grams), and that in `unit`. */
  readonly grams: number | null;
  readonly exact: number | null;
  readonly meals: readonly string[];
}

/**
 * The needs grouped into items: by food id when the line names a food, else by its normalised
 * text. Grams are summed in sorted order and the name taken from the earliest meal, so the groups
 * do not depend on the order of the needs.
 */
export function groupNeeds(needs: readonly GroceryNeed[]): GroceryGroup[] {
  const groups = new Map<string, { key: string; first: GroceryNeed; grams: number[]; meals: NeedingMeal[] }>();
  for (const need of needs) {
    const key = need.food ? need.food.foodId : normaliseText(need.text.en);
    // A blank line without a food names nothing to buy (and a list item needs a name).
    if (key === '') continue;
    // Food ids and texts apart: a line that reads like a food id is not that food.
    const groupKey = `${need.food ? 'food' : 'text'}\u0000${key}`;
    const group = groups.get(groupKey);
    if (!group) {
      groups.set(groupKey, { key, first: need, grams: need.grams === null ? [] : [need.grams], meals: [need.meal] });
      continue;
    }
    if (compareNeeds(need, group.first) < 0) group.first = need;
    if (need.grams !== null) group.grams.push(need.grams);
    group.meals.push(need.meal);
  }
  return [...groups.values()].map(({ key, first, grams, meals }) => {
    const total = grams.length === 0 ? null : [...grams].sort((a, b) => a - b).reduce((sum, g) => sum + g, 0);
    return {
      key,
      name: first.food?.name ?? { en: tidyText(first.text.en), nl: tidyText(first.text.nl) },
      category: first.food?.category ?? 'OTHER',
      unit: total === null ? null : unitOfFood(first.food),
      grams: total,
      exact: total === null ? null : inListUnit(total, first.food),
      meals: mealIdsInOrder(meals),
    };
  });
}

/**
 * The list: the needs added up per food (or per line as written), each amount rounded up to what a
 * shop sells, sorted by the shop's aisles (GROCERY_CATEGORIES) and then by English name. The same
 * needs in any order give the same list.
 */
export function aggregateGroceries(needs: readonly GroceryNeed[]): GroceryItemDraft[] {
  return groupNeeds(needs)
    .map(({ key, name, category, unit, exact, meals }): GroceryItemDraft => {
      const amount = unit === null || exact === null ? null : shopAmount(exact, unit);
      return { key, name, category, amount, unit: amount === null ? null : unit, meals };
    })
    .sort(compareItems);
}

/** How lines without a food are matched: "  Salt  to taste" and "salt to taste" are one item. */
export const normaliseText = (text: string): string => tidyText(text).toLowerCase();

const tidyText = (text: string): string => text.trim().replace(/\s+/g, ' ');

const CATEGORY_ORDER = new Map<string, number>(GROCERY_CATEGORIES.map((c, i) => [c, i]));
const MOMENT_ORDER = new Map<string, number>(MEAL_MOMENTS.map((m, i) => [m, i]));
// A fixed collation, not the device's locale: every device must sort one list the same way. Made
// on first use: a browser's first collator loads its rules (12 to 60 ms on this machine, four times
// that on a phone), and the diary's first load evaluates this module without sorting a list.
let englishNames: Intl.Collator | undefined;
const compareNames = (a: string, b: string): number =>
  (englishNames ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareItems(a: GroceryItemDraft, b: GroceryItemDraft): number {
  return (
    CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)! ||
    compareNames(a.name.en, b.name.en) ||
    compareText(a.name.en, b.name.en) ||
    compareText(a.key, b.key) ||
    // Only a food and a line as written with one key and name get here: any fixed order will do.
    compareText(String(a.unit), String(b.unit)) ||
    compareText(a.meals.join(), b.meals.join())
  );
}

/** Meals in the order of the days, then of the day's moments; an unknown moment after the known ones. */
function compareMeals(a: NeedingMeal, b: NeedingMeal): number {
  const moment = (m: NeedingMeal) => MOMENT_ORDER.get(m.mealMoment) ?? MEAL_MOMENTS.length;
  return (
    compareText(a.date, b.date) ||
    moment(a) - moment(b) ||
    compareText(a.mealMoment, b.mealMoment) ||
    compareText(a.itemId, b.itemId)
  );
}

/** The need whose name an item takes: the earliest meal's, then the first text (ties are equal lines). */
function compareNeeds(a: GroceryNeed, b: GroceryNeed): number {
  return compareMeals(a.meal, b.meal) || compareText(a.text.en, b.text.en) || compareText(a.text.nl, b.text.nl);
}

function mealIdsInOrder(meals: readonly NeedingMeal[]): string[] {
  return [...new Set([...meals].sort(compareMeals).map((m) => m.itemId))];
}
