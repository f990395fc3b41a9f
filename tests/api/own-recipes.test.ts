import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, pushAs, tokenFor } from './support';

const food = {
  id: 'oats',
  name: 'Oats',
  brand: null,
  servings: [{ id: 's100', description: '100 g', grams: 100, kcal: 380, protein: 13, carbohydrates: 60, fat: 7 }],
};
const own = (recipeId: string, name: string, mealTypes: string[], publish = true) => [
  { type: 'OwnRecipeCreated', payload: { recipeId, name, portions: 2, mealTypes } },
  {
    type: 'OwnRecipeIngredientSet',
    payload: { recipeId, ingredientId: `${recipeId}-1`, food, servingId: 's100', quantity: 1.5 },
  },
  ...(publish ? [{ type: 'OwnRecipePublished', payload: { recipeId } }] : []),
];
const OWN = '/api/recipes/generateMeals/?source_provider=USER_GENERATED';

describe.each(engines)('own recipes in recipe search (%s)', (engine) => {
  const server = useTestServer(engine);
  const get = async (url: string, email = 'eva@example.com') =>
    server.app.inject({ method: 'GET', url, headers: auth(await tokenFor(server, email)) });

  it("answers the caller's published own recipes, per portion, filtered like the app filters them", async () => {
    await pushAs(server, 'eva@example.com', [
      ...own('porridge', 'Oat porridge', ['BREAKFAST']),
      ...own('stew', 'Winter stew', ['DINNER']),
      ...own('draft', 'Draft soup', [], false),
      ...own('gone', 'Gone pie', []),
      { type: 'OwnRecipeUnpublished', payload: { recipeId: 'gone' } },
    ]);
    const all = (await get(OWN)).json();
    expect(all.results.map((r: { name: string }) => r.name)).toEqual(['Oat porridge', 'Winter stew']);
    expect(all.next).toBeNull();
    expect(all.results[0]).toMatchObject({
      source_provider: 'USER_GENERATED',
      kcal: 285,
      protein: 9.8,
      portions: 2,
      meal_types: ['BREAKFAST'],
      ingredients: [{ food_id: 'oats', name: 'Oats', grams: 150 }],
      tags: [],
    });
    const breakfast = (await get(`${OWN}&meal_types=BREAKFAST`)).json().results;
    expect(breakfast.map((r: { id: string }) => r.id)).toEqual(['porridge']);
    const byWord = (await get(`${OWN}&ingredient_search=winter`)).json().results;
    expect(byWord.map((r: { id: string }) => r.id)).toEqual(['stew']);
    expect((await get(`${OWN}&tags=VEGAN`)).json().results).toEqual([]);
    expect((await get(`${OWN}&favourite=true`)).json().results).toEqual([]);
  });

  it('pages like the catalogue, with a next link that carries the source', async () => {
    await pushAs(
      server,
      'eva@example.com',
      ['a', 'b', 'c'].flatMap((id) => own(`paged-${id}`, `Paged ${id}`, ['LUNCH'])),
    );
    const first = (await get(`${OWN}&meal_types=LUNCH&page_size=2`)).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('source_provider=USER_GENERATED');
    expect(first.next).toContain('page=2');
    const second = (await get(first.next)).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
  });

  it("never shows anyone else's own recipes: another person of the organisation, or of another one", async () => {
    await pushAs(server, 'eva@example.com', own('secret', 'Eva secret cake', []));
    for (const email of ['sam@example.com', 'emma@example.com']) {
      const answer = await get(`${OWN}&ingredient_search=secret`, email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().results).toEqual([]);
    }
    expect((await get(`${OWN}&ingredient_search=secret`)).json().results).toHaveLength(1);
  });

  it.each([
    ['an unknown source', '/api/recipes/generateMeals/?source_provider=SOMEONE'],
    ['page 0', `${OWN}&page=0`],
    ['an unknown meal type', `${OWN}&meal_types=BRUNCH`],
    ['a search of more than 100 characters', `${OWN}&ingredient_search=${'x'.repeat(101)}`],
  ])('refuses %s with 400', async (_name, url) => {
    expect((await get(url)).statusCode).toBe(400);
  });

  it('asks for a signed-in person', async () => {
    expect((await server.app.inject({ method: 'GET', url: OWN })).statusCode).toBe(401);
  });
});
