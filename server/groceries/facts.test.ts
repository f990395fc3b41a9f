import { describe, expect, it } from 'vitest';
import { srFoodRow, type FoodRow } from '../catalogue/foodRows';
import { loadFoodNames, loadSrFoods } from '../catalogue/sources';
import { foodFactsSchema } from '../../src/core/api/groceries';
import { foodFactsOf } from './facts';
import { descriptionName, shopperName } from './names';

// The foods as the importer stores them, so the rules are tested on the catalogue's own rows.
const sr = loadSrFoods();
const names = loadFoodNames(sr.rows).names;
const rows = new Map(sr.rows.map((f) => [f.id, srFoodRow(f, names.get(f.id))]));
const facts = (srId: string) => foodFactsOf(rows.get(srId)!);

describe('shopping facts of the catalogue foods', () => {
  it.each([
    // id, what it is, category, grams of a piece, ml per gram
    ['01123', 'raw egg', 'DAIRY_EGGS', 50, null],
    ['01129', 'hard-boiled egg', 'DAIRY_EGGS', 50, null],
    ['01077', 'whole milk', 'DAIRY_EGGS', null, 0.97],
    ['01053', 'heavy cream: its fl oz, not the cup of whipped cream', 'DAIRY_EGGS', null, 0.992],
    ['11282', 'onion', 'PRODUCE', 110, null],
    ['09040', 'banana', 'PRODUCE', 118, null],
    ['09003', 'apple', 'PRODUCE', 182, null],
    ['09150', 'lemon', 'PRODUCE', 58, null],
    ['11529', 'tomato', 'PRODUCE', 123, null],
    ['11109', 'cabbage, by the head', 'PRODUCE', 908, null],
    ['11215', 'garlic: a clove is under 20 g, so by weight', 'PRODUCE', null, null],
    ['09316', 'strawberries: by the punnet', 'PRODUCE', null, null],
    ['11090', 'broccoli: no piece portion', 'PRODUCE', null, null],
    ['11531', 'canned tomatoes: not counted though the table has sizes', 'CANNED_JARRED', null, null],
    ['04053', 'olive oil', 'OILS_SAUCES', null, 1.095],
    ['02069', 'balsamic vinegar', 'OILS_SAUCES', null, 0.928],
    ['16123', 'soy sauce', 'OILS_SAUCES', null, 0.928],
    ['06700', 'vegetable broth', 'CANNED_JARRED', null, 1.071],
    ['09152', 'lemon juice', 'PRODUCE', null, 0.97],
    ['12118', 'coconut milk (its name says milk, its description says nuts)', 'CANNED_JARRED', null, 1.047],
    ['14411', 'water', 'DRINKS', null, 1],
    ['20044', 'rice', 'DRY_GOODS', null, null],
    ['01026', 'mozzarella, whole milk: a cheese, not a liquid', 'DAIRY_EGGS', null, null],
    ['01145', 'butter', 'DAIRY_EGGS', null, null],
    ['18350', 'hamburger bun', 'BAKERY', 44, null],
    ['28313', 'whole wheat roll', 'BAKERY', 56, null],
    ['18075', 'sliced bread: slices are not pieces', 'BAKERY', null, null],
  ] as const)('%s (%s): %s, piece %s g, %s ml/g', (id, _what, category, pieceGrams, mlPerGram) => {
    const f = facts(id);
    expect(f.foodId).toBe(`sr:${id}`);
    expect(f.category).toBe(category);
    expect(f.pieceGrams).toBe(pieceGrams);
    if (mlPerGram === null) expect(f.mlPerGram).toBeNull();
    else expect(f.mlPerGram).toBeCloseTo(mlPerGram, 3);
  });

  it('names foods as a shopper does, in English and Dutch', () => {
    expect(facts('11282').name).toEqual({ en: 'Onion', nl: 'Ui' });
    expect(facts('01123').name).toEqual({ en: 'Egg', nl: 'Ei' });
    // The curated spelling, not the normalised search name.
    expect(facts('01079').name).toEqual({ en: 'Reduced-fat milk (2%)', nl: 'Halfvolle melk' });
    // No everyday name: the description's first part, and Dutch from the table of first parts.
    expect(facts('20044').name).toEqual({ en: 'Rice', nl: 'Rijst' });
  });

  it('takes a product as its package names it, by volume when its label is per 100 ml', () => {
    const product: FoodRow = {
      ...rows.get('01077')!,
      id: 'fdc:000000000001',
      source: 'USDA_BRANDED',
      name: 'Oat Drink Barista',
      name_nl: null,
      category: 'Plant-based milks',
      per_unit: 'ml',
      names_en: [],
      names_nl: [],
    };
    expect(foodFactsOf(product)).toEqual({
      foodId: 'fdc:000000000001',
      name: { en: 'Oat Drink Barista', nl: 'Oat Drink Barista' },
      category: 'DAIRY_EGGS',
      pieceGrams: null,
      mlPerGram: 1,
    });
  });

  it('keeps every fact of every SR28 food within the contract', () => {
    for (const row of rows.values()) {
      const f = foodFactsSchema.parse(foodFactsOf(row));
      if (f.pieceGrams !== null) expect(f.pieceGrams).toBeGreaterThanOrEqual(20);
      if (f.mlPerGram !== null) expect(f.mlPerGram).toBeGreaterThanOrEqual(0.5);
    }
  });
});

describe('names from a description', () => {
  it.each([
    ['Rice, white, long-grain, regular, raw, enriched', 'Rice'],
    ['Cheese, ricotta, part skim milk', 'Ricotta'],
    ['Fish, salmon, Atlantic, wild, raw', 'Salmon'],
    ['Oil, olive, salad or cooking', 'Olive oil'],
    ['Bread, pita, whole-wheat', 'Pita bread'],
    ['Soup, beef broth or bouillon canned, ready-to-serve', 'Beef broth or bouillon'],
    ['Chickpeas (garbanzo beans, bengal gram), mature seeds, canned', 'Chickpeas'],
    ['Tempeh', 'Tempeh'],
  ])('%s -> %s', (description, name) => {
    expect(descriptionName(description)).toBe(name);
  });

  it('borrows what a food lacks from the food whose everyday name it has', () => {
    const row = rows.get('01037')!; // 'Cheese, ricotta, part skim milk' has no everyday name
    expect(shopperName(row, { en: 'Ricotta', nl: 'Ricotta' })).toEqual({ en: 'Ricotta', nl: 'Ricotta' });
    expect(shopperName(row, undefined)).toEqual({ en: 'Ricotta', nl: 'Ricotta' });
    expect(shopperName(rows.get('20120')!, undefined)).toEqual({ en: 'Pasta', nl: 'Pasta' });
  });
});
