import { z } from 'zod';
import { defineCommand, type CommandMeta } from '../../core/commands';
import { accept, reject } from '../../core/errors';
import { MAX_EXPENDITURE_KCAL, MIN_EXPENDITURE_KCAL } from '../../core/nutrition/expenditureLimits';
import { isoDateSchema } from '../diary/events';
import { DayPlanSaved, WEEKDAYS } from '../profile/events';
import {
  CheckInAccepted,
  CheckInApproved,
  CheckInDaySet,
  CheckInDeclined,
  CheckInDismissed,
  CheckInProposed,
  readingSchema,
} from './events';
import { checkInProjection, type CheckInState } from './projection';
import { proposedDays } from './retarget';

const error = (code: string) => reject(code, `checkIn:errors.${code}`);
const expenditureKcal = z.number().int().min(MIN_EXPENDITURE_KCAL).max(MAX_EXPENDITURE_KCAL);
/** A coach acts in a client's stream; the person in their own (the server checks it again on push). */
const byCoach = (meta: CommandMeta) => meta.actor !== meta.stream;

// Proposing reads weeks of weights and intake; deciding, the proposals made so far. On a new device
// they wait for the whole history while a preview shows (docs/sync.md).

/** The weekday of the weekly check-in. */
export const setCheckInDay = defineCommand({
  type: 'SetCheckInDay',
  schema: () => z.strictObject({ weekday: z.enum(WEEKDAYS) }),
  projection: checkInProjection,
  decide: ({ weekday }, state) => accept(state.weekday === weekday ? [] : [CheckInDaySet.draft({ weekday })]),
});

/**
 * The check-in day's proposal, from the device's estimate (its diary and weights): refused while the
 * estimate is still the formula's, and once a day. Each day plan in use gets its day on the estimate.
 */
export const proposeCheckIn = defineCommand({
  type: 'ProposeCheckIn',
  needsWholeHistory: true,
  schema: () =>
    z.strictObject({
      date: isoDateSchema,
      coached: z.boolean(),
      expenditure: z.strictObject({
        kcal: expenditureKcal,
        source: z.enum(['FORMULA', 'ADAPTIVE']),
        formulaKcal: z.number().int().min(0).max(20_000),
        reading: readingSchema.nullable(),
      }),
    }),
  projection: checkInProjection,
  decide: ({ date, coached, expenditure }, state, meta) => {
    if (expenditure.source === 'FORMULA' || !expenditure.reading) return error('not_enough_data');
    if (Object.values(state.checkIns).some((c) => c.proposal.date === date)) return error('already_proposed');
    const days = proposedDays(state.plan, expenditure.kcal);
    if (days.length === 0) return error('no_plan');
    return accept([
      CheckInProposed.draft({
        checkInId: meta.commandId,
        date,
        reviewer: coached ? 'COACH' : 'SELF',
        expenditureKcal: expenditure.kcal,
        formulaKcal: expenditure.formulaKcal,
        reading: expenditure.reading,
        days: days.map(({ dayPlanId, name, before, after }) => ({ dayPlanId, name, before, after })),
      }),
    ]);
  },
});

const checkInIdSchema = z.strictObject({ checkInId: z.string().min(1).max(100) });

/** The open proposal that `reviewer` decides, or the reason it cannot be decided. */
function openProposal(state: CheckInState, checkInId: string, reviewer: 'SELF' | 'COACH') {
  const checkIn = state.checkIns[checkInId];
  if (!checkIn) return { problem: error('check_in_not_found') } as const;
  if (checkIn.outcome.status !== 'OPEN') return { problem: error('already_decided') } as const;
  if (checkIn.proposal.reviewer !== reviewer) return { problem: error('not_yours') } as const;
  if (state.latest !== checkInId) return { problem: error('superseded') } as const;
  return { checkIn } as const;
}

/** The day plans on the expenditure, saved (every reader of targets follows them). */
const savedPlans = (state: CheckInState, kcal: number) =>
  proposedDays(state.plan, kcal).map((day) => DayPlanSaved.draft(day.saved));

/** A self-service person takes the proposed targets. */
export const acceptCheckIn = defineCommand({
  type: 'AcceptCheckIn',
  needsWholeHistory: true,
  schema: () => checkInIdSchema,
  projection: checkInProjection,
  decide: ({ checkInId }, state, meta) => {
    if (byCoach(meta)) return error('not_yours');
    const open = openProposal(state, checkInId, 'SELF');
    if (open.problem) return open.problem;
    return accept([CheckInAccepted.draft({ checkInId }), ...savedPlans(state, open.checkIn.proposal.expenditureKcal)]);
  },
});

/** A self-service person keeps their targets. */
export const dismissCheckIn = defineCommand({
  type: 'DismissCheckIn',
  needsWholeHistory: true,
  schema: () => checkInIdSchema,
  projection: checkInProjection,
  decide: ({ checkInId }, state, meta) => {
    if (byCoach(meta)) return error('not_yours');
    const open = openProposal(state, checkInId, 'SELF');
    return open.problem ?? accept([CheckInDismissed.draft({ checkInId })]);
  },
});

/** The coach approves, as proposed or on the expenditure they typed instead. */
export const approveCheckIn = defineCommand({
  type: 'ApproveCheckIn',
  needsWholeHistory: true,
  schema: () => z.strictObject({ checkInId: z.string().min(1).max(100), expenditureKcal: expenditureKcal.nullable() }),
  projection: checkInProjection,
  decide: ({ checkInId, expenditureKcal: typed }, state, meta) => {
    if (!byCoach(meta)) return error('coach_only');
    const open = openProposal(state, checkInId, 'COACH');
    if (open.problem) return open.problem;
    const proposed = open.checkIn.proposal.expenditureKcal;
    const kcal = typed ?? proposed;
    return accept([
      CheckInApproved.draft({ checkInId, expenditureKcal: kcal, edited: kcal !== proposed }),
      ...savedPlans(state, kcal),
    ]);
  },
});

/** The coach keeps the client's targets. */
export const declineCheckIn = defineCommand({
  type: 'DeclineCheckIn',
  needsWholeHistory: true,
  schema: () => checkInIdSchema,
  projection: checkInProjection,
  decide: ({ checkInId }, state, meta) => {
    if (!byCoach(meta)) return error('coach_only');
    const open = openProposal(state, checkInId, 'COACH');
    return open.problem ?? accept([CheckInDeclined.draft({ checkInId })]);
  },
});

export const checkInCommands = [
  setCheckInDay,
  proposeCheckIn,
  acceptCheckIn,
  dismissCheckIn,
  approveCheckIn,
  declineCheckIn,
];
