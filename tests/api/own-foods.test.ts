import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, pushAs, tokenFor, userId } from './support';

const foodId = '01936a4e-0000-7000-8000-00000000f00d';
const bar = {
  foodId,
  name: 'Krunchy oat bar',
  barcode: '08712345678906',
  serving: { description: '1 bar', grams: 40 },
  kcal: 160,
  protein: 4,
  carbohydrates: 24,
  fat: 5,
};
const created = (payload: Record<string, unknown>) => ({ type: 'OwnFoodCreated', payload });

describe.each(engines)("a person's own foods in food search and barcode lookup (%s)", (engine) => {
  const server = useTestServer(engine);
  const get = async (url: string, email = 'eva@example.com') =>
    server.app.inject({ method: 'GET', url, headers: auth(await tokenFor(server, email)) });

  it('finds the own food by its barcode (with or without the leading zero), by search and by id', async () => {
    await pushAs(server, 'eva@example.com', [created(bar)]);
    for (const barcode of ['08712345678906', '8712345678906']) {
      const found = await get(`/api/search/byBarcode/?barcode=${barcode}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        id: `own:${foodId}`,
        name: 'Krunchy oat bar',
        source: 'OWN',
        barcode: '08712345678906',
        per_100: { unit: 'g', kcal: 400, protein: 10, carbohydrates: 60, fat: 12.5 },
        suggested_servings: [
          { serving_description: '1 bar', grams: 40, kcal: 160 },
          { serving_description: '100 g', grams: 100, kcal: 400 },
        ],
      });
    }
    const names = (answer: { name: string }[]) => answer.map((f) => f.name);
    expect(names((await get('/api/foods/?query=krunchy%20OAT')).json())).toEqual(['Krunchy oat bar']);
    expect(names((await get('/api/search/?query=krunchy')).json().results)).toEqual(['Krunchy oat bar']);
    expect(names((await get('/api/search/autocomplete/?query=krunchy')).json())).toEqual(['Krunchy oat bar']);
    expect((await get('/api/search/?query=krunchy&page=2')).json().results).toEqual([]);
    expect((await get(`/api/foods/own:${foodId}/`)).json().name).toBe('Krunchy oat bar');
  });

  it("never finds anyone else's own food: another person of the organisation, or of another one", async () => {
    await pushAs(server, 'eva@example.com', [created({ ...bar, name: 'Eva secret bar' })]);
    for (const email of ['sam@example.com', 'emma@example.com']) {
      expect((await get('/api/search/byBarcode/?barcode=08712345678906', email)).statusCode).toBe(404);
      expect((await get('/api/foods/?query=secret', email)).json()).toEqual([]);
      expect((await get('/api/search/autocomplete/?query=secret', email)).json()).toEqual([]);
      expect((await get(`/api/foods/own:${foodId}/`, email)).statusCode).toBe(404);
    }
  });

  const bad: [string, Record<string, unknown>][] = [
    ['no name', { name: '  ' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }],
    ['a serving of 0 g', { serving: { description: '1 bar', grams: 0 } }],
    ['a serving without a name', { serving: { description: '', grams: 40 } }],
    ['negative kcal', { kcal: -10 }],
    ['negative protein', { protein: -1 }],
    ['over 900 kcal per 100 g', { kcal: 400 }],
    ['macros heavier than the serving', { protein: 30, carbohydrates: 30 }],
    ["macros' energy far above the kcal", { kcal: 20 }],
    ['a barcode of letters', { barcode: 'ABCDEFGH' }],
    ['a field the schema does not know', { secret: 'stored unseen' }],
  ];

  it.each(bad)('refuses an own food with %s, by sync, and stores nothing', async (_why, change) => {
    const id = await userId(server, 'sam@example.com');
    const device = 'device-sam-own-foods';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: auth(await tokenFor(server, 'sam@example.com')),
      payload: {
        device,
        events: [
          {
            id: crypto.randomUUID(),
            stream: `user:${id}`,
            type: 'OwnFoodCreated',
            v: 1,
            payload: { ...bar, ...change },
            actor: `user:${id}`,
            device,
            deviceSeq: 1,
            at: server.clock.now.toISOString(),
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rejected).toEqual([expect.objectContaining({ deviceSeq: 1, code: 'invalid' })]);
    expect((await get('/api/search/byBarcode/?barcode=08712345678906', 'sam@example.com')).statusCode).toBe(404);
  });

  it.each(['ABCDEFGH', '1234567', '123456789012345'])('answers 400 to a barcode lookup of %s', async (barcode) => {
    expect((await get(`/api/search/byBarcode/?barcode=${barcode}`)).statusCode).toBe(400);
  });
});
