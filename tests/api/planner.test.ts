import { describe, expect, it } from 'vitest';
import { allocateMealSizes, type MealMoment } from '../../src/core/nutrition/mealSizes';
import { engines, useTestServer } from './harness';
import { auth, mealSizesSet, profileSet as profile, pushAs, tokenFor, userId } from './support';

describe.each(engines)('auto-planning (%s)', (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const post = async (url: string, payload: object, email = 'eva@example.com') =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...auth(await tokenFor(server, email)), 'accept-language': 'en' },
    });
  const plannedEvents = async (email: string) => {
    const { rows } = await server.db.query<{
      type: string;
      payload: { recipe?: { id: string }; mealMoment?: string; date?: string; itemId: string };
    }>(
      "select type, payload from events where stream = $1 and type in ('MealPlanned', 'PlannedMealRemoved') order by seq",
      [`user:${await userId(server, email)}`],
    );
    return rows;
  };
  const recipeFacts = async (ids: string[]) =>
    (
      await server.db.query<{ id: string; diets: string[]; intolerances: string[]; dislikes: string[] }>(
        'select id, diets, intolerances, dislikes from recipes where id = any($1::text[])',
        [ids],
      )
    ).rows;

  it('asks for a nutrition plan first, and plans nothing', async () => {
    const response = await post('/api/planner/autoPlanDays/', { num_days: 7, start_date_inclusive: '2026-11-23' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/nutrition plan first/);
    expect(await plannedEvents('eva@example.com')).toEqual([]);
  });

  it('fills a week for a vegan who cannot eat gluten and dislikes tomato: every meal obeys, and lands in their stream', async () => {
    await pushAs(server, 'eva@example.com', [
      profile({ diet: 'VEGAN' }, { intolerances: ['GLUTEN'], dislikes: ['TOMATO'] }),
      mealSizesSet(),
    ]);
    const response = await post('/api/planner/autoPlanDays/', {
      num_days: 7,
      start_date_inclusive: '2026-11-23',
      delete_existing_plans: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The default plan: breakfast, lunch, afternoon snack and dinner, seven days.
    expect(body.planned.length + body.unfilled.length).toBe(28);
    expect(body.planned.length).toBeGreaterThan(20);
    for (const recipe of await recipeFacts(body.planned.map((p: { recipe_id: string }) => p.recipe_id))) {
      expect(recipe.diets).toContain('VEGAN');
      expect(recipe.intolerances).not.toContain('GLUTEN');
      expect(recipe.dislikes).not.toContain('TOMATO');
    }
    const events = await plannedEvents('eva@example.com');
    expect(events.filter((e) => e.type === 'MealPlanned')).toHaveLength(body.planned.length);
    // No recipe twice in a day.
    for (const day of new Set(body.planned.map((p: { date: string }) => p.date))) {
      const ids = body.planned
        .filter((p: { date: string }) => p.date === day)
        .map((p: { recipe_id: string }) => p.recipe_id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("aims at the person's own targets when they chose them", async () => {
    await pushAs(server, 'eva@example.com', [
      profile({}, { plan: 'CHOOSE_YOUR_OWN', customTargets: { kcal: 2100, protein: 130, carbs: 220, fat: 75 } }),
      mealSizesSet(),
    ]);
    const body = (
      await post('/api/planner/autoPlanDays/', { num_days: 2, start_date_inclusive: '2026-11-23', seed: 5 })
    ).json();
    expect(body.days.map((d: { kcal_target: number }) => d.kcal_target)).toEqual([2100, 2100]);
    expect(body.days.every((d: { within_5_percent: boolean }) => d.within_5_percent)).toBe(true);
  });

  it('plans halal without pork or alcohol', async () => {
    await pushAs(server, 'eva@example.com', [profile({ diet: 'HALAL' }), mealSizesSet()]);
    const body = (
      await post('/api/planner/autoPlanDays/', { num_days: 7, start_date_inclusive: '2026-11-23', seed: 3 })
    ).json();
    expect(body.planned.length).toBe(28);
    for (const recipe of await recipeFacts(body.planned.map((p: { recipe_id: string }) => p.recipe_id)))
      expect(recipe.diets).toContain('HALAL');
  });

  it('keeps what is planned unless told to replace it, and replaces only planned recipes', async () => {
    await pushAs(server, 'eva@example.com', [
      profile(),
      mealSizesSet(),
      {
        type: 'QuickAddLogged',
        payload: { itemId: 'mine', date: '2026-11-23', mealMoment: 'BREAKFAST', nutrients: { kcal: 300 } },
      },
    ]);
    const first = (await post('/api/planner/autoPlanDay/', { date: '2026-11-23', seed: 7 })).json();
    expect(first.planned.map((p: { meal_moment: string }) => p.meal_moment).sort()).toEqual([
      'AFTERNOON_SNACK',
      'DINNER',
      'LUNCH',
    ]);
    const again = (await post('/api/planner/autoPlanDay/', { date: '2026-11-23', seed: 7 })).json();
    expect(again.planned).toEqual([]);
    const replaced = (
      await post('/api/planner/autoPlanDays/', {
        num_days: 1,
        start_date_inclusive: '2026-11-23',
        delete_existing_plans: true,
        seed: 7,
      })
    ).json();
    expect(replaced.removed.sort()).toEqual(first.planned.map((p: { item_id: string }) => p.item_id).sort());
    // The quick add is the person's own entry: it stays, and breakfast stays filled by it.
    expect(replaced.planned.map((p: { meal_moment: string }) => p.meal_moment)).not.toContain('BREAKFAST');
  });

  it('deletes the planned meals of moments the meal plan no longer has: five meals to three keto meals fills all 21 slots', async () => {
    const sizes = (moments: readonly MealMoment[]) => ({
      type: 'MealPlanSet',
      payload: { sizes: allocateMealSizes(moments) },
    });
    await pushAs(server, 'eva@example.com', [
      profile({ keto: true }),
      sizes(['BREAKFAST', 'MORNING_SNACK', 'LUNCH', 'AFTERNOON_SNACK', 'DINNER']),
    ]);
    const week = { num_days: 7, start_date_inclusive: '2026-11-23', delete_existing_plans: true, seed: 11 };
    const first = (await post('/api/planner/autoPlanDays/', week)).json();
    expect(first.planned.length).toBeGreaterThan(30);
    await pushAs(server, 'eva@example.com', [sizes(['BREAKFAST', 'LUNCH', 'DINNER'])]);
    const again = (await post('/api/planner/autoPlanDays/', week)).json();
    expect(again.removed.sort()).toEqual(first.planned.map((p: { item_id: string }) => p.item_id).sort());
    expect(again.unfilled).toEqual([]);
    expect(again.planned).toHaveLength(21);
    const left = await plannedEvents('eva@example.com');
    const removed = new Set(left.filter((e) => e.type === 'PlannedMealRemoved').map((e) => e.payload.itemId));
    const standing = left.filter((e) => e.type === 'MealPlanned' && !removed.has(e.payload.itemId));
    expect(new Set(standing.map((e) => e.payload.mealMoment))).toEqual(new Set(['BREAKFAST', 'LUNCH', 'DINNER']));
  });

  it('gives the same plan for the same seed', async () => {
    await pushAs(server, 'eva@example.com', [profile(), mealSizesSet()]);
    const one = (
      await post('/api/planner/autoPlanDays/', {
        num_days: 3,
        start_date_inclusive: '2026-11-23',
        delete_existing_plans: true,
        seed: 42,
      })
    ).json();
    const two = (
      await post('/api/planner/autoPlanDays/', {
        num_days: 3,
        start_date_inclusive: '2026-11-23',
        delete_existing_plans: true,
        seed: 42,
      })
    ).json();
    const pick = (b: {
      planned: { date: string; meal_moment: string; recipe_id: string; portions_multiplier: number }[];
    }) =>
      b.planned.map(({ date, meal_moment, recipe_id, portions_multiplier }) => ({
        date,
        meal_moment,
        recipe_id,
        portions_multiplier,
      }));
    expect(pick(two)).toEqual(pick(one));
  });

  it("plans simple recipes for a SIMPLE organisation's user", async () => {
    await pushAs(server, 'mila@example.com', [profile(), mealSizesSet()]);
    const body = (
      await post(
        '/api/planner/autoPlanSimpleRecipes/',
        { start_date: '2026-11-23', end_date: '2026-11-25' },
        'mila@example.com',
      )
    ).json();
    expect(body.planned.length).toBeGreaterThan(6);
    const ids = body.planned.map((p: { recipe_id: string }) => p.recipe_id);
    expect(ids.every((id: string) => id.startsWith('simple-'))).toBe(true);
  });

  it('lets a coach plan for their own active client, and nobody for a stranger', async () => {
    const sam = await userId(server, 'sam@example.com');
    await pushAs(server, 'sam@example.com', [profile({ sex: 'MALE', weightKg: 85, heightCm: 182 }), mealSizesSet()]);
    const byCoach = await post(
      '/api/planner/autoPlanDays/',
      { num_days: 2, start_date_inclusive: '2026-11-23', user: sam },
      'coach@example.com',
    );
    expect(byCoach.statusCode).toBe(200);
    expect((await plannedEvents('sam@example.com')).length).toBe(byCoach.json().planned.length);
    const byStranger = await post(
      '/api/planner/autoPlanDays/',
      { num_days: 2, start_date_inclusive: '2026-11-23', user: sam },
      'eva@example.com',
    );
    expect(byStranger.statusCode).toBe(403);
  });

  it.each([
    ['/api/planner/autoPlanDays/', { num_days: 0, start_date_inclusive: '2026-11-23' }, 'Plan at least 1 day.'],
    [
      '/api/planner/autoPlanDays/',
      { num_days: 15, start_date_inclusive: '2026-11-23' },
      'Plan at most 14 days at once.',
    ],
    ['/api/planner/autoPlanDays/', { num_days: 3, start_date_inclusive: '23-11-2026' }, 'Use a date like 2026-11-23.'],
    ['/api/planner/autoPlanDays/', { num_days: '3', start_date_inclusive: '2026-11-23' }, ''],
    ['/api/planner/autoPlanDays/', { num_days: 3, start_date_inclusive: '2026-11-23', hack: true }, ''],
    ['/api/planner/autoPlanDay/', { date: '2026-11-23', meal_slot_ids: ['BRUNCH'] }, ''],
    [
      '/api/planner/autoPlanSimpleRecipes/',
      { start_date: '2026-11-25', end_date: '2026-11-23' },
      'The end date comes before the start date.',
    ],
    [
      '/api/planner/autoPlanSimpleRecipes/',
      { start_date: '2026-11-01', end_date: '2026-11-30' },
      'Plan at most 14 days at once.',
    ],
  ])('refuses %s %j with 400, planning nothing', async (url, payload, message) => {
    await pushAs(server, 'eva@example.com', [profile(), mealSizesSet()]);
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.body).toContain(message);
    expect(await plannedEvents('eva@example.com')).toEqual([]);
  });

  it('refuses anyone not signed in', async () => {
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/planner/autoPlanDays/',
          payload: { num_days: 1, start_date_inclusive: '2026-11-23' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
