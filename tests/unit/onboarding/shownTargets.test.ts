import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../../src/core/events';
import { completeOnboarding } from '../../../src/features/onboarding/commands';
import {
  answersOf,
  planPreview,
  startingDraft,
  targetsChangedSincePlan,
  type DayTargets,
  type OnboardingDraft,
} from '../../../src/features/onboarding/fullDraft';
import { DIETARY_PREFERENCES, PLAN_TYPES, type PlanType } from '../../../src/features/onboarding/planOptions';
import { targetsOf } from '../../../src/features/profile/targets';
import type { DayPlanSpec } from '../../../src/features/profile/weeklyPlan';

const META = { commandId: 'c', now: '2026-11-22T10:00:00Z', actor: 'user:1', stream: 'user:1' };

/** A person who has answered everything up to the plan screen, on this plan. */
const atThePlanScreen = (sex: 'MALE' | 'FEMALE', goal: 'LOSE_WEIGHT' | 'GAIN_MUSCLE', plan: PlanType) => ({
  ...startingDraft(null),
  step: 'nutritionPlan' as const,
  goal,
  activity: 'MILDLY_ACTIVE' as const,
  sex,
  age: 41,
  height: { unit: 'CENTIMETERS' as const, cm: 171 },
  weight: { unit: 'KILOGRAMS' as const, kg: 82 },
  goalWeight: { unit: 'KILOGRAMS' as const, kg: 74 },
  weeklyGoal: goal === 'LOSE_WEIGHT' ? ('LOSE_0_5_KG_PER_WEEK' as const) : null,
  plan,
  customTargets: plan === 'CHOOSE_YOUR_OWN' ? { kcal: 2000, protein: 120, carbs: 210, fat: 70 } : null,
  cycle: plan === 'CYCLE_DIET' ? { lastPeriodStart: '2026-11-10', length: 28 } : null,
});

/** The flow as the screens run it: the plan screen keeps what it showed, then the diet is chosen. */
function throughTheDietScreen(draft: OnboardingDraft, diet: OnboardingDraft['dietaryPreference']) {
  const onPlanScreen = planPreview(draft)!;
  const afterDiet: OnboardingDraft = { ...draft, shownTargets: onPlanScreen, dietaryPreference: diet };
  // What the person saw last: the diet screen's targets when it shows them, else the plan screen's.
  const seenLast = targetsChangedSincePlan(afterDiet) ?? onPlanScreen;
  return { onPlanScreen, afterDiet, seenLast };
}

/** The targets the save stores: the profile's, and the day plan's slots added up. */
function saved(draft: OnboardingDraft): { profile: DayTargets; dayPlan: DayTargets } {
  const decision = completeOnboarding.decide(
    completeOnboarding.schema.parse(answersOf(draft)),
    completeOnboarding.projection.initialState,
    META,
  );
  if (!decision.ok) throw new Error(decision.error.code);
  const [profile, , dayPlan] = decision.value as EventDraft[];
  const slots = (dayPlan!.payload as DayPlanSpec).slots;
  const sum = (key: keyof DayTargets) => slots.reduce((total, slot) => total + slot[key], 0);
  return {
    profile: targetsOf(profile!.payload as Parameters<typeof targetsOf>[0]),
    dayPlan: { kcal: sum('kcal'), protein: sum('protein'), carbs: sum('carbs'), fat: sum('fat') },
  };
}

const DIETS = [null, ...DIETARY_PREFERENCES] as const;
const cases = DIETS.flatMap((diet) =>
  PLAN_TYPES.flatMap((plan) =>
    (['FEMALE', 'MALE'] as const).flatMap((sex) =>
      (['LOSE_WEIGHT', 'GAIN_MUSCLE'] as const).map((goal) => ({ diet, plan, sex, goal })),
    ),
  ),
);

describe('the targets the onboarding shows are the targets it saves', () => {
  it.each(cases)('$diet, $plan, $sex, $goal: the targets seen last are saved', ({ diet, plan, sex, goal }) => {
    const { afterDiet, seenLast } = throughTheDietScreen(atThePlanScreen(sex, goal, plan), diet);
    const stored = saved(afterDiet);
    expect(stored.profile).toEqual(seenLast);
    expect(stored.dayPlan).toEqual(seenLast);
  });

  it('shows a vegan the higher protein they will get, after the plan screen showed the diet-less plan', () => {
    const { onPlanScreen, afterDiet, seenLast } = throughTheDietScreen(
      atThePlanScreen('FEMALE', 'LOSE_WEIGHT', 'RECOMMENDED'),
      'VEGAN',
    );
    expect(seenLast.protein).toBeGreaterThan(onPlanScreen.protein);
    expect(targetsChangedSincePlan(afterDiet)).toEqual(seenLast);
  });

  it('shows nothing again when the diet changes nothing: no diet, or their own numbers', () => {
    expect(throughTheDietScreen(atThePlanScreen('MALE', 'LOSE_WEIGHT', 'KETO'), null).afterDiet).toSatisfy(
      (draft: OnboardingDraft) => targetsChangedSincePlan(draft) === null,
    );
    const own = throughTheDietScreen(atThePlanScreen('FEMALE', 'GAIN_MUSCLE', 'CHOOSE_YOUR_OWN'), 'VEGAN');
    expect(targetsChangedSincePlan(own.afterDiet)).toBeNull();
  });

  it('shows the targets again when a diet the plan screen counted with is taken back', () => {
    const vegan = { ...atThePlanScreen('FEMALE', 'LOSE_WEIGHT', 'RECOMMENDED'), dietaryPreference: 'VEGAN' as const };
    const shown = planPreview(vegan)!;
    const undone = { ...vegan, shownTargets: shown, dietaryPreference: null };
    expect(targetsChangedSincePlan({ ...vegan, shownTargets: shown })).toBeNull();
    expect(targetsChangedSincePlan(undone)!.protein).toBeLessThan(shown.protein);
  });
});
