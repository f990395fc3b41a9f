import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRAMS_PER_OUNCE, GRAMS_PER_POUND } from '../recipes/display/quantities';
import { formatGroceryAmount, groceryQuantity, ML_PER_US_FLUID_OUNCE, type GroceryDisplayUnit } from './groceryUnits';
import type { GroceryUnit } from './needs';

const item = (amount: number | null, unit: GroceryUnit | null) => ({ amount, unit });

describe('grocery amounts in metric', () => {
  it.each([
    [450, 'g', '450 g', '450 g'],
    [1_000, 'g', '1 kg', '1 kg'],
    [1_050, 'g', '1.05 kg', '1,05 kg'],
    [1_500, 'g', '1.5 kg', '1,5 kg'],
    [12_500, 'g', '12.5 kg', '12,5 kg'],
    [250, 'ml', '250 ml', '250 ml'],
    [1_250, 'ml', '1.25 l', '1,25 l'],
    [3, 'piece', '3', '3'],
  ] as const)('%d %s is "%s" in English and "%s" in Dutch', (amount, unit, en, nl) => {
    expect(formatGroceryAmount(item(amount, unit), { units: 'METRIC', language: 'en' })).toBe(en);
    expect(formatGroceryAmount(item(amount, unit), { units: 'METRIC', language: 'nl' })).toBe(nl);
  });
});

describe('grocery amounts in imperial', () => {
  it.each([
    // under 1 oz: to the next 0.1 oz
    [5, 'g', '0.2 oz', '0,2 oz'],
    // 1 oz up to 16 oz: to the next ½ oz
    [100, 'g', '4 oz', '4 oz'],
    [350, 'g', '12.5 oz', '12,5 oz'],
    // what rounds to 16 oz is a pound
    [450, 'g', '1 lb', '1 lb'],
    [680, 'g', '1.5 lb', '1,5 lb'],
    [700, 'g', '1.6 lb', '1,6 lb'],
    [2_500, 'g', '5.6 lb', '5,6 lb'],
    // volume in US fluid ounces
    [5, 'ml', '0.2 fl oz', '0,2 fl oz'],
    [250, 'ml', '9 fl oz', '9 fl oz'],
    [1_000, 'ml', '34 fl oz', '34 fl oz'],
    [1_900, 'ml', '65 fl oz', '65 fl oz'],
    // pieces are counted the same everywhere
    [3, 'piece', '3', '3'],
  ] as const)('%d %s is "%s" in English and "%s" in Dutch', (amount, unit, en, nl) => {
    expect(formatGroceryAmount(item(amount, unit), { units: 'IMPERIAL', language: 'en' })).toBe(en);
    expect(formatGroceryAmount(item(amount, unit), { units: 'IMPERIAL', language: 'nl' })).toBe(nl);
  });
});

describe('an item without an amount', () => {
  it.each([
    [null, null],
    [null, 'g'],
    [0, 'g'],
  ] as const)('(%s %s) shows nothing', (amount, unit) => {
    for (const units of ['METRIC', 'IMPERIAL'] as const)
      expect(formatGroceryAmount(item(amount, unit), { units, language: 'en' })).toBe('');
  });
});

describe('what is shown is never less than the list asks for', () => {
  const gramsOrMl: Record<GroceryDisplayUnit, number> = {
    g: 1,
    kg: 1_000,
    ml: 1,
    l: 1_000,
    oz: GRAMS_PER_OUNCE,
    lb: GRAMS_PER_POUND,
    'fl oz': ML_PER_US_FLUID_OUNCE,
    piece: 1,
  };

  it('in any unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('g', 'ml', 'piece' as const),
        fc.constantFrom('METRIC', 'IMPERIAL' as const),
        (amount, unit, units) => {
          const shown = groceryQuantity(item(amount, unit), units)!;
          expect(shown.value * gramsOrMl[shown.unit]).toBeGreaterThanOrEqual(amount * (1 - 1e-9));
        },
      ),
    );
  });
});
