import { weekdayOf } from '../profile/weeklyPlan';
import type { CheckInState } from './projection';

/** A check-in is due on the chosen weekday, once: none was proposed for that date yet. */
export const checkInDue = (state: CheckInState, today: string): boolean =>
  state.weekday !== null &&
  weekdayOf(today) === state.weekday &&
  !Object.values(state.checkIns).some((c) => c.proposal.date === today);
