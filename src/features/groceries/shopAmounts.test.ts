import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FoodFacts } from './needs';
import { inListUnit, shopAmount, shopStep, STEP_TOLERANCE, unitOfFood } from './shopAmounts';

const facts = (pieceGrams: number | null, mlPerGram: number | null): FoodFacts => ({
  foodId: 'f',
  name: { en: 'Food', nl: 'Voedsel' },
  category: 'OTHER',
  pieceGrams,
  mlPerGram,
});

describe('the unit a food is listed in', () => {
  it.each([
    ['a food bought by count', facts(50, null), 'piece'],
    ['a food bought by volume', facts(null, 1.03), 'ml'],
    ['a food with both: counted (a shopper counts bottles, not their ml)', facts(500, 1), 'piece'],
    ['a food with neither', facts(null, null), 'g'],
    ['a line without a food', null, 'g'],
  ] as const)('%s: %s', (_, food, unit) => {
    expect(unitOfFood(food)).toBe(unit);
  });

  it('converts grams exactly', () => {
    expect(inListUnit(150, facts(50, null))).toBe(3);
    expect(inListUnit(200, facts(null, 1.5))).toBe(300);
    expect(inListUnit(123.4, facts(null, null))).toBe(123.4);
  });
});

describe('shop amounts: always up, by the step of the table', () => {
  it.each([
    // under 100: 5 g steps, one step at least
    [0.2, 'g', 5],
    [5, 'g', 5],
    [5.01, 'g', 10],
    [99, 'g', 100],
    // 100 up to 500: 10 g
    [100, 'g', 100],
    [101, 'g', 110],
    [375, 'g', 380],
    [499.5, 'g', 500],
    // 500 up to 1,000: 25 g
    [500, 'g', 500],
    [501, 'g', 525],
    [980, 'g', 1_000],
    // from 1,000: 50 g
    [1_000, 'g', 1_000],
    [1_001, 'g', 1_050],
    [2_480, 'g', 2_500],
    // millilitres by the same table
    [3, 'ml', 5],
    [310, 'ml', 310],
    [312, 'ml', 320],
    [1_020, 'ml', 1_050],
    // pieces: whole, never 0
    [0.2, 'piece', 1],
    [1, 'piece', 1],
    [2.1, 'piece', 3],
    [12, 'piece', 12],
  ] as const)('%d %s is bought as %d', (exact, unit, bought) => {
    expect(shopAmount(exact, unit)).toBe(bought);
  });

  it('does not raise a sum by a step for float noise', () => {
    expect(shopAmount(0.1 * 3 * 50, 'g')).toBe(15); // 15.000000000000002
    expect(shopAmount((110 * 3) / 2.2, 'piece')).toBe(150);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('asks for nothing for %d', (exact) => {
    expect(shopAmount(exact, 'g')).toBeNull();
  });

  it('never lowers an amount and raises it by less than one step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 200_000, noNaN: true }),
        fc.constantFrom('g', 'ml', 'piece' as const),
        (exact, unit) => {
          const step = shopStep(exact, unit);
          const bought = shopAmount(exact, unit)!;
          expect(bought).toBeGreaterThanOrEqual(exact - STEP_TOLERANCE * step);
          expect(bought - exact).toBeLessThan(step);
          expect(Number.isInteger(bought / step)).toBe(true);
        },
      ),
    );
  });
});
