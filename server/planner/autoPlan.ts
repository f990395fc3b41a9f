import { addDays, formatISO, parseISO } from 'date-fns';
import { z } from 'zod';
import type { AutoPlanResponse } from '../../src/core/api/planner';
import type { Recipe } from '../../src/core/catalogue/recipe';
import { defineCommand, type CommandMeta } from '../../src/core/commands';
import { accept, reject, type Decision } from '../../src/core/errors';
import type { EventDraft } from '../../src/core/events';
import { MEAL_MOMENTS, type MealMoment } from '../../src/core/nutrition/mealSizes';
import {
  hardRuleViolations,
  MEAL_TYPE_OF_MOMENT,
  planDays,
  WHOLE_SERVINGS_GRID,
  type DayRequest,
  type FixedMeal,
  type PlannerPreferences,
} from '../../src/core/planner';
import { defineProjection } from '../../src/core/projection';
import { DIARY_EVENT_TYPES, MealPlanned, PlannedMealRemoved } from '../../src/features/diary/events';
import { dayOf, daysOf, diaryProjection, type DiaryItem, type DiaryState } from '../../src/features/diary/projection';
import { dayPlanOn, weeklyPlanOf } from '../../src/features/profile/weeklyPlan';
import { preferredTagsOf } from '../../src/features/profile/vocabulary';
import {
  PLANNING_PROFILE_EVENT_TYPES,
  planningProfileProjection,
  type PlanningProfile,
} from '../../src/features/profile/planningProfile';
import { RECIPE_PREFERENCE_EVENT_TYPES } from '../../src/features/recipes/events';
import { OWN_RECIPE_EVENT_TYPES } from '../../src/features/recipes/own/events';
import { ownRecipesProjection, type OwnRecipesState } from '../../src/features/recipes/own/projection';
import { idsOf, recipePreferencesProjection, type RecipePreferences } from '../../src/features/recipes/preferences';
import { plannableOwnRecipes } from './ownPlannable';

/** What to plan: a pure value, checked like a command's payload. */
export const autoPlanRequestSchema = z.object({
  kind: z.enum(['RECIPE', 'SIMPLE']),
  dates: z.array(z.iso.date()).min(1),
  /** Only these moments (auto-plan a day's chosen slots); all enabled moments otherwise. */
  moments: z.array(z.enum(MEAL_MOMENTS)).optional(),
  /**
   * Take out the recipe meals planned and not eaten: of every moment of the dates (also moments no
   * longer in the meal plan), or of the chosen `moments` only. Otherwise only empty moments are filled.
   */
  replace: z.boolean(),
  seed: z.number().int().optional(),
});
export type AutoPlanRequest = z.infer<typeof autoPlanRequestSchema>;

/** What auto-planning reads of a person's stream: their planning profile, their tastes and their diary. */
export interface AutoPlanState {
  readonly profile: PlanningProfile;
  readonly tastes: RecipePreferences;
  readonly diary: DiaryState;
  /** Their own recipes: the published ones are candidates for them (ownPlannable.ts). */
  readonly own: OwnRecipesState;
}

export const AUTO_PLAN_EVENT_TYPES: readonly string[] = [
  ...new Set([
    ...PLANNING_PROFILE_EVENT_TYPES,
    ...RECIPE_PREFERENCE_EVENT_TYPES,
    ...DIARY_EVENT_TYPES,
    ...OWN_RECIPE_EVENT_TYPES,
  ]),
];

/** The three read models the app folds too, folded in one pass over the stream. */
export const autoPlanProjection = defineProjection<AutoPlanState>({
  name: 'autoPlan',
  version: 1,
  initialState: {
    profile: planningProfileProjection.initialState,
    tastes: recipePreferencesProjection.initialState,
    diary: diaryProjection.initialState,
    own: ownRecipesProjection.initialState,
  },
  evolve: (state, event) => ({
    profile: planningProfileProjection.evolve(state.profile, event),
    tastes: recipePreferencesProjection.evolve(state.tastes, event),
    diary: diaryProjection.evolve(state.diary, event),
    own: ownRecipesProjection.evolve(state.own, event),
  }),
});

/** The events to append and the answer to give. */
export interface AutoPlanDecision {
  readonly events: readonly EventDraft[];
  readonly answer: AutoPlanResponse;
}

const addDaysIso = (date: string, days: number) => formatISO(addDays(parseISO(date), days), { representation: 'date' });

export const datesFrom = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDaysIso(start, i));

/**
 * Plans days for a person from what their stream says (profile, meal plan, favourites, dislikes,
 * the diary so far): the meals to append to that stream, so every device sees them by sync. Pure:
 * the new items' ids derive from the command id, and the same state and request give the same plan.
 */
export function decideAutoPlan(
  request: AutoPlanRequest,
  state: AutoPlanState,
  catalogue: readonly Recipe[],
  meta: Pick<CommandMeta, 'commandId' | 'stream'>,
): Decision<AutoPlanDecision> {
  const { profile, tastes, diary } = state;
  if (!profile.nutrition) return reject('nutrition_plan_missing', 'planNeedsNutrition');
  // The person's own published recipes join the catalogue's, for them only.
  const own = request.kind === 'RECIPE' ? plannableOwnRecipes(state.own, profile.nutrition) : [];
  const ownIds = new Set(own.map((r) => r.id));
  const recipes = [...catalogue, ...own];

  // Each date's targets are its weekday's day plan; a weekday without one is not planned.
  if (!weeklyPlanOf(profile)) return reject('nutrition_plan_missing', 'planNeedsNutrition');
  // Re-planning whole days takes out every planned meal of those days, also in moments the meal plan
  // no longer has (they would stay and count against the carb cap); chosen slots take out only theirs.
  const removable = (item: DiaryItem) =>
    request.replace &&
    item.kind === 'recipe' &&
    item.status === 'PLANNED' &&
    (!request.moments || request.moments.includes(item.mealMoment));
  const removed: string[] = [];
  const kept: FixedMeal[] = [];
  const days: DayRequest[] = request.dates.map((date) => {
    const planned = dayPlanOn(profile, date);
    const slots = (planned?.slots ?? []).filter((s) => !request.moments || request.moments.includes(s.moment));
    const items = dayOf(diary, date)?.items ?? [];
    for (const item of items) {
      if (removable(item)) removed.push(item.id);
      else
        kept.push({
          date,
          ...(item.recipe ? { recipeId: item.recipe.id } : {}),
          nutrients: {
            kcal: item.nutrients.kcal,
            protein: item.nutrients.protein ?? 0,
            carbs: item.nutrients.carbohydrates ?? 0,
            fat: item.nutrients.fat ?? 0,
          },
        });
    }
    const open = slots.filter((s) => !items.some((item) => item.mealMoment === s.moment && !removable(item)));
    return {
      date,
      dailyKcal: planned?.day.kcal ?? 0,
      slots: open.map((s) => ({
        slotId: s.moment,
        mealMoment: s.moment,
        mealType: MEAL_TYPE_OF_MOMENT[s.moment],
        target: { kcal: s.kcal, protein: s.protein, carbs: s.carbs, fat: s.fat },
      })),
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
    preferredTags: preferredTagsOf(nutrition.plan),
  };
  // Same diary, same request: same plan. Anything new in the stream gives a fresh one.
  const seed =
    request.seed ??
    seedOf(`${meta.stream}:${request.dates.join(',')}:${daysOf(diary).length}:${removed.length}:${kept.length}`);
  // A simple recipe is cooked by the serving: whole servings only.
  // Recipes of the week around the planned days count for variety (they touch no planned day's totals).
  const around = [
    ...datesFrom(addDaysIso(request.dates[0]!, -7), 7),
    ...datesFrom(addDaysIso(request.dates.at(-1)!, 1), 7),
  ];
  const neighbours: FixedMeal[] = around.flatMap((date) =>
    (dayOf(diary, date)?.items ?? []).flatMap((item) =>
      item.recipe ? [{ date, recipeId: item.recipe.id, nutrients: { kcal: 0, protein: 0, carbs: 0, fat: 0 } }] : [],
    ),
  );
  const planRequest = {
    days,
    recipes,
    preferences,
    seed,
    alreadyPlanned: [...kept, ...neighbours],
    ...(request.kind === 'SIMPLE' ? { portionGrid: WHOLE_SERVINGS_GRID } : {}),
  };
  const plan = planDays(planRequest);
  // The planner never breaks a hard rule; should it ever, nothing is appended (a bug, not a plan).
  const broken = hardRuleViolations(planRequest, plan);
  if (broken.length > 0)
    throw new Error(`planner broke ${broken.length} hard rule(s): ${JSON.stringify(broken.slice(0, 3))}`);

  const byId = new Map(recipes.map((r) => [r.id, r]));
  const meals = plan.days.flatMap((planDay) =>
    planDay.meals.map((meal) => ({
      date: planDay.date,
      moment: meal.slotId as MealMoment,
      meal,
      recipe: byId.get(meal.recipeId)!,
    })),
  );
  // A side served with a meal is an item of its own in the same moment.
  const itemIdOf = (date: string, moment: MealMoment, addition?: true) =>
    `${meta.commandId}:${date}:${moment}${addition ? ':side' : ''}`;
  const events = [
    ...removed.map((itemId) => PlannedMealRemoved.draft({ itemId })),
    ...meals.map(({ date, moment, meal, recipe }) =>
      MealPlanned.draft({
        itemId: itemIdOf(date, moment, meal.addition),
        date,
        mealMoment: moment,
        recipe: {
          kind: ownIds.has(recipe.id) ? 'OWN' : request.kind,
          id: recipe.id,
          name: recipe.name,
          portions: recipe.portions,
          portionsMultiplier: meal.portionsMultiplier,
        },
        nutrients: {
          kcal: Math.max(1, Math.round(meal.nutrients.kcal)),
          protein: round1(meal.nutrients.protein),
          fat: round1(meal.nutrients.fat),
          carbohydrates: round1(meal.nutrients.carbs),
        },
        plannedBy: 'AUTO_PLAN',
      }),
    ),
  ];
  return accept({
    events,
    answer: {
      planned: meals.map(({ date, moment, meal, recipe }) => ({
        item_id: itemIdOf(date, moment, meal.addition),
        date,
        meal_moment: moment,
        recipe_id: recipe.id,
        portions_multiplier: meal.portionsMultiplier,
        kcal: Math.round(meal.nutrients.kcal),
      })),
      removed,
      unfilled: plan.days.flatMap((d) =>
        d.unfilled.map((u) => ({ date: d.date, meal_moment: u.slotId as MealMoment, reason: u.reason })),
      ),
      days: plan.days.map((d) => ({
        date: d.date,
        kcal_target: dayPlanOn(profile, d.date)?.day.kcal ?? 0,
        kcal_planned: Math.round(
          d.totals.kcal + kept.filter((k) => k.date === d.date).reduce((sum, k) => sum + k.nutrients.kcal, 0),
        ),
        within_5_percent: d.withinKcal5pct,
      })),
    },
  });
}

/** Auto-planning as a command over the person's stream, for given/when/then: its decision's events. */
export const autoPlanCommand = (recipes: readonly Recipe[]) =>
  defineCommand({
    type: 'AutoPlan',
    schema: () => autoPlanRequestSchema,
    projection: autoPlanProjection,
    decide: (request, state, meta) => {
      const decision = decideAutoPlan(request, state, recipes, meta);
      return decision.ok ? accept(decision.value.events) : decision;
    },
  });

const round1 = (n: number) => Math.round(n * 10) / 10;

/** FNV-1a: a stable 31-bit seed from text. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 2 ** 31;
}
