import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyTargets } from '../../core/nutrition/dailyTargets';
import { energyExpenditure } from '../../core/nutrition/energy';
import { DEFAULT_MEAL_PLAN, MEAL_MOMENTS, mealTargets } from '../../core/nutrition/mealSizes';
import type { NutritionProfile } from '../../core/nutrition/profile';
import { NO_WEEKLY_PLAN, evolveWeeklyPlan, type DayPlanSpec } from '../profile/weeklyPlan';
import {
  canReach,
  computedMeals,
  dailyMacros,
  dayTotal,
  ENERGY_PRESETS,
  fineTune,
  freeWeekdays,
  plannedMeals,
  problemsOf,
  resizeMeal,
  sizeTotal,
  startWizard,
  startingEnergyBalance,
  toggleMoment,
  withEnergyBalance,
  withMacroAdjustment,
} from './wizard';

const profile: NutritionProfile = {
  sex: 'FEMALE',
  age: 34,
  heightCm: 168,
  weightKg: 70,
  bodyFat: 0.28,
  activity: 'MILDLY_ACTIVE',
  goal: 'RECOMPOSITION',
  weeklyChangeKg: null,
  diet: 'OMNIVORE',
  sustainability: 'SUSTAINABLE',
  keto: false,
  lowCarb: false,
};
const total = energyExpenditure(profile).total;
const fresh = () => startWizard(profile, NO_WEEKLY_PLAN, null);

describe('the starting energy balance', () => {
  it('is 100 for recomposition (and maintaining), 110 for gaining, 90 for losing without a weekly goal', () => {
    expect(startingEnergyBalance(profile)).toBe(100);
    expect(startingEnergyBalance({ ...profile, goal: 'MAINTAIN' })).toBe(100);
    expect(startingEnergyBalance({ ...profile, goal: 'GAIN_MUSCLE' })).toBe(110);
    expect(startingEnergyBalance({ ...profile, goal: 'WEIGHT_GAIN' })).toBe(110);
    expect(startingEnergyBalance({ ...profile, goal: 'LOSE_WEIGHT' })).toBe(90);
    expect(startingEnergyBalance({ ...profile, goal: 'LOSE_WEIGHT', weeklyChangeKg: 0 })).toBe(90);
  });

  it('for a loss with a weekly goal is 100 minus kg x 7700 / 7 as a percent of total expenditure', () => {
    const loss = { ...profile, goal: 'LOSE_WEIGHT' as const, weeklyChangeKg: -0.5 };
    expect(startingEnergyBalance(loss)).toBe(Math.round((100 * (total - 550)) / total));
    // A small person losing 1 kg a week: never under 10.
    expect(startingEnergyBalance({ ...loss, weeklyChangeKg: -1 })).toBe(Math.round((100 * (total - 1100)) / total));
  });
});

describe('tab 1: the day', () => {
  it('is the model at the balance: kcal = total x balance / 100, protein and fat by their rules, carbs the rest', () => {
    const day = dailyMacros(profile, { energyBalance: 110, macroAdjustment: null })!;
    expect(day.kcal).toBe(Math.round((total * 110) / 100));
    const { fiber: _, ...model } = dailyTargets({ ...profile, energyBalance: 110 });
    expect(day).toEqual(model);
  });

  it('with the macro adjustment is the coach’s grams and 4p + 4c + 9f kcal', () => {
    expect(
      dailyMacros(profile, { energyBalance: 100, macroAdjustment: { protein: 150, carbs: 200, fat: 70 } }),
    ).toEqual({
      kcal: 4 * 150 + 4 * 200 + 9 * 70,
      protein: 150,
      carbs: 200,
      fat: 70,
    });
  });

  it('cannot go on with a balance outside 10..500 or an adjustment that is not positive whole grams', () => {
    for (const balance of [null, 9.9, 501])
      expect(problemsOf(withEnergyBalance(fresh(), balance), 1)).toEqual(['invalid_energy_balance']);
    for (const balance of [10, 105, 500]) expect(problemsOf(withEnergyBalance(fresh(), balance), 1)).toEqual([]);
    for (const bad of [
      { protein: 0, carbs: 200, fat: 70 },
      { protein: 150, carbs: null, fat: 70 },
      { protein: 150, carbs: 200, fat: 7.5 },
    ])
      expect(problemsOf(withMacroAdjustment(fresh(), bad), 1)).toEqual(['invalid_macro_adjustment']);
    expect(canReach(withEnergyBalance(fresh(), null), 2)).toBe(false);
  });
});

describe('tab 2: meal moments', () => {
  it('starts on the default plan and re-allocates the sizes on a toggle', () => {
    expect(fresh().sizes).toEqual(DEFAULT_MEAL_PLAN);
    const withSnack = toggleMoment(fresh(), 'MORNING_SNACK');
    const size = (moment: string) => withSnack.sizes.find((s) => s.moment === moment)!;
    expect([
      size('BREAKFAST').size,
      size('MORNING_SNACK').size,
      size('LUNCH').size,
      size('AFTERNOON_SNACK').size,
      size('DINNER').size,
    ]).toEqual([25, 10, 25, 10, 30]);
    expect(sizeTotal(withSnack.sizes)).toBe(100);
  });

  it('whatever meals are chosen, their sizes make 100 % and their numbers add up to the day', () => {
    fc.assert(
      fc.property(
        fc.subarray([...MEAL_MOMENTS], { minLength: 1 }),
        fc.constantFrom(...ENERGY_PRESETS),
        (moments, balance) => {
          let state = withEnergyBalance(fresh(), balance);
          for (const size of state.sizes)
            if (size.enabled !== moments.includes(size.moment)) state = toggleMoment(state, size.moment);
          expect(state.sizes.filter((s) => s.enabled).map((s) => s.moment)).toEqual(moments);
          expect(sizeTotal(state.sizes)).toBe(100);
          expect(state.sizes.every((s) => s.size % 5 === 0)).toBe(true);
          expect(problemsOf(state, 3)).toEqual([]);
          expect(dayTotal(plannedMeals(profile, state)!)).toEqual(dailyMacros(profile, state));
        },
      ),
    );
  });

  it('needs at least one meal', () => {
    let state = fresh();
    for (const moment of ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'] as const)
      state = toggleMoment(state, moment);
    expect(problemsOf(state, 2)).toEqual(['no_meal_slots']);
    expect(canReach(state, 3)).toBe(false);
  });
});

describe('tab 3: meal sizes', () => {
  it('shares the day by size; a total other than 100 scales each meal by its own size', () => {
    const day = dailyMacros(profile, fresh())!;
    expect(computedMeals(profile, fresh())).toEqual(mealTargets(day, DEFAULT_MEAL_PLAN));
    const bigger = resizeMeal(fresh(), 'DINNER', 50);
    expect(sizeTotal(bigger.sizes)).toBe(110);
    expect(computedMeals(profile, bigger)!.find((m) => m.moment === 'DINNER')!.kcal).toBe(Math.round(day.kcal / 2));
  });

  it('cannot go on with a total of 0 or an enabled meal of 0; sizes stay within 0..100', () => {
    expect(problemsOf(resizeMeal(fresh(), 'LUNCH', 0), 3)).toEqual(['enabled_meal_zero']);
    let none = fresh();
    for (const moment of ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'] as const)
      none = resizeMeal(none, moment, -5);
    expect(problemsOf(none, 3)).toEqual(['size_total_zero', 'enabled_meal_zero']);
    expect(resizeMeal(fresh(), 'DINNER', 105).sizes.find((s) => s.moment === 'DINNER')!.size).toBe(100);
  });
});

describe('tab 4: fine-tuning', () => {
  it('changes one meal’s number and the day’s total with it', () => {
    const before = dayTotal(plannedMeals(profile, fresh())!);
    const tuned = fineTune(fresh(), profile, 'LUNCH', 'kcal', 700);
    const lunch = plannedMeals(profile, tuned)!.find((m) => m.moment === 'LUNCH')!;
    const computedLunch = computedMeals(profile, fresh())!.find((m) => m.moment === 'LUNCH')!;
    expect(lunch).toEqual({ ...computedLunch, kcal: 700 });
    expect(dayTotal(plannedMeals(profile, tuned)!).kcal).toBe(before.kcal - computedLunch.kcal + 700);
  });

  it('keeps the fine-tuning of meals a resize or toggle leaves alone, and drops the changed ones', () => {
    const tuned = fineTune(fineTune(fresh(), profile, 'LUNCH', 'kcal', 700), profile, 'DINNER', 'fat', 30);
    const resized = resizeMeal(tuned, 'DINNER', 45);
    expect(Object.keys(resized.fineTuned)).toEqual(['LUNCH']);
    expect(Object.keys(toggleMoment(tuned, 'SNACK').fineTuned)).toEqual([]);
    expect(withEnergyBalance(tuned, 90).fineTuned).toEqual({});
  });

  it('saves only whole numbers of 0 or more, a name and at least one weekday', () => {
    expect(problemsOf(fresh(), 4)).toEqual([]);
    expect(problemsOf(fineTune(fresh(), profile, 'LUNCH', 'kcal', -1), 4)).toEqual(['invalid_slot_numbers']);
    expect(problemsOf(fineTune(fresh(), profile, 'LUNCH', 'protein', 2.5), 4)).toEqual(['invalid_slot_numbers']);
    expect(problemsOf(fineTune(fresh(), profile, 'LUNCH', 'carbs', null), 4)).toEqual(['invalid_slot_numbers']);
    expect(problemsOf(fineTune(fresh(), profile, 'LUNCH', 'fat', 0), 4)).toEqual([]);
    const noDays = {
      ...fresh(),
      name: '  ',
      weekdays: {
        ...fresh().weekdays,
        MONDAY: false,
        TUESDAY: false,
        WEDNESDAY: false,
        THURSDAY: false,
        FRIDAY: false,
        SATURDAY: false,
        SUNDAY: false,
      },
    };
    expect(problemsOf(noDays, 4)).toEqual(['no_name', 'no_weekdays']);
  });
});

describe('opening the wizard', () => {
  const training: DayPlanSpec = {
    dayPlanId: 'training',
    name: 'Training',
    weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    slots: mealTargets(dailyMacros(profile, { energyBalance: 110, macroAdjustment: null })!, DEFAULT_MEAL_PLAN).map(
      (s) => (s.moment === 'DINNER' ? { ...s, kcal: s.kcal + 50 } : s),
    ),
    energyBalance: 110,
    macroAdjustment: null,
    sizes: [...DEFAULT_MEAL_PLAN],
  };
  const week = evolveWeeklyPlan(NO_WEEKLY_PLAN, training);

  it('a new day plan is Standard for the weekdays no other plan has', () => {
    const state = startWizard(profile, week, null);
    expect(state.name).toBe('Standard');
    expect(state.dayPlanId).toBeNull();
    expect(
      Object.entries(state.weekdays)
        .filter(([, on]) => on)
        .map(([day]) => day),
    ).toEqual(['SATURDAY', 'SUNDAY']);
    expect(Object.values(freeWeekdays(NO_WEEKLY_PLAN, null)).every(Boolean)).toBe(true);
  });

  it('an existing one opens as it was saved, its changed numbers as fine-tuning', () => {
    const state = startWizard(profile, week, training);
    expect(state).toMatchObject({ dayPlanId: 'training', name: 'Training', energyBalance: 110, macroAdjustment: null });
    expect(Object.keys(state.fineTuned)).toEqual(['DINNER']);
    expect(plannedMeals(profile, state)).toEqual(training.slots);
    expect(state.weekdays.MONDAY && !state.weekdays.SATURDAY).toBe(true);
  });
});
