import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEAL_MOMENTS } from '../../core/nutrition/mealSizes';
import {
  aggregateGroceries,
  groupNeeds,
  needsOfMeals,
  type PlannedItem,
  type PlannedRecipeKind,
  type RecipeNeedsLookup,
} from './aggregate';
import type { FoodFacts, GroceryCategory, RecipeNeeds } from './needs';
import { shopStep, STEP_TOLERANCE } from './shopAmounts';

const food = (
  foodId: string,
  en: string,
  category: GroceryCategory,
  piece: number | null = null,
  ml = null as number | null,
) => ({ foodId, name: { en, nl: `${en} (nl)` }, category, pieceGrams: piece, mlPerGram: ml }) satisfies FoodFacts;
const flour = food('20081', 'Flour', 'DRY_GOODS');
const egg = food('01123', 'Egg', 'DAIRY_EGGS', 50);
const milk = food('01077', 'Milk', 'DAIRY_EGGS', null, 0.97);
const onion = food('11282', 'Onion', 'PRODUCE', 110);
const rice = food('20036', 'Brown rice', 'DRY_GOODS');
const line = (f: FoodFacts | null, grams: number | null, en: string) => ({ food: f, grams, text: { en, nl: en } });

const recipe = (id: string, portions: number, ingredients: RecipeNeeds['ingredients']): RecipeNeeds => ({
  kind: 'RECIPE',
  id,
  portions,
  ingredients,
});
const pancakes = recipe('pancakes', 2, [
  line(flour, 125, '1 cup flour'),
  line(egg, 100, '2 eggs'),
  line(milk, 250, '1 cup milk'),
]);
const bread = recipe('bread', 1, [line(flour, 250, '250 g flour'), line(null, null, 'Salt to taste')]);
const curry = recipe('curry', 4, [
  line(rice, 280, '280 g brown rice'),
  line(onion, 150, '1 onion'),
  line(null, null, '  salt  TO taste '),
]);
const recipes = [pancakes, bread, curry];
const lookup: RecipeNeedsLookup = (_, id) => recipes.find((r) => r.id === id);

let nextId = 0;
const meal = (
  date: string,
  id: string,
  portionsMultiplier: number,
  kind: PlannedRecipeKind = 'RECIPE',
): PlannedItem => ({
  kind: 'recipe',
  itemId: `${date}-${id}-${nextId++}`,
  date,
  mealMoment: 'DINNER',
  recipe: { kind, id, portionsMultiplier },
});
const WEEK = { from: '2026-11-01', to: '2026-11-30' };
const listOf = (items: PlannedItem[], range = WEEK) => aggregateGroceries(needsOfMeals(items, lookup, range).needs);
const amountOf = (list: ReturnType<typeof listOf>, key: string) => {
  const item = list.find((i) => i.key === key);
  return item && { amount: item.amount, unit: item.unit };
};

describe('the list of planned meals', () => {
  it('adds up one food given in cups in one recipe and in grams in another', () => {
    const list = listOf([meal('2026-11-02', 'pancakes', 2), meal('2026-11-03', 'bread', 1)]);
    expect(amountOf(list, flour.foodId)).toEqual({ amount: 380, unit: 'g' }); // 125 + 250 = 375, up to 10 g
  });

  it('counts eggs, at least one, rounded up', () => {
    expect(amountOf(listOf([meal('2026-11-02', 'pancakes', 2)]), egg.foodId)).toEqual({ amount: 2, unit: 'piece' });
    expect(amountOf(listOf([meal('2026-11-02', 'pancakes', 3)]), egg.foodId)).toEqual({ amount: 3, unit: 'piece' });
    expect(amountOf(listOf([meal('2026-11-02', 'pancakes', 0.5)]), egg.foodId)).toEqual({ amount: 1, unit: 'piece' });
    // 2 × 100 g + 1.5 × 100 g = 350 g of egg: 7 eggs
    const two = listOf([meal('2026-11-02', 'pancakes', 4), meal('2026-11-04', 'pancakes', 3)]);
    expect(amountOf(two, egg.foodId)).toEqual({ amount: 7, unit: 'piece' });
  });

  it('scales a recipe for 4 to the 3 portions planned', () => {
    const { needs } = needsOfMeals([meal('2026-11-02', 'curry', 3)], lookup, WEEK);
    expect(needs.map((n) => n.grams)).toEqual([210, 112.5, null]);
    const list = aggregateGroceries(needs);
    expect(amountOf(list, rice.foodId)).toEqual({ amount: 210, unit: 'g' });
    expect(amountOf(list, onion.foodId)).toEqual({ amount: 2, unit: 'piece' }); // 112.5 g of 110 g onions
  });

  it('lists milk by volume', () => {
    // 250 g at 0.97 ml/g = 242.5 ml, up to 250 ml
    expect(amountOf(listOf([meal('2026-11-02', 'pancakes', 2)]), milk.foodId)).toEqual({ amount: 250, unit: 'ml' });
  });

  it('takes the meals of a range across a month, both ends included, in date order', () => {
    const dates = ['2026-11-28', '2026-12-02', '2026-11-29', '2026-12-01', '2026-11-30', '2026-12-03'];
    const items = dates.map((date) => meal(date, 'bread', 1));
    const list = listOf(items, { from: '2026-11-29', to: '2026-12-02' });
    const flourItem = list.find((i) => i.key === flour.foodId)!;
    expect(flourItem.amount).toBe(1_000);
    const idOn = (date: string) => items.find((i) => i.date === date)!.itemId;
    expect(flourItem.meals).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'].map(idOn));
  });

  it('lists a line without a food once per text, as first written, without an amount', () => {
    const list = listOf([meal('2026-11-03', 'curry', 4), meal('2026-11-02', 'bread', 1)]);
    const salt = list.filter((i) => i.key === 'salt to taste');
    expect(salt).toHaveLength(1);
    expect(salt[0]).toMatchObject({ name: { en: 'Salt to taste' }, category: 'OTHER', amount: null, unit: null });
    expect(salt[0]!.meals).toHaveLength(2);
  });

  it('leaves out a blank line without a food', () => {
    const blank = recipe('blank', 1, [line(null, 10, '   ')]);
    const { needs } = needsOfMeals([meal('2026-11-02', 'blank', 1)], () => blank, WEEK);
    expect(aggregateGroceries(needs)).toEqual([]);
  });

  it('weighs a line without a food when it gives grams', () => {
    const saffron = recipe('paella', 1, [line(null, 0.2, 'Saffron')]);
    const { needs } = needsOfMeals([meal('2026-11-02', 'paella', 1)], () => saffron, WEEK);
    expect(aggregateGroceries(needs)).toEqual([
      {
        key: 'saffron',
        name: { en: 'Saffron', nl: 'Saffron' },
        category: 'OTHER',
        amount: 5,
        unit: 'g',
        meals: [needs[0]!.meal.itemId],
      },
    ]);
  });

  it('adds logged foods and leaves quick-adds out', () => {
    const at = { date: '2026-11-02', mealMoment: 'LUNCH' };
    const items: PlannedItem[] = [
      { kind: 'food', itemId: 'f1', ...at, grams: 300, facts: milk, name: 'Milk, whole, 3.25% milkfat' },
      { kind: 'food', itemId: 'f2', ...at, grams: 40, facts: null, name: 'Peanut butter' },
      { kind: 'quickAdd', itemId: 'q1', ...at },
    ];
    const list = listOf(items);
    expect(list.map((i) => [i.name.en, i.amount, i.unit, i.meals])).toEqual([
      ['Milk', 300, 'ml', ['f1']], // 291 ml, up to 10 ml
      ['Peanut butter', 40, 'g', ['f2']],
    ]);
  });

  it('reports recipes it does not know, once each with their meals, instead of dropping them', () => {
    const items = [meal('2026-11-03', 'stew', 2), meal('2026-11-02', 'stew', 2), meal('2026-11-02', 'mine', 1, 'OWN')];
    const { needs, missing } = needsOfMeals(items, lookup, WEEK);
    expect(needs).toEqual([]);
    expect(missing).toEqual([
      { kind: 'OWN', id: 'mine', itemIds: [items[2]!.itemId] },
      { kind: 'RECIPE', id: 'stew', itemIds: [items[1]!.itemId, items[0]!.itemId] },
    ]);
  });

  it('sorts by the shop aisles, then by English name', () => {
    const list = listOf([meal('2026-11-02', 'pancakes', 2), meal('2026-11-02', 'curry', 4)]);
    expect(list.map((i) => `${i.category} ${i.name.en}`)).toEqual([
      'PRODUCE Onion',
      'DAIRY_EGGS Egg',
      'DAIRY_EGGS Milk',
      'DRY_GOODS Brown rice',
      'DRY_GOODS Flour',
      'OTHER salt TO taste',
    ]);
  });
});

// Generated plans: a few foods of every unit, recipes with any lines, meals, logged foods and quick-adds.
const FOODS = [flour, egg, milk, onion, rice, food('x', 'Oil', 'OILS_SAUCES', null, 1.09)];
const TEXTS = ['Salt', ' salt ', 'SALT', 'Pepper to taste', 'water', ' '];
const lineArb = fc.record({
  food: fc.option(fc.constantFrom(...FOODS), { nil: null }),
  // From a milligram: below that, a step minus the amount is the step itself in floating point.
  grams: fc.option(fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 2_000, noNaN: true })), { nil: null }),
  text: fc.constantFrom(...TEXTS).map((t) => ({ en: t, nl: t })),
});
const recipesArb = fc.array(
  fc.record({ portions: fc.integer({ min: 1, max: 12 }), ingredients: fc.array(lineArb, { maxLength: 8 }) }),
  { minLength: 1, maxLength: 5 },
);
const DATES = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
const itemArb = fc.record({
  kind: fc.constantFrom('recipe', 'recipe', 'food', 'quickAdd'),
  date: fc.constantFrom(...DATES),
  mealMoment: fc.constantFrom(...MEAL_MOMENTS),
  recipe: fc.nat({ max: 5 }),
  portionsMultiplier: fc.constantFrom(0.5, 1, 1.5, 2, 3, 12),
  grams: fc.double({ min: 0.01, max: 1_000, noNaN: true }),
  facts: fc.option(fc.constantFrom(...FOODS), { nil: null }),
});
const planArb = fc.tuple(recipesArb, fc.array(itemArb, { maxLength: 40 })).map(([rs, raw]) => {
  const needs: RecipeNeeds[] = rs.map((r, i) => ({ kind: 'RECIPE', id: `r${i}`, ...r }));
  const items = raw.map((r, i): PlannedItem => {
    const at = { itemId: `item-${i}`, date: r.date, mealMoment: r.mealMoment };
    if (r.kind === 'food') return { kind: 'food', ...at, grams: r.grams, facts: r.facts, name: 'Logged' };
    if (r.kind === 'quickAdd') return { kind: 'quickAdd', ...at };
    return {
      kind: 'recipe',
      ...at,
      recipe: { kind: 'RECIPE', id: `r${r.recipe}`, portionsMultiplier: r.portionsMultiplier },
    };
  });
  return { needs, items, lookup: ((_, id) => needs.find((n) => n.id === id)) as RecipeNeedsLookup };
});
const RANGE = { from: '2026-11-30', to: '2026-12-02' };

describe('properties of the list', () => {
  it("adds up to the planned meals' grams, and rounds each item up by less than a step", () => {
    fc.assert(
      fc.property(planArb, ({ needs, items, lookup: byId }) => {
        // The sum straight from the plan, without the code under test.
        let planned = 0;
        for (const item of items) {
          if (item.date < RANGE.from || item.date > RANGE.to) continue;
          if (item.kind === 'food') planned += item.grams;
          if (item.kind !== 'recipe') continue;
          const r = needs.find((n) => n.id === item.recipe.id);
          for (const l of r?.ingredients ?? [])
            // A blank line without a food names nothing to buy.
            if (l.food || l.text.en.trim() !== '')
              planned += ((l.grams ?? 0) * item.recipe.portionsMultiplier) / r!.portions;
        }
        const mealNeeds = needsOfMeals(items, byId, RANGE).needs;
        const groups = groupNeeds(mealNeeds);
        const listed = groups.reduce((sum, g) => sum + (g.grams ?? 0), 0);
        expect(listed).toBeCloseTo(planned, 6);

        const list = aggregateGroceries(mealNeeds);
        for (const group of groups) {
          const item = list.find((i) => i.key === group.key && i.name.en === group.name.en)!;
          if (group.exact === null || group.exact === 0) expect(item.amount).toBeNull();
          else {
            const step = shopStep(group.exact, group.unit!);
            expect(item.amount!).toBeGreaterThanOrEqual(group.exact - STEP_TOLERANCE * step);
            expect(item.amount! - group.exact).toBeLessThan(step);
          }
        }
      }),
    );
  });

  it('is the same list whatever the order of the planned items', () => {
    const shuffled = planArb.chain((plan) =>
      fc.shuffledSubarray(plan.items, { minLength: plan.items.length }).map((items) => ({ plan, items })),
    );
    fc.assert(
      fc.property(shuffled, ({ plan, items }) => {
        const a = needsOfMeals(plan.items, plan.lookup, RANGE);
        const b = needsOfMeals(items, plan.lookup, RANGE);
        expect(b.missing).toEqual(a.missing);
        expect(aggregateGroceries([...b.needs].reverse())).toEqual(aggregateGroceries(a.needs));
      }),
    );
  });
});
