import { beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../../src/core/catalogue/recipe';
import { greedyPlan, hardRuleViolations, planDays } from '../../../src/core/planner';
import { generatedCase, loadCatalogue } from './fixtures';

/** Room for a busy CI machine; these tests assert rules, never speed. */
const ROOMY_TIMEOUT_MS = 60_000;

let recipes: Recipe[];
beforeAll(() => {
  recipes = loadCatalogue().recipes;
});

/** The benchmark's population in small (tests/bench/planner.bench.ts runs 240): quality is printed there, rules are asserted here. */
describe('generated profiles on the real catalogue', () => {
  it(
    'given 40 generated people and a week each, when planned, then there are 0 hard-rule violations and every slot is accounted for',
    () => {
      let violations = 0;
      for (let p = 1; p <= 40; p += 1) {
        const { request } = generatedCase(p, recipes);
        const result = planDays(request);
        violations += hardRuleViolations(request, result).length;
        // A side is served with a slot's meal, not in a slot of its own: at most one a day.
        for (const day of result.days) {
          const sides = day.meals.filter((m) => m.addition).length;
          expect(day.meals.length - sides + day.unfilled.length).toBe(request.days[0]!.slots.length);
          expect(sides).toBeLessThanOrEqual(1);
        }
      }
      expect(violations).toBe(0);
    },
    ROOMY_TIMEOUT_MS,
  );

  it('given the same 40 people, when the greedy baseline plans, then it keeps the hard rules too (only accuracy differs)', () => {
    let violations = 0;
    for (let p = 1; p <= 40; p += 1) {
      const { request } = generatedCase(p, recipes);
      violations +=
        hardRuleViolations(request, greedyPlan(request)).length +
        hardRuleViolations(request, greedyPlan(request, { scalePerSlot: true })).length;
    }
    expect(violations).toBe(0);
  });
});
