import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foodFactsSchema, groceryApi, recipeNeedsSchema } from '../../src/core/api/groceries';
import { nastyText, nastyValue } from './fuzzInputs';
import { engines, useTestServer } from './harness';
import { auth, tokenFor } from './support';

const recipeFile = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../server/catalogue/recipes/${name}.json`, import.meta.url), 'utf8')) as {
    id: string;
    ingredients: { foodId: string; grams: number; display?: { en: string }; text?: { en: string } }[];
  }[];
const BOLOGNESE = 'lentil-bolognese-with-whole-wheat-spaghetti';
const SCRAMBLED = 'simple-scrambled-eggs-on-toast';

describe.each(engines)('what a grocery list is made from (%s)', (engine) => {
  const server = useTestServer(engine, { catalogue: true });
  const needs = async (payload: unknown, email: string | null = 'eva@example.com') =>
    server.app.inject({
      method: 'POST',
      url: '/api/groceries/needs/',
      headers: { ...(email ? auth(await tokenFor(server, email)) : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  /** The answer, read by the device's own schemas as well as the route's. */
  const answerOf = (body: unknown) => {
    const answer = groceryApi.needs.response.parse(body);
    for (const recipe of answer.recipes) recipeNeedsSchema.parse(recipe);
    for (const food of answer.foods) foodFactsSchema.parse(food);
    return answer;
  };

  it("answers a full and a simple recipe with their own portions, every line as written, and each line's food", async () => {
    const response = await needs({
      recipes: [
        { kind: 'RECIPE', id: BOLOGNESE },
        { kind: 'SIMPLE', id: SCRAMBLED },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { recipes, foods } = answerOf(response.json());
    expect(foods).toEqual([]);
    expect(recipes.map((r) => [r.kind, r.id, r.portions])).toEqual([
      ['RECIPE', BOLOGNESE, 4],
      ['SIMPLE', SCRAMBLED, 2],
    ]);
    const sources = [
      recipeFile('dinner').find((r) => r.id === BOLOGNESE)!,
      recipeFile('simple').find((r) => r.id === SCRAMBLED)!,
    ];
    sources.forEach((source, i) => {
      expect(recipes[i]!.ingredients.map((line) => [line.food?.foodId, line.grams, line.text.en])).toEqual(
        source.ingredients.map((s) => [`sr:${s.foodId}`, s.grams, (s.display ?? s.text)!.en]),
      );
    });
    const onion = recipes[0]!.ingredients.find((line) => line.food?.foodId === 'sr:11282')!;
    expect(onion.text.nl).toMatch(/ui/i);
    expect(onion.food).toMatchObject({ name: { en: 'Onion', nl: 'Ui' }, category: 'PRODUCE', pieceGrams: 110 });
    const [eggs, milk] = recipes[1]!.ingredients;
    expect(eggs).toMatchObject({
      grams: 200,
      food: { name: { en: 'Egg', nl: 'Ei' }, category: 'DAIRY_EGGS', pieceGrams: 50 },
    });
    expect(milk!.food!.mlPerGram).toBeCloseTo(0.97, 2);
  });

  it('leaves tap water out of a recipe: it is needed, never bought', async () => {
    const response = await needs({ recipes: [{ kind: 'SIMPLE', id: 'simple-apple-cinnamon-porridge' }] });
    const source = recipeFile('simple').find((r) => r.id === 'simple-apple-cinnamon-porridge')!;
    const lines = answerOf(response.json()).recipes[0]!.ingredients;
    expect(source.ingredients.some((s) => s.foodId === '14411')).toBe(true);
    expect(lines.map((line) => line.food?.foodId)).toEqual(
      source.ingredients.filter((s) => s.foodId !== '14411').map((s) => `sr:${s.foodId}`),
    );
  });

  it('answers the facts of single foods, and leaves out every id the catalogue does not hold', async () => {
    const response = await needs({
      recipes: [
        { kind: 'SIMPLE', id: BOLOGNESE }, // a full recipe asked for as a simple one
        { kind: 'RECIPE', id: 'my-own-recipe-0192' },
        { kind: 'RECIPE', id: BOLOGNESE },
        { kind: 'RECIPE', id: BOLOGNESE }, // twice: answered once
      ],
      foods: ['sr:04053', 'sr:99999', 'sr:20044', 'off:0000', 'sr:04053'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { recipes, foods } = answerOf(response.json());
    expect(recipes.map((r) => r.id)).toEqual([BOLOGNESE]);
    expect(foods).toEqual([
      {
        foodId: 'sr:04053',
        name: { en: 'Olive oil', nl: 'Olijfolie' },
        category: 'OILS_SAUCES',
        pieceGrams: null,
        mlPerGram: 1.095,
      },
      // Without an everyday name of its own: its description's first part, in Dutch from the table of first parts.
      {
        foodId: 'sr:20044',
        name: { en: 'Rice', nl: 'Rijst' },
        category: 'DRY_GOODS',
        pieceGrams: null,
        mlPerGram: null,
      },
    ]);
    const empty = await needs({});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ recipes: [], foods: [] });
  });

  it('answers a simple organisation and a coach alike: the catalogue is the same for everyone', async () => {
    for (const email of ['mila@example.com', 'coach@example.com']) {
      const response = await needs({ recipes: [{ kind: 'SIMPLE', id: SCRAMBLED }] }, email);
      expect(response.statusCode, email).toBe(200);
      expect(answerOf(response.json()).recipes).toHaveLength(1);
    }
  });

  it('asks the signed-out to sign in', async () => {
    const response = await needs({ recipes: [{ kind: 'SIMPLE', id: SCRAMBLED }] }, null);
    expect(response.statusCode).toBe(401);
  });

  const many = (n: number, item: (i: number) => unknown) => Array.from({ length: n }, (_, i) => item(i));
  it.each([
    [
      'too many recipes',
      { recipes: many(201, (i) => ({ kind: 'RECIPE', id: `r${i}` })) },
      'recipes',
      /at most 200 recipes/i,
    ],
    ['too many foods', { foods: many(501, (i) => `sr:${i}`) }, 'foods', /at most 500 foods/i],
    ['a recipe id too long', { recipes: [{ kind: 'RECIPE', id: 'x'.repeat(81) }] }, 'recipes.0.id', /at most 80/],
    ['a food id too long', { foods: ['x'.repeat(41)] }, 'foods.0', /at most 40/],
    ['an empty food id', { foods: [''] }, 'foods.0', /not empty/],
    ['an unknown kind', { recipes: [{ kind: 'OWN', id: 'x' }] }, 'recipes.0.kind', /RECIPE|SIMPLE/],
    ['a recipe without an id', { recipes: [{ kind: 'RECIPE' }] }, 'recipes.0.id', /./],
    ['recipes that are not a list', { recipes: 'soup' }, 'recipes', /list of recipes/],
    ['foods that are not text', { foods: [12] }, 'foods.0', /./],
    ['a field the route does not know', { recipes: [], shop: 'AH' }, 'non_field_errors', /shop/],
  ])('refuses %s with 400 and says why', async (_, payload, field, message) => {
    const response = await needs(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()[field]?.join(' '), response.body).toMatch(message);
  });

  it('never answers 5xx, whatever ids are asked for (the catalogue loaded, unlike the route fuzz)', async () => {
    const token = await tokenFor(server, 'eva@example.com');
    const id = fc.oneof(nastyText, fc.constantFrom(BOLOGNESE, SCRAMBLED, 'sr:11282', 'sr:01123'));
    const body = fc.oneof(
      fc.record(
        {
          recipes: fc.array(fc.record({ kind: fc.constantFrom('RECIPE', 'SIMPLE'), id }), { maxLength: 5 }),
          foods: fc.array(id, { maxLength: 5 }),
        },
        { requiredKeys: [] },
      ),
      nastyValue,
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/groceries/needs/',
          headers: { ...auth(token), 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode === 200) answerOf(response.json());
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a body that is not an object, and text the database cannot hold, with 400', async () => {
    for (const payload of [[], 'recipes', null])
      expect((await needs(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const nul = await needs({ foods: ['sr:\u000001123'] });
    expect(nul.statusCode, nul.body).toBe(400);
  });
});
