import type { Recipe } from '../catalogue/recipe';
import type { MealType } from '../catalogue/vocabulary';
import type { CarbStyle, PlannerPreferences } from './types';

/** 2-onboarding.txt section 9: keto caps carbohydrate at 40 g a day, low carb at the day's kcal / 16. */
export const KETO_CARB_CAP_G = 40;
export const LOW_CARB_KCAL_PER_G = 16;

/** The most carbohydrate a day may hold, in grams; Infinity when the style has no cap. */
export function carbCapGrams(style: CarbStyle, dayKcal: number): number {
  if (style === 'KETO') return KETO_CARB_CAP_G;
  if (style === 'LOW_CARB') return dayKcal / LOW_CARB_KCAL_PER_G;
  return Number.POSITIVE_INFINITY;
}

/** Why a recipe may not be planned for this person, or null when it may. */
export type Exclusion = 'MEAL_TYPE' | 'DIET' | 'INTOLERANCE' | 'ALLERGEN' | 'INGREDIENT_DISLIKE' | 'DISLIKED_RECIPE';

/**
 * The per-recipe hard rules: the slot's meal type, the diet (a recipe lists every diet it suits,
 * so a lacto-vegetarian never gets egg), intolerances, allergens, ingredient dislikes and recipes
 * the person disliked. The carb cap is a rule of the whole day and is kept by the day search.
 */
export function exclusionOf(recipe: Recipe, preferences: PlannerPreferences, mealType: MealType): Exclusion | null {
  if (!recipe.mealTypes.includes(mealType)) return 'MEAL_TYPE';
  if (!recipe.diets.includes(preferences.diet)) return 'DIET';
  if (recipe.intolerances.some((i) => preferences.intolerances.includes(i))) return 'INTOLERANCE';
  if (recipe.allergens.some((a) => preferences.allergens.includes(a))) return 'ALLERGEN';
  if (recipe.dislikes.some((d) => preferences.dislikes.includes(d))) return 'INGREDIENT_DISLIKE';
  if (preferences.dislikedRecipeIds.includes(recipe.id)) return 'DISLIKED_RECIPE';
  return null;
}

/** The recipes that may fill a slot of this meal type, in catalogue order. */
export const eligibleRecipes = (
  recipes: readonly Recipe[],
  preferences: PlannerPreferences,
  mealType: MealType,
): Recipe[] => recipes.filter((recipe) => exclusionOf(recipe, preferences, mealType) === null);
