import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyTargets } from '../../../src/core/nutrition/dailyTargets';
import { heightToCm, weightToKg } from '../../../src/core/nutrition/units';
import { needsOnboarding } from '../../../src/features/onboarding/access';
import { profileOf } from '../../../src/features/onboarding/commands';
import {
  answersOf,
  convertHeight,
  convertWeight,
  planPreview,
  redoDraft,
  startingDraft,
  weeklyGoalChoice,
  type OnboardingDraft,
} from '../../../src/features/onboarding/fullDraft';
import { resumeStep } from '../../../src/features/onboarding/steps';

const answered = (patch: Partial<OnboardingDraft> = {}): OnboardingDraft => ({
  ...startingDraft(null),
  goal: 'LOSE_WEIGHT',
  activity: 'ACTIVE',
  sex: 'MALE',
  age: 34,
  height: { unit: 'CENTIMETERS', cm: 182 },
  weight: { unit: 'KILOGRAMS', kg: 86 },
  goalWeight: { unit: 'KILOGRAMS', kg: 78 },
  weeklyGoal: 'LOSE_0_5_KG_PER_WEEK',
  ...patch,
});

describe('the draft of the full onboarding', () => {
  it('starts from the self-service defaults in the units of the device region', () => {
    expect(startingDraft('NL')).toMatchObject({
      step: 'intro',
      age: 25,
      height: { unit: 'CENTIMETERS', cm: 160 },
      weight: { unit: 'KILOGRAMS', kg: 70 },
      mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
      intolerances: ['NO_INTOLERANCE'],
    });
    expect(startingDraft('US')).toMatchObject({
      height: { unit: 'FEET_INCHES', feet: 5, inches: 3 },
      weight: { unit: 'POUNDS' },
    });
    expect(startingDraft('GB').weight.unit).toBe('STONES');
    // Nobody's plan rests on a choice they did not make.
    expect(startingDraft(null)).toMatchObject({ goal: null, activity: null, sex: null });
  });

  it('has no answers until goal, activity and gender are given', () => {
    expect(answersOf(startingDraft(null))).toBeNull();
    expect(planPreview(startingDraft(null))).toBeNull();
  });

  it('turns the answers into kilograms and centimetres, keeping the weekly goal only for a loss', () => {
    const stones = answered({
      height: { unit: 'FEET_INCHES', feet: 6, inches: 0 },
      weight: { unit: 'STONES', stone: 13, lb: 7 },
    });
    expect(answersOf(stones)).toMatchObject({ heightCm: 182.9, weightKg: 85.73, weeklyGoal: 'LOSE_0_5_KG_PER_WEEK' });
    expect(answersOf(answered({ goal: 'GAIN_MUSCLE' }))).toMatchObject({ weeklyGoal: null, goalWeightKg: null });
  });

  it('previews the model targets, or the person own numbers when they chose them', () => {
    const draft = answered();
    expect(planPreview(draft)).toEqual(
      expect.objectContaining({ kcal: dailyTargets(profileOf(answersOf(draft)!)).kcal }),
    );
    const own = { kcal: 2400, protein: 160, carbs: 260, fat: 80 };
    expect(planPreview(answered({ plan: 'CHOOSE_YOUR_OWN', customTargets: own }))).toEqual(own);
    // Keto caps carbohydrates at 40 g.
    expect(planPreview(answered({ plan: 'KETO' }))!.carbs).toBeLessThanOrEqual(40);
  });

  it('keeps the cycle only on the cycle diet, and only once a date is chosen', () => {
    expect(answersOf(answered({ plan: 'CYCLE_DIET', cycle: { lastPeriodStart: null, length: 28 } }))!.cycle).toBeNull();
    expect(
      answersOf(answered({ plan: 'CYCLE_DIET', cycle: { lastPeriodStart: '2026-11-02', length: 30 } }))!.cycle,
    ).toEqual({ lastPeriodStart: '2026-11-02', length: 30 });
    expect(
      answersOf(answered({ plan: 'RECOMMENDED', cycle: { lastPeriodStart: '2026-11-02', length: 30 } }))!.cycle,
    ).toBeNull();
  });

  it('offers no weekly goal when every one would go below 1250 kcal', () => {
    const small = answered({
      sex: 'FEMALE',
      age: 80,
      activity: 'SEDENTARY',
      height: { unit: 'CENTIMETERS', cm: 150 },
      weight: { unit: 'KILOGRAMS', kg: 45 },
    });
    expect(weeklyGoalChoice(small)).toEqual({ status: 'NO_SAFE_GOAL' });
    expect(weeklyGoalChoice(answered())).toMatchObject({ status: 'AVAILABLE' });
  });

  it('converts the value in the field when the unit changes, and back within the display precision', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 45, max: 300, noNaN: true }),
        fc.constantFrom('POUNDS', 'STONES') as fc.Arbitrary<'POUNDS' | 'STONES'>,
        (kg, unit) => {
          const there = convertWeight({ unit: 'KILOGRAMS', kg }, unit);
          expect(weightToKg(convertWeight(there, 'KILOGRAMS'))).toBeCloseTo(kg, 1);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 120, max: 250 }), (cm) => {
        const feet = convertHeight({ unit: 'CENTIMETERS', cm }, 'FEET_INCHES');
        expect(Math.abs(heightToCm(convertHeight(feet, 'CENTIMETERS')) - cm)).toBeLessThanOrEqual(1.5);
      }),
    );
  });

  it('starts a redo at the goal screen from what was saved', () => {
    const saved = {
      profile: profileOf(answersOf(answered({ dietaryPreference: 'VEGAN' }))!),
      intolerances: ['GLUTEN' as const],
      allergens: [],
      dislikes: ['TOMATO' as const],
      plan: 'LOW_CARB' as const,
    };
    expect(redoDraft(saved, 'NL')).toMatchObject({
      step: 'goal',
      redo: true,
      goal: 'LOSE_WEIGHT',
      sex: 'MALE',
      age: 34,
      height: { cm: 182 },
      weight: { kg: 86 },
      plan: 'LOW_CARB',
      dietaryPreference: 'VEGAN',
      intolerances: ['GLUTEN'],
      dislikes: ['TOMATO'],
    });
  });
});

describe('the units of the onboarding', () => {
  it('are part of the answers the save keeps', () => {
    const stones = answered({
      weight: { unit: 'STONES', stone: 13, lb: 7 },
      height: { unit: 'FEET_INCHES', feet: 6, inches: 0 },
    });
    expect(answersOf(stones)!.units).toEqual({ weight: 'STONES', height: 'FEET_INCHES' });
  });

  it('a redo starts in the units chosen, with the saved goal weight in them', () => {
    const saved = {
      profile: profileOf(answersOf(answered())!),
      intolerances: [],
      allergens: [],
      dislikes: [],
      plan: 'RECOMMENDED' as const,
      goalWeightKg: 78,
    };
    const redo = redoDraft(saved, 'NL', { weight: 'POUNDS', height: 'FEET_INCHES' });
    expect(redo.weight).toEqual({ unit: 'POUNDS', lb: 189.6 });
    expect(redo.goalWeight).toEqual({ unit: 'POUNDS', lb: 171.96 });
    expect(redo.height).toEqual({ unit: 'FEET_INCHES', feet: 6, inches: 0 });
  });

  it('a redo without chosen units takes the region’s, and without a goal weight the default one', () => {
    const saved = { profile: profileOf(answersOf(answered())!), intolerances: [], allergens: [], dislikes: [] };
    const redo = redoDraft(saved, 'GB');
    expect(redo.weight.unit).toBe('STONES');
    expect(redo.goalWeight).toEqual({ unit: 'STONES', stone: 10, lb: 3 });
  });
});

describe('where the flow resumes', () => {
  it('keeps a visitor at the registration, and goes on after it once signed in', () => {
    const facts = { goal: 'LOSE_WEIGHT', plan: 'RECOMMENDED' as const };
    expect(resumeStep('mealTimes', { ...facts, signedIn: false })).toBe('register');
    expect(resumeStep('register', { ...facts, signedIn: true })).toBe('nutritionPlan');
    expect(resumeStep('intro', { ...facts, signedIn: true })).toBe('goal');
    expect(resumeStep('weeklyGoal', { ...facts, goal: 'GAIN_MUSCLE', signedIn: true })).toBe('nutritionPlan');
    expect(resumeStep('cycleDates', { ...facts, signedIn: true })).toBe('mealTimes');
    expect(resumeStep('cycleDates', { ...facts, plan: 'CYCLE_DIET', signedIn: true })).toBe('cycleDates');
  });
});

const user = (patch: Record<string, unknown> = {}) =>
  ({
    is_diy: true,
    is_coach: false,
    payment_status_override: false,
    customer: null,
    organisation: { recipe_system_type: 'COMPLEX', has_product: true },
    ...patch,
  }) as never;

describe('who goes through the full onboarding (who is stopped by billing: tests/unit/plugins/b2c-paywall)', () => {
  it('sends a self-service person of an ordinary organisation without a plan', () => {
    expect(needsOnboarding(user(), null)).toBe(true);
    expect(needsOnboarding(user(), { profile: {} })).toBe(false);
    expect(needsOnboarding(user({ is_diy: false }), null)).toBe(false);
    expect(needsOnboarding(user({ is_coach: true }), null)).toBe(false);
    expect(needsOnboarding(user({ organisation: { recipe_system_type: 'SIMPLE' } }), null)).toBe(false);
  });
});
