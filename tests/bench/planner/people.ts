import type { Recipe } from '../../../src/core/catalogue/recipe';
import {
  DIETS,
  INGREDIENT_DISLIKES,
  INTOLERANCES,
  SIMPLE_ALLERGENS,
  type Diet,
} from '../../../src/core/catalogue/vocabulary';
import {
  allocateMealSizes,
  dailyTargets,
  gramsFromPercents,
  MEAL_MOMENTS,
  mealTargets,
  nutritionProfileSchema,
  type MealMoment,
} from '../../../src/core/nutrition';
import { MEAL_TYPE_OF_MOMENT } from '../../../src/core/planner/mealTypes';
import { mulberry32, type Random } from '../../../src/core/planner/random';
import type { CarbStyle, DayRequest, PlannerPreferences, PlanRequest } from '../../../src/core/planner';
import { PLAN_TYPES, type PlanType } from '../../../src/features/profile/vocabulary';

/**
 * The bench's people, drawn to cover the hard cases evenly rather than as the onboarding's
 * averages: every diet (HALAL and the plant-based ones as often as omnivores), every plan type,
 * every intolerance, allergen and dislike, and 2 to 5 meal moments out of all seven, the late
 * snack included. Dinner is always on (the simple onboarding requires it; so do most people).
 */
export interface BenchPerson {
  readonly planType: PlanType;
  readonly diet: Diet;
  readonly moments: readonly MealMoment[];
  readonly request: PlanRequest;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const some = <T>(random: Random, items: readonly T[], chance: number): T[] => items.filter(() => random() < chance);
const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

const CARB_STYLE: Readonly<Record<PlanType, CarbStyle>> = {
  RECOMMENDED: 'BALANCED',
  LOW_CARB: 'LOW_CARB',
  KETO: 'KETO',
  CHOOSE_YOUR_OWN: 'BALANCED',
  CYCLE_DIET: 'BALANCED',
  MENOPAUSE: 'BALANCED',
};

export function benchPerson(seed: number, recipes: readonly Recipe[], startDate: string, numDays: number): BenchPerson {
  const random = mulberry32(seed);
  const planType = pick(random, PLAN_TYPES);
  // The hormone plans are offered to women only (2-onboarding.txt section 4).
  const sex =
    planType === 'CYCLE_DIET' || planType === 'MENOPAUSE' ? 'FEMALE' : pick(random, ['MALE', 'FEMALE'] as const);
  const heightCm = Math.round(sex === 'MALE' ? between(random, 160, 200) : between(random, 150, 185));
  const goal = pick(random, ['LOSE_WEIGHT', 'GAIN_MUSCLE', 'RECOMPOSITION'] as const);
  const diet = pick(random, DIETS);
  const carbStyle = CARB_STYLE[planType];
  const age = planType === 'MENOPAUSE' ? Math.round(between(random, 45, 65)) : Math.round(between(random, 18, 80));
  const profile = nutritionProfileSchema.parse({
    sex,
    age,
    heightCm,
    weightKg: Math.min(300, Math.max(45, Math.round(between(random, 18.5, 38) * (heightCm / 100) ** 2))),
    bodyFat: random() < 0.3 ? Math.round(between(random, 0.1, 0.42) * 100) / 100 : null,
    activity: pick(random, ['SEDENTARY', 'MILDLY_ACTIVE', 'ACTIVE', 'VERY_ACTIVE'] as const),
    goal,
    weeklyChangeKg: goal === 'LOSE_WEIGHT' ? pick(random, [0.25, 0.5, 0.75, 1]) : null,
    diet,
    sustainability: pick(random, ['SUSTAINABLE', 'OPTIMAL', null] as const),
    keto: carbStyle === 'KETO',
    lowCarb: carbStyle === 'LOW_CARB',
  });
  const count = 2 + Math.floor(random() * 4);
  const others = MEAL_MOMENTS.filter((m) => m !== 'DINNER');
  const chosen = new Set<MealMoment>(['DINNER', ...[...others].sort(() => random() - 0.5).slice(0, count - 1)]);
  const sizes = allocateMealSizes(chosen);
  let day = dailyTargets(profile);
  if (planType === 'CHOOSE_YOUR_OWN') {
    // A coach's or a person's own split: protein 15 to 35%, fat 20 to 45%, carbs the rest.
    const protein = Math.round(between(random, 15, 35));
    const fat = Math.round(between(random, 20, 45));
    day = { ...day, ...gramsFromPercents({ protein, fat, carbs: 100 - protein - fat }, day.kcal) };
  }
  const slots = mealTargets(day, sizes).map((t) => ({
    slotId: `slot-${t.moment}`,
    mealMoment: t.moment,
    mealType: MEAL_TYPE_OF_MOMENT[t.moment],
    target: { kcal: t.kcal, protein: t.protein, carbs: t.carbs, fat: t.fat },
  }));
  const ids = recipes.map((r) => r.id);
  const preferences: PlannerPreferences = {
    diet,
    intolerances: some(random, INTOLERANCES, 0.15),
    allergens: some(random, SIMPLE_ALLERGENS, 0.08),
    dislikes: some(random, INGREDIENT_DISLIKES, 0.12),
    dislikedRecipeIds: some(random, ids, 0.03),
    favouriteRecipeIds: some(random, ids, 0.05),
    carbStyle,
    ...(planType === 'CYCLE_DIET' || planType === 'MENOPAUSE' ? { preferredTags: ['HORMONE'] as const } : {}),
  };
  const days: DayRequest[] = Array.from({ length: numDays }, (_, i) => ({ date: addDays(startDate, i), slots }));
  return { planType, diet, moments: [...chosen], request: { days, recipes, preferences, seed } };
}

export function addDays(isoDate: string, n: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}
