import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carbStyleOf,
  fatTarget,
  gramsFromPercents,
  macroKcal,
  macroPercents,
  percentToGrams,
  proteinTarget,
  splitMacros,
  type CarbStyle,
} from '../../../src/core/nutrition';

describe('protein per kg, the lean-mass rule and the diet multipliers', () => {
  it.each([
    // sex, kg, body fat, diet, sustainability, grams
    ['MALE', 80, null, 'OMNIVORE', 'OPTIMAL', 144], // 1.8 x 80
    ['MALE', 80, null, 'OMNIVORE', 'SUSTAINABLE', 128], // 1.6 x 80
    ['FEMALE', 60, null, 'OMNIVORE', 'SUSTAINABLE', 90], // 1.5 x 60
    ['FEMALE', 60, null, 'OMNIVORE', null, 96], // fallback 1.6 x 60
    ['MALE', 80, 0.2, 'OMNIVORE', 'OPTIMAL', 144], // 20 percent is not above 20: by weight
    ['MALE', 80, 0.25, 'OMNIVORE', 'OPTIMAL', 120], // 2 x lean mass 60
    ['MALE', 95, 0.3, 'OMNIVORE', 'SUSTAINABLE', 133], // 2 x lean mass 66.5
    ['FEMALE', 60, 0.3, 'OMNIVORE', 'OPTIMAL', 108], // 30 percent is not above 30: 1.8 x 60
    ['FEMALE', 60, 0.35, 'OMNIVORE', 'OPTIMAL', 78], // 2 x lean mass 39
    ['MALE', 80, null, 'VEGAN', 'OPTIMAL', 192], // 144 x 2.4 / 1.8
    ['MALE', 80, null, 'VEGETARIAN', 'OPTIMAL', 160], // 144 x 2 / 1.8
    ['FEMALE', 60, null, 'LACTO_VEGETARIAN', 'SUSTAINABLE', 100], // 90 x 2 / 1.8
    ['FEMALE', 60, null, 'OVO_VEGETARIAN', 'OPTIMAL', 120], // 108 x 2 / 1.8
    ['FEMALE', 60, 0.35, 'VEGAN', 'OPTIMAL', 104], // 78 x 2.4 / 1.8
    ['MALE', 80, null, 'PESCATARIAN', 'OPTIMAL', 144],
    ['MALE', 80, null, 'HALAL', 'OPTIMAL', 144],
    ['FEMALE', 45, 0.6, 'OMNIVORE', 'OPTIMAL', 50], // 2 x 18 = 36, raised to the 50 g floor
  ] as const)('%s %s kg, fat %s, %s, %s: %s g', (sex, weightKg, bodyFat, diet, sustainability, grams) => {
    expect(proteinTarget({ sex, weightKg, bodyFat, diet, sustainability })).toBeCloseTo(grams, 9);
  });
});

describe('fat from the basal figure (women: the resting expenditure)', () => {
  it.each([
    // sex, sustainability, basal, resting, grams = share x figure / 9
    ['MALE', 'OPTIMAL', 1838.8, 2298.5, 735.52 / 9], // 0.4 x basal = 81.72 g
    ['MALE', 'SUSTAINABLE', 1838.8, 2298.5, 459.7 / 9], // 0.25 x basal = 51.08 g
    ['MALE', null, 1800, 1800, 80], // no sustainability: the 40 percent branch
    ['FEMALE', 'OPTIMAL', 1303.12, 1459.4944, 583.79776 / 9], // 0.4 x resting = 64.87 g
    ['FEMALE', 'SUSTAINABLE', 1303.12, 1459.4944, 364.8736 / 9], // 0.25 x resting = 40.54 g
    ['FEMALE', 'SUSTAINABLE', 1100, 1200, 40], // 33.3 g, raised to the 40 g floor
  ] as const)('%s %s basal %s resting %s: %s g', (sex, sustainability, basal, resting, grams) => {
    expect(fatTarget(sex, sustainability, { basal, resting })).toBeCloseTo(grams, 9);
  });
});

describe('carbs, the above-2800 rule, keto and low carb', () => {
  it.each<[string, number, number, number, CarbStyle, { protein: number; carbs: number; fat: number }]>([
    // carbs = (kcal - 4p - 9f) / 4 rounded down; fat = (kcal - 4p - 4c) / 9 rounded
    ['balanced', 2000, 150, 70, 'BALANCED', { protein: 150, carbs: 192, fat: 70 }], // (2000 - 600 - 630) / 4 = 192.5
    ['keto caps carbs at 40 g, the rest to fat', 2000, 150, 70, 'KETO', { protein: 150, carbs: 40, fat: 138 }], // 1240 / 9 = 137.8
    ['low carb caps carbs at kcal / 16', 2000, 150, 70, 'LOW_CARB', { protein: 150, carbs: 125, fat: 100 }], // 900 / 9
    ['low carb, a fractional cap', 1500, 100, 60, 'LOW_CARB', { protein: 100, carbs: 93, fat: 81 }], // cap 93.75; 728 / 9 = 80.9
    ['above 2800: carbs x 2600 / kcal', 3000, 180, 100, 'BALANCED', { protein: 180, carbs: 299, fat: 120 }], // 345 x 2600 / 3000 = 299; 1084 / 9 = 120.4
    ['2800 itself is not above', 2800, 150, 90, 'BALANCED', { protein: 150, carbs: 347, fat: 90 }], // 1390 / 4 = 347.5; 812 / 9 = 90.2
    ['keto above 2800', 3200, 200, 110, 'KETO', { protein: 200, carbs: 40, fat: 249 }], // 2240 / 9 = 248.9
    ['tight: 1224 of 1250 kcal go to protein and fat', 1250, 126, 80, 'BALANCED', { protein: 126, carbs: 6, fat: 80 }], // 26 / 4 = 6.5; 722 / 9 = 80.2
    ['over: fat gives way first', 1250, 160, 90, 'BALANCED', { protein: 160, carbs: 1, fat: 67 }], // fat floor(610 / 9) = 67; carbs 7 / 4; 606 / 9 = 67.3
    ['over: then protein, fat at its floor', 1250, 300, 80, 'BALANCED', { protein: 222, carbs: 0, fat: 40 }], // fat 40; protein floor(890 / 4); 362 / 9 = 40.2
  ])('%s', (_name, kcal, protein, fat, style, expected) => {
    expect(splitMacros(kcal, protein, fat, style)).toEqual({ kcal, ...expected });
  });

  it.each<[boolean, boolean, CarbStyle]>([
    [true, false, 'KETO'],
    [true, true, 'KETO'],
    [false, true, 'LOW_CARB'],
    [false, false, 'BALANCED'],
  ])('keto %s, low carb %s: %s', (keto, lowCarb, style) => {
    expect(carbStyleOf({ keto, lowCarb })).toBe(style);
  });

  it('(property) whole grams, at or above the floors, adding up to the target within half a gram of fat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1250, max: 6000 }),
        fc.double({ min: 50, max: 800, noNaN: true }),
        fc.double({ min: 40, max: 300, noNaN: true }),
        fc.constantFrom<CarbStyle>('BALANCED', 'LOW_CARB', 'KETO'),
        (kcal, protein, fat, style) => {
          const m = splitMacros(kcal, protein, fat, style);
          for (const v of [m.protein, m.carbs, m.fat]) expect(Number.isInteger(v)).toBe(true);
          expect(m.protein).toBeGreaterThanOrEqual(50);
          expect(m.fat).toBeGreaterThanOrEqual(40);
          expect(m.carbs).toBeGreaterThanOrEqual(0);
          if (style === 'KETO') expect(m.carbs).toBeLessThanOrEqual(40);
          if (style === 'LOW_CARB') expect(m.carbs).toBeLessThanOrEqual(kcal / 16);
          expect(Math.abs(macroKcal(m) - kcal)).toBeLessThanOrEqual(4.5);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('grams and percent', () => {
  it.each([
    [{ protein: 100, carbs: 200, fat: 50 }, 1650], // 400 + 800 + 450
    [{ protein: 150, carbs: 192, fat: 70 }, 1998], // 600 + 768 + 630
  ])('%j: %s kcal', (m, kcal) => {
    expect(macroKcal(m)).toBe(kcal);
  });

  it.each([
    [30, 'carbs', 2000, 150], // 600 kcal / 4
    [35, 'fat', 1800, 70], // 630 kcal / 9
    [25, 'protein', 1600, 100],
  ] as const)('%s percent of %s at %s kcal: %s g', (percent, macro, kcal, grams) => {
    expect(percentToGrams(percent, macro, kcal)).toBeCloseTo(grams, 9);
  });

  it.each([
    // 600, 768, 630 of 1998 kcal = 30.03, 38.44, 31.53: floors 30, 38, 31; fat has the largest remainder
    [
      { protein: 150, carbs: 192, fat: 70 },
      { protein: 30, carbs: 38, fat: 32 },
    ],
    // 400 kcal each: 33.33 three times; the tie goes to protein
    [
      { protein: 100, carbs: 100, fat: 400 / 9 },
      { protein: 34, carbs: 33, fat: 33 },
    ],
    [
      { protein: 125, carbs: 250, fat: 500 / 9 },
      { protein: 25, carbs: 50, fat: 25 },
    ],
    [
      { protein: 0, carbs: 0, fat: 0 },
      { protein: 0, carbs: 0, fat: 0 },
    ],
  ])('%j: %j percent', (m, percents) => {
    expect(macroPercents(m)).toEqual(percents);
  });

  it('recomputes grams from whole percentages', () => {
    // 2000 x 30% / 4 = 150; 2000 x 38% / 4 = 190; 2000 x 32% / 9 = 71.1
    expect(gramsFromPercents({ protein: 30, carbs: 38, fat: 32 }, 2000)).toEqual({ protein: 150, carbs: 190, fat: 71 });
  });

  it('(property) percentages add up to 100, and grams from them add up to the calories within rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1250, max: 6000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 300 }),
        (kcal, protein, carbs, fat) => {
          const percents = macroPercents({ protein, carbs, fat });
          expect(percents.protein + percents.carbs + percents.fat).toBe(100);
          // each gram is off by at most half a gram: 2 + 2 + 4.5 kcal
          expect(Math.abs(macroKcal(gramsFromPercents(percents, kcal)) - kcal)).toBeLessThanOrEqual(8.5);
        },
      ),
    );
  });
});
