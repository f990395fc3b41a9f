import { z } from 'zod';
import { defineEvent } from '../../core/events';
import { text } from '../../core/storable';
import { isoDateSchema } from '../diary/events';
import { groceryCategorySchema } from './needs';

/**
 * A grocery list lives in the person's stream (3-daily-use.txt, grocery list; issue 15): it is made
 * on the device from the planned meals, so the made list travels as data and every device, and a
 * coach viewing the client, sees the same items and ticks. Changes are folded in stream order: for
 * one item, the tick that reached the server last holds (docs/events.md).
 */

export const GROCERY_LIST_DAYS_MAX = 62;
export const GROCERY_ITEMS_MAX = 600;
export const GROCERY_ITEM_NAME_MAX = 100;
export const GROCERY_ITEM_MEALS_MAX = 200;

const listId = text(100).min(1);
const itemId = text(140).min(1);
const bilingual = z.strictObject({ en: text(300).min(1), nl: text(300).min(1) });

export const groceryListItemSchema = z.strictObject({
  itemId,
  name: bilingual,
  category: groceryCategorySchema,
  /** Rounded up to what a shop sells; null for a line listed as written. */
  amount: z.number().positive().max(1_000_000).nullable(),
  unit: z.enum(['g', 'ml', 'piece']).nullable(),
  /** The diary items that need it. */
  meals: z.array(text(100).min(1)).max(GROCERY_ITEM_MEALS_MAX),
});
export type GroceryListItem = z.infer<typeof groceryListItemSchema>;

export const GroceryListCreated = defineEvent({
  type: 'GroceryListCreated',
  v: 1,
  schema: () =>
    z.strictObject({
      listId,
      /** REGULAR lists add foods up by weight; SIMPLE lists (simple organisations) keep the recipes' lines. */
      kind: z.enum(['REGULAR', 'SIMPLE']),
      startDate: isoDateSchema,
      endDate: isoDateSchema,
      items: z.array(groceryListItemSchema).max(GROCERY_ITEMS_MAX),
      /**
       * Planned recipes whose ingredients the device could not read when it made the list (offline,
       * never fetched): every device says the list lacks them. Absent in lists made before it was.
       */
      missingRecipes: z.number().int().min(0).max(10_000).optional(),
    }),
});

export const GroceryItemChecked = defineEvent({
  type: 'GroceryItemChecked',
  v: 1,
  schema: () => z.strictObject({ listId, itemId, checked: z.boolean() }),
});

/** An item of the person's own ('kitchen roll'), in the words they typed, in one language. */
export const GroceryItemAdded = defineEvent({
  type: 'GroceryItemAdded',
  v: 1,
  schema: () =>
    z.strictObject({
      listId,
      itemId,
      name: text(GROCERY_ITEM_NAME_MAX).min(1),
      category: groceryCategorySchema,
    }),
});

export const GroceryItemRemoved = defineEvent({
  type: 'GroceryItemRemoved',
  v: 1,
  schema: () => z.strictObject({ listId, itemId }),
});

export const GroceryListDeleted = defineEvent({
  type: 'GroceryListDeleted',
  v: 1,
  schema: () => z.strictObject({ listId }),
});

export const groceryEvents = [
  GroceryListCreated,
  GroceryItemChecked,
  GroceryItemAdded,
  GroceryItemRemoved,
  GroceryListDeleted,
];
