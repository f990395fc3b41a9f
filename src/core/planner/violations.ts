import type { Recipe } from '../catalogue/recipe';
import { carbCapGrams } from './eligibility';
import { PORTION_GRID } from './portions';
import type { PlanRequest, PlanResult, PortionGrid } from './types';

export type ViolatedRule =
  | 'UNKNOWN_SLOT'
  | 'UNKNOWN_RECIPE'
  | 'MEAL_TYPE'
  | 'DIET'
  | 'INTOLERANCE'
  | 'ALLERGEN'
  | 'INGREDIENT_DISLIKE'
  | 'DISLIKED_RECIPE'
  | 'CARB_CAP'
  | 'PORTION_NOT_ON_GRID'
  | 'SAME_RECIPE_TWICE_IN_DAY';

export interface Violation {
  readonly date: string;
  readonly slotId?: string;
  readonly recipeId?: string;
  readonly rule: ViolatedRule;
}

/**
 * Every hard rule a plan breaks, checked from the recipes' facts and the request alone (not from
 * the planner's own filters), so tests and the benchmark have an independent judge. Also usable by
 * the server as a last check before it appends events.
 */
export function hardRuleViolations(request: PlanRequest, result: PlanResult): Violation[] {
  const byId = new Map<string, Recipe>(request.recipes.map((r) => [r.id, r]));
  const p = request.preferences;
  const violations: Violation[] = [];
  result.days.forEach((day, d) => {
    const slots = new Map((request.days[d]?.slots ?? []).map((s) => [s.slotId, s]));
    const seen = new Set<string>();
    const fixedCarbs = (request.alreadyPlanned ?? [])
      .filter((m) => m.date === day.date)
      .reduce((sum, m) => sum + m.nutrients.carbs, 0);
    let carbs = 0;
    for (const meal of day.meals) {
      const at = { date: day.date, slotId: meal.slotId, recipeId: meal.recipeId };
      const slot = slots.get(meal.slotId);
      const recipe = byId.get(meal.recipeId);
      if (!slot) violations.push({ ...at, rule: 'UNKNOWN_SLOT' });
      if (!recipe) {
        violations.push({ ...at, rule: 'UNKNOWN_RECIPE' });
        continue;
      }
      const broken: [boolean, ViolatedRule][] = [
        // An addition is a snack served with the slot's meal.
        [slot !== undefined && !recipe.mealTypes.includes(meal.addition ? 'SNACK' : slot.mealType), 'MEAL_TYPE'],
        [!recipe.diets.includes(p.diet), 'DIET'],
        [p.intolerances.some((i) => recipe.intolerances.includes(i)), 'INTOLERANCE'],
        [p.allergens.some((a) => recipe.allergens.includes(a)), 'ALLERGEN'],
        [p.dislikes.some((x) => recipe.dislikes.includes(x)), 'INGREDIENT_DISLIKE'],
        [p.dislikedRecipeIds.includes(recipe.id), 'DISLIKED_RECIPE'],
        [!onGrid(meal.portionsMultiplier, request.portionGrid ?? PORTION_GRID), 'PORTION_NOT_ON_GRID'],
        [seen.has(recipe.id), 'SAME_RECIPE_TWICE_IN_DAY'],
      ];
      for (const [isBroken, rule] of broken) if (isBroken) violations.push({ ...at, rule });
      seen.add(recipe.id);
      carbs += recipe.perPortion.carbs * meal.portionsMultiplier;
    }
    const slotKcal = (request.days[d]?.slots ?? []).reduce((sum, s) => sum + s.target.kcal, 0);
    const cap = carbCapGrams(p.carbStyle, request.days[d]?.dailyKcal ?? slotKcal);
    // Meals already in the diary may exceed the cap by themselves; the planner breaks it only by adding carbs.
    if (carbs > 0 && fixedCarbs + carbs > cap + 1e-6) violations.push({ date: day.date, rule: 'CARB_CAP' });
  });
  return violations;
}

const onGrid = (m: number, grid: PortionGrid): boolean => {
  const steps = (m - grid.min) / grid.step;
  return m >= grid.min - 1e-9 && m <= grid.max + 1e-9 && Math.abs(steps - Math.round(steps)) < 1e-9;
};
