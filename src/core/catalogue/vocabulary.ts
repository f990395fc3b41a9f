import { z } from 'zod';

/** The words the catalogue shares between client and server (3-daily-use.txt section 3). */
export const MEAL_TYPES = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const;
export const mealType = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealType>;

/** Recipe tags of the specification, plus HORMONE for recipes that suit the cycle and menopause plans. */
export const RECIPE_TAGS = [
  'BREAD',
  'BURGER',
  'COUSCOUS_AND_QUINOA',
  'DAIRY',
  'DIPS_AND_SPREADS',
  'KETO',
  'PANCAKES_AND_OMELETTES',
  'PASTA',
  'POTATO',
  'RICE_AND_NOODLES',
  'SALAD',
  'SNACKS_AND_BAKES',
  'SOUP',
  'VEGAN',
  'WRAP',
  'HORMONE',
] as const;
export const recipeTag = z.enum(RECIPE_TAGS);
export type RecipeTag = z.infer<typeof recipeTag>;

/**
 * Diets from strictest to loosest; a recipe suits its own diet and every looser one. HALAL stands
 * apart: no pork and no alcohol (the meat itself is the cook's to buy halal).
 */
export const DIETS = [
  'VEGAN',
  'LACTO_VEGETARIAN',
  'OVO_VEGETARIAN',
  'VEGETARIAN',
  'PESCATARIAN',
  'OMNIVORE',
  'HALAL',
] as const;
export const diet = z.enum(DIETS);
export type Diet = z.infer<typeof diet>;

/** Intolerances of the full onboarding and allergens of the simple onboarding (2-onboarding.txt section 3). */
export const INTOLERANCES = ['LACTOSE', 'CRUSTACEANS_AND_SHELLFISH', 'GLUTEN', 'NUTS'] as const;
export const intolerance = z.enum(INTOLERANCES);
export type Intolerance = z.infer<typeof intolerance>;

export const SIMPLE_ALLERGENS = [
  'PEANUTS',
  'TREE_NUTS',
  'MILK',
  'EGG',
  'WHEAT',
  'SOY',
  'FISH',
  'SHELLFISH',
  'SESAME',
] as const;
export const simpleAllergen = z.enum(SIMPLE_ALLERGENS);
export type SimpleAllergen = z.infer<typeof simpleAllergen>;

export const INGREDIENT_DISLIKES = [
  'BEEF',
  'EGGPLANT',
  'HONEY',
  'CILANTRO',
  'MAYONNAISE',
  'POTATO',
  'MUSHROOM',
  'TOMATO',
  'BRUSSELS_SPROUTS',
] as const;
export const ingredientDislike = z.enum(INGREDIENT_DISLIKES);
export type IngredientDislike = z.infer<typeof ingredientDislike>;
