import { describe, expect, it } from 'vitest';
import { ingredientLines, ingredientName } from './ingredients';

const chia = { name: '4 tbsp chia seeds', grams: 40, measures: [{ unit: 'tbsp' as const, grams: 10 }] };
const chicken = { name: '300 g boneless chicken thighs', grams: 300 };
const salt = { name: 'een snufje zout', grams: 0.4 };

describe('ingredientLines', () => {
  it.each([
    // portions, recipe portions, imperial, language, ingredient, amount, unit, count
    [2, 2, false, 'en', chicken, '300', 'g', 300],
    [3, 2, false, 'en', chicken, '450', 'g', 450],
    [7, 2, false, 'nl', chicken, '1,05', 'kg', 1.05],
    [7, 2, false, 'en', chicken, '1.05', 'kg', 1.05],
    [1, 2, false, 'nl', salt, '0,2', 'g', 1],
    [2, 2, true, 'en', chicken, '10½', 'oz', 10.5],
    [4, 2, true, 'en', chicken, '1¼', 'lb', 1.25],
    [4, 2, true, 'nl', chicken, '1¼', 'lb', 1.25],
    [2, 2, true, 'en', chia, '¼', 'cup', 1],
    [1, 2, true, 'en', chia, '2', 'tbsp', 2],
    [1, 4, true, 'en', chia, '1', 'tbsp', 1],
    [1, 8, true, 'en', chia, '1½', 'tsp', 1.5],
    [2, 2, false, 'en', chia, '40', 'g', 40],
    [1, 2, true, 'en', salt, '⅛', 'oz', 1],
  ])(
    '%d of %d portions, imperial %s, %s: %o is %s %s',
    (portions, recipePortions, imperial, language, ingredient, amount, unit, count) => {
      const [line] = ingredientLines([ingredient], { portions, recipePortions, imperial, language });
      expect(line).toEqual({ amount, unit, name: ingredientName(ingredient.name), count });
    },
  );

  it('shows names as given when asked (own recipes name their foods without quantities)', () => {
    const options = { portions: 1, recipePortions: 1, imperial: false, language: 'en', keepNames: true };
    expect(ingredientLines([{ name: '7 Up', grams: 330 }], options)[0]?.name).toBe('7 Up');
    expect(ingredientLines([{ name: '7 Up', grams: 330 }], { ...options, keepNames: false })[0]?.name).toBe('Up');
  });

  it('keeps the order and one line per ingredient', () => {
    const lines = ingredientLines([chicken, chia, salt], {
      portions: 2,
      recipePortions: 2,
      imperial: false,
      language: 'en',
    });
    expect(lines.map((l) => l.name)).toEqual(['boneless chicken thighs', 'chia seeds', 'zout']);
  });
});

describe('ingredientName', () => {
  it.each([
    ['4 tbsp chia seeds', 'chia seeds'],
    ['1 1/2 cups water', 'water'],
    ['1/2 ripe mango, diced', 'ripe mango, diced'],
    ['3/4 cup plain soy yogurt', 'plain soy yogurt'],
    ['½ tl kaneel', 'kaneel'],
    ['1½ el olijfolie', 'olijfolie'],
    ['2-3 cloves garlic', 'garlic'],
    ['2 teentjes knoflook', 'knoflook'],
    ['1 volle el pindakaas', 'pindakaas'],
    ['2 heaped tbsp flour', 'flour'],
    ['1,5 l groentebouillon', 'groentebouillon'],
    ['500 ml vegetable stock', 'vegetable stock'],
    ['a pinch of salt', 'salt'],
    ['een snufje zout', 'zout'],
    ['snuf nootmuskaat', 'nootmuskaat'],
    ['a large bunch of parsley', 'parsley'],
    ['een handje munt', 'munt'],
    ['2 heads of pak choi', 'pak choi'],
    ['1 tin chickpeas, drained (200 g)', 'chickpeas, drained'],
    ['1 can sardines in olive oil, drained (3 1/2 oz)', 'sardines in olive oil, drained'],
    ['2 salmon fillets (300 g)', 'salmon fillets'],
    // a number before another word loses only the number
    ['4 large eggs', 'large eggs'],
    ['1 small banana', 'small banana'],
    ['12 green olives', 'green olives'],
    // names without a leading quantity stay as they are
    ['Olive oil', 'Olive oil'],
    ['sap van 1 citroen', 'sap van 1 citroen'],
    ['carrots (winterpeen)', 'carrots (winterpeen)'],
    ['Cloves, ground', 'Cloves, ground'],
    ['1.5 cups of flour', 'flour'],
    ['100% whole wheat bread', '100% whole wheat bread'],
    // a name that is only a quantity stays whole rather than empty
    ['2 tbsp', '2 tbsp'],
    ['  butter  ', 'butter'],
  ])('%s is shown as %s', (name, shown) => {
    expect(ingredientName(name)).toBe(shown);
  });
});
