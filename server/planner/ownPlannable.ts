import type { Recipe } from '../../src/core/catalogue/recipe';
import { MEAL_TYPES } from '../../src/core/catalogue/vocabulary';
import type { PlanningProfile } from '../../src/features/profile/planningProfile';
import { ownRecipeOf, publishedOwnRecipes } from '../../src/features/recipes/own/queries';
import type { OwnRecipesState } from '../../src/features/recipes/own/projection';

/**
 * A person's own published recipes as the planner's candidates, for that person only. Their foods
 * carry no facts (diets, allergens), so the planner could not keep a hard rule with them: they are
 * offered only to a person without allergens or intolerances, as suiting the person's own diet and
 * dislikes (they chose what went in). A recipe without meal types fits every meal; one whose totals
 * are 0 (an ingredient without its serving) is never planned.
 */
export function plannableOwnRecipes(state: OwnRecipesState, nutrition: PlanningProfile['nutrition']): Recipe[] {
  if (!nutrition || nutrition.allergens.length > 0 || nutrition.intolerances.length > 0) return [];
  return publishedOwnRecipes(state, {})
    .filter((own) => own.totals.kcal > 0)
    .map((own) => ({
      id: own.id,
      name: { en: own.name, nl: own.name },
      mealTypes: own.mealTypes.length > 0 ? own.mealTypes : MEAL_TYPES,
      prepMinutes: 0,
      cookMinutes: 0,
      portions: own.portions,
      tags: [],
      ingredients: (ownRecipeOf(state, own.id)?.ingredients ?? []).map((line, i) => ({
        foodId: own.ingredients[i]!.food.id,
        grams: line.grams,
        display: { en: line.name, nl: line.name },
      })),
      directions: { en: [], nl: [] },
      perPortion: {
        kcal: own.totals.kcal,
        protein: own.totals.protein,
        carbs: own.totals.carbohydrates,
        fat: own.totals.fat,
        fiber: 0,
      },
      diets: [nutrition.profile.diet],
      intolerances: [],
      allergens: [],
      dislikes: [],
    }));
}
