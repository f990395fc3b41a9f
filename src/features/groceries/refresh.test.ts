import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf, given } from '../../core/testing/decider';
import { MealPlanned, PlannedMealRemoved } from '../diary/events';
import { diaryProjection } from '../diary/projection';
import { refreshGroceryList } from './commands';
import {
  GroceryItemAdded,
  GroceryItemChecked,
  GroceryListCreated,
  GroceryListDeleted,
  type GroceryListItem,
} from './events';
import { groceriesProjection } from './projection';
import { keptTicks } from './refresh';
import { isStale } from './stale';

const COMMAND_ID = '01900000-0000-7000-8000-000000000001';
const item = (itemId: string, amount: number | null, meals: string[], unit: GroceryListItem['unit'] = 'g') => ({
  itemId,
  name: { en: itemId, nl: itemId },
  category: 'OTHER' as const,
  amount,
  unit,
  meals,
});
const week = { kind: 'REGULAR' as const, startDate: '2026-11-24', endDate: '2026-11-30' };
const oldItems = [
  item('rice', 500, ['m1']),
  item('eggs', 6, ['m1'], 'piece'),
  item('milk', 1000, ['m2'], 'ml'),
  item('salt', null, ['m2'], null),
];
const oldList = [
  GroceryListCreated.draft({ listId: 'old', ...week, items: oldItems }),
  GroceryItemChecked.draft({ listId: 'old', itemId: 'rice', checked: true }),
  GroceryItemChecked.draft({ listId: 'old', itemId: 'eggs', checked: true }),
  GroceryItemChecked.draft({ listId: 'old', itemId: 'milk', checked: true }),
  GroceryItemChecked.draft({ listId: 'old', itemId: 'salt', checked: true }),
  GroceryItemAdded.draft({ listId: 'old', itemId: 'own:a', name: 'Kitchen roll', category: 'OTHER' }),
  GroceryItemChecked.draft({ listId: 'old', itemId: 'own:a', checked: true }),
  GroceryItemAdded.draft({ listId: 'old', itemId: 'own:b', name: 'Candles', category: 'OTHER' }),
];
const planned = (itemId: string, date: string) =>
  MealPlanned.draft({
    itemId,
    date,
    mealMoment: 'DINNER',
    recipe: { kind: 'RECIPE', id: 'r', name: { en: 'R', nl: 'R' }, portions: 2, portionsMultiplier: 1 },
    nutrients: { kcal: 600 },
    plannedBy: 'AUTO_PLAN',
  });

describe('a stale list', () => {
  const list = fold(groceriesProjection, envelopesOf(oldList)).lists[0]!;
  it('is one whose meals are still planned: not stale; one whose meal was re-planned away: stale', () => {
    const both = [planned('m1', '2026-11-25'), planned('m2', '2026-11-26')];
    expect(isStale(list, fold(diaryProjection, envelopesOf(both)))).toBe(false);
    const replanned = [...both, PlannedMealRemoved.draft({ itemId: 'm2' }), planned('m3', '2026-11-26')];
    expect(isStale(list, fold(diaryProjection, envelopesOf(replanned)))).toBe(true);
    // A meal moved outside the list's days counts as gone from it.
    expect(
      isStale(list, fold(diaryProjection, envelopesOf([planned('m1', '2026-11-25'), planned('m2', '2026-12-20')]))),
    ).toBe(true);
  });

  it('keeps the ticks of items still needed, in the same unit, no more than was ticked', () => {
    const next = [
      item('rice', 500, ['m3']),
      item('eggs', 12, ['m3'], 'piece'),
      item('milk', 1000, ['m3'], 'g'),
      item('salt', null, ['m3'], null),
      item('bread', 1, ['m3'], 'piece'),
    ];
    expect(keptTicks(list, next)).toEqual(['rice', 'salt']);
  });
});

describe('RefreshGroceryList', () => {
  const next = [item('rice', 400, ['m3']), item('pasta', 250, ['m3'])];
  it('makes the list again for the same days, keeps ticks and own items, and deletes the old one', () => {
    given(...oldList)
      .when(refreshGroceryList, { listId: 'old', items: next })
      .then([
        GroceryListCreated.draft({ listId: COMMAND_ID, ...week, items: next }),
        GroceryItemChecked.draft({ listId: COMMAND_ID, itemId: 'rice', checked: true }),
        GroceryItemAdded.draft({
          listId: COMMAND_ID,
          itemId: `own:${COMMAND_ID}:0`,
          name: 'Kitchen roll',
          category: 'OTHER',
        }),
        GroceryItemChecked.draft({ listId: COMMAND_ID, itemId: `own:${COMMAND_ID}:0`, checked: true }),
        GroceryItemAdded.draft({
          listId: COMMAND_ID,
          itemId: `own:${COMMAND_ID}:1`,
          name: 'Candles',
          category: 'OTHER',
        }),
        GroceryListDeleted.draft({ listId: 'old' }),
      ]);
  });

  it('refuses a list that is gone or not the newest', () => {
    given().when(refreshGroceryList, { listId: 'old', items: next }).thenRejects('list_not_found');
    given(...oldList, GroceryListCreated.draft({ listId: 'newer', ...week, items: [] }))
      .when(refreshGroceryList, { listId: 'old', items: next })
      .thenRejects('list_not_newest');
  });
});
