import { MEAL_TYPE_OF_MOMENT } from '../../../src/core/planner/mealTypes';
import { buildRecipe, type Recipe } from '../../../src/core/catalogue/recipe';
import {
  DIETS,
  INGREDIENT_DISLIKES,
  INTOLERANCES,
  SIMPLE_ALLERGENS,
  type MealType,
} from '../../../src/core/catalogue/vocabulary';
import {
  allocateMealSizes,
  dailyTargets,
  mealTargets,
  nutritionProfileSchema,
  type MealMoment,
  type NutritionProfile,
} from '../../../src/core/nutrition';
import { mulberry32, type Random } from '../../../src/core/planner/random';
import type { CarbStyle, DayRequest, PlannerPreferences, PlanRequest } from '../../../src/core/planner';
import { foodsForRecipes, loadRecipeSources, loadSrFoods } from '../../../server/catalogue/sources';

/** The real catalogue, without a database: the recipes and the simple recipes built from their foods. */
export function loadCatalogue(): { recipes: Recipe[]; simple: Recipe[] } {
  const foods = foodsForRecipes(loadSrFoods().rows);
  const sources = loadRecipeSources();
  const recipes = sources.recipes.map((r) => buildRecipe(r, foods));
  const simple = sources.simple.map((s) => {
    const built = buildRecipe(
      {
        id: s.id,
        name: s.name,
        mealTypes: s.mealTypes,
        prepMinutes: s.prepMinutes,
        cookMinutes: s.cookMinutes,
        portions: s.servings,
        tags: [],
        ingredients: s.ingredients.map((i) => ({ foodId: i.foodId, grams: i.grams, display: i.text })),
        directions: { en: s.instructions.en.split('\n'), nl: s.instructions.nl.split('\n') },
      },
      foods,
    );
    // The author's declared allergens count on top of those read from the foods.
    return { ...built, allergens: [...new Set([...built.allergens, ...s.allergens])] };
  });
  return { recipes, simple };
}

export const NO_PREFERENCES: PlannerPreferences = {
  diet: 'OMNIVORE',
  intolerances: [],
  allergens: [],
  dislikes: [],
  dislikedRecipeIds: [],
  favouriteRecipeIds: [],
  carbStyle: 'BALANCED',
};

export const MOMENT_TYPES = MEAL_TYPE_OF_MOMENT;

export interface GeneratedCase {
  readonly profile: NutritionProfile;
  readonly moments: readonly MealMoment[];
  readonly request: PlanRequest;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(random: Random, items: readonly T[], chance: number): T[] => items.filter(() => random() < chance);
const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

/**
 * A person as the onboarding could produce them (2-onboarding.txt sections 3, 5 and 9): random sex,
 * age, height, weight, goal, activity, diet, intolerances, allergens, dislikes, carb style and 3 to
 * 5 meals with lunch and dinner; their days' targets come from the energy model and meal sizes.
 */
export function generatedCase(
  seed: number,
  recipes: readonly Recipe[],
  startDate = '2026-03-02',
  numDays = 7,
): GeneratedCase {
  const random = mulberry32(seed);
  const sex = pick(random, ['MALE', 'FEMALE'] as const);
  const heightCm = Math.round(sex === 'MALE' ? between(random, 160, 200) : between(random, 150, 185));
  const bmi = between(random, 18.5, 38);
  const carbStyle: CarbStyle = random() < 0.1 ? 'KETO' : random() < 0.13 ? 'LOW_CARB' : 'BALANCED';
  const goal = pick(random, ['LOSE_WEIGHT', 'GAIN_MUSCLE', 'RECOMPOSITION'] as const);
  const profile = nutritionProfileSchema.parse({
    sex,
    age: Math.round(between(random, 18, 80)),
    heightCm,
    weightKg: Math.min(300, Math.max(45, Math.round(bmi * (heightCm / 100) ** 2))),
    bodyFat: random() < 0.3 ? Math.round(between(random, 0.1, 0.42) * 100) / 100 : null,
    activity: pick(random, ['SEDENTARY', 'MILDLY_ACTIVE', 'ACTIVE', 'VERY_ACTIVE'] as const),
    goal,
    weeklyChangeKg: goal === 'LOSE_WEIGHT' ? pick(random, [0.25, 0.5, 0.75, 1]) : null,
    diet: random() < 0.45 ? 'OMNIVORE' : pick(random, DIETS),
    sustainability: pick(random, ['SUSTAINABLE', 'OPTIMAL', null] as const),
    keto: carbStyle === 'KETO',
    lowCarb: carbStyle === 'LOW_CARB',
  });
  const optional: readonly MealMoment[] = ['BREAKFAST', 'MORNING_SNACK', 'AFTERNOON_SNACK', 'SNACK'];
  const extras = some(random, optional, 0.5);
  const count = 3 + Math.floor(random() * 3);
  const mains: MealMoment[] = ['LUNCH', 'DINNER'];
  const chosen = new Set<MealMoment>(
    [...mains, ...(extras.length > 0 ? extras : optional.slice(0, 1))].slice(0, count),
  );
  const moments = allocateMealSizes(chosen)
    .filter((s) => s.enabled)
    .map((s) => s.moment);
  const slots = mealTargets(dailyTargets(profile), allocateMealSizes(chosen)).map((t) => ({
    slotId: `slot-${t.moment}`,
    mealMoment: t.moment,
    mealType: MOMENT_TYPES[t.moment],
    target: { kcal: t.kcal, protein: t.protein, carbs: t.carbs, fat: t.fat },
  }));
  const ids = recipes.map((r) => r.id);
  const preferences: PlannerPreferences = {
    diet: profile.diet,
    intolerances: some(random, INTOLERANCES, 0.12),
    allergens: some(random, SIMPLE_ALLERGENS, 0.04),
    dislikes: some(random, INGREDIENT_DISLIKES, 0.1),
    dislikedRecipeIds: some(random, ids, 0.03),
    favouriteRecipeIds: some(random, ids, 0.05),
    carbStyle,
  };
  const days: DayRequest[] = Array.from({ length: numDays }, (_, i) => ({ date: addDays(startDate, i), slots }));
  return { profile, moments, request: { days, recipes, preferences, seed } };
}

export function addDays(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** A hand-made recipe for tests: one portion of the given nutrients, suiting every diet unless told. */
export function recipe(
  id: string,
  overrides: Partial<Omit<Recipe, 'perPortion'>> & { per?: Partial<Recipe['perPortion']> } = {},
): Recipe {
  const { per, ...rest } = overrides;
  return {
    id,
    name: { en: id, nl: id },
    mealTypes: ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'],
    prepMinutes: 10,
    cookMinutes: 0,
    portions: 1,
    tags: [],
    ingredients: [],
    directions: { en: ['Eat.'], nl: ['Eet.'] },
    perPortion: { kcal: 500, protein: 25, carbs: 60, fat: 17, fiber: 5, ...per },
    diets: [...DIETS],
    intolerances: [],
    allergens: [],
    dislikes: [],
    ...rest,
  };
}

/** A day of slots with targets, for tests: `slot('b', 'BREAKFAST', 500)` and so on. */
export const slot = (
  slotId: string,
  mealType: MealType,
  kcal: number,
  macros: Partial<{ protein: number; carbs: number; fat: number }> = {},
) => ({
  slotId,
  mealMoment: mealType,
  mealType,
  target: {
    kcal,
    protein: macros.protein ?? (kcal * 0.2) / 4,
    carbs: macros.carbs ?? (kcal * 0.5) / 4,
    fat: macros.fat ?? (kcal * 0.3) / 9,
  },
});
