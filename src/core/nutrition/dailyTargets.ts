import { energyExpenditure } from './energy';
import { targetKcal } from './goals';
import { carbStyleOf, FIBER_TARGET_G, fatTarget, proteinTarget, splitMacros, type MacroTargets } from './macros';
import type { NutritionProfile } from './profile';

/**
 * A day's targets in whole kcal and grams: the calories of the goal on top of the expenditure, then
 * protein and fat by their rules, carbs with what is left. The planner and the onboarding call this.
 */
export function dailyTargets(profile: NutritionProfile): MacroTargets {
  const energy = energyExpenditure(profile);
  const kcal = targetKcal(energy.total, profile);
  const split = splitMacros(
    kcal,
    proteinTarget(profile),
    fatTarget(profile.sex, profile.sustainability, energy),
    carbStyleOf(profile),
  );
  return { ...split, fiber: FIBER_TARGET_G };
}
