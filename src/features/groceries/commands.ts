import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept, reject } from '../../core/errors';
import { isStorableText, TEXT_INVALID } from '../../core/storable';
import { isoDateSchema } from '../diary/events';
import {
  GROCERY_ITEM_NAME_MAX,
  GROCERY_LIST_DAYS_MAX,
  GroceryItemAdded,
  GroceryItemChecked,
  GroceryItemRemoved,
  GroceryListCreated,
  GroceryListDeleted,
  groceryListItemSchema,
  GROCERY_ITEMS_MAX,
} from './events';
import { groceryCategorySchema } from './needs';
import { findList, groceriesProjection, newestList } from './projection';
import { keptTicks } from './refresh';

const listId = z.string().min(1).max(100);
const itemId = z.string().min(1).max(140);
const LIST_NOT_FOUND = () => reject('list_not_found', 'groceries:errors.listNotFound');
const ITEM_NOT_FOUND = () => reject('item_not_found', 'groceries:errors.itemNotFound');

/**
 * A list made on the device from the planned meals of a range (aggregate.ts): the decider checks
 * the range and records the made items; its id is the command's.
 */
export const createGroceryList = defineCommand({
  type: 'CreateGroceryList',
  schema: () =>
    z.object({
      kind: z.enum(['REGULAR', 'SIMPLE']),
      startDate: isoDateSchema,
      endDate: isoDateSchema,
      items: z.array(groceryListItemSchema).max(GROCERY_ITEMS_MAX, 'groceries:errors.tooManyItems'),
      missingRecipes: z.number().int().min(0).max(10_000).default(0),
    }),
  projection: groceriesProjection,
  decide: ({ kind, startDate, endDate, items, missingRecipes }, _state, meta) => {
    const days = differenceInCalendarDays(parseISO(endDate), parseISO(startDate)) + 1;
    if (days < 1) return reject('range_reversed', 'groceries:errors.rangeReversed');
    if (days > GROCERY_LIST_DAYS_MAX)
      return reject('range_too_long', 'groceries:errors.rangeTooLong', { max: GROCERY_LIST_DAYS_MAX });
    return accept([
      GroceryListCreated.draft({
        listId: meta.commandId,
        kind,
        startDate,
        endDate,
        items,
        ...(missingRecipes > 0 ? { missingRecipes } : {}),
      }),
    ]);
  },
});

/** A tap on an item ticks it or takes the tick back; asking for what already holds records nothing. */
export const checkGroceryItem = defineCommand({
  type: 'CheckGroceryItem',
  schema: () => z.object({ listId, itemId, checked: z.boolean() }),
  projection: groceriesProjection,
  decide: ({ listId, itemId, checked }, state) => {
    const list = findList(state, listId);
    if (!list) return LIST_NOT_FOUND();
    const item = list.items.find((i) => i.itemId === itemId);
    if (!item) return ITEM_NOT_FOUND();
    if (item.checked === checked) return accept([]);
    return accept([GroceryItemChecked.draft({ listId, itemId, checked })]);
  },
});

/** An item of the person's own, as typed (trimmed), under Other unless they say where. */
export const addGroceryItem = defineCommand({
  type: 'AddGroceryItem',
  schema: () =>
    z.object({
      listId,
      name: z
        .string()
        .max(GROCERY_ITEM_NAME_MAX * 2, 'groceries:errors.nameTooLong')
        .refine(isStorableText, TEXT_INVALID),
      category: groceryCategorySchema.default('OTHER'),
    }),
  projection: groceriesProjection,
  decide: ({ listId, name, category }, state, meta) => {
    if (!findList(state, listId)) return LIST_NOT_FOUND();
    const typed = name.trim().replace(/\s+/g, ' ');
    if (!typed) return reject('name_required', 'groceries:errors.nameRequired');
    if (typed.length > GROCERY_ITEM_NAME_MAX)
      return reject('name_too_long', 'groceries:errors.nameTooLong', { max: GROCERY_ITEM_NAME_MAX });
    return accept([GroceryItemAdded.draft({ listId, itemId: `own:${meta.commandId}`, name: typed, category })]);
  },
});

/** An item taken off the list; one already gone records nothing (another device removed it). */
export const removeGroceryItem = defineCommand({
  type: 'RemoveGroceryItem',
  schema: () => z.object({ listId, itemId }),
  projection: groceriesProjection,
  decide: ({ listId, itemId }, state) => {
    const list = findList(state, listId);
    if (!list) return LIST_NOT_FOUND();
    if (!list.items.some((i) => i.itemId === itemId)) return accept([]);
    return accept([GroceryItemRemoved.draft({ listId, itemId })]);
  },
});

/** The screen deletes the newest list, after asking; a list already deleted elsewhere records nothing. */
export const deleteGroceryList = defineCommand({
  type: 'DeleteGroceryList',
  schema: () => z.object({ listId }),
  projection: groceriesProjection,
  decide: ({ listId }, state) =>
    findList(state, listId) ? accept([GroceryListDeleted.draft({ listId })]) : accept([]),
});

/**
 * The newest list made again from the meals planned now (issue 21: after a re-plan), for the same
 * days: a new list under the command's id with the ticks of items still needed and the person's
 * own items (ticked as they were), and the old list deleted. Only ordinary grocery events, so every
 * reader already understands them.
 */
export const refreshGroceryList = defineCommand({
  type: 'RefreshGroceryList',
  schema: () =>
    z.object({
      listId,
      items: z.array(groceryListItemSchema).max(GROCERY_ITEMS_MAX, 'groceries:errors.tooManyItems'),
      missingRecipes: z.number().int().min(0).max(10_000).default(0),
    }),
  projection: groceriesProjection,
  decide: ({ listId: oldId, items, missingRecipes }, state, meta) => {
    const old = findList(state, oldId);
    if (!old) return LIST_NOT_FOUND();
    if (newestList(state)?.listId !== oldId) return reject('list_not_newest', 'groceries:errors.listNotFound');
    const newId = meta.commandId;
    const own = old.items.filter((item) => item.own);
    return accept([
      GroceryListCreated.draft({
        listId: newId,
        kind: old.kind,
        startDate: old.startDate,
        endDate: old.endDate,
        items,
        ...(missingRecipes > 0 ? { missingRecipes } : {}),
      }),
      ...keptTicks(old, items).map((itemId) => GroceryItemChecked.draft({ listId: newId, itemId, checked: true })),
      ...own.flatMap((item, i) => {
        const itemId = `own:${newId}:${i}`;
        const added = GroceryItemAdded.draft({ listId: newId, itemId, name: item.name.en, category: item.category });
        return item.checked ? [added, GroceryItemChecked.draft({ listId: newId, itemId, checked: true })] : [added];
      }),
      GroceryListDeleted.draft({ listId: oldId }),
    ]);
  },
});

export const groceryCommands = [
  createGroceryList,
  checkGroceryItem,
  addGroceryItem,
  removeGroceryItem,
  deleteGroceryList,
  refreshGroceryList,
];
