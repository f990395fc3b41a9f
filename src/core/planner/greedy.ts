import { carbCapGrams, eligibleRecipes } from './eligibility';
import { assembleDay } from './planDays';
import { multiplierOf, nearestStep, PORTION_GRID } from './portions';
import type { SlotOutcome } from './daySearch';
import type { PlanRequest, PlanResult } from './types';
import { sumTargets } from './week';

/**
 * The baseline the benchmark compares with: slot by slot, the eligible recipe whose kcal at one
 * portion is closest to the slot's target, one portion each, nothing weighed across the day.
 * With `scalePerSlot` each recipe is first scaled to its own slot (still no joint choice). It keeps
 * the same hard rules (no recipe twice in a day, the carb cap) so that only accuracy differs.
 */
export function greedyPlan(request: PlanRequest, options: { readonly scalePerSlot?: boolean } = {}): PlanResult {
  const { preferences } = request;
  const grid = request.portionGrid ?? PORTION_GRID;
  return {
    days: request.days.map((day) => {
      const target = sumTargets(day.slots.map((s) => s.target));
      const fixedCarbs = (request.alreadyPlanned ?? [])
        .filter((m) => m.date === day.date)
        .reduce((sum, m) => sum + m.nutrients.carbs, 0);
      let carbRoom = carbCapGrams(preferences.carbStyle, day.dailyKcal ?? target.kcal) - fixedCarbs;
      const used = new Set<string>();
      const outcomes = day.slots.map((slot): SlotOutcome => {
        const eligible = eligibleRecipes(request.recipes, preferences, slot.mealType);
        if (eligible.length === 0) return { unfilled: 'NO_ELIGIBLE_RECIPE' };
        const sized = eligible.map((recipe) => ({
          recipe,
          multiplier: options.scalePerSlot
            ? multiplierOf(nearestStep(slot.target.kcal / Math.max(recipe.perPortion.kcal, 1), grid), grid)
            : multiplierOf(nearestStep(1, grid), grid),
        }));
        const underCap = sized.filter((s) => s.recipe.perPortion.carbs * s.multiplier <= carbRoom + 1e-9);
        if (underCap.length === 0) return { unfilled: 'CARB_CAP' };
        const unused = underCap.filter((s) => !used.has(s.recipe.id));
        if (unused.length === 0) return { unfilled: 'NO_UNUSED_RECIPE' };
        const gap = (s: (typeof unused)[number]) =>
          Math.abs(s.recipe.perPortion.kcal * s.multiplier - slot.target.kcal);
        const best = unused.reduce((a, b) => (gap(b) < gap(a) ? b : a));
        used.add(best.recipe.id);
        carbRoom -= best.recipe.perPortion.carbs * best.multiplier;
        return best;
      });
      return assembleDay(day, outcomes, target);
    }),
  };
}
