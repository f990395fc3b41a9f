import { z } from 'zod';
import { defineCommand } from '../../core/commands';
import { ingredientDislike } from '../../core/catalogue/vocabulary';
import { accept, reject } from '../../core/errors';
import { weeklyGoalById, type WeeklyGoalId } from '../../core/nutrition/goals';
import { allocateMealSizes } from '../../core/nutrition/mealSizes';
import { ACTIVITIES, type NutritionProfile } from '../../core/nutrition/profile';
import { HEIGHT_UNITS, WEIGHT_UNITS } from '../../core/nutrition/units';
import { DayPlanSaved, MealPlanSet, NutritionProfileSet, UnitsChosen } from '../profile/events';
import { diyDayPlan } from '../profile/weeklyPlan';
import { planningProfileProjection } from '../profile/planningProfile';
import { DIETARY_PREFERENCES, PLAN_TYPES } from './planOptions';
import { completeSimpleOnboarding } from './simpleCommands';
import { GOALS, INTOLERANCE_CHOICES, ONBOARDING_MEAL_TIMES, modifyPlanForm } from './forms';

/** What the full onboarding has collected by its last screen, in kilograms and centimetres. */
export const onboardingAnswers = z.object({
  goal: z.enum(GOALS),
  activity: z.enum(ACTIVITIES),
  age: z.number().int().min(18).max(120),
  sex: z.enum(['MALE', 'FEMALE']),
  heightCm: z.number().min(120).max(250),
  weightKg: z.number().min(45).max(300),
  goalWeightKg: z.number().positive().max(300).nullable(),
  weeklyGoal: z.string().nullable(),
  plan: z.enum(PLAN_TYPES),
  customTargets: modifyPlanForm.nullable(),
  cycle: z.object({ lastPeriodStart: z.iso.date(), length: z.number().int().min(21).max(35) }).nullable(),
  mealTimes: z.array(z.enum(ONBOARDING_MEAL_TIMES)).min(2).max(5),
  dietaryPreference: z.enum(DIETARY_PREFERENCES).nullable(),
  intolerances: z.array(z.enum(INTOLERANCE_CHOICES)),
  dislikes: z.array(ingredientDislike),
  /** The units the person chose for weight and height; a redo of the plan starts from them. */
  units: z.object({ weight: z.enum(WEIGHT_UNITS), height: z.enum(HEIGHT_UNITS) }).optional(),
});
export type OnboardingAnswers = z.infer<typeof onboardingAnswers>;

/** The energy model's view of the answers; the plan screen previews with it and the save stores it. */
export function profileOf(
  answers: Pick<
    OnboardingAnswers,
    'goal' | 'activity' | 'age' | 'sex' | 'heightCm' | 'weightKg' | 'weeklyGoal' | 'plan' | 'dietaryPreference'
  >,
): NutritionProfile {
  return {
    sex: answers.sex,
    age: answers.age,
    heightCm: answers.heightCm,
    weightKg: answers.weightKg,
    bodyFat: null,
    activity: answers.activity,
    goal: answers.goal,
    weeklyChangeKg:
      answers.goal === 'LOSE_WEIGHT' && answers.weeklyGoal
        ? weeklyGoalById(answers.weeklyGoal as WeeklyGoalId).kgPerWeek
        : null,
    diet: answers.dietaryPreference ?? 'OMNIVORE',
    // The self-service flow never asks; the model then uses its stated fallbacks (docs/nutrition.md).
    sustainability: null,
    keto: answers.plan === 'KETO',
    lowCarb: answers.plan === 'LOW_CARB',
  };
}

/**
 * The final save of the full flow (2-onboarding.txt section 4) as three events: the profile (with
 * what the person avoids and the goal weight), the meal sizes of the chosen meal times in whole
 * percents, and the DIY day plan they make for all seven days; and the units chosen for weight and
 * height when they changed. The first
 * week is then planned by the server (`firstWeekPlanRequest`).
 */
export const completeOnboarding = defineCommand({
  type: 'CompleteOnboarding',
  // Whether the person was onboarded before is the whole history's to say, not a preview's.
  needsWholeHistory: true,
  schema: () => onboardingAnswers,
  projection: planningProfileProjection,
  decide: (answers, state) => {
    if (answers.goal === 'LOSE_WEIGHT' && !answers.weeklyGoal)
      return reject('weekly_goal_missing', 'onboarding:errors.selectWeeklyGoal');
    if (answers.plan === 'CHOOSE_YOUR_OWN' && !answers.customTargets)
      return reject('own_targets_missing', 'onboarding:errors.caloriesRequired');
    if (answers.plan === 'CYCLE_DIET' && !answers.cycle) return reject('cycle_missing', 'onboarding:errors.selectDate');
    const profile = NutritionProfileSet.draft({
      profile: profileOf(answers),
      intolerances: answers.intolerances.filter((i) => i !== 'NO_INTOLERANCE') as (
        'LACTOSE' | 'CRUSTACEANS_AND_SHELLFISH' | 'GLUTEN' | 'NUTS'
      )[],
      allergens: [],
      dislikes: answers.dislikes,
      plan: answers.plan,
      ...(answers.goalWeightKg ? { goalWeightKg: answers.goalWeightKg } : {}),
      ...(answers.plan === 'CHOOSE_YOUR_OWN' && answers.customTargets ? { customTargets: answers.customTargets } : {}),
      // Any plan but the cycle diet clears the cycle data (2-onboarding.txt section 4).
      ...(answers.plan === 'CYCLE_DIET' && answers.cycle ? { cycle: answers.cycle } : {}),
    });
    const sizes = allocateMealSizes(answers.mealTimes).map(({ moment, enabled, size }) => ({ moment, enabled, size }));
    // The plan is the weekly plan's DIY day plan on all seven days, replacing whatever day plans were there.
    const everyDay = diyDayPlan(profile.payload, sizes);
    const { units } = answers;
    const unitsChanged = units && (units.weight !== state.units.weight || units.height !== state.units.height);
    return accept([
      profile,
      MealPlanSet.draft({ sizes }),
      DayPlanSaved.draft(everyDay),
      ...(unitsChanged ? [UnitsChosen.draft({ weight: units.weight, height: units.height })] : []),
    ]);
  },
});

/** After the save: plan the first week from today, replacing what is planned, unless the organisation switched it off. */
export function firstWeekPlanRequest(today: string, organisation: { auto_plan_initial_meals: boolean }) {
  if (!organisation.auto_plan_initial_meals) return null;
  return {
    path: '/planner/autoPlanDays/',
    body: { num_days: 7, start_date_inclusive: today, delete_existing_plans: true },
  } as const;
}

export const onboardingCommands = [completeOnboarding, completeSimpleOnboarding];
