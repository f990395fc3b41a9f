import { describe, it } from 'vitest';
import { given } from '../../core/testing/decider';
import { addGroceryItem, checkGroceryItem, createGroceryList, deleteGroceryList, removeGroceryItem } from './commands';
import {
  GroceryItemAdded,
  GroceryItemChecked,
  GroceryItemRemoved,
  GroceryListCreated,
  GroceryListDeleted,
  type GroceryListItem,
} from './events';

const COMMAND_ID = '01900000-0000-7000-8000-000000000001';
const eggs: GroceryListItem = {
  itemId: 'sr:01123',
  name: { en: 'Eggs', nl: 'Eieren' },
  category: 'DAIRY_EGGS',
  amount: 6,
  unit: 'piece',
  meals: ['meal-1', 'meal-2'],
};
const week = { kind: 'REGULAR' as const, startDate: '2026-11-24', endDate: '2026-11-30' };
const made = GroceryListCreated.draft({ listId: 'list-1', ...week, items: [eggs] });

describe('CreateGroceryList', () => {
  it('records the list made from the week, under the command’s id', () => {
    given()
      .when(createGroceryList, { ...week, items: [eggs] })
      .then([GroceryListCreated.draft({ listId: COMMAND_ID, ...week, items: [eggs] })]);
  });
  it('makes a one-day list, and one crossing a month', () => {
    given()
      .when(createGroceryList, { ...week, startDate: '2026-11-24', endDate: '2026-11-24', items: [] })
      .then([GroceryListCreated.draft({ listId: COMMAND_ID, ...week, endDate: '2026-11-24', items: [] })]);
    given()
      .when(createGroceryList, { ...week, startDate: '2026-11-29', endDate: '2026-12-02', items: [eggs] })
      .then([
        GroceryListCreated.draft({
          listId: COMMAND_ID,
          ...week,
          startDate: '2026-11-29',
          endDate: '2026-12-02',
          items: [eggs],
        }),
      ]);
  });
  it('records that planned recipes could not be read, so every device says the list lacks them', () => {
    given()
      .when(createGroceryList, { ...week, items: [eggs], missingRecipes: 2 })
      .then([GroceryListCreated.draft({ listId: COMMAND_ID, ...week, items: [eggs], missingRecipes: 2 })]);
  });
  it('refuses a range that ends before it starts', () => {
    given()
      .when(createGroceryList, { ...week, startDate: '2026-11-30', endDate: '2026-11-24', items: [] })
      .thenRejects('range_reversed');
  });
  it('refuses a range longer than 62 days', () => {
    given()
      .when(createGroceryList, { ...week, startDate: '2026-01-01', endDate: '2026-03-05', items: [] })
      .thenRejects('range_too_long');
  });
  it('refuses a date that is not one', () => {
    given()
      .when(createGroceryList, { ...week, startDate: '2026-02-30', items: [] })
      .thenInvalid('startDate');
  });
  it('refuses an item without a category the shop knows', () => {
    given()
      .when(createGroceryList, { ...week, items: [{ ...eggs, category: 'ATTIC' as never }] })
      .thenInvalid();
  });
});

describe('CheckGroceryItem', () => {
  it('ticks an item, and takes the tick back', () => {
    given(made)
      .when(checkGroceryItem, { listId: 'list-1', itemId: eggs.itemId, checked: true })
      .then([GroceryItemChecked.draft({ listId: 'list-1', itemId: eggs.itemId, checked: true })]);
    given(made, GroceryItemChecked.draft({ listId: 'list-1', itemId: eggs.itemId, checked: true }))
      .when(checkGroceryItem, { listId: 'list-1', itemId: eggs.itemId, checked: false })
      .then([GroceryItemChecked.draft({ listId: 'list-1', itemId: eggs.itemId, checked: false })]);
  });
  it('records nothing for a tick that is already there', () => {
    given(made, GroceryItemChecked.draft({ listId: 'list-1', itemId: eggs.itemId, checked: true }))
      .when(checkGroceryItem, { listId: 'list-1', itemId: eggs.itemId, checked: true })
      .thenNothingHappens();
  });
  it('refuses an item or a list that is not there', () => {
    given(made)
      .when(checkGroceryItem, { listId: 'list-1', itemId: 'sr:99999', checked: true })
      .thenRejects('item_not_found');
    given(made, GroceryListDeleted.draft({ listId: 'list-1' }))
      .when(checkGroceryItem, { listId: 'list-1', itemId: eggs.itemId, checked: true })
      .thenRejects('list_not_found');
  });
});

describe('AddGroceryItem', () => {
  it('adds an item of the person’s own, trimmed, under Other by default', () => {
    given(made)
      .when(addGroceryItem, { listId: 'list-1', name: '  kitchen   roll ' })
      .then([
        GroceryItemAdded.draft({
          listId: 'list-1',
          itemId: `own:${COMMAND_ID}`,
          name: 'kitchen roll',
          category: 'OTHER',
        }),
      ]);
  });
  it('refuses an empty name and one that is too long', () => {
    given(made).when(addGroceryItem, { listId: 'list-1', name: '   ' }).thenRejects('name_required');
    given(made)
      .when(addGroceryItem, { listId: 'list-1', name: 'x'.repeat(101) })
      .thenRejects('name_too_long');
  });
  it('refuses text that cannot be stored', () => {
    given(made).when(addGroceryItem, { listId: 'list-1', name: 'milk\u0000' }).thenInvalid('name');
  });
  it('refuses a list that is not there', () => {
    given().when(addGroceryItem, { listId: 'list-1', name: 'milk' }).thenRejects('list_not_found');
  });
});

describe('RemoveGroceryItem', () => {
  it('takes an item off the list', () => {
    given(made)
      .when(removeGroceryItem, { listId: 'list-1', itemId: eggs.itemId })
      .then([GroceryItemRemoved.draft({ listId: 'list-1', itemId: eggs.itemId })]);
  });
  it('records nothing for an item already gone', () => {
    given(made, GroceryItemRemoved.draft({ listId: 'list-1', itemId: eggs.itemId }))
      .when(removeGroceryItem, { listId: 'list-1', itemId: eggs.itemId })
      .thenNothingHappens();
  });
});

describe('DeleteGroceryList', () => {
  it('deletes a list', () => {
    given(made)
      .when(deleteGroceryList, { listId: 'list-1' })
      .then([GroceryListDeleted.draft({ listId: 'list-1' })]);
  });
  it('records nothing for a list deleted on another device', () => {
    given(made, GroceryListDeleted.draft({ listId: 'list-1' }))
      .when(deleteGroceryList, { listId: 'list-1' })
      .thenNothingHappens();
  });
});
