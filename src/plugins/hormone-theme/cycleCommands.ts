import { lightFormat, parseISO } from 'date-fns';
import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { accept, reject, type Decision } from '../../core/errors';
import type { EventDraft, EventOf } from '../../core/events';
import { CYCLE_LENGTH } from '../../core/nutrition/cycle';
import { NutritionProfileSet } from '../../features/profile/events';
import { planningProfileProjection, type PlanningProfile } from '../../features/profile/planningProfile';

type Nutrition = EventOf<typeof NutritionProfileSet>['payload'];

/**
 * The person's calendar day at the device's time (as the progress slice reads it).
 */
const todayOf = (now: string) => lightFormat(parseISO(now), 'yyyy-MM-dd');

const cycleLength = z.number().int().min(CYCLE_LENGTH.min).max(CYCLE_LENGTH.max);

/**
 * My profile's menstrual cycle settings (1-shell.txt, My profile; 2-onboarding.txt section 5's
 * limits): the first day of the last period, never in the future, and a cycle of 21 to 35 days. The
 * cycle lives on the profile as the onboarding saved it, so the new profile event is the old one
 * with the new cycle: the diary's phase, the theme and a coach's form read it as they always did.
 */
export const setCycle = defineCommand({
  type: 'SetCycle',
  schema: () => z.object({ lastPeriodStart: z.iso.date(), length: cycleLength }),
  projection: planningProfileProjection,
  decide: (cycle, state, meta) => withCycle(state, cycle, meta.now),
});

/** 'Period has started': the cycle starts again on the given day (the screen's today); its length stays. */
export const startPeriod = defineCommand({
  type: 'StartPeriod',
  schema: () => z.object({ date: z.iso.date() }),
  projection: planningProfileProjection,
  decide: ({ date }, state, meta) =>
    withCycle(
      state,
      { lastPeriodStart: date, length: state.nutrition?.cycle?.length ?? CYCLE_LENGTH.default },
      meta.now,
    ),
});

/** The cycle's commands come with the hormone plugin (its own files), like the section that sends them. */
export const cycleCommands = [setCycle, startPeriod];

function withCycle(
  state: PlanningProfile,
  cycle: NonNullable<Nutrition['cycle']>,
  now: string,
): Decision<readonly EventDraft[]> {
  const nutrition = state.nutrition;
  if (!nutrition) return reject('no_profile', 'profile:errors.noProfile');
  // The cycle belongs to the cycle diet: any other plan clears it (2-onboarding.txt section 4).
  if (nutrition.plan !== 'CYCLE_DIET' || nutrition.profile.sex !== 'FEMALE')
    return reject('not_on_cycle_diet', 'hormones:cycle.errors.notOnCycleDiet');
  if (cycle.lastPeriodStart > todayOf(now)) return reject('date_in_future', 'hormones:cycle.errors.futureDate');
  const before = nutrition.cycle;
  if (before && before.lastPeriodStart === cycle.lastPeriodStart && before.length === cycle.length) return accept([]);
  return accept([NutritionProfileSet.draft({ ...nutrition, cycle })]);
}
