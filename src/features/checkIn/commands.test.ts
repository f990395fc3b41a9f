import { describe, expect, it } from 'vitest';
import { dailyTargetsAt } from '../../core/nutrition/dailyTargets';
import { fold } from '../../core/projection';
import { envelopesOf, given } from '../../core/testing/decider';
import { DayPlanSaved } from '../profile/events';
import { plannedDayOf } from '../profile/weeklyPlan';
import {
  acceptCheckIn,
  approveCheckIn,
  declineCheckIn,
  dismissCheckIn,
  proposeCheckIn,
  setCheckInDay,
} from './commands';
import { checkInDue } from './due';
import {
  CheckInAccepted,
  CheckInApproved,
  CheckInDaySet,
  CheckInDeclined,
  CheckInDismissed,
  CheckInProposed,
} from './events';
import { onboardedEvents, onboardedProfile } from './onboardedFixture';
import { checkInProjection } from './projection';
import { proposedDays } from './retarget';

const ID = '01900000-0000-7000-8000-000000000001';
const CLIENT = { actor: 'user:7', stream: 'user:7' };
const COACH = { actor: 'user:2', stream: 'user:7' };
const profile = onboardedProfile;
// The onboarding default of docs/nutrition.md: 1,944 kcal by the formula, 1,394 to eat.
const onboarding = onboardedEvents();
const reading = {
  from: '2026-10-26',
  to: '2026-11-22',
  averageIntakeKcal: 1400,
  trendChangeKg: -0.4,
  loggedDays: 26,
  weighIns: 24,
};
const estimate = { kcal: 2050, source: 'ADAPTIVE', formulaKcal: 1944, reading } as const;
const propose = (coached: boolean) => ({ date: '2026-11-22', coached, expenditure: estimate });
// What the proposal holds: 2,050 - 550 = 1,500 kcal, protein and fat by their rules.
const after = (() => {
  const { kcal, protein, carbs, fat } = dailyTargetsAt(profile, 2050);
  return { kcal, protein, carbs, fat };
})();
const state = fold(checkInProjection, envelopesOf(onboarding));
const proposed = (reviewer: 'SELF' | 'COACH', id = ID, date = '2026-11-22') =>
  CheckInProposed.draft({
    checkInId: id,
    date,
    reviewer,
    expenditureKcal: 2050,
    formulaKcal: 1944,
    reading,
    days: [{ dayPlanId: 'diy', name: 'DIY', before: { kcal: 1394, protein: 112, carbs: 79, fat: 70 }, after }],
  });
const newPlan = (kcal: number) => proposedDays(state.plan, kcal).map((d) => DayPlanSaved.draft(d.saved));

describe('the check-in day', () => {
  it('is chosen once; choosing it again records nothing', () => {
    given()
      .when(setCheckInDay, { weekday: 'SUNDAY' })
      .then([CheckInDaySet.draft({ weekday: 'SUNDAY' })]);
    given(CheckInDaySet.draft({ weekday: 'SUNDAY' }))
      .when(setCheckInDay, { weekday: 'SUNDAY' })
      .thenNothingHappens();
  });

  it('is due on that weekday until a proposal is made for the date', () => {
    const chosen = fold(checkInProjection, envelopesOf([CheckInDaySet.draft({ weekday: 'SUNDAY' })]));
    expect(checkInDue(chosen, '2026-11-22')).toBe(true); // a Sunday
    expect(checkInDue(chosen, '2026-11-23')).toBe(false);
    expect(checkInDue(state, '2026-11-22')).toBe(false); // none chosen
    const done = fold(checkInProjection, envelopesOf([CheckInDaySet.draft({ weekday: 'SUNDAY' }), proposed('SELF')]));
    expect(checkInDue(done, '2026-11-22')).toBe(false);
  });
});

describe('ProposeCheckIn', () => {
  it('proposes the day plan on the estimate, the weekly goal’s deficit applied to it', () => {
    expect(after.kcal).toBe(2050 - 550);
    given(...onboarding)
      .when(proposeCheckIn, propose(false), CLIENT)
      .then([proposed('SELF')]);
  });

  it('sends a coached client’s proposal to the coach', () => {
    given(...onboarding)
      .when(proposeCheckIn, propose(true), CLIENT)
      .then([proposed('COACH')]);
  });

  it('is refused while the estimate is the formula’s, twice on one day, and without a plan', () => {
    given(...onboarding)
      .when(proposeCheckIn, { ...propose(false), expenditure: { ...estimate, source: 'FORMULA', reading: null } })
      .thenRejects('not_enough_data');
    given(...onboarding, proposed('SELF'))
      .when(proposeCheckIn, propose(false))
      .thenRejects('already_proposed');
    given(onboarding[0]!).when(proposeCheckIn, propose(false)).thenRejects('no_plan');
  });

  it('refuses an estimate outside the bounds', () => {
    given(...onboarding)
      .when(proposeCheckIn, { ...propose(false), expenditure: { ...estimate, kcal: 900 } })
      .thenInvalid('expenditure.kcal');
  });
});

describe('a self-service person decides', () => {
  it('accepting saves the day plan on the estimate', () => {
    given(...onboarding, proposed('SELF'))
      .when(acceptCheckIn, { checkInId: ID }, CLIENT)
      .then([CheckInAccepted.draft({ checkInId: ID }), ...newPlan(2050)]);
    const [saved] = newPlan(2050);
    expect(plannedDayOf(saved!.payload).day).toEqual(after);
  });

  it('dismissing keeps the targets', () => {
    given(...onboarding, proposed('SELF'))
      .when(dismissCheckIn, { checkInId: ID }, CLIENT)
      .then([CheckInDismissed.draft({ checkInId: ID })]);
  });

  it('cannot decide what the coach decides, a decided, an unknown or a superseded proposal', () => {
    given(...onboarding, proposed('COACH'))
      .when(acceptCheckIn, { checkInId: ID }, CLIENT)
      .thenRejects('not_yours');
    given(...onboarding, proposed('SELF'), CheckInDismissed.draft({ checkInId: ID }))
      .when(acceptCheckIn, { checkInId: ID }, CLIENT)
      .thenRejects('already_decided');
    given(...onboarding)
      .when(dismissCheckIn, { checkInId: 'nope' }, CLIENT)
      .thenRejects('check_in_not_found');
    given(...onboarding, proposed('SELF'), proposed('SELF', 'later', '2026-11-29'))
      .when(acceptCheckIn, { checkInId: ID }, CLIENT)
      .thenRejects('superseded');
  });
});

describe('the coach decides for a client', () => {
  it('approves as proposed', () => {
    given(...onboarding, proposed('COACH'))
      .when(approveCheckIn, { checkInId: ID, expenditureKcal: null }, COACH)
      .then([CheckInApproved.draft({ checkInId: ID, expenditureKcal: 2050, edited: false }), ...newPlan(2050)]);
  });

  it('approves on an expenditure they typed: the targets follow it', () => {
    given(...onboarding, proposed('COACH'))
      .when(approveCheckIn, { checkInId: ID, expenditureKcal: 1990 }, COACH)
      .then([CheckInApproved.draft({ checkInId: ID, expenditureKcal: 1990, edited: true }), ...newPlan(1990)]);
  });

  it('declines', () => {
    given(...onboarding, proposed('COACH'))
      .when(declineCheckIn, { checkInId: ID }, COACH)
      .then([CheckInDeclined.draft({ checkInId: ID })]);
  });

  it('only a coach approves or declines, only a coach’s proposal, only once', () => {
    given(...onboarding, proposed('COACH'))
      .when(approveCheckIn, { checkInId: ID, expenditureKcal: null }, CLIENT)
      .thenRejects('coach_only');
    given(...onboarding, proposed('COACH'))
      .when(declineCheckIn, { checkInId: ID }, CLIENT)
      .thenRejects('coach_only');
    given(...onboarding, proposed('SELF'))
      .when(declineCheckIn, { checkInId: ID }, COACH)
      .thenRejects('not_yours');
    given(...onboarding, proposed('COACH'), CheckInDeclined.draft({ checkInId: ID }))
      .when(approveCheckIn, { checkInId: ID, expenditureKcal: null }, COACH)
      .thenRejects('already_decided');
  });

  it('the first decision in the stream stands when two devices decide at once', () => {
    const both = fold(
      checkInProjection,
      envelopesOf([
        ...onboarding,
        proposed('COACH'),
        CheckInDeclined.draft({ checkInId: ID }),
        CheckInApproved.draft({ checkInId: ID, expenditureKcal: 2050, edited: false }),
      ]),
    );
    expect(both.checkIns[ID]!.outcome.status).toBe('DECLINED');
  });
});
