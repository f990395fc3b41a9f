import { energyExpenditure } from './energy';
import { targetKcal } from './goals';
import { carbStyleOf, FIBER_TARGET_G, fatTarget, proteinTarget, splitMacros, type MacroTargets } from './macros';
import type { NutritionProfile } from './profile';

/**
 * A day's targets in whole kcal and grams: the calories of the goal on top of the expenditure, then
 * protein and fat by their rules, carbs with what is left. The planner and the onboarding call this.
 */
export function dailyTargets(profile: NutritionProfile): MacroTargets {
  return dailyTargetsAt(profile, energyExpenditure(profile).total);
}

/**
 * The targets on an estimated expenditure (issue 21's check-in): the same rules as `dailyTargets`,
 * the goal's deficit or the coach's energy balance now applied to the estimate instead of the
 * formula's total; protein and fat keep their rules (fat reads the formula's basal and resting rate).
 */
export function dailyTargetsAt(profile: NutritionProfile, expenditureKcal: number): MacroTargets {
  const energy = energyExpenditure(profile);
  const kcal = targetKcal(expenditureKcal, profile);
  const split = splitMacros(
    kcal,
    proteinTarget(profile),
    fatTarget(profile.sex, profile.sustainability, energy),
    carbStyleOf(profile),
  );
  return { ...split, fiber: FIBER_TARGET_G };
}
