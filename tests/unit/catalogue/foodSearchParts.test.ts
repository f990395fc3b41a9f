import { describe, expect, it } from 'vitest';
import { rankFoods, type Candidate } from '../../../server/catalogue/foodRanking';
import { brandCase, duplicateKey, plausible } from '../../../server/catalogue/foodQuality';
import { dutchPortion } from '../../../server/catalogue/foodRows';
import { correction, editDistance } from '../../../server/catalogue/typos';

const food = (values: Partial<Candidate> = {}): Candidate => ({
  id: 'off:1',
  source: 'OFF_2026',
  name: 'Volle kwark',
  brand: null,
  category: null,
  common: false,
  names_en: [],
  names_nl: [],
  kcal: 120,
  kcal_estimated: false,
  protein: 8,
  carbs: 4,
  fat: 8,
  ...values,
});

describe('which values can be true', () => {
  it('keeps ordinary foods, and zero-energy drinks, salt and tea whose label says 0 kcal', () => {
    expect(plausible(food())).toBe(true);
    expect(plausible(food({ name: 'Sparkling mineral water', kcal: 0, protein: 0, carbs: 0, fat: 0 }))).toBe(true);
    expect(plausible(food({ name: 'Coca-Cola Zero', kcal: 0, protein: 0, carbs: 0, fat: 0 }))).toBe(true);
    expect(plausible(food({ source: 'USDA_SR28', name: 'Salt, table', kcal: 0, protein: 0, carbs: 0, fat: 0 }))).toBe(
      true,
    );
  });

  it.each([
    ['0 kcal with macros', { kcal: 0, carbs: 12.6 }],
    [
      '0 kcal of a product that names no zero-energy kind',
      { name: 'Kosher dill', kcal: 0, protein: 0, carbs: 0, fat: 0 },
    ],
    ['0 kcal estimated from missing macros', { kcal: 0, kcal_estimated: true, protein: 0, carbs: 0, fat: 0 }],
    ['macros over 100 g per 100 g', { protein: 30, carbs: 60, fat: 20, kcal: 540 }],
    ['a negative macro', { protein: -1 }],
    ['more energy than pure fat', { kcal: 1099, fat: 99 }],
    ['far less energy than its macros give', { kcal: 77, protein: 30, carbs: 34, fat: 12 }],
  ])('leaves out %s', (_, values) => {
    expect(plausible(food(values))).toBe(false);
  });

  it('trusts generic foods for energy the 4/4/9 factors do not explain (alcohol, specific factors)', () => {
    expect(plausible(food({ source: 'USDA_SR28', name: 'Alcoholic beverage, wine', kcal: 83, carbs: 2.6 }))).toBe(true);
  });
});

describe('duplicates and brands', () => {
  it('gives one key to rows with one name, brand and values, whatever their case and accents', () => {
    const a = food({ id: 'off:1', name: 'Crème fraîche', brand: 'Campina', kcal: 292.4 });
    const b = food({ id: 'off:2', name: 'CREME FRAICHE', brand: 'campina', kcal: 292 });
    expect(duplicateKey(a)).toBe(duplicateKey(b));
    expect(duplicateKey(a)).not.toBe(duplicateKey({ ...b, kcal: 180 }));
  });

  it('ranks a duplicate once', () => {
    const rows = [food({ id: 'off:1' }), food({ id: 'off:2' }), food({ id: 'off:3', name: 'Magere kwark', fat: 0.1 })];
    expect(rankFoods(rows, ['kwark'], 'nl').map((r) => r.id)).toEqual(['off:1', 'off:3']);
  });

  it.each([
    ['COCA-COLA', 'Coca-Cola'],
    ["BAKER'S CORNER", "Baker's Corner"],
    ["America'S Original", "America's Original"],
    ['tic tac', 'Tic Tac'],
    ['ALICE Et BIO', 'Alice Et Bio'],
    ['M&s', 'M&S'],
    ['AH', 'AH'],
    ['KFC', 'KFC'],
    ['McCain', 'McCain'],
    ['FIT FOOD 4U', 'Fit Food 4U'],
  ])('writes the brand %s as %s', (brand, shown) => {
    expect(brandCase(brand)).toBe(shown);
  });
});

describe('ranking', () => {
  it('puts the plain food before products for an equal match', () => {
    const rows = [
      food({ id: 'off:1', name: 'Bananas', source: 'OFF_2019' }),
      food({ id: 'fdc:2', name: 'Bananas', source: 'USDA_BRANDED', brand: 'Chiquita' }),
      food({
        id: 'sr:09040',
        name: 'Bananas, raw',
        source: 'USDA_SR28',
        kcal: 89,
        protein: 1.1,
        carbs: 22.8,
        fat: 0.3,
      }),
    ];
    expect(rankFoods(rows, ['banana'], 'en').map((r) => r.id)).toEqual(['sr:09040', 'fdc:2', 'off:1']);
  });

  it("reads 'kip filet' as the everyday name 'kipfilet'", () => {
    const rows = [
      food({ id: 'off:1', name: 'Kip filet blokjes' }),
      food({ id: 'sr:05062', source: 'USDA_SR28', common: true, names_nl: ['kipfilet'], name: 'Chicken, breast' }),
    ];
    expect(rankFoods(rows, ['kip', 'filet'], 'nl')[0]!.id).toBe('sr:05062');
  });
});

describe('typos and servings', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('salomn', 'salmon', 2)).toBe(1);
    expect(editDistance('yoghrt', 'yoghurt', 2)).toBe(1);
    expect(editDistance('banana', 'tomato', 2)).toBe(3);
  });

  it('corrects rare and unknown words to a much more used one, and leaves known words alone', () => {
    const vocabulary = new Map([
      ['yoghurt', 300],
      ['salmon', 250],
      ['brocoli', 4],
      ['broccoli', 150],
      ['peer', 120],
      ['beer', 400],
      ['beef', 4000],
      ['hagelslag', 40],
      ['hagelsla', 200],
    ]);
    expect(correction('yoghrt', vocabulary)).toBe('yoghurt');
    expect(correction('salomn', vocabulary)).toBe('salmon');
    expect(correction('brocoli', vocabulary)).toBe('broccoli');
    expect(correction('brocolli', vocabulary)).toBe('broccoli');
    expect(correction('peer', vocabulary)).toBeUndefined();
    expect(correction('beer', vocabulary)).toBeUndefined();
    expect(correction('hagelslag', vocabulary)).toBeUndefined();
    expect(correction('qqqq', vocabulary)).toBeUndefined();
  });

  it('writes household measures in Dutch words and number format', () => {
    expect(dutchPortion('0.5 cup, chopped')).toBe('0,5 kop, gehakt');
    expect(dutchPortion('1 serving (28.4 g)')).toBe('1 portie (28,4 g)');
  });
});
