import type { IngredientDislike } from '../../core/catalogue/vocabulary';
import { energyExpenditure } from '../../core/nutrition/energy';
import { weeklyGoalOptions, type WeeklyGoalChoice, type WeeklyGoalId } from '../../core/nutrition/goals';
import type { Activity, Sex } from '../../core/nutrition/profile';
import {
  defaultUnits,
  displayHeight,
  displayWeight,
  heightToCm,
  kgToLb,
  lbToKg,
  weightToKg,
  type HeightDisplay,
  type HeightUnit,
  type WeightDisplay,
  type WeightUnit,
} from '../../core/nutrition/units';
import type { EventOf } from '../../core/events';
import type { NutritionProfileSet } from '../profile/events';
import { profileOf, type OnboardingAnswers } from './commands';
import { deviceStore } from '../../core/deviceStore';
import { targetsOf } from '../profile/targets';
import { GOALS, type INTOLERANCE_CHOICES, type ONBOARDING_MEAL_TIMES } from './forms';
import type { DietaryPreference, PlanType } from './planOptions';
import type { FullStep } from './steps';

type Goal = (typeof GOALS)[number];

/**
 * The full onboarding's answers before they are saved: this device's UI state, kept out of the
 * synced log (docs/architecture.md) and in storage so that a reload, or the sign-up in the middle
 * of the flow, continues where the person was. The save is the CompleteOnboarding command.
 */
export interface OnboardingDraft {
  readonly step: FullStep;
  /** Redoing the plan from the profile: the goal screen offers a way back. */
  readonly redo: boolean;
  readonly goal: Goal | null;
  readonly activity: Activity | null;
  readonly age: number;
  readonly sex: Sex | null;
  readonly height: HeightDisplay;
  readonly weight: WeightDisplay;
  readonly goalWeight: WeightDisplay;
  readonly weeklyGoal: WeeklyGoalId | null;
  readonly plan: PlanType;
  readonly customTargets: { kcal: number; protein: number; carbs: number; fat: number } | null;
  readonly cycle: { lastPeriodStart: string | null; length: number } | null;
  readonly mealTimes: readonly (typeof ONBOARDING_MEAL_TIMES)[number][];
  readonly dietaryPreference: DietaryPreference | null;
  readonly intolerances: readonly (typeof INTOLERANCE_CHOICES)[number][];
  readonly dislikes: readonly IngredientDislike[];
  /**
   * The targets the plan screen showed when the person went on: the diet is asked after it
   * (2-onboarding.txt section 2), so the diet screen shows the targets again when they change.
   * Absent in a draft stored before it was kept.
   */
  readonly shownTargets?: DayTargets | null;
}

/** A day's calories and macros in whole kcal and grams, as the plan screen shows them. */
export type DayTargets = {
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
};

/**
 * The self-service form's defaults (2-onboarding.txt section 9, first reading: 160 cm, 70 kg, goal
 * 65 kg, age 25). Goal, activity and gender start unanswered so that nobody's plan rests on a
 * choice they did not make (docs/decisions.md).
 */
export function startingDraft(region: string | null): OnboardingDraft {
  const units = defaultUnits(region);
  return {
    step: 'intro',
    redo: false,
    goal: null,
    activity: null,
    age: 25,
    sex: null,
    height: displayHeight(160, units.height),
    weight: roundWeight(displayWeight(70, units.weight)),
    goalWeight: roundWeight(displayWeight(65, units.weight)),
    weeklyGoal: null,
    plan: 'RECOMMENDED',
    customTargets: null,
    cycle: null,
    mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
    dietaryPreference: null,
    intolerances: ['NO_INTOLERANCE'],
    dislikes: [],
    shownTargets: null,
  };
}

/** A starting value in whole pounds (11 st 0 lb, not 11 st 0.32 lb); kilograms stay as they are. */
const roundWeight = (weight: WeightDisplay): WeightDisplay =>
  weight.unit === 'KILOGRAMS' ? weight : displayWeight(lbToKg(Math.round(kgToLb(weightToKg(weight)))), weight.unit);

/** The same weight in another unit, as the unit picker converts the value in the field. */
export const convertWeight = (weight: WeightDisplay, unit: WeightDisplay['unit']): WeightDisplay =>
  weight.unit === unit ? weight : displayWeight(weightToKg(weight), unit);

/** The same height in the other unit (the toggle link). */
export const convertHeight = (height: HeightDisplay, unit: HeightDisplay['unit']): HeightDisplay =>
  height.unit === unit ? height : displayHeight(heightToCm(height), unit);

/**
 * A person redoing their plan starts from what they saved last time: the answers, the goal weight,
 * and the units they chose (the device's region's for what they never chose).
 */
export function redoDraft(
  saved: EventOf<typeof NutritionProfileSet>['payload'],
  region: string | null,
  chosen: { weight?: WeightUnit | undefined; height?: HeightUnit | undefined } = {},
): OnboardingDraft {
  const start = startingDraft(region);
  const { profile } = saved;
  const regional = defaultUnits(region);
  const units = { weight: chosen.weight ?? regional.weight, height: chosen.height ?? regional.height };
  const goal = (GOALS as readonly string[]).includes(profile.goal) ? (profile.goal as Goal) : null;
  return {
    ...start,
    step: 'goal',
    redo: true,
    goal,
    activity: profile.activity,
    age: profile.age,
    sex: profile.sex,
    height: displayHeight(profile.heightCm, units.height),
    weight: displayWeight(profile.weightKg, units.weight),
    goalWeight: saved.goalWeightKg
      ? displayWeight(saved.goalWeightKg, units.weight)
      : convertWeight(start.goalWeight, units.weight),
    plan: saved.plan ?? 'RECOMMENDED',
    customTargets: saved.customTargets ?? null,
    cycle: saved.cycle ?? null,
    dietaryPreference:
      profile.diet === 'VEGAN' || profile.diet === 'VEGETARIAN' || profile.diet === 'PESCATARIAN' ? profile.diet : null,
    intolerances: saved.intolerances.length > 0 ? saved.intolerances : ['NO_INTOLERANCE'],
    dislikes: saved.dislikes,
  };
}

const store = deviceStore<OnboardingDraft>('forkcast.onboarding.full');
export const loadDraft = (storage?: Pick<Storage, 'getItem'>): OnboardingDraft | null => store.load(storage);
export const saveDraft = (draft: OnboardingDraft | null, storage?: Pick<Storage, 'setItem' | 'removeItem'>): void =>
  store.save(draft, storage);

/** The answers the save needs, once the screens before the plan are answered. */
export function answersOf(draft: OnboardingDraft): OnboardingAnswers | null {
  if (!draft.goal || !draft.activity || !draft.sex) return null;
  return {
    goal: draft.goal,
    activity: draft.activity,
    age: draft.age,
    sex: draft.sex,
    heightCm: Math.round(heightToCm(draft.height) * 10) / 10,
    weightKg: Math.round(weightToKg(draft.weight) * 100) / 100,
    goalWeightKg: draft.goal === 'LOSE_WEIGHT' ? Math.round(weightToKg(draft.goalWeight) * 100) / 100 : null,
    weeklyGoal: draft.goal === 'LOSE_WEIGHT' ? draft.weeklyGoal : null,
    plan: draft.plan,
    customTargets: draft.plan === 'CHOOSE_YOUR_OWN' ? draft.customTargets : null,
    cycle:
      draft.plan === 'CYCLE_DIET' && draft.cycle?.lastPeriodStart
        ? { lastPeriodStart: draft.cycle.lastPeriodStart, length: draft.cycle.length }
        : null,
    mealTimes: [...draft.mealTimes],
    dietaryPreference: draft.dietaryPreference,
    intolerances: [...draft.intolerances],
    dislikes: [...draft.dislikes],
    units: { weight: draft.weight.unit, height: draft.height.unit },
  };
}

/**
 * The four numbers the plan screen shows: the person's own when they chose them, else the model's,
 * computed with every answer given so far; at the end of the flow they are the ones saved.
 */
export function planPreview(draft: OnboardingDraft): DayTargets | null {
  const answers = answersOf(draft);
  if (!answers) return null;
  return targetsOf({
    profile: profileOf(answers),
    ...(answers.customTargets ? { customTargets: answers.customTargets } : {}),
  });
}

/**
 * The targets to show again on the diet screen: the ones that will be saved, when the diet chosen
 * makes them differ from what the plan screen showed (a vegan needs more protein); null otherwise.
 */
export function targetsChangedSincePlan(draft: OnboardingDraft): DayTargets | null {
  const now = planPreview(draft);
  if (!now) return null;
  // A draft stored before the shown targets were kept showed the plan of the diet-less answers, at most.
  const shown = draft.shownTargets ?? planPreview({ ...draft, dietaryPreference: null });
  return shown && sameTargets(shown, now) ? null : now;
}

const sameTargets = (a: DayTargets, b: DayTargets) =>
  a.kcal === b.kcal && a.protein === b.protein && a.carbs === b.carbs && a.fat === b.fat;

/** The weekly goals that keep this person at or above 1250 kcal a day. */
export function weeklyGoalChoice(draft: OnboardingDraft): WeeklyGoalChoice | null {
  const answers = answersOf(draft);
  if (!answers) return null;
  return weeklyGoalOptions(energyExpenditure(profileOf({ ...answers, goal: 'RECOMPOSITION' })).total);
}

/** The device's region (en-GB → GB), which decides the default units. */
export function deviceRegion(): string | null {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? null;
  } catch {
    return null;
  }
}
