import { describe, it } from 'vitest';
import { given } from '../../../src/core/testing/decider';
import { setCycle, startPeriod } from '../../../src/plugins/hormone-theme/cycleCommands';
import { NutritionProfileSet } from '../../../src/features/profile/events';

// The test clock's day is 2026-11-22 (core/testing/decider.ts).
const profile = {
  sex: 'FEMALE' as const,
  age: 34,
  heightCm: 168,
  weightKg: 72,
  bodyFat: null,
  activity: 'MILDLY_ACTIVE' as const,
  goal: 'RECOMPOSITION' as const,
  weeklyChangeKg: null,
  diet: 'OMNIVORE' as const,
  sustainability: null,
  keto: false,
  lowCarb: false,
};
const onCycleDiet = {
  profile,
  intolerances: [],
  allergens: [],
  dislikes: ['MUSHROOM' as const],
  plan: 'CYCLE_DIET' as const,
  goalWeightKg: 65,
  cycle: { lastPeriodStart: '2026-11-01', length: 28 },
};
const cycleDiet = NutritionProfileSet.draft(onCycleDiet);

describe('SetCycle', () => {
  it('saves a new start date and length on the profile, keeping everything else', () => {
    given(cycleDiet)
      .when(setCycle, { lastPeriodStart: '2026-11-20', length: 30 })
      .then([NutritionProfileSet.draft({ ...onCycleDiet, cycle: { lastPeriodStart: '2026-11-20', length: 30 } })]);
  });

  it('accepts today, and the limits of 21 and 35 days', () => {
    given(cycleDiet)
      .when(setCycle, { lastPeriodStart: '2026-11-22', length: 21 })
      .then([NutritionProfileSet.draft({ ...onCycleDiet, cycle: { lastPeriodStart: '2026-11-22', length: 21 } })]);
    given(cycleDiet)
      .when(setCycle, { lastPeriodStart: '2026-11-01', length: 35 })
      .then([NutritionProfileSet.draft({ ...onCycleDiet, cycle: { lastPeriodStart: '2026-11-01', length: 35 } })]);
  });

  it('refuses a start date in the future', () => {
    given(cycleDiet).when(setCycle, { lastPeriodStart: '2026-11-23', length: 28 }).thenRejects('date_in_future');
  });

  it.each([20, 36, 27.5])('refuses a cycle of %s days', (length) => {
    given(cycleDiet).when(setCycle, { lastPeriodStart: '2026-11-01', length }).thenInvalid('length');
  });

  it('refuses a date that is not a date', () => {
    given(cycleDiet).when(setCycle, { lastPeriodStart: '2026-02-30', length: 28 }).thenInvalid('lastPeriodStart');
  });

  it('changes nothing when nothing changed', () => {
    given(cycleDiet).when(setCycle, { lastPeriodStart: '2026-11-01', length: 28 }).thenNothingHappens();
  });

  it('refuses without a profile, and off the cycle diet', () => {
    given().when(setCycle, { lastPeriodStart: '2026-11-01', length: 28 }).thenRejects('no_profile');
    const { cycle: _cycle, ...rest } = onCycleDiet;
    given(NutritionProfileSet.draft({ ...rest, plan: 'RECOMMENDED' }))
      .when(setCycle, { lastPeriodStart: '2026-11-01', length: 28 })
      .thenRejects('not_on_cycle_diet');
  });
});

describe('StartPeriod', () => {
  it('starts the cycle again today and keeps its length', () => {
    given(NutritionProfileSet.draft({ ...onCycleDiet, cycle: { lastPeriodStart: '2026-10-20', length: 31 } }))
      .when(startPeriod, { date: '2026-11-22' })
      .then([NutritionProfileSet.draft({ ...onCycleDiet, cycle: { lastPeriodStart: '2026-11-22', length: 31 } })]);
  });

  it('refuses a start tomorrow, and a woman not on the cycle diet', () => {
    given(cycleDiet).when(startPeriod, { date: '2026-11-23' }).thenRejects('date_in_future');
    const { cycle: _cycle, ...rest } = onCycleDiet;
    given(NutritionProfileSet.draft({ ...rest, plan: 'MENOPAUSE' }))
      .when(startPeriod, { date: '2026-11-22' })
      .thenRejects('not_on_cycle_diet');
  });

  it('a second tap on the same day changes nothing', () => {
    given(NutritionProfileSet.draft({ ...onCycleDiet, cycle: { lastPeriodStart: '2026-11-22', length: 28 } }))
      .when(startPeriod, { date: '2026-11-22' })
      .thenNothingHappens();
  });
});
