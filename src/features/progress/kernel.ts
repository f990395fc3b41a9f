import { defineFeatureKernel } from '../../core/feature';
import { progressCommands } from './commands';
import { progressEvents } from './events';
import { progressProjection } from './projection';

/** The progress slice's events, deciders and read models: loaded by a session, not with the shell. */
export const progressKernel = defineFeatureKernel({
  id: 'progress',
  events: progressEvents,
  commands: progressCommands,
  projections: [progressProjection],
  // A measurement a day at most, and the latest weight may be months old: never left out.
  dated: { MeasurementRecorded: false, MeasurementDeleted: false },
});
