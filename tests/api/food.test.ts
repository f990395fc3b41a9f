import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/catalogue/importCatalogue';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor } from './support';

const queries = JSON.parse(readFileSync(new URL('../data/food-search-queries.json', import.meta.url), 'utf8')) as {
  query: string;
  lang: 'en' | 'nl';
  expect: string;
}[];

describe.each(engines)('food search and details (%s)', (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const get = async (url: string, language: 'en' | 'nl' = 'en', email = 'eva@example.com') =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(await tokenFor(server, email)), 'accept-language': language },
    });

  it(`ranks the plain food first for each of the ${queries.length} everyday queries, in English and Dutch`, async () => {
    const token = await tokenFor(server, 'eva@example.com');
    const misses: string[] = [];
    for (const q of queries) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/foods/?query=${encodeURIComponent(q.query)}`,
        headers: { ...auth(token), 'accept-language': q.lang },
      });
      const first = response.json<{ id: string; name: string }[]>()[0];
      if (first?.id !== `sr:${q.expect}`)
        misses.push(`${q.lang} '${q.query}': expected sr:${q.expect}, got ${first?.id} ${first?.name}`);
    }
    expect(misses).toEqual([]);
  });

  it("answers in the user's language, with 100 g as the first (default) serving and its nutrients", async () => {
    const [en, nl] = await Promise.all([get('/api/foods/sr:09040/'), get('/api/foods/sr:09040/', 'nl')]);
    expect(en.json()).toMatchObject({
      id: 'sr:09040',
      name: 'Bananas, raw',
      source: 'USDA_SR28',
      kcal_estimated: false,
      per_100: { unit: 'g', kcal: 89 },
    });
    expect(nl.json().name).toBe('Banaan');
    const servings = en.json().suggested_servings;
    expect(servings[0]).toMatchObject({ serving_description: '100 g', grams: 100, kcal: 89 });
    expect(servings.length).toBeGreaterThan(1);
  });

  it('pages search results with a next link and offers at most 8 autocomplete names', async () => {
    const first = (await get('/api/search/?query=cheese')).json();
    expect(first.results).toHaveLength(25);
    expect(first.next).toBe('/api/search/?query=cheese&page=2');
    const second = (await get(first.next.replace('/api', '/api'))).json();
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const names = (await get('/api/search/autocomplete/?query=appl')).json();
    expect(names.length).toBeLessThanOrEqual(8);
    expect(names[0]).toEqual({ id: expect.any(String), name: expect.stringMatching(/appl/i) });
  });

  it('finds a product by barcode, declared energy marked as such and the 2019 estimate marked estimated', async () => {
    const declared = await get('/api/search/byBarcode/?barcode=00001373');
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({
      name: 'Spring onion',
      brand_name: "Sainsbury's",
      kcal_estimated: false,
      source: 'OFF_2026',
    });
    const estimated = await get('/api/search/byBarcode/?barcode=5400000095122');
    expect(estimated.json()).toMatchObject({ source: 'OFF_2019', kcal_estimated: true, per_100: { kcal: 204 } });
  });

  it.each([
    ['/api/foods/?query=', 400, 'Type something to search for.'],
    ['/api/foods/', 400, undefined],
    [`/api/foods/?query=${'a'.repeat(101)}`, 400, 'A search is at most 100 characters.'],
    ['/api/foods/?query=banana&page=0', 400, undefined],
    ['/api/search/byBarcode/?barcode=12ab', 400, 'A barcode is 8 to 14 digits.'],
    ['/api/search/byBarcode/?barcode=99999999999999', 404, 'No product with this barcode.'],
    ['/api/foods/sr:99999/', 404, 'Unknown food.'],
    ['/api/foods/1%3Bdrop%20table%20foods/', 400, 'Unknown food.'],
  ])('refuses %s with %i and a clear message, changing nothing', async (url, status, message) => {
    const before = await count(server, 'foods');
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    if (message) expect(JSON.stringify(response.json())).toContain(message);
    expect(await count(server, 'foods')).toBe(before);
  });

  it('serves only signed-in, active accounts', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/foods/?query=egg' })).statusCode).toBe(401);
    await server.db.query("update users set account_enabled = false where email = 'sam@example.com'");
    expect((await get('/api/foods/?query=egg', 'en', 'sam@example.com')).statusCode).toBe(403);
  });

  it('imports once: a second start skips every source and keeps the counts', async () => {
    const before = await count(server, 'foods');
    const reports = await importCatalogue(server.db);
    expect(reports.every((r) => r.skipped)).toBe(true);
    expect(await count(server, 'foods')).toBe(before);
    expect(before).toBeGreaterThan(42_000);
    expect(await count(server, 'recipes')).toBeGreaterThanOrEqual(150 + 40);
  });
});
