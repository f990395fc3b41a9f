import { describe, it } from 'vitest';
import { DEFAULT_MEAL_PLAN, mealTargets } from '../../core/nutrition/mealSizes';
import { given } from '../../core/testing/decider';
import { DayPlanSaved, MealPlanSet, NutritionProfileSet } from '../profile/events';
import { diyDayPlan } from '../profile/weeklyPlan';
import { saveDayPlan, type SaveDayPlan } from './commands';

const COMMAND_ID = '01900000-0000-7000-8000-000000000001';
const intake = NutritionProfileSet.draft({
  profile: {
    sex: 'MALE',
    age: 41,
    heightCm: 182,
    weightKg: 84,
    bodyFat: 0.22,
    activity: 'ACTIVE',
    goal: 'RECOMPOSITION',
    weeklyChangeKg: null,
    diet: 'OMNIVORE',
    sustainability: 'SUSTAINABLE',
    keto: false,
    lowCarb: false,
  },
  intolerances: [],
  allergens: [],
  dislikes: [],
});
const sizes = DEFAULT_MEAL_PLAN.map(({ moment, enabled, size }) => ({ moment, enabled, size }));
const slots = mealTargets({ kcal: 2800, protein: 150, carbs: 330, fat: 90 }, DEFAULT_MEAL_PLAN).map((s) => ({ ...s }));
const training: SaveDayPlan = {
  dayPlanId: null,
  name: ' Training ',
  weekdays: ['FRIDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
  energyBalance: 110,
  macroAdjustment: null,
  sizes,
  slots: [...slots].reverse(),
};
const saved = (payload: Partial<Parameters<typeof DayPlanSaved.draft>[0]> = {}) =>
  DayPlanSaved.draft({
    dayPlanId: COMMAND_ID,
    name: 'Training',
    weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    slots,
    energyBalance: 110,
    macroAdjustment: null,
    sizes,
    ...payload,
  });

describe('SaveDayPlan', () => {
  it('saves a new day plan under the command’s id: its weekdays and meals in the week’s and the day’s order', () => {
    given(intake).when(saveDayPlan, training).then([saved()]);
  });

  it('saves a second day plan for the weekend beside the first, with other meals and the macro adjustment', () => {
    const rest = mealTargets(
      { kcal: 2030, protein: 160, carbs: 200, fat: 70 },
      DEFAULT_MEAL_PLAN.filter((s) => s.moment !== 'AFTERNOON_SNACK'),
    );
    given(intake, saved({ dayPlanId: 'training' }))
      .when(saveDayPlan, {
        ...training,
        name: 'Rest',
        weekdays: ['SATURDAY', 'SUNDAY'],
        energyBalance: 90,
        macroAdjustment: { protein: 160, carbs: 200, fat: 70 },
        sizes: sizes.map((s) => (s.moment === 'AFTERNOON_SNACK' ? { ...s, enabled: false, size: 0 } : s)),
        slots: rest.map((s) => ({ ...s })),
      })
      .then([
        saved({
          name: 'Rest',
          weekdays: ['SATURDAY', 'SUNDAY'],
          energyBalance: 90,
          macroAdjustment: { protein: 160, carbs: 200, fat: 70 },
          sizes: sizes.map((s) => (s.moment === 'AFTERNOON_SNACK' ? { ...s, enabled: false, size: 0 } : s)),
          slots: rest.map((s) => ({ ...s })),
        }),
      ]);
  });

  it('saves an edited day plan under its own id', () => {
    given(intake, saved({ dayPlanId: 'training' }))
      .when(saveDayPlan, { ...training, dayPlanId: 'training', weekdays: ['MONDAY'] })
      .then([saved({ dayPlanId: 'training', weekdays: ['MONDAY'] })]);
  });

  it('first saves the self-service plan of an older profile, so the days the coach leaves keep it', () => {
    const meals = MealPlanSet.draft({ sizes });
    given(intake, meals)
      .when(saveDayPlan, training)
      .then([DayPlanSaved.draft(diyDayPlan(intake.payload, sizes)), saved()]);
  });

  it('refuses a client without an intake: client has no intake', () => {
    given().when(saveDayPlan, training).thenRejects('no_intake');
  });

  it('refuses when the energy expenditure cannot be computed', () => {
    const broken = NutritionProfileSet.draft({
      ...intake.payload,
      profile: { ...intake.payload.profile, weightKg: Number.NaN },
    });
    given(broken).when(saveDayPlan, training).thenRejects('no_energy_expenditure');
  });

  it('refuses to edit a day plan the client does not have', () => {
    given(intake)
      .when(saveDayPlan, { ...training, dayPlanId: 'gone' })
      .thenRejects('day_plan_not_found');
  });

  it('refuses a day plan without meals: no meal slots to create', () => {
    given(intake)
      .when(saveDayPlan, { ...training, sizes: sizes.map((s) => ({ ...s, enabled: false })), slots: [] })
      .thenRejects('no_meal_slots');
  });

  it('refuses a day plan for no weekday, or without a name', () => {
    given(intake)
      .when(saveDayPlan, { ...training, weekdays: [] })
      .thenRejects('no_weekdays');
    given(intake)
      .when(saveDayPlan, { ...training, name: '   ' })
      .thenRejects('no_name');
  });

  it.each([
    ['an energy balance under 10', { energyBalance: 9 }, 'invalid_energy_balance'],
    ['an energy balance over 500', { energyBalance: 501 }, 'invalid_energy_balance'],
    ['an adjustment of 0 g', { macroAdjustment: { protein: 0, carbs: 200, fat: 70 } }, 'invalid_macro_adjustment'],
    [
      'an adjustment of half grams',
      { macroAdjustment: { protein: 150.5, carbs: 200, fat: 70 } },
      'invalid_macro_adjustment',
    ],
    [
      'an enabled meal of size 0',
      { sizes: sizes.map((s) => (s.moment === 'LUNCH' ? { ...s, size: 0 } : s)) },
      'invalid_meal_sizes',
    ],
    [
      'a size over 100',
      { sizes: sizes.map((s) => (s.moment === 'LUNCH' ? { ...s, size: 120 } : s)) },
      'invalid_meal_sizes',
    ],
    ['a meal without its numbers', { slots: slots.slice(1) }, 'slots_mismatch'],
    [
      'numbers of a disabled meal',
      { slots: [...slots, { moment: 'SNACK', kcal: 1, protein: 0, carbs: 0, fat: 0 }] },
      'slots_mismatch',
    ],
    [
      'a negative fine-tuned number',
      { slots: slots.map((s, i) => (i === 0 ? { ...s, fat: -1 } : s)) },
      'invalid_slot_numbers',
    ],
    [
      'a fine-tuned number that is not whole',
      { slots: slots.map((s, i) => (i === 0 ? { ...s, kcal: 400.5 } : s)) },
      'invalid_slot_numbers',
    ],
  ] as const)('refuses %s', (_, change, code) => {
    given(intake)
      .when(saveDayPlan, { ...training, ...change })
      .thenRejects(code);
  });

  it('accepts the limits: balance 10 and 500, a meal of 0 kcal', () => {
    given(intake)
      .when(saveDayPlan, { ...training, energyBalance: 10 })
      .then([saved({ energyBalance: 10 })]);
    given(intake)
      .when(saveDayPlan, { ...training, energyBalance: 500 })
      .then([saved({ energyBalance: 500 })]);
    const zero = slots.map((s, i) => (i === 0 ? { ...s, kcal: 0 } : s));
    given(intake)
      .when(saveDayPlan, { ...training, slots: zero })
      .then([saved({ slots: zero })]);
  });
});
