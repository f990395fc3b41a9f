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
});
