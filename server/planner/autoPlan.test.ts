import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../src/core/events';
import { fold } from '../../src/core/projection';
import { given } from '../../src/core/testing/decider';
import { DiaryItemMarked, MealPlanned, PlannedMealRemoved, QuickAddLogged } from '../../src/features/diary/events';
import { allocateMealSizes, DEFAULT_MEAL_PLAN, type MealMoment } from '../../src/core/nutrition/mealSizes';
import { DayPlanSaved, NutritionProfileSet } from '../../src/features/profile/events';
import { diyDayPlan } from '../../src/features/profile/weeklyPlan';
import { RecipeDisliked } from '../../src/features/recipes/events';
import { recipe } from '../../tests/unit/planner/fixtures';
import { autoPlanCommand, autoPlanProjection, decideAutoPlan, type AutoPlanRequest } from './autoPlan';

const commandId = '01936a4e-0000-7000-8000-0000000000ab';
const stream = 'user:7';
const date = '2026-11-23';
const profile = NutritionProfileSet.draft({
  profile: {
    sex: 'FEMALE',
    age: 34,
    heightCm: 168,
    weightKg: 70,
    bodyFat: null,
    activity: 'MILDLY_ACTIVE',
    goal: 'LOSE_WEIGHT',
    weeklyChangeKg: 0.5,
    diet: 'OMNIVORE',
    sustainability: null,
    keto: false,
    lowCarb: false,
  },
  intolerances: [],
  allergens: [],
  dislikes: [],
});
/** The self-service plan of that profile: the default meal sizes on every day. */
const plan = DayPlanSaved.draft(diyDayPlan(profile.payload, DEFAULT_MEAL_PLAN));
/** The default meal plan's moments. */
const MOMENTS = ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'] as const;
const recipes = [
  recipe('oats', { mealTypes: ['BREAKFAST'], per: { kcal: 400 } }),
  recipe('soup', { mealTypes: ['LUNCH'], per: { kcal: 500 } }),
  recipe('nuts', { mealTypes: ['SNACK'], per: { kcal: 200 } }),
  recipe('stew', { mealTypes: ['DINNER'], per: { kcal: 600 } }),
  recipe('curry', { mealTypes: ['DINNER'], per: { kcal: 600 } }),
];
const aDay: AutoPlanRequest = { kind: 'RECIPE', dates: [date], replace: false };
const planned = (itemId: string, mealMoment: MealMoment, plannedBy: 'PERSON' | 'AUTO_PLAN' = 'AUTO_PLAN') =>
  MealPlanned.draft({
    itemId,
    date,
    mealMoment,
    recipe: { kind: 'RECIPE', id: 'stew', name: { en: 'Stew', nl: 'Stoofpot' }, portions: 1, portionsMultiplier: 1 },
    nutrients: { kcal: 600 },
    plannedBy,
  });

/** The state the route folds from the stream, for calling the decider itself. */
const stateOf = (...drafts: { type: string; payload: unknown }[]) =>
  fold(
    autoPlanProjection,
    drafts.map((d, i): EventEnvelope => ({
      id: `e${i}`,
      stream,
      type: d.type,
      v: 1,
      payload: d.payload,
      actor: stream,
      device: 'd',
      deviceSeq: i + 1,
      at: '2026-11-22T09:00:00.000Z',
      seq: i + 1,
    })),
  );

describe('AutoPlan', () => {
  it('asks for a nutrition plan first', () => {
    given().when(autoPlanCommand(recipes), aDay, { commandId, stream }).thenRejects('nutrition_plan_missing');
  });

  it('fills nothing when every moment of the day already holds something', () => {
    const logged = MOMENTS.map((mealMoment, i) =>
      QuickAddLogged.draft({ itemId: `q${i}`, date, mealMoment, nutrients: { kcal: 300 } }),
    );
    given(profile, plan, ...logged)
      .when(autoPlanCommand(recipes), aDay, { commandId, stream })
      .thenNothingHappens();
  });

  it('takes out what is planned in a chosen slot, even when nothing can take its place', () => {
    given(profile, plan, planned('old', 'DINNER'))
      .when(autoPlanCommand([]), { ...aDay, moments: ['DINNER'], replace: true }, { commandId, stream })
      .then([PlannedMealRemoved.draft({ itemId: 'old' })]);
  });

  it('keeps a planned meal that was eaten, and plans nothing over it', () => {
    given(profile, plan, planned('old', 'DINNER'), DiaryItemMarked.draft({ itemId: 'old', status: 'EATEN' }))
      .when(autoPlanCommand(recipes), { ...aDay, moments: ['DINNER'], replace: true }, { commandId, stream })
      .thenNothingHappens();
  });

  it('leaves a filled slot alone when not asked to replace', () => {
    given(profile, plan, planned('old', 'DINNER', 'PERSON'))
      .when(autoPlanCommand(recipes), { ...aDay, moments: ['DINNER'] }, { commandId, stream })
      .thenNothingHappens();
  });

  it('refuses a request without dates', () => {
    given(profile, plan)
      .when(autoPlanCommand(recipes), { ...aDay, dates: [] }, { commandId, stream })
      .thenInvalid('dates');
  });

  it('plans each open moment under an id made from the command id, and answers what it planned', () => {
    const decision = decideAutoPlan(aDay, stateOf(profile, plan), recipes, { commandId, stream });
    if (!decision.ok) throw new Error(decision.error.code);
    const meals = decision.value.events
      .filter((e) => e.type === 'MealPlanned')
      .map((e) => e.payload as { itemId: string; mealMoment: string; recipe: { id: string }; plannedBy: string });
    expect(meals.map((m) => m.mealMoment).sort()).toEqual([...MOMENTS].sort());
    for (const meal of meals) {
      expect(meal.itemId).toBe(`${commandId}:${date}:${meal.mealMoment}`);
      expect(meal.plannedBy).toBe('AUTO_PLAN');
    }
    expect(decision.value.answer.planned.map((p) => p.item_id).sort()).toEqual(meals.map((m) => m.itemId).sort());
    expect(decision.value.answer.removed).toEqual([]);
  });

  it('decides the same plan from the same stream, and never a disliked recipe', () => {
    const state = stateOf(profile, plan, RecipeDisliked.draft({ kind: 'RECIPE', recipeId: 'stew' }));
    const first = decideAutoPlan(aDay, state, recipes, { commandId, stream });
    expect(decideAutoPlan(aDay, state, recipes, { commandId, stream })).toEqual(first);
    if (!first.ok) throw new Error(first.error.code);
    const dinner = first.value.answer.planned.find((p) => p.meal_moment === 'DINNER');
    expect(dinner?.recipe_id).toBe('curry');
  });

  describe('deleting existing plans of whole days', () => {
    const FIVE = ['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'] as const;
    const THREE = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;
    const keto = NutritionProfileSet.draft({
      ...profile.payload,
      profile: { ...profile.payload.profile, keto: true },
    });
    const fiveMeals = DayPlanSaved.draft(diyDayPlan(keto.payload, allocateMealSizes(FIVE)));
    const threeMeals = DayPlanSaved.draft(diyDayPlan(keto.payload, allocateMealSizes(THREE)));
    /** What was planned while the plan had five meals: a carb-rich recipe in every moment. */
    const fiveDays = FIVE.map((moment) => planned(`old-${moment}`, moment));

    it('takes out the planned meals of moments the meal plan no longer has', () => {
      given(keto, fiveMeals, ...fiveDays, threeMeals)
        .when(autoPlanCommand([]), { ...aDay, replace: true }, { commandId, stream })
        .then(FIVE.map((moment) => PlannedMealRemoved.draft({ itemId: `old-${moment}` })));
    });

    it('keeps what was eaten or logged by hand in those moments', () => {
      given(
        keto,
        fiveMeals,
        ...fiveDays,
        DiaryItemMarked.draft({ itemId: 'old-MORNING_SNACK', status: 'EATEN' }),
        QuickAddLogged.draft({ itemId: 'q', date, mealMoment: 'AFTERNOON_SNACK', nutrients: { kcal: 100 } }),
        threeMeals,
      )
        .when(autoPlanCommand([]), { ...aDay, replace: true }, { commandId, stream })
        .then(
          ['BREAKFAST', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER'].map((m) =>
            PlannedMealRemoved.draft({ itemId: `old-${m}` }),
          ),
        );
    });

    it('keeps a planned meal of a moment no longer in the plan when not asked to delete', () => {
      given(keto, fiveMeals, planned('old', 'MORNING_SNACK'), threeMeals)
        .when(autoPlanCommand([]), aDay, { commandId, stream })
        .thenNothingHappens();
    });

    it('takes out only the chosen slots when slots are chosen', () => {
      given(keto, fiveMeals, ...fiveDays, threeMeals)
        .when(autoPlanCommand([]), { ...aDay, moments: ['LUNCH'], replace: true }, { commandId, stream })
        .then([PlannedMealRemoved.draft({ itemId: 'old-LUNCH' })]);
    });

    it('fills every keto slot of a week re-planned after going from five meals to three', () => {
      const ketoRecipes = [
        recipe('eggs', { mealTypes: ['BREAKFAST'], per: { kcal: 450, protein: 30, carbs: 5, fat: 35 } }),
        recipe('salad', { mealTypes: ['LUNCH'], per: { kcal: 550, protein: 35, carbs: 6, fat: 43 } }),
        recipe('salmon', { mealTypes: ['DINNER'], per: { kcal: 700, protein: 45, carbs: 8, fat: 55 } }),
      ];
      const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
      const before = week.flatMap((day) =>
        FIVE.map((mealMoment) =>
          MealPlanned.draft({
            itemId: `${day}-${mealMoment}`,
            date: day,
            mealMoment,
            recipe: {
              kind: 'RECIPE',
              id: 'pasta',
              name: { en: 'Pasta', nl: 'Pasta' },
              portions: 1,
              portionsMultiplier: 1,
            },
            nutrients: { kcal: 400, carbohydrates: 60 },
            plannedBy: 'AUTO_PLAN',
          }),
        ),
      );
      const state = stateOf(keto, fiveMeals, ...before, threeMeals);
      const decision = decideAutoPlan({ kind: 'RECIPE', dates: week, replace: true }, state, ketoRecipes, {
        commandId,
        stream,
      });
      if (!decision.ok) throw new Error(decision.error.code);
      expect(decision.value.answer.removed).toHaveLength(35);
      expect(decision.value.answer.unfilled).toEqual([]);
      expect(decision.value.answer.planned).toHaveLength(21);
      expect(new Set(decision.value.answer.planned.map((p) => p.meal_moment))).toEqual(new Set(THREE));
    });
  });
});
