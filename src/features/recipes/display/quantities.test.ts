import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRAMS_PER_OUNCE,
  GRAMS_PER_POUND,
  householdGrams,
  imperialQuantity,
  metricQuantity,
  nearestCupMeasure,
  scaleGrams,
  type HouseholdMeasure,
} from './quantities';

const oil: HouseholdMeasure[] = [{ unit: 'tbsp', grams: 13.5 }]; // olive oil: 1 tbsp = 13.5 g, 1 tsp = 4.5 g, 1 cup = 216 g
const flour: HouseholdMeasure[] = [
  { unit: 'cup', grams: 125 },
  { unit: 'tbsp', grams: 7.8 },
];

describe('scaling by portions', () => {
  it.each([
    [200, 2, 4, 100],
    [200, 4, 4, 200],
    [200, 6, 4, 300],
    [150, 1, 3, 50],
    [100, 0, 2, 0],
    // recipe portions that are not a positive number leave the grams as they are
    [100, 3, 0, 100],
    [100, 3, -2, 100],
    [100, 3, Number.NaN, 100],
  ])('%d g for %d of %d portions is %d g', (grams, portions, recipePortions, expected) => {
    expect(scaleGrams(grams, portions, recipePortions)).toBe(expected);
  });

  it('is linear in the chosen portions', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 5000, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (grams, a, b, recipe) => {
          const sum = scaleGrams(grams, a, recipe) + scaleGrams(grams, b, recipe);
          expect(scaleGrams(grams, a + b, recipe)).toBeCloseTo(sum, 6);
          expect(scaleGrams(grams, recipe, recipe)).toBeCloseTo(grams, 9);
        },
      ),
    );
  });
});

describe('metric', () => {
  it.each([
    // under 1 g: one decimal, never 0
    [0.04, 0.1, 'g'],
    [0.26, 0.3, 'g'],
    [0.94, 0.9, 'g'],
    [0.96, 1, 'g'],
    // 1 g up to 5 g: whole grams
    [1, 1, 'g'],
    [2.5, 3, 'g'],
    [4.4, 4, 'g'],
    [4.6, 5, 'g'],
    // 5 g up to 1,000 g: multiples of 5
    [5, 5, 'g'],
    [7.4, 5, 'g'],
    [7.5, 10, 'g'],
    [123, 125, 'g'],
    [994.9, 995, 'g'],
    // reaching 1,000 g: kg to the nearest 10 g
    [997.5, 1, 'kg'],
    [1000, 1, 'kg'],
    [1234, 1.23, 'kg'],
    [1255, 1.26, 'kg'],
    [12_340, 12.34, 'kg'],
    // bad data shows as 0 g rather than disappearing
    [0, 0, 'g'],
    [-5, 0, 'g'],
    [Number.NaN, 0, 'g'],
  ])('%d g is %d %s', (grams, value, unit) => {
    expect(metricQuantity(grams)).toEqual({ value, unit });
  });

  it('is a positive multiple of 5 under 1,000 g from 5 g, and never 0 for something', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 999.99, noNaN: true }), (grams) => {
        const q = metricQuantity(grams);
        expect(q.value).toBeGreaterThan(0);
        if (grams >= 5 && q.unit === 'g') expect(q.value % 5).toBe(0);
        if (q.unit === 'g') expect(q.value).toBeLessThan(1000);
      }),
    );
  });

  it('stays within half a step of the weight', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50_000, noNaN: true }), (grams) => {
        const q = metricQuantity(grams);
        const shown = q.unit === 'kg' ? q.value * 1000 : q.value;
        expect(Math.abs(shown - grams)).toBeLessThanOrEqual(q.unit === 'kg' ? 5 + 1e-6 : 2.5 + 1e-6);
      }),
    );
  });
});

describe('imperial without a household measure', () => {
  it.each([
    // under 1 oz: eighths, at least ⅛
    [0.5, 1 / 8, 'oz'],
    [5, 1 / 8, 'oz'],
    [7.1, 1 / 4, 'oz'],
    [14.2, 1 / 2, 'oz'],
    [27.5, 1, 'oz'],
    // 1 oz up to 4 oz: quarters
    [GRAMS_PER_OUNCE * 1.3, 1.25, 'oz'],
    [GRAMS_PER_OUNCE * 3.9, 4, 'oz'],
    // 4 oz up to 454 g: halves
    [GRAMS_PER_OUNCE * 4.2, 4, 'oz'],
    [GRAMS_PER_OUNCE * 7.3, 7.5, 'oz'],
    [440, 15.5, 'oz'],
    [453, 16, 'oz'],
    // 454 g and above: pounds to the quarter
    [454, 1, 'lb'],
    [GRAMS_PER_POUND * 1.3, 1.25, 'lb'],
    [GRAMS_PER_POUND * 2.9, 3, 'lb'],
    [5000, 11, 'lb'],
    // bad data
    [0, 0, 'oz'],
    [-1, 0, 'oz'],
  ])('%d g is %d %s', (grams, value, unit) => {
    expect(imperialQuantity(grams)).toEqual({ value, unit });
    expect(imperialQuantity(grams, [])).toEqual({ value, unit });
  });
});

describe('imperial with a household measure', () => {
  it.each([
    // under 1 tsp: the measuring spoons ⅛ ¼ ½ ¾, at least ⅛
    [0.1, oil, 1 / 8, 'tsp'],
    [0.7, oil, 1 / 8, 'tsp'],
    [1.1, oil, 1 / 4, 'tsp'],
    [1.6, oil, 1 / 4, 'tsp'],
    [2.25, oil, 1 / 2, 'tsp'],
    [3.2, oil, 3 / 4, 'tsp'],
    [3.8, oil, 3 / 4, 'tsp'],
    [4.1, oil, 1, 'tsp'],
    // 1 tsp up to 1 tbsp: halves of a teaspoon
    [4.5, oil, 1, 'tsp'],
    [7, oil, 1.5, 'tsp'],
    [11, oil, 2.5, 'tsp'],
    // rounding up into the next unit moves to it: 2.9 tsp is 1 tbsp
    [13, oil, 1, 'tbsp'],
    // 1 tbsp up to ¼ cup: halves of a tablespoon
    [13.5, oil, 1, 'tbsp'],
    [20, oil, 1.5, 'tbsp'],
    [47, oil, 3.5, 'tbsp'],
    // 3.8 tbsp rounds to 4 tbsp, which is ¼ cup
    [51.5, oil, 1 / 4, 'cup'],
    // from ¼ cup: quarters and thirds of a cup, at any size
    [72, oil, 1 / 3, 'cup'],
    [108, oil, 1 / 2, 'cup'],
    [144, oil, 2 / 3, 'cup'],
    [162, oil, 3 / 4, 'cup'],
    [216, oil, 1, 'cup'],
    [270, oil, 1.25, 'cup'],
    [1000, flour, 8, 'cup'],
    // a unit that was measured is used as measured (flour: 1 tbsp = 7.8 g, not 125/16)
    [15.6, flour, 2, 'tbsp'],
  ])('%d g is %d %s', (grams, measures, value, unit) => {
    const q = imperialQuantity(grams, measures);
    expect(q.unit).toBe(unit);
    expect(q.value).toBeCloseTo(value, 9);
  });

  it('derives a missing unit from the nearest measured one (1 cup = 16 tbsp = 48 tsp)', () => {
    expect(householdGrams([{ unit: 'cup', grams: 240 }])).toEqual({ cup: 240, tbsp: 15, tsp: 5 });
    expect(householdGrams(flour)).toEqual({ cup: 125, tbsp: 7.8, tsp: 2.6 });
    expect(householdGrams([{ unit: 'tsp', grams: 2 }])?.cup).toBe(96);
  });

  it('ignores measures without a positive weight and uses the first of each unit', () => {
    expect(householdGrams([{ unit: 'cup', grams: 0 }])).toBeUndefined();
    expect(imperialQuantity(100, [{ unit: 'cup', grams: Number.NaN }]).unit).toBe('oz');
    expect(
      householdGrams([
        { unit: 'cup', grams: 200 },
        { unit: 'cup', grams: 100 },
      ])?.cup,
    ).toBe(200);
  });

  it('never shows nothing and stays within a measuring step of the weight', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 3000, noNaN: true }),
        fc.double({ min: 50, max: 300, noNaN: true }),
        (grams, cup) => {
          const q = imperialQuantity(grams, [{ unit: 'cup', grams: cup }]);
          expect(q.value).toBeGreaterThan(0);
          const tsp = q.value * { tsp: 1, tbsp: 3, cup: 48 }[q.unit as 'tsp'];
          const step = { tsp: q.value < 1 ? 1 / 8 : 1 / 4, tbsp: 3 / 4, cup: 48 / 8 }[q.unit as 'tsp'];
          // The smallest amount, ⅛ tsp, may overstate a pinch; otherwise within half a step.
          if (q.value > 1 / 8 || q.unit !== 'tsp')
            expect(Math.abs(tsp - (grams / cup) * 48)).toBeLessThanOrEqual(step + 1e-9);
        },
      ),
    );
  });
});

describe('cup measures', () => {
  it.each([
    [0.26, 0.25],
    [0.3, 1 / 3],
    [0.45, 0.5],
    [0.6, 2 / 3],
    [0.72, 0.75],
    [0.9, 1],
    [2.1, 2],
    [3.35, 3 + 1 / 3],
  ])('%d cups is measured as %d', (cups, measured) => {
    expect(nearestCupMeasure(cups)).toBeCloseTo(measured, 9);
  });
});
