import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import { FoodLogged, MealPlanned, QuickAddLogged } from '../diary/events';
import { diaryProjection } from '../diary/projection';
import type { OwnRecipesState } from '../recipes/own/projection';
import type { ListFacts } from './listFacts';
import { payloadProblem } from '../../core/storable';
import { GroceryListCreated, type GroceryListItem } from './events';
import { listItemId, makeList, plannedItemsOf, withinOneEvent } from './makeList';
import type { FoodFacts, RecipeNeeds } from './needs';

const egg: FoodFacts = {
  foodId: 'sr:01123',
  name: { en: 'Egg', nl: 'Ei' },
  category: 'DAIRY_EGGS',
  pieceGrams: 50,
  mlPerGram: null,
};
const onion: FoodFacts = {
  foodId: 'sr:11282',
  name: { en: 'Onion', nl: 'Ui' },
  category: 'PRODUCE',
  pieceGrams: 110,
  mlPerGram: null,
};
const apple: FoodFacts = { ...onion, foodId: 'sr:09003', name: { en: 'Apple', nl: 'Appel' }, pieceGrams: 182 };
const shakshuka: RecipeNeeds = {
  kind: 'SIMPLE',
  id: 'simple-shakshuka',
  portions: 2,
  ingredients: [
    { food: egg, grams: 200, text: { en: '4 eggs', nl: '4 eieren' } },
    { food: onion, grams: 110, text: { en: '1 onion, chopped', nl: '1 ui, gesneden' } },
  ],
};
const noOwn: OwnRecipesState = { recipes: {} };

const planned = (itemId: string, date: string, portionsMultiplier: number) =>
  MealPlanned.draft({
    itemId,
    date,
    mealMoment: 'BREAKFAST',
    recipe: {
      kind: 'SIMPLE',
      id: shakshuka.id,
      name: { en: 'Shakshuka', nl: 'Shakshuka' },
      portions: 2,
      portionsMultiplier,
    },
    nutrients: { kcal: 400 },
    plannedBy: 'PERSON',
  });
const appleLogged = FoodLogged.draft({
  itemId: 'apple',
  date: '2026-11-30',
  mealMoment: 'SNACK',
  food: {
    id: apple.foodId,
    name: 'Apple',
    brand: null,
    servings: [{ id: 'g100', description: '100 g', grams: 100, kcal: 52, protein: 0.3, carbohydrates: 14, fat: 0.2 }],
  },
  servingId: 'g100',
  amount: 2,
  nutrients: { kcal: 104 },
});
// A week crossing the month: two breakfasts (3 portions, then 1), an apple, a quick add, and a
// breakfast the day after the range.
const diary = fold(
  diaryProjection,
  envelopesOf([
    planned('b1', '2026-11-29', 3),
    planned('b2', '2026-12-02', 1),
    planned('b3', '2026-12-06', 2),
    appleLogged,
    QuickAddLogged.draft({ itemId: 'q', date: '2026-12-01', mealMoment: 'SNACK', nutrients: { kcal: 200 } }),
  ]),
);
const range = { from: '2026-11-29', to: '2026-12-05' };
const facts: ListFacts = {
  recipes: new Map([[`SIMPLE:${shakshuka.id}`, shakshuka]]),
  foods: new Map([[apple.foodId, apple]]),
};

describe('making a grocery list from the diary', () => {
  it('(property) reads the days of a short range out of a long diary, exactly those', () => {
    const dayOf = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 730 }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 40 }),
        (days, start, length) => {
          const long = fold(
            diaryProjection,
            envelopesOf(
              days.map((n) =>
                QuickAddLogged.draft({
                  itemId: `q${n}`,
                  date: dayOf(n),
                  mealMoment: 'LUNCH',
                  nutrients: { kcal: 100 },
                }),
              ),
            ),
          );
          const within = { from: dayOf(start), to: dayOf(start + length) };
          const expected = days.filter((n) => n >= start && n <= start + length).map((n) => `q${n}`);
          expect(
            plannedItemsOf(long, within)
              .map((i) => i.itemId)
              .sort(),
          ).toEqual(expected.sort());
        },
      ),
    );
  });

  it('reads the range’s planned meals, logged foods and quick adds, and nothing after it', () => {
    const items = plannedItemsOf(diary, range);
    expect(items.map((i) => [i.itemId, i.kind]).sort()).toEqual([
      ['apple', 'food'],
      ['b1', 'recipe'],
      ['b2', 'recipe'],
      ['q', 'quickAdd'],
    ]);
    expect(items.find((i) => i.itemId === 'apple')).toMatchObject({ foodId: apple.foodId, grams: 200 });
  });

  it('adds the same food up across meals, scaled to the portions planned (a regular list)', () => {
    const { items, missing } = makeList('REGULAR', plannedItemsOf(diary, range), facts, noOwn, range);
    expect(missing).toEqual([]);
    // 4 portions of a recipe for 2: 400 g of egg, 8 eggs; 220 g of onion, 2 onions; 200 g of apple, 2 apples.
    expect(items.map((i) => [i.name.en, i.amount, i.unit, i.meals])).toEqual([
      ['Apple', 2, 'piece', ['apple']],
      ['Onion', 2, 'piece', ['b1', 'b2']],
      ['Egg', 8, 'piece', ['b1', 'b2']],
    ]);
  });

  it('keeps the recipes’ lines as written for a simple organisation, each once, in its food’s aisle', () => {
    const { items } = makeList('SIMPLE', plannedItemsOf(diary, range), facts, noOwn, range);
    expect(items.map((i) => [i.name.en, i.category, i.amount])).toEqual([
      ['1 onion, chopped', 'PRODUCE', null],
      ['Apple', 'PRODUCE', null],
      ['4 eggs', 'DAIRY_EGGS', null],
    ]);
  });

  it('says which planned recipes it could not read, and lists the rest', () => {
    const { items, missing } = makeList(
      'REGULAR',
      plannedItemsOf(diary, range),
      { ...facts, recipes: new Map() },
      noOwn,
      range,
    );
    expect(missing).toEqual([{ kind: 'SIMPLE', id: shakshuka.id, itemIds: ['b1', 'b2'] }]);
    expect(items.map((i) => i.name.en)).toEqual(['Apple']);
  });

  it('lists two foods a shopper knows by one name once, their amounts added', () => {
    const ham = (foodId: string, grams: number): RecipeNeeds => ({
      kind: 'RECIPE',
      id: `toast-${foodId}`,
      portions: 1,
      ingredients: [
        {
          food: { foodId, name: { en: 'Ham', nl: 'Ham' }, category: 'MEAT_FISH', pieceGrams: null, mlPerGram: null },
          grams,
          text: { en: `${grams} g ham`, nl: `${grams} g ham` },
        },
      ],
    });
    const meal = (itemId: string, id: string) => ({
      itemId,
      date: '2026-11-30',
      mealMoment: 'LUNCH',
      kind: 'recipe' as const,
      recipe: { kind: 'RECIPE' as const, id, portionsMultiplier: 1 },
    });
    const hams: ListFacts = {
      recipes: new Map([
        ['RECIPE:toast-sr:07029', ham('sr:07029', 60)],
        ['RECIPE:toast-sr:10151', ham('sr:10151', 42)],
      ]),
      foods: new Map(),
    };
    const { items } = makeList(
      'REGULAR',
      [meal('l1', 'toast-sr:07029'), meal('l2', 'toast-sr:10151')],
      hams,
      noOwn,
      range,
    );
    expect(items.map((i) => [i.name.en, i.amount, i.unit, i.meals])).toEqual([['Ham', 105, 'g', ['l1', 'l2']]]);
  });

  it('gives every item an id that fits, and two long lines two ids', () => {
    expect(listItemId('sr:01123')).toBe('sr:01123');
    const long = (end: string) => `${'a very long ingredient line '.repeat(8)}${end}`;
    expect(listItemId(long('one')).length).toBeLessThanOrEqual(120);
    expect(listItemId(long('one'))).not.toBe(listItemId(long('two')));
  });

  it('given a long list whose meals would not fit one event, when made, then it keeps the items and fits, and a short list keeps every meal', () => {
    const meal = (n: number) =>
      `0195f3c2-7e05-79b1-9c3a-a1b0818e0${String(n).padStart(3, '0')}:2026-11-25:AFTERNOON_SNACK:side`;
    const items: GroceryListItem[] = Array.from({ length: 150 }, (_, i) => ({
      itemId: `line:${i}`,
      name: { en: `${i} tbsp of a long ingredient line as a recipe writes it`, nl: `${i} el van een lange regel` },
      category: 'PRODUCE',
      amount: null,
      unit: null,
      meals: [meal(i), meal(i + 1), meal(i + 2), meal(i + 3)],
    }));
    const payload = (list: readonly GroceryListItem[]) => ({
      listId: 'list',
      kind: 'SIMPLE',
      startDate: '2026-11-25',
      endDate: '2026-12-01',
      items: list,
    });
    expect(payloadProblem(payload(items))).toBeDefined();
    const fitted = withinOneEvent(items);
    expect(fitted.map((i) => i.name)).toEqual(items.map((i) => i.name));
    expect(payloadProblem(payload(fitted))).toBeUndefined();
    expect(GroceryListCreated.schema.safeParse(payload(fitted)).success).toBe(true);
    expect(withinOneEvent(items.slice(0, 5))).toEqual(items.slice(0, 5));
  });
});
