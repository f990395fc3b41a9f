import type { EventOf } from '../../core/events';
import { defineProjection } from '../../core/projection';
import type { Weekday } from '../profile/events';
import { planningProfileProjection, type PlanningProfile } from '../profile/planningProfile';
import type {
  CheckInAccepted,
  CheckInApproved,
  CheckInDaySet,
  CheckInDeclined,
  CheckInDismissed,
  CheckInProposed,
} from './events';

export type Proposal = EventOf<typeof CheckInProposed>['payload'];

export type CheckInOutcome =
  | { readonly status: 'OPEN' }
  | { readonly status: 'ACCEPTED'; readonly at: string }
  | { readonly status: 'DISMISSED'; readonly at: string }
  | { readonly status: 'APPROVED'; readonly at: string; readonly expenditureKcal: number; readonly edited: boolean }
  | { readonly status: 'DECLINED'; readonly at: string };

export interface CheckIn {
  readonly proposal: Proposal;
  readonly outcome: CheckInOutcome;
}

/**
 * The check-ins and what the deciders need beside them: the planning profile (the weekly plan the
 * new targets replace) folded by its own projection's evolve, so both read the same plan.
 */
export interface CheckInState {
  readonly weekday: Weekday | null;
  readonly checkIns: Readonly<Record<string, CheckIn>>;
  /** The newest proposal's id (the one the screens show), null before the first. */
  readonly latest: string | null;
  readonly plan: PlanningProfile;
}

const decided = (state: CheckInState, id: string, outcome: CheckInOutcome): CheckInState => {
  const checkIn = state.checkIns[id];
  // Only an open proposal is decided: the first decision in the stream's order stands.
  if (!checkIn || checkIn.outcome.status !== 'OPEN') return state;
  return { ...state, checkIns: { ...state.checkIns, [id]: { ...checkIn, outcome } } };
};

export const checkInProjection = defineProjection<CheckInState>({
  name: 'checkIn',
  version: 1,
  initialState: { weekday: null, checkIns: {}, latest: null, plan: planningProfileProjection.initialState },
  evolve: (state, event) => {
    switch (event.type) {
      case 'CheckInDaySet':
        return { ...state, weekday: (event as EventOf<typeof CheckInDaySet>).payload.weekday };
      case 'CheckInProposed': {
        const proposal = (event as EventOf<typeof CheckInProposed>).payload;
        if (state.checkIns[proposal.checkInId]) return state;
        const latest = state.latest ? state.checkIns[state.latest] : undefined;
        // A later proposal supersedes an open one; a replayed older one does not take the lead.
        const leads = !latest || proposal.date >= latest.proposal.date;
        return {
          ...state,
          checkIns: { ...state.checkIns, [proposal.checkInId]: { proposal, outcome: { status: 'OPEN' } } },
          latest: leads ? proposal.checkInId : state.latest,
        };
      }
      case 'CheckInAccepted':
        return decided(state, (event as EventOf<typeof CheckInAccepted>).payload.checkInId, {
          status: 'ACCEPTED',
          at: event.at,
        });
      case 'CheckInDismissed':
        return decided(state, (event as EventOf<typeof CheckInDismissed>).payload.checkInId, {
          status: 'DISMISSED',
          at: event.at,
        });
      case 'CheckInApproved': {
        const { checkInId, expenditureKcal, edited } = (event as EventOf<typeof CheckInApproved>).payload;
        return decided(state, checkInId, { status: 'APPROVED', at: event.at, expenditureKcal, edited });
      }
      case 'CheckInDeclined':
        return decided(state, (event as EventOf<typeof CheckInDeclined>).payload.checkInId, {
          status: 'DECLINED',
          at: event.at,
        });
      default: {
        const plan = planningProfileProjection.evolve(state.plan, event);
        return plan === state.plan ? state : { ...state, plan };
      }
    }
  },
});

/** The proposal the screens show: the newest, with its outcome. */
export const latestCheckIn = (state: CheckInState): CheckIn | null =>
  state.latest ? (state.checkIns[state.latest] ?? null) : null;
