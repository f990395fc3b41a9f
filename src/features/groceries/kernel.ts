import { defineFeatureKernel } from '../../core/feature';
import { groceryCommands } from './commands';
import { groceryEvents } from './events';
import { groceriesProjection } from './projection';

/** The groceries slice's events, deciders and read models: loaded by a session, not with the shell. */
export const groceriesKernel = defineFeatureKernel({
  id: 'groceries',
  events: groceryEvents,
  commands: groceryCommands,
  projections: [groceriesProjection],
  // A list is about the days it covers: one whose last day is recent is in a preview, with its items.
  dated: {
    GroceryListCreated: { field: 'endDate' },
    GroceryItemChecked: { item: 'listId' },
    GroceryItemAdded: { item: 'listId' },
    GroceryItemRemoved: { item: 'listId' },
    GroceryListDeleted: { item: 'listId' },
  },
});
