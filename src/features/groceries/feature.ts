import { defineFeature } from '../../core/feature';
import { groceryCommands } from './commands';
import { groceryEvents } from './events';
import { groceriesProjection } from './projection';

/** Grocery lists (3-daily-use.txt, grocery list; issue 15): made on the device from the planned meals. */
export const groceriesFeature = defineFeature({
  id: 'groceries',
  events: groceryEvents,
  commands: groceryCommands,
  projections: [groceriesProjection],
  texts: {
    namespace: 'groceries',
    load: {
      en: () => import('../../../locales/en/groceries.json'),
      nl: () => import('../../../locales/nl/groceries.json'),
    },
  },
});
