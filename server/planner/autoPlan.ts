import { addDays, formatISO, parseISO } from 'date-fns';
import type { AutoPlanResponse } from '../../src/core/api/planner';
import type { Recipe } from '../../src/core/catalogue/recipe';
import { mealTargets, type MealMoment } from '../../src/core/nutrition/mealSizes';
import { hardRuleViolations, MEAL_TYPE_OF_MOMENT, planDays, WHOLE_SERVINGS_GRID, type DayRequest, type FixedMeal, type PlannerPreferences } from '../../src/core/planner';
import { DIARY_EVENT_TYPES, MealPlanned, PlannedMealRemoved } from '../../src/features/diary/events';
import { diaryProjection, type DiaryItem } from '../../src/features/diary/projection';
import { targetsOf } from '../../src/features/profile/targets';
import { PLANNING_PROFILE_EVENT_TYPES, planningProfileProjection } from '../../src/features/profile/planningProfile';
import { RECIPE_PREFERENCE_EVENT_TYPES } from '../../src/features/recipes/events';
import { idsOf, recipePreferencesProjection } from '../../src/features/recipes/preferences';
import type { Queryable } from '../db/database';
import { HttpError } from '../http';
import { appendServerEvents } from '../sync/appendEvents';
import { foldStream } from '../sync/streamState';

export interface AutoPlanRequest {
  readonly owner: number;
  readonly actor: number;
  readonly kind: 'RECIPE' | 'SIMPLE';
  readonly dates: readonly string[];
  /** Only these moments (auto-plan a day's chosen slots); all enabled moments otherwise. */
  readonly moments?: readonly MealMoment[];
  /** Take out what is planned and not eaten in the moments being planned; otherwise only empty moments are filled. */
  readonly replace: boolean;
  readonly seed?: number;
  readonly now: Date;
}

const addDaysIso = (date: string, days: number) => formatISO(addDays(parseISO(date), days), { representation: 'date' });

export const datesFrom = (start: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDaysIso(start, i));

/**
 * Plans days for a person from what their stream says (profile, meal plan, favourites, dislikes,
 * the diary so far) and appends the meals to that stream, so every device sees them by sync.
 */
export async function autoPlan(db: Queryable, recipes: readonly Recipe[], request: AutoPlanRequest): Promise<AutoPlanResponse> {
  const { owner } = request;
  const profile = await foldStream(db, owner, planningProfileProjection, PLANNING_PROFILE_EVENT_TYPES);
  if (!profile.nutrition) throw new HttpError(409, { detail: 'Set up a nutrition plan first: the planner needs the day\'s targets.' });
  const tastes = await foldStream(db, owner, recipePreferencesProjection, RECIPE_PREFERENCE_EVENT_TYPES);
  const diary = await foldStream(db, owner, diaryProjection, DIARY_EVENT_TYPES);

  const day = targetsOf(profile.nutrition);
  const slots = mealTargets(day, profile.mealSizes).filter((s) => !request.moments || request.moments.includes(s.moment));
  const removable = (item: DiaryItem, moment: MealMoment) => request.replace && item.kind === 'recipe' && item.status === 'PLANNED' && item.mealMoment === moment;
  const removed: string[] = [];
  const kept: FixedMeal[] = [];
  const days: DayRequest[] = request.dates.map((date) => {
    const items = diary.days[date]?.items ?? [];
    for (const item of items) {
      if (slots.some((s) => removable(item, s.moment))) removed.push(item.id);
      else kept.push({ date, ...(item.recipe ? { recipeId: item.recipe.id } : {}), nutrients: { kcal: item.nutrients.kcal, protein: item.nutrients.protein ?? 0, carbs: item.nutrients.carbohydrates ?? 0, fat: item.nutrients.fat ?? 0 } });
    }
    const open = slots.filter((s) => !items.some((item) => item.mealMoment === s.moment && !removable(item, s.moment)));
    return {
      date,
      dailyKcal: day.kcal,
      slots: open.map((s) => ({ slotId: s.moment, mealMoment: s.moment, mealType: MEAL_TYPE_OF_MOMENT[s.moment], target: { kcal: s.kcal, protein: s.protein, carbs: s.carbs, fat: s.fat } })),
    };
  });

  const nutrition = profile.nutrition;
  const preferences: PlannerPreferences = {
    diet: nutrition.profile.diet,
    intolerances: nutrition.intolerances,
    allergens: nutrition.allergens,
    dislikes: nutrition.dislikes,
    dislikedRecipeIds: idsOf(tastes.dislikes, request.kind),
    favouriteRecipeIds: idsOf(tastes.favourites, request.kind),
    carbStyle: nutrition.profile.keto ? 'KETO' : nutrition.profile.lowCarb ? 'LOW_CARB' : 'BALANCED',
  };
  // Same diary, same request: same plan. Anything new in the stream gives a fresh one.
  const seed = request.seed ?? seedOf(`${owner}:${request.dates.join(',')}:${Object.keys(diary.days).length}:${removed.length}:${kept.length}`);
  // A simple recipe is cooked by the serving: whole servings only.
  // Recipes of the week around the planned days count for variety (they touch no planned day's totals).
  const around = [...datesFrom(addDaysIso(request.dates[0]!, -7), 7), ...datesFrom(addDaysIso(request.dates.at(-1)!, 1), 7)];
  const neighbours: FixedMeal[] = around.flatMap((date) =>
    (diary.days[date]?.items ?? []).flatMap((item) => (item.recipe ? [{ date, recipeId: item.recipe.id, nutrients: { kcal: 0, protein: 0, carbs: 0, fat: 0 } }] : [])),
  );
  const planRequest = { days, recipes, preferences, seed, alreadyPlanned: [...kept, ...neighbours], ...(request.kind === 'SIMPLE' ? { portionGrid: WHOLE_SERVINGS_GRID } : {}) };
  const plan = planDays(planRequest);
  // The planner never breaks a hard rule; should it ever, nothing is appended (a bug, not a plan).
  const broken = hardRuleViolations(planRequest, plan);
  if (broken.length > 0) throw new Error(`planner broke ${broken.length} hard rule(s): ${JSON.stringify(broken.slice(0, 3))}`);

  const byId = new Map(recipes.map((r) => [r.id, r]));
  const planned: AutoPlanResponse['planned'] = [];
  const drafts = [
    ...removed.map((itemId) => PlannedMealRemoved.draft({ itemId })),
    ...plan.days.flatMap((planDay) =>
      planDay.meals.map((meal) => {
        const recipe = byId.get(meal.recipeId)!;
        const itemId = crypto.randomUUID();
        const n = meal.nutrients;
        planned.push({ item_id: itemId, date: planDay.date, meal_moment: meal.slotId as MealMoment, recipe_id: recipe.id, portions_multiplier: meal.portionsMultiplier, kcal: Math.round(n.kcal) });
        return MealPlanned.draft({
          itemId,
          date: planDay.date,
          mealMoment: meal.slotId as MealMoment,
          recipe: { kind: request.kind, id: recipe.id, name: recipe.name, portions: recipe.portions, portionsMultiplier: meal.portionsMultiplier },
          nutrients: { kcal: Math.max(1, Math.round(n.kcal)), protein: round1(n.protein), fat: round1(n.fat), carbohydrates: round1(n.carbs) },
          plannedBy: 'AUTO_PLAN',
        });
      }),
    ),
  ];
  await appendServerEvents(db, owner, request.actor, drafts, request.now);
  return {
    planned,
    removed,
    unfilled: plan.days.flatMap((d) => d.unfilled.map((u) => ({ date: d.date, meal_moment: u.slotId as MealMoment, reason: u.reason }))),
    days: plan.days.map((d) => ({ date: d.date, kcal_target: day.kcal, kcal_planned: Math.round(d.totals.kcal + kept.filter((k) => k.date === d.date).reduce((sum, k) => sum + k.nutrients.kcal, 0)), within_5_percent: d.withinKcal5pct })),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** FNV-1a: a stable 31-bit seed from text. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 2 ** 31;
}
