import { dailyTargets } from '../../core/nutrition/dailyTargets';
import { energyExpenditure } from '../../core/nutrition/energy';
import { defaultEnergyBalance } from '../../core/nutrition/goals';
import { macroKcal, type Macros } from '../../core/nutrition/macros';
import {
  allocateMealSizes,
  DEFAULT_MEAL_PLAN,
  MEAL_MOMENTS,
  mealTargets,
  type MealMoment,
  type MealSize,
  type SlotTargets,
} from '../../core/nutrition/mealSizes';
import { LIMITS, type NutritionProfile } from '../../core/nutrition/profile';
import { WEEKDAYS, type Weekday } from '../profile/events';
import type { DayPlanSpec, WeeklyPlan } from '../profile/weeklyPlan';

/**
 * The coach's nutrition-plan wizard (2-onboarding.txt, coach wizard) as pure data: the four tabs'
 * answers, what they compute, and what keeps each tab from going on. The screens only show it and
 * the SaveDayPlan command checks it again.
 */
export const ENERGY_PRESETS = [80, 90, 100, 105, 110] as const;
export const SIZE_STEP = 5;
export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];
export const DEFAULT_DAY_PLAN_NAME = 'Standard';

export type DayMacros = Omit<SlotTargets, 'moment'>;

export interface WizardState {
  /** The day plan being edited, null for a new one. */
  readonly dayPlanId: string | null;
  readonly step: Step;
  readonly name: string;
  readonly weekdays: Readonly<Record<Weekday, boolean>>;
  /** Percent of total expenditure; null while the 'other' field is empty. */
  readonly energyBalance: number | null;
  /** Grams the coach typed instead of the model's split; null without the adjustment. */
  readonly macroAdjustment: {
    readonly protein: number | null;
    readonly carbs: number | null;
    readonly fat: number | null;
  } | null;
  readonly sizes: readonly MealSize[];
  /** A meal's numbers as the coach changed them on tab 4; null where a field is empty. */
  readonly fineTuned: Readonly<Partial<Record<MealMoment, Readonly<Record<keyof DayMacros, number | null>>>>>;
}

/**
 * The starting balance by goal: recomposition 100, gain 110, loss 90, or for a loss with a weekly
 * goal 100 minus that goal's daily deficit (kg x 7700 / 7 kcal) as a percent of total expenditure,
 * to a whole percent within 10..500 (defaultEnergyBalance; docs/nutrition.md). A weekly change of
 * 0 counts as no weekly goal.
 */
export function startingEnergyBalance(profile: NutritionProfile): number {
  const totalKcal = energyExpenditure(profile).total;
  return defaultEnergyBalance(profile.goal, { totalKcal, weeklyChangeKg: profile.weeklyChangeKg || null });
}

/** The weekdays no other day plan has: all seven for a first plan. */
export function freeWeekdays(week: WeeklyPlan, except: string | null): Readonly<Record<Weekday, boolean>> {
  return weekdayRecord((day) => week.days[day] === undefined || week.days[day] === except);
}

/** A new day plan, or the stored one as it was made (its numbers as fine-tuning where they differ). */
export function startWizard(profile: NutritionProfile, week: WeeklyPlan, edited: DayPlanSpec | null): WizardState {
  if (!edited)
    return {
      dayPlanId: null,
      step: 1,
      name: DEFAULT_DAY_PLAN_NAME,
      weekdays: freeWeekdays(week, null),
      energyBalance: startingEnergyBalance(profile),
      macroAdjustment: null,
      sizes: DEFAULT_MEAL_PLAN,
      fineTuned: {},
    };
  const sizes = edited.sizes.some((s) => s.enabled) ? completeSizes(edited.sizes) : sizesOfSlots(edited.slots);
  const base: WizardState = {
    dayPlanId: edited.dayPlanId,
    step: 1,
    name: edited.name,
    weekdays: weekdayRecord((day) => week.days[day] === edited.dayPlanId),
    energyBalance: edited.energyBalance ?? startingEnergyBalance(profile),
    macroAdjustment: edited.macroAdjustment,
    sizes,
    fineTuned: {},
  };
  const computed = computedMeals(profile, base);
  const fineTuned: Partial<Record<MealMoment, DayMacros>> = {};
  for (const slot of edited.slots) {
    const plain = computed?.find((m) => m.moment === slot.moment);
    const { moment, ...numbers } = slot;
    if (!plain || MACRO_KEYS.some((key) => plain[key] !== numbers[key])) fineTuned[moment] = numbers;
  }
  return { ...base, fineTuned };
}

export const MACRO_KEYS = ['kcal', 'protein', 'carbs', 'fat'] as const satisfies readonly (keyof DayMacros)[];

/** The day: the model's at this balance, or the coach's grams with kcal = 4p + 4c + 9f. Null while a number is missing. */
export function dailyMacros(
  profile: NutritionProfile,
  state: Pick<WizardState, 'energyBalance' | 'macroAdjustment'>,
): DayMacros | null {
  const adjustment = state.macroAdjustment;
  if (adjustment) {
    if (!validAdjustment(adjustment)) return null;
    return { kcal: macroKcal(adjustment), ...adjustment };
  }
  if (!validEnergyBalance(state.energyBalance)) return null;
  const { kcal, protein, carbs, fat } = dailyTargets({ ...profile, energyBalance: state.energyBalance });
  return { kcal, protein, carbs, fat };
}

/** The enabled meals' shares of the day (mealTargets: each by its own size when the sizes do not add up to 100). */
export function computedMeals(profile: NutritionProfile, state: WizardState): readonly SlotTargets[] | null {
  const day = dailyMacros(profile, state);
  return day ? mealTargets(day, state.sizes) : null;
}

/** What tab 4 shows and saves: the computed meals with the coach's changes on top. */
export function plannedMeals(profile: NutritionProfile, state: WizardState): readonly SlotTargets[] | null {
  return (
    computedMeals(profile, state)?.map((meal) => {
      const tuned = state.fineTuned[meal.moment];
      return tuned ? { moment: meal.moment, ...fill(tuned) } : meal;
    }) ?? null
  );
}

export const dayTotal = (meals: readonly DayMacros[]): DayMacros =>
  meals.reduce(
    (sum, m) => ({
      kcal: sum.kcal + m.kcal,
      protein: sum.protein + m.protein,
      carbs: sum.carbs + m.carbs,
      fat: sum.fat + m.fat,
    }),
    { kcal: 0, protein: 0, carbs: 0, fat: 0 },
  );

export const sizeTotal = (sizes: readonly MealSize[]): number =>
  sizes.reduce((sum, s) => sum + (s.enabled ? s.size : 0), 0);

/** Tab 1: a new balance or adjustment changes every meal, so fine-tuning starts again. */
export const withEnergyBalance = (state: WizardState, energyBalance: number | null): WizardState => ({
  ...state,
  energyBalance,
  fineTuned: {},
});

export const withMacroAdjustment = (
  state: WizardState,
  macroAdjustment: WizardState['macroAdjustment'],
): WizardState => ({
  ...state,
  macroAdjustment,
  fineTuned: {},
});

/** Tab 2: the enabled moments get the allocation's sizes again. */
export function toggleMoment(state: WizardState, moment: MealMoment): WizardState {
  const enabled = state.sizes.filter((s) => (s.moment === moment ? !s.enabled : s.enabled)).map((s) => s.moment);
  return withSizes(state, allocateMealSizes(enabled));
}

/** Tab 3: one meal's size, in steps of 5 from 0 to 100. */
export function resizeMeal(state: WizardState, moment: MealMoment, size: number): WizardState {
  const clamped = Math.min(100, Math.max(0, Math.round(size)));
  return withSizes(
    state,
    state.sizes.map((s) => (s.moment === moment ? { ...s, size: clamped } : s)),
  );
}

/** Tab 4: one number of one meal; the others keep the value they show. */
export function fineTune(
  state: WizardState,
  profile: NutritionProfile,
  moment: MealMoment,
  key: keyof DayMacros,
  value: number | null,
): WizardState {
  const shown = plannedMeals(profile, state)?.find((m) => m.moment === moment);
  if (!shown) return state;
  const { moment: _, ...numbers } = shown;
  const current = state.fineTuned[moment] ?? numbers;
  return { ...state, fineTuned: { ...state.fineTuned, [moment]: { ...current, [key]: value } } };
}

export type StepProblem =
  | 'invalid_energy_balance'
  | 'invalid_macro_adjustment'
  | 'no_meal_slots'
  | 'size_total_zero'
  | 'enabled_meal_zero'
  | 'invalid_slot_numbers'
  | 'no_name'
  | 'no_weekdays';

/** Why a tab cannot go on (tab 4: cannot save); empty when it can. */
export function problemsOf(state: WizardState, step: Step): readonly StepProblem[] {
  const problems: StepProblem[] = [];
  if (step === 1) {
    if (state.macroAdjustment) {
      if (!validAdjustment(state.macroAdjustment)) problems.push('invalid_macro_adjustment');
    } else if (!validEnergyBalance(state.energyBalance)) problems.push('invalid_energy_balance');
  }
  if (step === 2 && !state.sizes.some((s) => s.enabled)) problems.push('no_meal_slots');
  if (step === 3) {
    if (sizeTotal(state.sizes) === 0) problems.push('size_total_zero');
    if (state.sizes.some((s) => s.enabled && s.size === 0)) problems.push('enabled_meal_zero');
  }
  if (step === 4) {
    const tuned = Object.values(state.fineTuned).flatMap((n) => MACRO_KEYS.map((key) => n[key]));
    if (!tuned.every((v) => v !== null && Number.isInteger(v) && v >= 0 && v <= 10_000))
      problems.push('invalid_slot_numbers');
    if (state.name.trim() === '') problems.push('no_name');
    if (!WEEKDAYS.some((day) => state.weekdays[day])) problems.push('no_weekdays');
  }
  return problems;
}

/** The first tab that cannot go on, or null: a tab further on is reachable only past the ones before. */
export function firstBlockedStep(state: WizardState): Step | null {
  return STEPS.find((step) => step < 4 && problemsOf(state, step).length > 0) ?? null;
}

export const canReach = (state: WizardState, step: Step): boolean => {
  const blocked = firstBlockedStep(state);
  return blocked === null || step <= blocked;
};

export const validEnergyBalance = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value >= LIMITS.energyBalance.min && value <= LIMITS.energyBalance.max;

/** Each a positive whole number of grams within the event's bounds. */
export function validAdjustment(a: NonNullable<WizardState['macroAdjustment']>): a is Macros {
  const max = { protein: 1_000, carbs: 2_000, fat: 1_000 };
  return (['protein', 'carbs', 'fat'] as const).every((key) => {
    const v = a[key];
    return v !== null && Number.isInteger(v) && v > 0 && v <= max[key];
  });
}

export const weekdayRecord = (has: (day: Weekday) => boolean): Record<Weekday, boolean> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, has(day)])) as Record<Weekday, boolean>;

/** New sizes keep the fine-tuning only of the meals whose size and state did not change. */
function withSizes(state: WizardState, sizes: readonly MealSize[]): WizardState {
  const fineTuned = Object.fromEntries(
    Object.entries(state.fineTuned).filter(([moment]) => {
      const before = state.sizes.find((s) => s.moment === moment);
      const after = sizes.find((s) => s.moment === moment);
      return before && after && after.enabled && before.enabled === after.enabled && before.size === after.size;
    }),
  );
  return { ...state, sizes, fineTuned };
}

/** An empty field counts as 0 in the day's total; saving waits until it is filled. */
const fill = (tuned: Readonly<Record<keyof DayMacros, number | null>>): DayMacros => ({
  kcal: tuned.kcal ?? 0,
  protein: tuned.protein ?? 0,
  carbs: tuned.carbs ?? 0,
  fat: tuned.fat ?? 0,
});

/** Every moment, in the day's order, those not stored as disabled. */
function completeSizes(sizes: readonly MealSize[]): readonly MealSize[] {
  return MEAL_MOMENTS.map((moment) => sizes.find((s) => s.moment === moment) ?? { moment, enabled: false, size: 0 });
}

/** A stored plan without sizes (none so far): its slots' shares of the day's kcal. */
function sizesOfSlots(slots: DayPlanSpec['slots']): readonly MealSize[] {
  const total = slots.reduce((sum, s) => sum + s.kcal, 0);
  return MEAL_MOMENTS.map((moment) => {
    const slot = slots.find((s) => s.moment === moment);
    const size = slot && total > 0 ? Math.round((100 * slot.kcal) / total / SIZE_STEP) * SIZE_STEP : 0;
    return { moment, enabled: slot !== undefined, size };
  });
}
