import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  defaultUnits,
  displayHeight,
  displayWeight,
  feetInchesToCm,
  heightToCm,
  kgToLb,
  lbToKg,
  roundTo,
  stoneLbToKg,
  weightToKg,
  type HeightDisplay,
  type WeightDisplay,
} from '../../../src/core/nutrition';

describe('weight conversions (2.20462 lb per kg, 0.453592 kg per lb, 14 lb per stone)', () => {
  it.each([
    ['70 kg in lb', kgToLb(70), 154.3234], // 70 x 2.20462
    ['100 lb in kg', lbToKg(100), 45.3592],
    ['660 lb in kg', lbToKg(660), 299.37072],
    ['11 st 4 lb in kg', stoneLbToKg(11, 4), 71.667536], // 158 x 0.453592
  ])('%s', (_name, value, expected) => {
    expect(value).toBeCloseTo(expected, 9);
  });

  it.each<[number, WeightDisplay['unit'], WeightDisplay]>([
    [70, 'KILOGRAMS', { unit: 'KILOGRAMS', kg: 70 }],
    [45.359, 'KILOGRAMS', { unit: 'KILOGRAMS', kg: 45.36 }], // 2 decimals
    [70, 'POUNDS', { unit: 'POUNDS', lb: 154.32 }], // 154.3234
    [70, 'STONES', { unit: 'STONES', stone: 11, lb: 0.32 }], // 154.32 = 11 x 14 + 0.32
    [63.5, 'STONES', { unit: 'STONES', stone: 9, lb: 13.99 }], // 139.99337 -> 139.99 = 9 x 14 + 13.99
    [63.503, 'STONES', { unit: 'STONES', stone: 10, lb: 0 }], // 139.99998 -> 140.00: carried into a stone
  ])('%s kg as %s: %j', (kg, unit, shown) => {
    expect(displayWeight(kg, unit)).toEqual(shown);
  });

  it.each<[WeightDisplay, number]>([
    [{ unit: 'KILOGRAMS', kg: 70 }, 70],
    [{ unit: 'POUNDS', lb: 154.32 }, 69.99831744], // 154.32 x 0.453592
    [{ unit: 'STONES', stone: 11, lb: 0.32 }, 69.99831744],
  ])('%j is %s kg', (shown, kg) => {
    expect(weightToKg(shown)).toBeCloseTo(kg, 9);
  });
});

describe('height conversions (2.54 cm per inch, 12 inches per foot)', () => {
  it.each([
    ['5 ft 10 in in cm', feetInchesToCm(5, 10), 177.8], // 70 x 2.54
    ['254 cm in inches', cmToInches(254), 100],
    ['4 ft in cm', feetInchesToCm(4, 0), 121.92],
    ['8 ft in cm', feetInchesToCm(8, 0), 243.84],
  ])('%s', (_name, value, expected) => {
    expect(value).toBeCloseTo(expected, 9);
  });

  it.each<[number, HeightDisplay['unit'], HeightDisplay]>([
    [178, 'CENTIMETERS', { unit: 'CENTIMETERS', cm: 178 }],
    [177.8, 'CENTIMETERS', { unit: 'CENTIMETERS', cm: 178 }],
    [178, 'FEET_INCHES', { unit: 'FEET_INCHES', feet: 5, inches: 10 }], // 70.08 in
    [181.7, 'FEET_INCHES', { unit: 'FEET_INCHES', feet: 6, inches: 0 }], // 71.54 -> 72 in: carried into a foot
    [120, 'FEET_INCHES', { unit: 'FEET_INCHES', feet: 3, inches: 11 }], // 47.24 in
    [250, 'FEET_INCHES', { unit: 'FEET_INCHES', feet: 8, inches: 2 }], // 98.43 in
  ])('%s cm as %s: %j', (cm, unit, shown) => {
    expect(displayHeight(cm, unit)).toEqual(shown);
  });

  it('reads feet and inches back as cm', () => {
    expect(heightToCm({ unit: 'FEET_INCHES', feet: 5, inches: 10 })).toBeCloseTo(177.8, 9);
    expect(heightToCm({ unit: 'CENTIMETERS', cm: 178 })).toBe(178);
  });
});

describe('default units by region', () => {
  it.each([
    ['US', { weight: 'POUNDS', height: 'FEET_INCHES' }],
    ['gb', { weight: 'STONES', height: 'FEET_INCHES' }],
    ['NL', { weight: 'KILOGRAMS', height: 'CENTIMETERS' }],
    [null, { weight: 'KILOGRAMS', height: 'CENTIMETERS' }],
  ])('%s: %j', (region, units) => {
    expect(defaultUnits(region)).toEqual(units);
  });
});

describe('round trips stay within the display precision', () => {
  const kg = fc.double({ min: 1, max: 330, noNaN: true });

  it('(property) kg to lb (2 decimals) to kg is off by less than half of 0.01 kg', () => {
    fc.assert(
      fc.property(kg, fc.constantFrom('POUNDS' as const, 'STONES' as const), (weight, unit) => {
        expect(Math.abs(weightToKg(displayWeight(weight, unit)) - weight)).toBeLessThan(0.005);
      }),
      { numRuns: 1000 },
    );
  });

  it('(property) a weight shown in kg comes back the same after a trip through lb or stones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4500, max: 30000 }),
        fc.constantFrom('POUNDS' as const, 'STONES' as const),
        (hundredths, unit) => {
          const shown = hundredths / 100;
          expect(roundTo(weightToKg(displayWeight(shown, unit)), 2)).toBe(shown);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('(property) cm to feet and whole inches to cm is off by at most half an inch (1.27 cm)', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 260, noNaN: true }), (cm) => {
        expect(Math.abs(heightToCm(displayHeight(cm, 'FEET_INCHES')) - cm)).toBeLessThanOrEqual(1.27 + 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('(property) feet and inches to whole cm and back give the same feet and inches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        const cm = displayHeight(feetInchesToCm(feet, inches), 'CENTIMETERS');
        expect(displayHeight(heightToCm(cm), 'FEET_INCHES')).toEqual({ unit: 'FEET_INCHES', feet, inches });
      }),
    );
  });
});
