import { describe, expect, it } from 'vitest';
import { duplicateKey } from '../../server/catalogue/foodQuality';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor } from './support';

interface Found {
  id: string;
  name: string;
  brand_name: string | null;
  source: 'USDA_SR28' | 'OFF_2019' | 'OFF_2026' | 'USDA_BRANDED';
  kcal_estimated: boolean;
  per_100: { kcal: number; protein: number; carbohydrates: number; fat: number };
  suggested_servings: { serving_description: string }[];
}

// Issue 19: typos, Dutch products, values that cannot be true, duplicates, brands, servings, pages.
describe.each(engines)('food search quality (%s)', (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const get = async (url: string, language: 'en' | 'nl' = 'en') =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...auth(await tokenFor(server, 'eva@example.com')), 'accept-language': language },
    });
  const search = async (query: string, language: 'en' | 'nl' = 'en', page = 1) => {
    const response = await get(`/api/foods/?query=${encodeURIComponent(query)}&page=${page}`, language);
    expect(response.statusCode).toBe(200);
    return response.json<Found[]>();
  };

  it.each([
    ['yoghrt', 'yoghurt', 'en'],
    ['chiken breast', 'chicken breast', 'en'],
    ['salomn', 'salmon', 'en'],
    ['bananna', 'banana', 'en'],
    ['brocoli', 'broccoli', 'en'],
    ['pindakas', 'pindakaas', 'nl'],
    ['hawermout', 'havermout', 'nl'],
    ['komkomer', 'komkommer', 'nl'],
    ['aardbijen', 'aardbeien', 'nl'],
  ] as const)("finds for the typo '%s' what '%s' finds first", async (typo, meant, language) => {
    const [fromTypo, fromMeant] = await Promise.all([search(typo, language), search(meant, language)]);
    expect(fromTypo[0]?.id).toBe(fromMeant[0]?.id);
  });

  it("finds the banana for Dutch 'banaan' and English 'banana'", async () => {
    expect((await search('banaan', 'nl'))[0]).toMatchObject({ id: 'sr:09040', name: 'Banaan' });
    expect((await search('banana', 'en'))[0]).toMatchObject({ id: 'sr:09040', name: 'Bananas, raw' });
  });

  it('finds Dutch kwark before Greek yoghurt', async () => {
    for (const query of ['kwark', 'magere kwark']) {
      const found = await search(query, 'nl');
      expect(found.slice(0, 5).every((f) => /kwark/i.test(f.name))).toBe(true);
      expect(found[0]?.id).not.toBe('sr:01256');
    }
  });

  it('leaves out foods whose values cannot be true, which a barcode still finds', async () => {
    const { rows } = await server.db.query<{ id: string; name: string; barcode: string | null }>(
      "select id, name, barcode from foods where not listed and source <> 'OFF_2019' order by id limit 12",
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect((await search(row.name.slice(0, 60))).map((f) => f.id)).not.toContain(row.id);
    const scanned = rows.find((r) => r.barcode)!;
    expect((await get(`/api/search/byBarcode/?barcode=${scanned.barcode}`)).statusCode).toBe(200);
    for (const query of ['cola', 'kwark', 'water', 'koffie', 'chocolade']) {
      for (const f of await search(query, 'nl')) {
        const { kcal, protein, carbohydrates, fat } = f.per_100;
        expect(kcal === 0 && protein + carbohydrates + fat > 1, f.name).toBe(false);
        expect(f.source !== 'USDA_SR28' && kcal === 0 && f.kcal_estimated, f.name).toBe(false);
      }
    }
  });

  it('shows one row per product: duplicates collapse across pages', async () => {
    for (const query of ['coca cola', 'halfvolle melk', 'stroopwafel']) {
      const found = [...(await search(query, 'nl')), ...(await search(query, 'nl', 2))];
      const keys = found.map((f) =>
        duplicateKey({
          ...f,
          brand: f.brand_name,
          protein: f.per_100.protein,
          carbs: f.per_100.carbohydrates,
          fat: f.per_100.fat,
          kcal: f.per_100.kcal,
          kcal_estimated: f.kcal_estimated,
        }),
      );
      expect(new Set(keys).size, query).toBe(keys.length);
      expect(new Set(found.map((f) => f.id)).size).toBe(found.length);
    }
  });

  it('pages with a next link until the results end, never repeating a food', async () => {
    const seen = new Set<string>();
    let url: string | null = '/api/search/?query=kaas';
    let pages = 0;
    while (url && pages < 4) {
      const body: { results: Found[]; next: string | null } = (await get(url, 'nl')).json();
      for (const f of body.results) {
        expect(seen.has(f.id)).toBe(false);
        seen.add(f.id);
      }
      url = body.next;
      pages += 1;
    }
    expect(pages).toBe(4);
    const last = (await get('/api/search/?query=stroopwafel&page=50', 'nl')).json();
    expect(last).toEqual({ results: [], next: null });
  });

  it('writes brands in normal case and servings in Dutch words and numbers', async () => {
    const { rows } = await server.db.query<{ brand: string }>(
      'select distinct brand from foods where brand is not null',
    );
    expect(rows.filter((r) => /[A-Z]{4}/.test(r.brand) || /\p{L}'S\b/u.test(r.brand))).toEqual([]);
    const milk = (await get('/api/foods/sr:01036/', 'nl')).json<Found>();
    expect(milk.suggested_servings.map((s) => s.serving_description)).toContain('0,5 kop');
    const english = (await get('/api/foods/sr:01036/')).json<Found>();
    expect(english.suggested_servings.map((s) => s.serving_description)).toContain('0.5 cup');
  });

  it.each([
    ['', 'Type something to search for.'],
    ['   ', 'Type something to search for.'],
    ['a'.repeat(101), 'A search is at most 100 characters.'],
    ['%%%', 'Type letters or digits to search for.'],
    ['_', 'Type letters or digits to search for.'],
    ['🍌🍌', 'Type letters or digits to search for.'],
    ['\u0000', 'characters that cannot be saved'],
    ['kaas\u0000', 'characters that cannot be saved'],
  ])('refuses the search %j with 400 and a clear message', async (query, message) => {
    for (const path of ['/api/foods/', '/api/search/', '/api/search/autocomplete/']) {
      const response = await get(`${path}?query=${encodeURIComponent(query)}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it('answers odd but meaningful searches without error: SQL, wildcards, accents', async () => {
    const before = await count(server, 'foods');
    for (const query of ["'; drop table foods; --", 'kaas%_%', 'crème fraîche', "pinda's", 'ei ei ei ei']) {
      const response = await get(`/api/foods/?query=${encodeURIComponent(query)}`, 'nl');
      expect(response.statusCode, query).toBe(200);
    }
    expect((await search('crème fraîche', 'nl')).length).toBeGreaterThan(0);
    expect(await count(server, 'foods')).toBe(before);
  });
});
