import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayLossFor, slotLoss } from '../../../src/core/planner/objective';
import {
  fitPortions,
  multiplierOf,
  nearestStep,
  PORTION_GRID,
  WHOLE_SERVINGS_GRID,
} from '../../../src/core/planner/portions';
import { deriveSeed, mulberry32, shuffled } from '../../../src/core/planner/random';

describe('fitPortions: the day multipliers chosen jointly', () => {
  it('given two meals whose sum can hit the target exactly, when fitted, then the day lands on it', () => {
    const items = [
      { per: { kcal: 400, protein: 20, carbs: 50, fat: 13.3 }, slot: { kcal: 700, protein: 35, carbs: 88, fat: 23 } },
      { per: { kcal: 600, protein: 30, carbs: 75, fat: 20 }, slot: { kcal: 900, protein: 45, carbs: 112, fat: 30 } },
    ];
    const fit = fitPortions(items, { kcal: 1600, protein: 80, carbs: 200, fat: 53.3 }, Infinity, PORTION_GRID);
    const kcal = items.reduce((s, item, i) => s + item.per.kcal * multiplierOf(fit.steps[i]!, PORTION_GRID), 0);
    expect(kcal).toBe(1600);
  });

  it('given any meals and target, when fitted, then every multiplier is on the grid and the result is no worse than the start', () => {
    const per = fc.record({
      kcal: fc.integer({ min: 1, max: 900 }),
      protein: fc.nat(60),
      carbs: fc.nat(120),
      fat: fc.nat(60),
    });
    fc.assert(
      fc.property(fc.array(fc.record({ per, slot: per }), { minLength: 1, maxLength: 6 }), per, (items, target) => {
        for (const grid of [PORTION_GRID, WHOLE_SERVINGS_GRID]) {
          const fit = fitPortions(items, target, Infinity, grid);
          for (const s of fit.steps) expect(multiplierOf(s, grid)).toBeGreaterThanOrEqual(grid.min);
          for (const s of fit.steps) expect(multiplierOf(s, grid)).toBeLessThanOrEqual(grid.max);
          const start = items.map((item) => multiplierOf(nearestStep(item.slot.kcal / item.per.kcal, grid), grid));
          const sum = (k: 'kcal' | 'protein' | 'carbs' | 'fat') =>
            items.reduce((total, item, i) => total + item.per[k] * start[i]!, 0);
          const startLoss =
            dayLossFor(target, Infinity)(sum('kcal'), sum('protein'), sum('carbs'), sum('fat')) +
            items.reduce((t, item, i) => t + slotLoss(item.per, start[i]!, item.slot), 0);
          expect(fit.loss).toBeLessThanOrEqual(startLoss + 1e-9);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('seeded randomness', () => {
  it('given a seed, then the stream is the same each time and differs for another seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(mulberry32(8)()).not.toBe(first[0]);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('given a shuffle, then it is a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = shuffled(input, mulberry32(3));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('given one seed, then each day derives its own', () => {
    expect(deriveSeed(1, '2026-03-02')).not.toBe(deriveSeed(1, '2026-03-03'));
    expect(deriveSeed(1, '2026-03-02')).toBe(deriveSeed(1, '2026-03-02'));
  });
});
