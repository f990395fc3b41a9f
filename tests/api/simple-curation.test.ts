import { describe, expect, it } from 'vitest';
import { SIMPLE_CUSTOM_TAGS } from '../../server/catalogue/curation';
import { engines, useTestServer } from './harness';
import { auth, mealSizesSet, profileSet, pushAs, tokenFor } from './support';

type Recipe = { id: string; is_favorite: boolean; custom_tags: { id: string }[] };
type Page = { results: Recipe[]; next: string | null };
const DENIED = 'simple-sardines-on-toast';
const DISPLAYED = ['one-pot', 'no-cook', 'high-protein', 'budget', 'comfort-food'];

describe.each(engines)('simple recipes: the list and the organisation curation (%s)', (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const get = async (url: string, email = 'lotte@example.com', language: 'en' | 'nl' = 'en') =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(await tokenFor(server, email)), 'accept-language': language },
    });

  it('lists the simple recipes a page at a time, and the favourites 10 a page', async () => {
    const seen = new Set<string>();
    let url: string | null = '/api/simple-recipes/?pageSize=10';
    while (url) {
      const body: Page = (await get(url)).json();
      expect(body.results.length).toBeLessThanOrEqual(10);
      for (const r of body.results) seen.add(r.id);
      url = body.next;
    }
    expect(seen.size).toBeGreaterThan(30);
    const ids = [...seen].slice(0, 12);
    await pushAs(
      server,
      'lotte@example.com',
      ids.map((recipeId) => ({ type: 'RecipeFavourited', payload: { recipeId, kind: 'SIMPLE' } })),
    );
    const first: Page = (await get('/api/simple-recipes/?isFavorite=true&pageSize=10')).json();
    expect(first.results).toHaveLength(10);
    expect(first.results.every((r) => r.is_favorite)).toBe(true);
    expect(first.next).toContain('page=2');
    const second: Page = (await get(first.next!)).json();
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(new Set([...first.results, ...second.results].map((r) => r.id))).toEqual(new Set(ids));
  });

  /** Every id a paged simple answer lists, following its next links. */
  const allIds = async (first: string, email = 'lotte@example.com') => {
    const ids: string[] = [];
    let url: string | null = first;
    while (url) {
      const body: Page = (await get(url, email)).json();
      ids.push(...body.results.map((r) => r.id));
      url = body.next;
    }
    return ids;
  };
  const curate = (column: string, value: unknown) =>
    server.db.query(`update organisations set ${column} = $1 where subdomain = 'simple'`, [value]);
  const planned = async (email = 'lotte@example.com') => {
    await pushAs(server, email, [profileSet(), mealSizesSet()]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/planner/autoPlanSimpleRecipes/',
      payload: { start_date: '2026-11-23', end_date: '2026-12-06', seed: 7 },
      headers: auth(await tokenFor(server, email)),
    });
    expect(response.statusCode).toBe(200);
    return response.json().planned.map((p: { recipe_id: string }) => p.recipe_id) as string[];
  };

  it("never shows nor plans the organisation's denylisted recipe, yet still opens it by its address", async () => {
    expect(await allIds('/api/simple-recipes/suggestions/?ignore_preferences=true')).not.toContain(DENIED);
    expect(await allIds('/api/simple-recipes/?pageSize=50')).not.toContain(DENIED);
    expect(await allIds('/api/simple-recipes/suggestions/?search=sardines')).toEqual([]);
    const inspiration = JSON.stringify((await get('/api/simple-recipes/inspiration/')).json());
    expect(inspiration).not.toContain(DENIED);
    // A favourite the organisation later denies is not listed among the favourites either.
    await pushAs(server, 'lotte@example.com', [
      { type: 'RecipeFavourited', payload: { recipeId: DENIED, kind: 'SIMPLE' } },
    ]);
    expect(await allIds('/api/simple-recipes/?isFavorite=true')).toEqual([]);
    // Another organisation has no such curation.
    expect(await allIds('/api/simple-recipes/suggestions/?search=sardines', 'eva@example.com')).toContain(DENIED);
    // A meal planned before the curation changed still opens.
    expect((await get(`/api/simple-recipes/${DENIED}/`)).statusCode).toBe(200);
    // Plans whole weeks with the sardines made as tempting as can be: they are never chosen.
    await curate('whitelisted_recipes', [
      DENIED,
      'no-such-recipe',
      ...(await allIds('/api/simple-recipes/?pageSize=50')).slice(0, 12),
    ]);
    const ids = await planned();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(DENIED);
  });

  it('restricts every list and the planner to a whitelist, ignoring ids the catalogue does not know', async () => {
    const everything = await allIds('/api/simple-recipes/?pageSize=50');
    const chosen = everything.filter((_, i) => i % 3 === 0);
    await curate('whitelisted_recipes', [...chosen, 'no-such-recipe']);
    expect(new Set(await allIds('/api/simple-recipes/?pageSize=50'))).toEqual(new Set(chosen));
    expect(new Set(await allIds('/api/simple-recipes/suggestions/?ignore_preferences=true'))).toEqual(new Set(chosen));
    const inspiration = (await get('/api/simple-recipes/inspiration/')).json();
    const shown = [
      ...inspiration.featured_section.recipes,
      ...inspiration.category_cards.map((c: { first_recipe: Recipe }) => c.first_recipe),
      ...inspiration.curated_sections.flatMap((s: { recipes: Recipe[] }) => s.recipes),
    ].map((r: Recipe) => r.id);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((id) => chosen.includes(id))).toBe(true);
    expect((await planned()).every((id) => chosen.includes(id))).toBe(true);
    // The denylist wins over the whitelist.
    await curate('denylist_recipes', [DENIED, chosen[0]]);
    expect(await allIds('/api/simple-recipes/?pageSize=50')).not.toContain(chosen[0]);
    // A whitelist of recipes the catalogue no longer has is as none: everything else is allowed.
    await curate('whitelisted_recipes', ['no-such-recipe']);
    expect((await allIds('/api/simple-recipes/?pageSize=50')).length).toBe(everything.length - 1);
  });

  it('features the featured tag and shows only the displayed tags, in their order', async () => {
    const inspiration = (await get('/api/simple-recipes/inspiration/')).json();
    expect(inspiration.featured_section.title).toBe('Kid-friendly');
    expect(inspiration.featured_section.recipes.length).toBeGreaterThan(0);
    for (const recipe of inspiration.featured_section.recipes as Recipe[])
      expect(recipe.custom_tags.map((t) => t.id)).toContain('kid-friendly');
    expect(inspiration.category_cards.map((c: { tag_id: string }) => c.tag_id)).toEqual(DISPLAYED);
    const tags = (await get('/api/simple-recipes/custom-tags/', 'lotte@example.com', 'nl')).json().results;
    expect(tags.map((t: { id: string }) => t.id)).toEqual(DISPLAYED);
    expect(tags[1].human_name).toBe('Zonder koken');
  });

  it('falls back to every tag and the personal featured section when the organisation chose none (or only unknown ones)', async () => {
    await curate('displayed_recipe_tags', ['no-such-tag']);
    await curate('featured_recipe_tag', 'no-such-tag');
    const inspiration = (await get('/api/simple-recipes/inspiration/')).json();
    expect(inspiration.featured_section.title).toBe('Picked for you');
    expect(inspiration.category_cards.map((card: { tag_id: string }) => card.tag_id)).toEqual(SIMPLE_CUSTOM_TAGS);
    expect((await get('/api/simple-recipes/custom-tags/')).json().results.length).toBe(SIMPLE_CUSTOM_TAGS.length);
  });
});
