import { defineFeatureKernel } from '../../core/feature';
import { checkInCommands } from './commands';
import { checkInEvents } from './events';
import { checkInProjection } from './projection';

/** The checkIn slice's events, deciders and read models: loaded by a session, not with the shell. */
export const checkInKernel = defineFeatureKernel({
  id: 'checkIn',
  events: checkInEvents,
  commands: checkInCommands,
  projections: [checkInProjection],
  // Few (one proposal a week), and the check-in screen shows every proposal: never left out.
  dated: {
    CheckInDaySet: false,
    CheckInProposed: false,
    CheckInAccepted: false,
    CheckInDismissed: false,
    CheckInApproved: false,
    CheckInDeclined: false,
  },
});
