import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simpleMinutes } from './time';

describe('a simple recipe’s time', () => {
  it('is prep plus cook, rounded up to a multiple of 5', () => {
    expect(simpleMinutes(10, 0)).toBe(10);
    expect(simpleMinutes(7, 4)).toBe(15);
    expect(simpleMinutes(20, 21)).toBe(45);
  });

  it('is at least 5 minutes, also for a recipe without times', () => {
    expect(simpleMinutes(0, 0)).toBe(5);
    expect(simpleMinutes(1, 1)).toBe(5);
  });

  it('never shows less than the recipe takes, and at most 4 minutes more', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), (prep, cook) => {
        const shown = simpleMinutes(prep, cook);
        expect(shown % 5).toBe(0);
        expect(shown).toBeGreaterThanOrEqual(Math.max(5, prep + cook));
        expect(shown - Math.max(5, prep + cook)).toBeLessThan(5);
      }),
    );
  });
});
