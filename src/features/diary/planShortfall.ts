import type { AutoPlanResponse } from '../../core/api/planner';

/** Why a planned day falls short, from the planner's answer, worst first. */
export type PlanShortfall =
  | { readonly reason: 'noRecipe' | 'carbCap' | 'noVariety'; readonly count: number }
  | { readonly reason: 'offTarget'; readonly count: number };

const REASONS: Readonly<Record<string, 'noRecipe' | 'carbCap' | 'noVariety'>> = {
  NO_ELIGIBLE_RECIPE: 'noRecipe',
  CARB_CAP: 'carbCap',
  NO_UNUSED_RECIPE: 'noVariety',
};

/**
 * What to tell a person whose generated meals cannot meet their day (issue 19): the meals left
 * open and why (no recipe fits the diet and preferences, the carb limit, too few recipes to vary),
 * or else the days planned more than 5% from their calorie target. Null when the plan is on target.
 */
export function planShortfallOf(answer: Pick<AutoPlanResponse, 'unfilled' | 'days'>): PlanShortfall | null {
  for (const code of Object.keys(REASONS)) {
    const count = answer.unfilled.filter((u) => u.reason === code).length;
    if (count > 0) return { reason: REASONS[code]!, count };
  }
  const off = answer.days.filter((d) => d.kcal_target > 0 && !d.within_5_percent).length;
  return off > 0 ? { reason: 'offTarget', count: off } : null;
}
