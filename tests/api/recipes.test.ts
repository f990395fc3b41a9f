import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIMPLE_CUSTOM_TAGS } from '../../server/catalogue/curation';
import { engines, useTestServer } from './harness';
import { auth, pushAs, tokenFor } from './support';

describe.each(engines)('recipes and simple recipes (%s)', (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const get = async (url: string, language: 'en' | 'nl' = 'en', email = 'eva@example.com') =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(await tokenFor(server, email)), 'accept-language': language },
    });

  it('pages the inspiration list 20 at a time with a next link, until the catalogue ends', async () => {
    const seen = new Set<string>();
    let url: string | null = '/api/recipes/inspiration/';
    let pages = 0;
    while (url) {
      const body: { results: { id: string }[]; next: string | null } = (await get(url)).json();
      expect(body.results.length).toBeLessThanOrEqual(20);
      for (const r of body.results) seen.add(r.id);
      url = body.next;
      pages += 1;
    }
    expect(seen.size).toBeGreaterThanOrEqual(150);
    expect(pages).toBe(Math.ceil(seen.size / 20));
  });

  it("computes each portion's nutrition from its foods, never from typed-in numbers", async () => {
    const recipe = (await get('/api/recipes/inspiration/?pageSize=1')).json().results[0];
    let kcal = 0;
    for (const ingredient of recipe.ingredients) {
      const { rows } = await server.db.query<{ kcal: number }>('select kcal from foods where id = $1', [
        ingredient.food_id,
      ]);
      kcal += (rows[0]!.kcal * ingredient.grams) / 100;
    }
    expect(recipe.kcal).toBe(Math.round(kcal / recipe.portions));
  });

  it('filters by meal type, total time and ingredient, and says so in Dutch when asked', async () => {
    const lunches = (await get('/api/recipes/generateMeals/?meal_types=LUNCH&page_size=50')).json().results;
    expect(lunches.length).toBeGreaterThan(20);
    expect(lunches.every((r: { meal_types: string[] }) => r.meal_types.includes('LUNCH'))).toBe(true);
    const quick = (await get('/api/recipes/inspiration/?preparationTimeMinLte=15&pageSize=50')).json().results;
    expect(
      quick.every(
        (r: { preparation_time_min: number; cooking_time_min: number }) =>
          r.preparation_time_min + r.cooking_time_min <= 15,
      ),
    ).toBe(true);
    const lentils = (await get('/api/recipes/inspiration/?ingredientSearch=linzen', 'nl')).json().results;
    expect(lentils.length).toBeGreaterThan(0);
    expect(lentils[0].directions[0].text).toMatch(/[a-z]/);
  });

  it('derives diets and allergens from the ingredients: every recipe tagged VEGAN suits vegans, and keto ones stay under 10 g carbohydrate', async () => {
    const all = (await get('/api/recipes/generateMeals/?page_size=50&tags=VEGAN')).json().results;
    expect(all.length).toBeGreaterThan(20);
    for (const recipe of all) expect(recipe.diets).toContain('VEGAN');
    const keto = (await get('/api/recipes/generateMeals/?page_size=50&tags=KETO')).json().results;
    for (const recipe of keto) expect(recipe.carbohydrates).toBeLessThanOrEqual(10.05);
  });

  it('shows a favourite with its heart, lists favourites only on request, and hides disliked recipes', async () => {
    const [first, second] = (await get('/api/recipes/inspiration/?pageSize=2')).json().results;
    await pushAs(server, 'eva@example.com', [
      { type: 'RecipeFavourited', payload: { recipeId: first.id, kind: 'RECIPE' } },
      { type: 'RecipeDisliked', payload: { recipeId: second.id, kind: 'RECIPE' } },
    ]);
    const favourites = (await get('/api/recipes/inspiration/?favourite=true')).json().results;
    expect(favourites.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect(favourites[0].is_favourite).toBe(true);
    const everything = (await get('/api/recipes/inspiration/?pageSize=50'))
      .json()
      .results.map((r: { id: string }) => r.id);
    expect(everything).not.toContain(second.id);
    // Another person's taste is theirs alone.
    expect((await get('/api/recipes/inspiration/?favourite=true', 'en', 'sam@example.com')).json().results).toEqual([]);
  });

  it("offers simple recipes: search from 3 characters, custom tags in the user's language, and the inspiration sections", async () => {
    expect((await get('/api/simple-recipes/suggestions/?search=lentil')).json().results.length).toBeGreaterThan(0);
    const short = (await get('/api/simple-recipes/suggestions/?search=le')).json();
    const all = (await get('/api/simple-recipes/suggestions/')).json();
    expect(short.results.length).toBe(all.results.length);
    const tags = (await get('/api/simple-recipes/custom-tags/', 'nl')).json().results;
    expect(tags).toContainEqual({ id: 'one-pot', name: 'one-pot', human_name: 'Eén pan' });
    const inspiration = (await get('/api/simple-recipes/inspiration/')).json();
    expect(inspiration.featured_section.recipes.length).toBeGreaterThan(0);
    // One card for every custom tag that has a recipe, in the vocabulary's order.
    const recipeDir = new URL('../../server/catalogue/recipes/', import.meta.url);
    const usedTags = new Set(
      readdirSync(recipeDir)
        .filter((file) => file.startsWith('simple') && file.endsWith('.json'))
        .flatMap((file) => JSON.parse(readFileSync(new URL(file, recipeDir), 'utf8')) as { customTags: string[] }[])
        .flatMap((recipe) => recipe.customTags),
    );
    expect(inspiration.category_cards.map((card: { tag_id: string }) => card.tag_id)).toEqual(
      SIMPLE_CUSTOM_TAGS.filter((tag) => usedTags.has(tag)),
    );
    expect(inspiration.curated_sections.map((s: { layout: string }) => s.layout)).toContain('vertical');
    const one = inspiration.featured_section.recipes[0];
    const detail = (await get(`/api/simple-recipes/${one.id}/`, 'nl')).json();
    expect(detail).toMatchObject({ id: one.id, servings: one.servings, total_calories: one.total_calories });
    expect(detail.ingredients.length).toBeGreaterThan(0);
  });

  it("when choosing for one's own day, offers only what fits the diet, intolerances and allergens, unless told to ignore them", async () => {
    const profile = {
      sex: 'FEMALE',
      age: 30,
      heightCm: 170,
      weightKg: 65,
      bodyFat: null,
      activity: 'ACTIVE',
      goal: 'RECOMPOSITION',
      weeklyChangeKg: null,
      diet: 'VEGAN',
      sustainability: null,
      keto: false,
      lowCarb: false,
    };
    await pushAs(server, 'eva@example.com', [
      { type: 'NutritionProfileSet', payload: { profile, intolerances: ['GLUTEN'], allergens: ['SOY'], dislikes: [] } },
    ]);
    const forMe = (await get('/api/recipes/generateMeals/?page_size=50')).json().results;
    expect(forMe.length).toBeGreaterThan(5);
    for (const recipe of forMe) {
      expect(recipe.diets).toContain('VEGAN');
      expect(recipe.allergens).not.toContain('SOY');
    }
    const simple = (await get('/api/simple-recipes/suggestions/')).json().results;
    for (const recipe of simple) expect(recipe.allergens).not.toContain('SOY');
    const everything = (await get('/api/simple-recipes/suggestions/?ignore_preferences=true')).json().results;
    // Ignoring the preferences offers recipes they hide (whatever the page size).
    const offered = new Set(simple.map((recipe: { id: string }) => recipe.id));
    expect(everything.some((recipe: { id: string }) => !offered.has(recipe.id))).toBe(true);
  });

  it.each([
    ['/api/recipes/inspiration/?mealTypes=BRUNCH', 400],
    ['/api/recipes/inspiration/?page=0', 400],
    ['/api/recipes/inspiration/?pageSize=1000', 400],
    ['/api/recipes/inspiration/?favourite=yes', 400],
    ['/api/recipes/generateMeals/?tags=CAKE', 400],
    ['/api/recipes/generateMeals/?preparation_time_min_lte=-5', 400],
    ['/api/recipes/no-such-recipe/', 404],
    ['/api/recipes/DROP%20TABLE/', 400],
    ['/api/simple-recipes/no-such-recipe/', 404],
    ['/api/simple-recipes/suggestions/?totalTimeLte=abc', 400],
  ])('refuses %s with %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });

  it('gives each ingredient its household measures for imperial cooks: oil by the spoon and cup, chicken by weight only', async () => {
    type Ingredient = { food_id: string; measures?: { unit: string; grams: number }[] };
    const ingredients: Ingredient[] = [];
    for (let page = 1; page <= 4; page += 1)
      for (const recipe of (await get(`/api/recipes/inspiration/?pageSize=50&page=${page}`)).json().results)
        ingredients.push(...(recipe.ingredients as Ingredient[]));
    const oliveOil = ingredients.find((i) => i.food_id === 'sr:04053');
    expect(oliveOil?.measures).toEqual([
      { unit: 'tbsp', grams: 13.5 },
      { unit: 'cup', grams: 216 },
      { unit: 'tsp', grams: 4.5 },
    ]);
    const chicken = ingredients.find((i) => i.food_id === 'sr:05062');
    expect(chicken).toBeDefined();
    expect(chicken?.measures).toBeUndefined();
    const retrieved = (
      await get(`/api/recipes/${(await get('/api/recipes/inspiration/?pageSize=1')).json().results[0].id}/`)
    ).json();
    for (const ingredient of retrieved.ingredients as Ingredient[])
      for (const m of ingredient.measures ?? []) expect(m.grams).toBeGreaterThan(0);
  });

  it('serves signed-in people only', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/recipes/inspiration/' })).statusCode).toBe(401);
  });
});
