import { z } from 'zod';
import { defineCommand, type CommandMeta } from '../../core/commands';
import { accept, reject, type Decision } from '../../core/errors';
import { isStorableText, TEXT_INVALID } from '../../core/storable';
import { mealMomentSchema, type MealMoment } from './mealMoments';
import {
  DayNoteSet,
  DayStarted,
  MealPlanned,
  MealPortionsChanged,
  DiaryItemMarked,
  FoodAmountChanged,
  FoodLogged,
  NOTE_MAX_LENGTH,
  PlannedMealRemoved,
  QuickAddLogged,
  isoDateSchema,
  loggedFoodSchema,
  nutrientsSchema,
  type Nutrients,
} from './events';
import { fitsOneItem, servingNutrients } from './foodForm';
import { dayOf, diaryProjection, findItem, foodOf, isEmptyDay, type DiaryItem, type DiaryState } from './projection';
import type { EventDraft } from '../../core/events';

/**
 * Quick add: calories (and optionally macros) straight into a meal slot, without a food.
 * The item starts as planned, like every diary item; marking it eaten is its own action.
 */
export const logQuickAdd = defineCommand({
  type: 'LogQuickAdd',
  schema: () => z.object({ date: isoDateSchema, mealMoment: mealMomentSchema, nutrients: nutrientsSchema }),
  projection: diaryProjection,
  decide: (payload, _state, meta) => accept([QuickAddLogged.draft({ itemId: meta.commandId, ...payload })]),
});

/** The check circle: planned becomes eaten, eaten becomes planned. */
export const markItem = defineCommand({
  type: 'MarkDiaryItem',
  schema: () => z.object({ itemId: z.string().min(1).max(100), status: z.enum(['PLANNED', 'EATEN']) }),
  projection: diaryProjection,
  decide: ({ itemId, status }, state) => {
    const item = findItem(state, itemId);
    if (!item) return reject('item_not_found', 'diary:errors.itemGone');
    if (item.status === status) return accept([]);
    return accept([DiaryItemMarked.draft({ itemId, status })]);
  },
});

/** Delete an item of the day (after the person confirmed). */
export const deleteItem = defineCommand({
  type: 'DeleteDiaryItem',
  schema: () => z.object({ itemId: z.string().min(1).max(100) }),
  projection: diaryProjection,
  decide: ({ itemId }, state) =>
    findItem(state, itemId)
      ? accept([PlannedMealRemoved.draft({ itemId })])
      : reject('item_not_found', 'diary:errors.itemGone'),
});

/** The day note: trimmed, required, and free of characters no store can hold (pasted NULs, half emoji). */
export const setDayNote = defineCommand({
  type: 'SetDayNote',
  schema: () =>
    z.object({
      date: isoDateSchema,
      note: z
        .string()
        .trim()
        .min(1, 'diary:note.required')
        .max(NOTE_MAX_LENGTH, 'diary:note.tooLong')
        .refine(isStorableText, TEXT_INVALID),
    }),
  projection: diaryProjection,
  decide: ({ date, note }, state) =>
    dayOf(state, date)?.note === note ? accept([]) : accept([DayNoteSet.draft({ date, note })]),
});

/** A catalogue food into a meal slot: so many of one of its servings; the nutrients follow from them. */
export const logFood = defineCommand({
  type: 'LogFood',
  schema: () =>
    z.object({
      date: isoDateSchema,
      mealMoment: mealMomentSchema,
      food: loggedFoodSchema,
      servingId: z.string().min(1),
      amount: z.number().positive().max(10_000),
    }),
  projection: diaryProjection,
  decide: ({ date, mealMoment, food, servingId, amount }, _state, meta) => {
    const nutrients = servingNutrients(food, servingId, amount);
    if (!nutrients) return reject('unknown_serving', 'diary:errors.unknownServing');
    if (!fitsOneItem(nutrients)) return reject('too_much', 'diary:errors.tooMuch');
    return accept([FoodLogged.draft({ itemId: meta.commandId, date, mealMoment, food, servingId, amount, nutrients })]);
  },
});

/** Edit the amount (or unit) of a logged food. */
export const changeFoodAmount = defineCommand({
  type: 'ChangeFoodAmount',
  schema: () =>
    z.object({
      itemId: z.string().min(1).max(100),
      servingId: z.string().min(1),
      amount: z.number().positive().max(10_000),
    }),
  projection: diaryProjection,
  decide: ({ itemId, servingId, amount }, state) => {
    const item = findItem(state, itemId);
    if (!item) return reject('item_not_found', 'diary:errors.itemGone');
    const food = foodOf(state, item);
    if (!item.food || !food) return reject('not_a_food', 'diary:errors.notAFood');
    if (item.food.servingId === servingId && item.food.amount === amount) return accept([]);
    const nutrients = servingNutrients(food, servingId, amount);
    if (!nutrients) return reject('unknown_serving', 'diary:errors.unknownServing');
    if (!fitsOneItem(nutrients)) return reject('too_much', 'diary:errors.tooMuch');
    return accept([FoodAmountChanged.draft({ itemId, servingId, amount, nutrients })]);
  },
});

/** The same item on another day, planned, under a new id. */
function copyOf(state: DiaryState, item: DiaryItem, itemId: string, date: string, mealMoment: MealMoment): EventDraft {
  const food = foodOf(state, item);
  if (item.food && food)
    return FoodLogged.draft({
      itemId,
      date,
      mealMoment,
      food,
      servingId: item.food.servingId,
      amount: item.food.amount,
      nutrients: item.nutrients,
    });
  if (item.recipe)
    return MealPlanned.draft({
      itemId,
      date,
      mealMoment,
      recipe: item.recipe,
      nutrients: item.nutrients,
      plannedBy: 'PERSON',
    });
  return QuickAddLogged.draft({ itemId, date, mealMoment, nutrients: item.nutrients });
}

/** What a copy asks for: a day's meals (or one meal moment's) to one or more other days. */
export interface CopyRequest {
  readonly from: string;
  readonly to: readonly string[];
  /** Only this moment's items; into `toMoment` when given, else the same moment. */
  readonly moment?: MealMoment | undefined;
  readonly toMoment?: MealMoment | undefined;
}

/**
 * The copies, as planned items under new ids, or why there are none: the empty day's 'copy from a
 * recent day' and the copy-meals plugin's command decide with it.
 */
export function decideCopy(
  { from, to, moment, toMoment }: CopyRequest,
  state: DiaryState,
  meta: CommandMeta,
): Decision<readonly EventDraft[]> {
  const items = (dayOf(state, from)?.items ?? []).filter((item) => !moment || item.mealMoment === moment);
  if (items.length === 0) return reject('nothing_to_copy', 'diary:copy.nothing');
  const targets = [...new Set(to)].filter((date) => date !== from || toMoment !== undefined);
  if (targets.length === 0) return reject('same_day', 'diary:copy.chooseDay');
  return accept(
    targets.flatMap((date) =>
      items.map((item, i) => copyOf(state, item, `${meta.commandId}:${date}:${i}`, date, toMoment ?? item.mealMoment)),
    ),
  );
}

/** The empty day's 'copy from a recent day': that day's meals, planned on this one. */
export const copyRecentDay = defineCommand({
  type: 'CopyRecentDay',
  schema: () => z.object({ from: isoDateSchema, to: isoDateSchema }),
  projection: diaryProjection,
  decide: ({ from, to }, state, meta) => decideCopy({ from, to: [to] }, state, meta),
});

/** 'An empty day': start the day without planned meals. */
export const startEmptyDay = defineCommand({
  type: 'StartEmptyDay',
  schema: () => z.object({ date: isoDateSchema }),
  projection: diaryProjection,
  decide: ({ date }, state) => (isEmptyDay(dayOf(state, date)) ? accept([DayStarted.draft({ date })]) : accept([])),
});

/**
 * A recipe chosen for a slot, for so many of its portions (whole portions, as the portions picker
 * steps); it replaces an item of the day when asked. Nutrients are the recipe's per portion times
 * the portions.
 */
export const planRecipe = defineCommand({
  type: 'PlanRecipe',
  schema: () =>
    z.object({
      date: isoDateSchema,
      mealMoment: mealMomentSchema,
      recipe: z.object({
        kind: z.enum(['RECIPE', 'SIMPLE', 'OWN']).default('RECIPE'),
        id: z.string().min(1).max(80),
        name: z.object({ en: z.string().min(1).max(200), nl: z.string().min(1).max(200) }),
        portions: z.number().int().min(1).max(12),
      }),
      perPortion: z.object({
        kcal: z.number().min(0).max(10_000),
        protein: z.number().min(0).max(1_000),
        carbohydrates: z.number().min(0).max(1_000),
        fat: z.number().min(0).max(1_000),
      }),
      portions: z.number().int('diary:recipe.wholePortions').min(1, 'diary:recipe.wholePortions').max(12),
      replaces: z.string().min(1).max(100).optional(),
    }),
  projection: diaryProjection,
  decide: ({ date, mealMoment, recipe, perPortion, portions, replaces }, state, meta) => {
    if (replaces && !findItem(state, replaces)) return reject('item_not_found', 'diary:errors.itemGone');
    const times = (n: number) => Math.round(n * portions * 10) / 10;
    const nutrients = {
      kcal: Math.max(times(perPortion.kcal), 0.1),
      protein: times(perPortion.protein),
      carbohydrates: times(perPortion.carbohydrates),
      fat: times(perPortion.fat),
    };
    const planned = MealPlanned.draft({
      itemId: meta.commandId,
      date,
      mealMoment,
      recipe: { ...recipe, portionsMultiplier: portions },
      nutrients,
      plannedBy: 'PERSON',
    });
    return accept(replaces ? [PlannedMealRemoved.draft({ itemId: replaces }), planned] : [planned]);
  },
});

/** What a meal can hold (the event's limits): more portions of a rich recipe are refused, not cut. */
const fitsAMeal = ({ kcal, ...macros }: Nutrients) =>
  kcal <= 10_000 && Object.values(macros).every((grams) => grams === undefined || grams <= 1_000);

/**
 * A planned recipe's portions, changed in its detail: whole portions, 1 to 12. The nutrients scale
 * from the planned ones (per portion times the new count), so a recipe that changed in the catalogue
 * since does not change what was planned.
 */
export const changeMealPortions = defineCommand({
  type: 'ChangeMealPortions',
  schema: () =>
    z.object({
      itemId: z.string().min(1).max(100),
      portions: z.number().int('diary:recipe.wholePortions').min(1, 'diary:recipe.wholePortions').max(12),
    }),
  projection: diaryProjection,
  decide: ({ itemId, portions }, state) => {
    const item = findItem(state, itemId);
    if (!item) return reject('item_not_found', 'diary:errors.itemGone');
    if (!item.recipe) return reject('not_a_recipe', 'recipes:detail.errors.notARecipe');
    const before = item.recipe.portionsMultiplier;
    if (before === portions) return accept([]);
    const scale = (n: number) => Math.round((n / before) * portions * 10) / 10;
    const { kcal, protein, carbohydrates, fat } = item.nutrients;
    const nutrients = {
      kcal: Math.max(scale(kcal), 0.1),
      ...(protein === undefined ? {} : { protein: scale(protein) }),
      ...(carbohydrates === undefined ? {} : { carbohydrates: scale(carbohydrates) }),
      ...(fat === undefined ? {} : { fat: scale(fat) }),
    };
    if (!fitsAMeal(nutrients)) return reject('too_much', 'recipes:detail.errors.tooMuch');
    return accept([MealPortionsChanged.draft({ itemId, portionsMultiplier: portions, nutrients })]);
  },
});

export const diaryCommands = [
  planRecipe,
  changeMealPortions,
  logQuickAdd,
  logFood,
  changeFoodAmount,
  markItem,
  deleteItem,
  setDayNote,
  copyRecentDay,
  startEmptyDay,
];
