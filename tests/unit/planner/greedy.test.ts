import { describe, expect, it } from 'vitest';
import { greedyPlan, hardRuleViolations, type PlanRequest } from '../../../src/core/planner';
import { NO_PREFERENCES, recipe, slot } from './fixtures';

const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  days: [{ date: '2026-03-02', slots: [slot('l', 'LUNCH', 620), slot('d', 'DINNER', 640)] }],
  recipes: [
    recipe('small', { per: { kcal: 380 } }),
    recipe('near', { per: { kcal: 600 } }),
    recipe('big', { per: { kcal: 880 } }),
  ],
  preferences: NO_PREFERENCES,
  seed: 1,
  ...overrides,
});

describe('greedyPlan, the benchmark baseline', () => {
  it('given recipes of several sizes, when planned, then each slot gets the unused recipe closest in kcal at one portion', () => {
    const day = greedyPlan(request()).days[0]!;
    expect(day.meals.map((m) => [m.slotId, m.recipeId, m.portionsMultiplier])).toEqual([
      ['l', 'near', 1],
      ['d', 'big', 1],
    ]);
  });

  it('given scalePerSlot, when planned, then each recipe is scaled to its own slot on the 0.25 grid', () => {
    const day = greedyPlan(request(), { scalePerSlot: true }).days[0]!;
    // Lunch 620: near x1 = 600 beats big x0.75 = 660 and small x1.75 = 665; dinner 640: big x0.75 = 660 beats small x1.75 = 665.
    expect(day.meals.map((m) => [m.recipeId, m.portionsMultiplier])).toEqual([
      ['near', 1],
      ['big', 0.75],
    ]);
  });

  it('given keto, when planned, then it keeps the same hard rules as the planner', () => {
    const r = request({ preferences: { ...NO_PREFERENCES, carbStyle: 'KETO' } });
    const result = greedyPlan(r);
    expect(hardRuleViolations(r, result)).toEqual([]);
    expect(result.days[0]!.unfilled.map((u) => u.reason)).toEqual(['CARB_CAP', 'CARB_CAP']);
  });
});
