import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planOptionsFor } from '../../../src/features/onboarding/planOptions';
import { toggleSingle, toggleUpTo, toggleWithExclusive } from '../../../src/features/onboarding/selections';
import { FULL_STEPS, fullStepsFor, nextStep, previousStep } from '../../../src/features/onboarding/steps';

describe('plan options by person, before plugins (2-onboarding.txt section 4; the flags: tests/unit/plugins)', () => {
  it('offers everyone the four ordinary plans, and no hormone plan', () => {
    expect(planOptionsFor({ sex: 'FEMALE' })).toEqual(['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN']);
    expect(planOptionsFor({ sex: 'MALE' })).toEqual(['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN']);
  });
});

describe('choices on the selection screens', () => {
  it("'no intolerance' clears the others, another choice clears it, and nothing chosen means it", () => {
    expect(toggleWithExclusive(['GLUTEN', 'NUTS'], 'NO_INTOLERANCE', 'NO_INTOLERANCE')).toEqual(['NO_INTOLERANCE']);
    expect(toggleWithExclusive(['NO_INTOLERANCE'], 'GLUTEN', 'NO_INTOLERANCE')).toEqual(['GLUTEN']);
    expect(toggleWithExclusive(['GLUTEN'], 'GLUTEN', 'NO_INTOLERANCE')).toEqual(['NO_INTOLERANCE']);
  });

  it('whatever the taps, the exclusive option never stands with another, and the selection is never empty', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('NONE', 'MILK', 'EGG', 'SOY', 'FISH'), { maxLength: 30 }), (taps) => {
        const result = taps.reduce<string[]>((selection, tap) => toggleWithExclusive(selection, tap, 'NONE'), ['NONE']);
        expect(result.length).toBeGreaterThan(0);
        if (result.includes('NONE')) expect(result).toEqual(['NONE']);
        expect(new Set(result).size).toBe(result.length);
      }),
    );
  });

  it('a third cooking style is ignored; a tap on a chosen one takes it back', () => {
    expect(toggleUpTo(['QUICK', 'EASY'], 'COMFORT', 2)).toEqual(['QUICK', 'EASY']);
    expect(toggleUpTo(['QUICK', 'EASY'], 'EASY', 2)).toEqual(['QUICK']);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 20 }), (taps) => {
        expect(taps.reduce<string[]>((s, t) => toggleUpTo(s, t, 2), []).length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('tapping the chosen diet again takes it back', () => {
    expect(toggleSingle('VEGAN', 'VEGAN')).toBeNull();
    expect(toggleSingle('VEGAN', 'PESCATARIAN')).toBe('PESCATARIAN');
  });
});

describe('the steps of the flow', () => {
  it('shows the weekly goal only when losing weight, and the cycle screens only on the cycle diet', () => {
    expect(fullStepsFor({ goal: 'GAIN_MUSCLE', plan: 'RECOMMENDED', signedIn: true })).not.toContain('weeklyGoal');
    expect(fullStepsFor({ goal: 'LOSE_WEIGHT', plan: 'RECOMMENDED', signedIn: true })).toContain('weeklyGoal');
    expect(fullStepsFor({ goal: 'LOSE_WEIGHT', plan: 'RECOMMENDED', signedIn: true })).not.toContain('cycleDates');
    const cycle = fullStepsFor({ goal: 'RECOMPOSITION', plan: 'CYCLE_DIET', signedIn: true });
    expect(nextStep(cycle, 'nutritionPlan')).toBe('cycleDates');
    expect(nextStep(cycle, 'cycleDetails')).toBe('mealTimes');
    expect(nextStep(fullStepsFor({ goal: 'GAIN_MUSCLE', plan: null, signedIn: true }), 'physicalStats')).toBe(
      'nutritionPlan',
    );
    expect(previousStep(FULL_STEPS, 'intro')).toBeNull();
    // A visitor registers after the body questions, then sees the plan; a signed-in person goes straight on.
    const visitor = fullStepsFor({ goal: 'GAIN_MUSCLE', plan: null, signedIn: false });
    expect(nextStep(visitor, 'physicalStats')).toBe('register');
    expect(nextStep(visitor, 'register')).toBe('nutritionPlan');
    expect(visitor[0]).toBe('intro');
    expect(fullStepsFor({ goal: null, plan: null, signedIn: true })[0]).toBe('goal');
    expect(nextStep(FULL_STEPS, 'tour')).toBeNull();
  });

  it('never skips a screen every person needs, and keeps the order', () => {
    const required = [
      'goal',
      'activity',
      'biometrics',
      'physicalStats',
      'nutritionPlan',
      'mealTimes',
      'diet',
      'intolerances',
      'dislikes',
      'loading',
      'tour',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(null, 'LOSE_WEIGHT', 'GAIN_MUSCLE', 'RECOMPOSITION'),
        fc.constantFrom(null, 'RECOMMENDED', 'KETO', 'CYCLE_DIET', 'MENOPAUSE'),
        (goal, plan) => {
          const steps = fullStepsFor({ goal, plan: plan as never, signedIn: true });
          expect(required.filter((s) => !steps.includes(s as never))).toEqual([]);
          expect([...steps].sort((a, b) => FULL_STEPS.indexOf(a) - FULL_STEPS.indexOf(b))).toEqual(steps);
        },
      ),
    );
  });
});
