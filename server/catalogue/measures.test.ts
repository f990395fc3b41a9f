import { describe, expect, it } from 'vitest';
import { householdMeasures } from './measures';

const portion = (unit: string, grams: number, amount = 1) => ({ amount, unit, grams });

describe('householdMeasures', () => {
  it.each([
    [
      'tablespoon, cup and tsp of olive oil',
      [portion('tablespoon', 13.5), portion('cup', 216), portion('tsp', 4.5)],
      [
        { unit: 'tbsp', grams: 13.5 },
        { unit: 'cup', grams: 216 },
        { unit: 'tsp', grams: 4.5 },
      ],
    ],
    ['grams per one unit from another amount', [portion('cup', 122, 0.5)], [{ unit: 'cup', grams: 244 }]],
    [
      'notes that keep the measure plain',
      [portion('cup (8 fl oz)', 244), portion('tbsp (1 NLEA serving)', 15)],
      [
        { unit: 'cup', grams: 244 },
        { unit: 'tbsp', grams: 15 },
      ],
    ],
    [
      'the form of a spice',
      [portion('tsp, ground', 2.1), portion('tbsp, whole', 6)],
      [
        { unit: 'tsp', grams: 2.1 },
        { unit: 'tbsp', grams: 6 },
      ],
    ],
    ['the first of each unit', [portion('tsp, leaves', 1), portion('tsp, ground', 1.4)], [{ unit: 'tsp', grams: 1 }]],
    [
      'no cut foods: chopped, sliced, diced',
      [portion('cup, chopped', 160), portion('cup slices', 115), portion('cup, diced', 150)],
      [],
    ],
    ['no weights or pieces', [portion('oz', 28.35), portion('piece', 272), portion('package (10 oz)', 284)], []],
    ['no empty portions', [portion('cup', 0), portion('tbsp', 10, 0)], []],
  ])('%s', (_, portions, measures) => {
    expect(householdMeasures(portions)).toEqual(measures);
  });
});
