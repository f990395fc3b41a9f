import { describe, expect, it } from 'vitest';
import { carbCapGrams, eligibleRecipes, exclusionOf, type PlannerPreferences } from '../../../src/core/planner';
import { NO_PREFERENCES, recipe } from './fixtures';

const prefs = (overrides: Partial<PlannerPreferences>): PlannerPreferences => ({ ...NO_PREFERENCES, ...overrides });

describe('eligibleRecipes: the per-recipe hard rules', () => {
  it.each([
    ['the slot meal type', recipe('r', { mealTypes: ['BREAKFAST'] }), prefs({}), 'DINNER', 'MEAL_TYPE'],
    [
      'a vegan diet',
      recipe('r', { diets: ['VEGETARIAN', 'PESCATARIAN', 'OMNIVORE'] }),
      prefs({ diet: 'VEGAN' }),
      'LUNCH',
      'DIET',
    ],
    [
      'a lacto-vegetarian diet and egg',
      recipe('r', { diets: ['OVO_VEGETARIAN', 'VEGETARIAN', 'PESCATARIAN', 'OMNIVORE'] }),
      prefs({ diet: 'LACTO_VEGETARIAN' }),
      'LUNCH',
      'DIET',
    ],
    [
      'a pescatarian diet and meat',
      recipe('r', { diets: ['OMNIVORE'] }),
      prefs({ diet: 'PESCATARIAN' }),
      'LUNCH',
      'DIET',
    ],
    [
      'a gluten intolerance',
      recipe('r', { intolerances: ['GLUTEN'] }),
      prefs({ intolerances: ['GLUTEN'] }),
      'LUNCH',
      'INTOLERANCE',
    ],
    ['a sesame allergy', recipe('r', { allergens: ['SESAME'] }), prefs({ allergens: ['SESAME'] }), 'LUNCH', 'ALLERGEN'],
    [
      'a dislike of tomato',
      recipe('r', { dislikes: ['TOMATO'] }),
      prefs({ dislikes: ['TOMATO'] }),
      'LUNCH',
      'INGREDIENT_DISLIKE',
    ],
    ['a disliked recipe', recipe('r'), prefs({ dislikedRecipeIds: ['r'] }), 'LUNCH', 'DISLIKED_RECIPE'],
  ] as const)(
    'given a recipe that breaks %s, when asked, then it is excluded with its reason',
    (_, r, p, mealType, reason) => {
      expect(exclusionOf(r, p, mealType)).toBe(reason);
      expect(eligibleRecipes([r], p, mealType)).toEqual([]);
    },
  );

  it('given a recipe that suits the person, when asked, then it is eligible', () => {
    const r = recipe('r', { intolerances: ['NUTS'], allergens: ['EGG'], dislikes: ['BEEF'] });
    const p = prefs({
      diet: 'OMNIVORE',
      intolerances: ['GLUTEN'],
      allergens: ['FISH'],
      dislikes: ['TOMATO'],
      favouriteRecipeIds: ['r'],
    });
    expect(exclusionOf(r, p, 'LUNCH')).toBeNull();
    expect(eligibleRecipes([r], p, 'LUNCH')).toEqual([r]);
  });

  it('given several recipes, when filtered, then catalogue order is kept', () => {
    const list = [recipe('c'), recipe('a', { mealTypes: ['SNACK'] }), recipe('b')];
    expect(eligibleRecipes(list, NO_PREFERENCES, 'LUNCH').map((r) => r.id)).toEqual(['c', 'b']);
  });
});

describe('carbCapGrams: the day carb caps of 2-onboarding.txt section 9', () => {
  it('given keto, then 40 g whatever the kcal', () => {
    expect(carbCapGrams('KETO', 1500)).toBe(40);
    expect(carbCapGrams('KETO', 3200)).toBe(40);
  });
  it('given low carb, then the day kcal / 16', () => {
    expect(carbCapGrams('LOW_CARB', 2000)).toBe(125);
  });
  it('given a balanced plan, then no cap', () => {
    expect(carbCapGrams('BALANCED', 2000)).toBe(Number.POSITIVE_INFINITY);
  });
});
