import type { PlanType } from './planOptions';

/** The full self-service flow in order (2-onboarding.txt section 2); the tour follows the loading screen. */
export const FULL_STEPS = [
  'intro',
  'goal',
  'activity',
  'biometrics',
  'physicalStats',
  'weeklyGoal',
  'register',
  'nutritionPlan',
  'cycleDates',
  'cycleLength',
  'cycleDetails',
  'mealTimes',
  'diet',
  'intolerances',
  'dislikes',
  'loading',
  'tour',
] as const;
export type FullStep = (typeof FULL_STEPS)[number];

export interface FlowFacts {
  readonly goal: string | null;
  readonly plan: PlanType | null;
  /** A visitor without an account registers before the plan; a signed-in person skips that screen. */
  readonly signedIn: boolean;
}

const CYCLE_STEPS: readonly FullStep[] = ['cycleDates', 'cycleLength', 'cycleDetails'];

/**
 * The steps this person goes through: the weekly goal only when losing weight, the sign-up intro and
 * registration only for a visitor, the cycle screens only on the cycle diet.
 */
export const fullStepsFor = (facts: FlowFacts): readonly FullStep[] =>
  FULL_STEPS.filter((step) => {
    if (step === 'weeklyGoal') return facts.goal === 'LOSE_WEIGHT';
    if (step === 'intro' || step === 'register') return !facts.signedIn;
    return CYCLE_STEPS.includes(step) ? facts.plan === 'CYCLE_DIET' : true;
  });

export function nextStep<S extends string>(steps: readonly S[], current: S): S | null {
  const at = steps.indexOf(current);
  return at >= 0 && at < steps.length - 1 ? steps[at + 1]! : null;
}

export function previousStep<S extends string>(steps: readonly S[], current: S): S | null {
  const at = steps.indexOf(current);
  return at > 0 ? steps[at - 1]! : null;
}

/**
 * Where this person is: the step they were on, unless it is not part of their flow now. A visitor
 * goes no further than the registration; after signing in they go on with the screen after it.
 */
export function resumeStep(step: FullStep, facts: FlowFacts): FullStep {
  const steps = fullStepsFor(facts);
  const at = FULL_STEPS.indexOf(step);
  if (!facts.signedIn && at > FULL_STEPS.indexOf('register')) return 'register';
  return steps.includes(step) ? step : (steps.find((s) => FULL_STEPS.indexOf(s) >= at) ?? steps[0]!);
}
