import { z } from 'zod';
import { defineEvent } from '../../core/events';
import { MAX_EXPENDITURE_KCAL, MIN_EXPENDITURE_KCAL } from '../../core/nutrition/expenditureLimits';
import { isoDateSchema } from '../diary/events';
import { WEEKDAYS } from '../profile/events';

/*
 * The weekly check-in (issue 21): the targets re-read from the adaptive expenditure, proposed on a
 * weekday the person chose, applied when they accept; for a coached client, when the coach approves.
 * All in the person's stream (docs/events.md, 'The check-in's events').
 */

const checkInId = z.string().min(1).max(100);
const kcal = z.number().int().min(MIN_EXPENDITURE_KCAL).max(MAX_EXPENDITURE_KCAL);
const macros = z.strictObject({
  kcal: z.number().int().min(0).max(10_000),
  protein: z.number().int().min(0).max(1_000),
  carbs: z.number().int().min(0).max(2_000),
  fat: z.number().int().min(0).max(1_000),
});

/** The weekday the person's check-in falls on. */
export const CheckInDaySet = defineEvent({
  type: 'CheckInDaySet',
  v: 1,
  schema: () => z.strictObject({ weekday: z.enum(WEEKDAYS) }),
});

/** The figures behind a proposal: the window's reading, as the coach sees them. */
export const readingSchema = z.strictObject({
  from: isoDateSchema,
  to: isoDateSchema,
  averageIntakeKcal: z.number().min(0).max(20_000),
  trendChangeKg: z.number().min(-50).max(50),
  loggedDays: z.number().int().min(0).max(28),
  weighIns: z.number().int().min(0).max(28),
});

/**
 * New targets proposed on the check-in day: the estimate they are built on (and the formula's, for
 * comparison), the window's figures, and each day plan's day before and after. `reviewer` says who
 * decides: the person (self-service) or their coach.
 */
export const CheckInProposed = defineEvent({
  type: 'CheckInProposed',
  v: 1,
  schema: () =>
    z.strictObject({
      checkInId,
      date: isoDateSchema,
      reviewer: z.enum(['SELF', 'COACH']),
      expenditureKcal: kcal,
      formulaKcal: z.number().int().min(0).max(20_000),
      reading: readingSchema,
      days: z
        .array(
          z.strictObject({
            dayPlanId: z.string().min(1).max(64),
            name: z.string().max(60),
            before: macros,
            after: macros,
          }),
        )
        .min(1)
        .max(7),
    }),
});

/** The person took the proposed targets (self-service); the new day plans follow as DayPlanSaved. */
export const CheckInAccepted = defineEvent({
  type: 'CheckInAccepted',
  v: 1,
  schema: () => z.strictObject({ checkInId }),
});

/** The person kept their targets. */
export const CheckInDismissed = defineEvent({
  type: 'CheckInDismissed',
  v: 1,
  schema: () => z.strictObject({ checkInId }),
});

/**
 * The coach approved the proposal, as proposed or on an expenditure they typed (`edited`); the new
 * day plans follow as DayPlanSaved.
 */
export const CheckInApproved = defineEvent({
  type: 'CheckInApproved',
  v: 1,
  schema: () => z.strictObject({ checkInId, expenditureKcal: kcal, edited: z.boolean() }),
});

/** The coach kept the client's targets. */
export const CheckInDeclined = defineEvent({
  type: 'CheckInDeclined',
  v: 1,
  schema: () => z.strictObject({ checkInId }),
});

export const checkInEvents = [
  CheckInDaySet,
  CheckInProposed,
  CheckInAccepted,
  CheckInDismissed,
  CheckInApproved,
  CheckInDeclined,
];

/** Only a coach writes these, into a client's stream; the server refuses them in a person's own push. */
export const COACH_DECISION_EVENT_TYPES: readonly string[] = [CheckInApproved.type, CheckInDeclined.type];
/** Only the person writes these, into their own stream. */
export const PERSON_DECISION_EVENT_TYPES: readonly string[] = [CheckInAccepted.type, CheckInDismissed.type];
