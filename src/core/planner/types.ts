import type { Nutrients } from '../catalogue/nutrients';
import type { Recipe } from '../catalogue/recipe';
import type {
  Diet,
  IngredientDislike,
  Intolerance,
  MealType,
  RecipeTag,
  SimpleAllergen,
} from '../catalogue/vocabulary';

/** What a slot or a day should add up to, in kcal and grams. */
export interface MacroTarget {
  readonly kcal: number;
  readonly protein: number;
  readonly carbs: number;
  readonly fat: number;
}

/** BALANCED has no cap; KETO and LOW_CARB cap the day's carbohydrate (see `carbCapGrams`). */
export type CarbStyle = 'BALANCED' | 'LOW_CARB' | 'KETO';

/** What the planner must respect (hard rules) and what it leans towards (favourites). */
export interface PlannerPreferences {
  readonly diet: Diet;
  readonly intolerances: readonly Intolerance[];
  readonly allergens: readonly SimpleAllergen[];
  readonly dislikes: readonly IngredientDislike[];
  readonly dislikedRecipeIds: readonly string[];
  readonly favouriteRecipeIds: readonly string[];
  readonly carbStyle: CarbStyle;
  /** Tags leaned towards, never required: HORMONE for the cycle diet and the menopause plan (docs/planner.md). */
  readonly preferredTags?: readonly RecipeTag[];
}

export interface SlotRequest {
  readonly slotId: string;
  /** Kept for the caller's events; the planner only reads the meal type. */
  readonly mealMoment: string;
  readonly mealType: MealType;
  readonly target: MacroTarget;
  /** A side added to a meal (planDays): no share of the day of its own, only the day's totals judge it. */
  readonly side?: true;
}

export interface DayRequest {
  /** ISO date, 'YYYY-MM-DD'. */
  readonly date: string;
  /** The slots to fill; slots that keep what they hold belong in `alreadyPlanned`. */
  readonly slots: readonly SlotRequest[];
  /** The whole day's kcal target, for the low-carb cap when only some slots are planned; defaults to the slots' sum. */
  readonly dailyKcal?: number;
}

/** A meal that stays in the diary: it counts for the day's carb cap and for variety. */
export interface FixedMeal {
  readonly date: string;
  readonly recipeId?: string;
  readonly nutrients: MacroTarget;
}

/** The multipliers a meal may take: from `min` to `max` in steps of `step`. */
export interface PortionGrid {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export interface PlanRequest {
  readonly days: readonly DayRequest[];
  readonly recipes: readonly Recipe[];
  readonly preferences: PlannerPreferences;
  /** Same request and seed, same plan. */
  readonly seed: number;
  readonly alreadyPlanned?: readonly FixedMeal[];
  /** Defaults to `PORTION_GRID` (0.5 to 3 by 0.25); simple recipes use `WHOLE_SERVINGS_GRID`. */
  readonly portionGrid?: PortionGrid;
}

export interface PlannedMeal {
  readonly slotId: string;
  readonly recipeId: string;
  /** Portions of the recipe this person eats, on the request's grid (by default 0.5 to 3 in steps of 0.25). */
  readonly portionsMultiplier: number;
  readonly nutrients: Nutrients;
  /**
   * A side served with the slot's meal (a snack recipe: skyr, a boiled egg, fruit, edamame) that
   * closes a macro gap the main recipes leave; planned in the same meal moment.
   */
  readonly addition?: true;
}

/**
 * Why a slot stays empty. NO_ELIGIBLE_RECIPE: the hard rules leave no recipe of the slot's meal
 * type. CARB_CAP: every such recipe, even at the smallest portion, breaks the day's carb cap.
 * NO_UNUSED_RECIPE: the only eligible recipes are already on this day.
 */
export type UnfilledReason = 'NO_ELIGIBLE_RECIPE' | 'CARB_CAP' | 'NO_UNUSED_RECIPE';

export interface UnfilledSlot {
  readonly slotId: string;
  readonly reason: UnfilledReason;
}

export interface PlannedDay {
  readonly date: string;
  readonly meals: readonly PlannedMeal[];
  readonly unfilled: readonly UnfilledSlot[];
  /** Sum of the planned meals (not of `alreadyPlanned`). */
  readonly totals: Nutrients;
  /** Sum of the requested slots' targets. */
  readonly target: MacroTarget;
  readonly withinKcal5pct: boolean;
  readonly withinMacros10pct: boolean;
}

export interface PlanResult {
  readonly days: readonly PlannedDay[];
}

export type Planner = (request: PlanRequest) => PlanResult;
