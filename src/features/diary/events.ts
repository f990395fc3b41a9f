import { z } from 'zod';
import { defineEvent } from '../../core/events';
import { text } from '../../core/storable';
import { mealMomentSchema } from './mealMoments';

export const isoDateSchema = z.iso.date();
/** A diary item's id: a command id, or one derived from it for copies (commands.ts). */
const itemIdSchema = text(100).min(1);

/** Energy and macros as logged; grams for macros. */
export const nutrientsSchema = z.strictObject({
  kcal: z.number().positive().max(10_000),
  protein: z.number().min(0).max(1_000).optional(),
  fat: z.number().min(0).max(1_000).optional(),
  carbohydrates: z.number().min(0).max(1_000).optional(),
});
export type Nutrients = z.infer<typeof nutrientsSchema>;

export const QuickAddLogged = defineEvent({
  type: 'QuickAddLogged',
  v: 1,
  schema: () =>
    z.strictObject({
      itemId: itemIdSchema,
      date: isoDateSchema,
      mealMoment: mealMomentSchema,
      nutrients: nutrientsSchema,
    }),
});

/** A recipe planned into a meal slot, by the person or by the planner; its nutrients are for the portions planned. */
export const MealPlanned = defineEvent({
  type: 'MealPlanned',
  v: 1,
  schema: () =>
    z.strictObject({
      itemId: itemIdSchema,
      date: isoDateSchema,
      mealMoment: mealMomentSchema,
      recipe: z.strictObject({
        /** The catalogue's recipes, the simple recipes, or one of the person's own (their stream). */
        kind: z.enum(['RECIPE', 'SIMPLE', 'OWN']),
        id: text(80).min(1),
        name: z.strictObject({ en: text(200).min(1), nl: text(200).min(1) }),
        /** The recipe's own portions, and how many of them this meal is. */
        portions: z.number().int().min(1).max(12),
        portionsMultiplier: z.number().positive().max(12),
      }),
      nutrients: nutrientsSchema,
      /** Who chose it: the person, or the planner (auto-plan). */
      plannedBy: z.enum(['PERSON', 'AUTO_PLAN']),
    }),
});

/**
 * An item taken out of the diary: deleted by the person (any kind of item), replaced, or cleared by
 * a new auto-plan. The name is from when only planned meals could go; stored events keep it.
 */
export const PlannedMealRemoved = defineEvent({
  type: 'PlannedMealRemoved',
  v: 1,
  schema: () => z.strictObject({ itemId: itemIdSchema }),
});

/** The check circle: an item marked eaten, or back to planned. */
export const DiaryItemMarked = defineEvent({
  type: 'DiaryItemMarked',
  v: 1,
  schema: () => z.strictObject({ itemId: itemIdSchema, status: z.enum(['PLANNED', 'EATEN']) }),
});

export const NOTE_MAX_LENGTH = 2_000;

/** The day's note (trimmed, never empty), as the note modal saves it. */
export const DayNoteSet = defineEvent({
  type: 'DayNoteSet',
  v: 1,
  schema: () => z.strictObject({ date: isoDateSchema, note: text(NOTE_MAX_LENGTH).trim().min(1) }),
});

/** What the diary keeps of a catalogue food: enough to show it, and to log it again offline. */
export const loggedFoodSchema = z.strictObject({
  id: text(40).min(1),
  name: text(300).min(1),
  brand: text(200).nullable(),
  servings: z
    .array(
      z.strictObject({
        id: text(40).min(1),
        description: text(200).min(1),
        grams: z.number().positive().max(100_000),
        kcal: z.number().min(0).max(100_000),
        protein: z.number().min(0).max(10_000),
        carbohydrates: z.number().min(0).max(10_000),
        fat: z.number().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(40),
});
export type LoggedFood = z.infer<typeof loggedFoodSchema>;

/**
 * A food's energy may be zero (water, black coffee). Its limits are wider than a meal's: a large
 * portion, confirmed after the form asked (foodForm.ts), may hold more than 1,000 g of a macro.
 */
export const foodNutrientsSchema = nutrientsSchema.extend({
  kcal: z.number().min(0).max(100_000),
  protein: z.number().min(0).max(10_000).optional(),
  fat: z.number().min(0).max(10_000).optional(),
  carbohydrates: z.number().min(0).max(10_000).optional(),
});

/** A food from the catalogue (by search or barcode) in a meal slot: so many of one of its servings. */
export const FoodLogged = defineEvent({
  type: 'FoodLogged',
  v: 1,
  schema: () =>
    z.strictObject({
      itemId: itemIdSchema,
      date: isoDateSchema,
      mealMoment: mealMomentSchema,
      food: loggedFoodSchema,
      servingId: text(40).min(1),
      amount: z.number().positive().max(10_000),
      nutrients: foodNutrientsSchema,
    }),
});

/** The amount (and unit) of a logged food changed. */
export const FoodAmountChanged = defineEvent({
  type: 'FoodAmountChanged',
  v: 1,
  schema: () =>
    z.strictObject({
      itemId: itemIdSchema,
      servingId: text(40).min(1),
      amount: z.number().positive().max(10_000),
      nutrients: foodNutrientsSchema,
    }),
});

/**
 * A planned recipe's portions changed (in its detail): the multiplier is the new whole number of
 * portions, the nutrients those of the new portions, so the day's totals follow without the recipe.
 */
export const MealPortionsChanged = defineEvent({
  type: 'MealPortionsChanged',
  v: 1,
  schema: () =>
    z.strictObject({
      itemId: itemIdSchema,
      portionsMultiplier: z.number().positive().max(12),
      nutrients: nutrientsSchema,
    }),
});

/** 'An empty day': the person starts a day without planned meals, so the empty-day choices go away. */
export const DayStarted = defineEvent({
  type: 'DayStarted',
  v: 1,
  schema: () => z.strictObject({ date: isoDateSchema }),
});

export const diaryEvents = [
  DayStarted,
  FoodLogged,
  FoodAmountChanged,
  QuickAddLogged,
  MealPlanned,
  MealPortionsChanged,
  PlannedMealRemoved,
  DiaryItemMarked,
  DayNoteSet,
];

/** The event types the diary folds, for a reader that folds only them (the server's planner). */
export const DIARY_EVENT_TYPES: readonly string[] = diaryEvents.map((e) => e.type);
