import { describe, expect, it } from 'vitest';
import { SIMPLE_CUSTOM_TAGS } from '../../server/catalogue/curation';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor } from './support';

const ADMIN = 'admin@example.com';
const DENIED = 'simple-sardines-on-toast';

describe.each(engines)("administrators edit an organisation's simple recipes (%s)", (engine) => {
  const server = useTestServer(engine, { catalogue: true, platformAdmins: [ADMIN] });
  const simple = async () =>
    Number(
      (await server.db.query<{ id: string }>("select id from organisations where subdomain = 'simple'")).rows[0]!.id,
    );
  const call = async (method: 'GET' | 'PATCH', url: string, payload?: unknown, email = ADMIN, language = 'en') =>
    server.app.inject({
      method,
      url,
      headers: { ...auth(await tokenFor(server, email)), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const stored = async () =>
    (
      await server.db.query(
        "select whitelisted_recipes, denylist_recipes, displayed_recipe_tags, featured_recipe_tag from organisations where subdomain = 'simple'",
      )
    ).rows[0];
  const recipeIds = async () =>
    (await server.db.query<{ id: string }>("select id from recipes where kind = 'SIMPLE' order by id")).rows.map(
      (r) => r.id,
    );

  it('reads the curation with recipe names and every tag, in the administrator’s language', async () => {
    const body = (
      await call('GET', `/api/admin/organisations/${await simple()}/simple-recipes`, undefined, ADMIN, 'nl')
    ).json();
    expect(body.featured_recipe_tag).toBe('kid-friendly');
    expect(body.displayed_recipe_tags).toEqual(['one-pot', 'no-cook', 'high-protein', 'budget', 'comfort-food']);
    expect(body.whitelisted_recipes).toEqual([]);
    expect(body.denylist_recipes).toEqual([{ id: DENIED, name: expect.stringMatching(/sardi/i) }]);
    expect(body.tags).toHaveLength(SIMPLE_CUSTOM_TAGS.length);
    expect(body.tags).toContainEqual({ id: 'no-cook', name: 'Zonder koken' });
    expect((await call('GET', '/api/admin/organisations/999999/simple-recipes')).statusCode).toBe(404);
  });

  it('finds every simple recipe by name, the denylisted one too, in either language', async () => {
    const sardines = (await call('GET', '/api/admin/simple-recipes?name=SARDINE')).json().results;
    expect(sardines.map((r: { id: string }) => r.id)).toContain(DENIED);
    const dutch = (
      await call('GET', `/api/admin/simple-recipes?name=${encodeURIComponent('toast')}`, undefined, ADMIN, 'nl')
    ).json();
    expect(dutch.results.length).toBeGreaterThan(0);
    expect(dutch.results.length).toBeLessThanOrEqual(20);
    expect((await call('GET', '/api/admin/simple-recipes?name=%25')).json().results).toEqual([]);
    expect((await call('GET', '/api/admin/simple-recipes?name=')).statusCode).toBe(400);
  });

  it('changes the curation, records it in the change log, and the clients see it at once', async () => {
    const id = await simple();
    const [first, second] = await recipeIds();
    const response = await call('PATCH', `/api/admin/organisations/${id}/simple-recipes`, {
      whitelisted_recipes: [first, second, first],
      featured_recipe_tag: null,
      displayed_recipe_tags: ['budget', 'one-pot'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().whitelisted_recipes.map((r: { id: string }) => r.id)).toEqual([first, second]);
    expect(await stored()).toMatchObject({
      whitelisted_recipes: [first, second],
      denylist_recipes: [DENIED],
      displayed_recipe_tags: ['budget', 'one-pot'],
      featured_recipe_tag: null,
    });
    const log = (await call('GET', `/api/admin/organisations/${id}/changes`)).json().results;
    expect(log[0]).toMatchObject({
      kind: 'organisationRecipes',
      by: ADMIN,
      before: { whitelisted_recipes: [], featured_recipe_tag: 'kid-friendly' },
      after: { whitelisted_recipes: [first, second], featured_recipe_tag: null },
    });
    const seen = await server.app.inject({
      method: 'GET',
      url: '/api/simple-recipes/?pageSize=50',
      headers: auth(await tokenFor(server, 'lotte@example.com')),
    });
    expect(new Set(seen.json().results.map((r: { id: string }) => r.id))).toEqual(new Set([first, second]));
    // The same values again change nothing and record nothing.
    await call('PATCH', `/api/admin/organisations/${id}/simple-recipes`, {
      displayed_recipe_tags: ['budget', 'one-pot'],
    });
    expect(await count(server, 'admin_changes')).toBe(1);
  });

  it.each([
    [
      'an unknown recipe',
      { whitelisted_recipes: ['simple-no-such-recipe'] },
      'whitelisted_recipes.0',
      'This recipe does not exist.',
    ],
    [
      'a malformed id',
      { denylist_recipes: [DENIED, 'Not An Id!'] },
      'denylist_recipes.1',
      'This recipe does not exist.',
    ],
    [
      'an unknown tag',
      { displayed_recipe_tags: ['budget', 'spicy'] },
      'displayed_recipe_tags.1',
      'This tag does not exist.',
    ],
    ['an unknown featured tag', { featured_recipe_tag: 'spicy' }, 'featured_recipe_tag', 'This tag does not exist.'],
    [
      'a recipe in both lists',
      { whitelisted_recipes: [DENIED] },
      'whitelisted_recipes.0',
      'A recipe cannot be both allowed and excluded.',
    ],
    [
      'a list too long',
      { denylist_recipes: Array.from({ length: 501 }, (_, i) => `r-${i}`) },
      'denylist_recipes',
      'This list is too long.',
    ],
    ['a list that is no list', { whitelisted_recipes: DENIED }, 'whitelisted_recipes', 'This value is not valid.'],
    ['a number for a tag', { featured_recipe_tag: 3 }, 'featured_recipe_tag', 'This value is not valid.'],
    ['an unknown field', { hidden_recipes: [] }, 'hidden_recipes', 'This setting does not exist.'],
  ])('refuses %s with a 400 at its field, changing nothing', async (_, payload, field, message) => {
    const before = await stored();
    const response = await call('PATCH', `/api/admin/organisations/${await simple()}/simple-recipes`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
    expect(await count(server, 'admin_changes')).toBe(0);
  });

  it('answers a refusal in Dutch, and moves a recipe between the lists when both are given', async () => {
    const id = await simple();
    const dutch = await call(
      'PATCH',
      `/api/admin/organisations/${id}/simple-recipes`,
      { featured_recipe_tag: 'pittig' },
      ADMIN,
      'nl',
    );
    expect(dutch.json()).toEqual({ featured_recipe_tag: ['Dit label bestaat niet.'] });
    const moved = await call('PATCH', `/api/admin/organisations/${id}/simple-recipes`, {
      whitelisted_recipes: [DENIED],
      denylist_recipes: [],
    });
    expect(moved.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ whitelisted_recipes: [DENIED], denylist_recipes: [] });
  });

  it('is for platform administrators only: a coach cannot change any organisation, their own nor another', async () => {
    const id = await simple();
    const demo = Number(
      (await server.db.query<{ id: string }>("select id from organisations where subdomain = 'demo'")).rows[0]!.id,
    );
    for (const email of ['coach@example.com', 'lotte@example.com', 'mila@example.com']) {
      for (const organisation of [id, demo]) {
        const change = await call(
          'PATCH',
          `/api/admin/organisations/${organisation}/simple-recipes`,
          { denylist_recipes: [] },
          email,
        );
        expect(change.statusCode).toBe(403);
        expect(
          (await call('GET', `/api/admin/organisations/${organisation}/simple-recipes`, undefined, email)).statusCode,
        ).toBe(403);
      }
      expect((await call('GET', '/api/admin/simple-recipes?name=toast', undefined, email)).statusCode).toBe(403);
    }
    expect((await stored())!.denylist_recipes).toEqual([DENIED]);
  });
});
