import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoggedFood } from './events';
import { isPlausiblePortion, nutrientsOf } from './foodForm';
import { defaultPortion, GRAM, GRAMS_PER_OUNCE, OUNCE, shownWeight, unitChoices, withWeightUnits } from './foodUnits';

const serving = (id: string, description: string, grams: number, kcal: number) => ({
  id,
  description,
  grams,
  kcal,
  protein: grams / 10,
  carbohydrates: grams / 5,
  fat: grams / 20,
});
const banana: LoggedFood = {
  id: 'sr:09040',
  name: 'Bananas, raw',
  brand: null,
  servings: [serving('sr:09040/0', '100 g', 100, 89), serving('sr:09040/1', '1 medium', 118, 105)],
};
const egg: LoggedFood = {
  id: 'sr:01123',
  name: 'Egg',
  brand: null,
  servings: [serving('sr:01123/1', '1 large', 50, 72)],
};

describe('grams and ounces as units of every food', () => {
  it('150 in grams is 150 g worth of energy, not 150 servings (issue 19)', () => {
    expect(nutrientsOf(banana, GRAM, 150)).toEqual({
      kcal: 133.5,
      protein: 15,
      carbohydrates: 30,
      fat: 7.5,
      grams: 150,
    });
    expect(nutrientsOf(banana, 'sr:09040/0', 150)?.grams).toBe(15_000);
  });

  it('an ounce is 28.35 g of the food', () => {
    expect(nutrientsOf(egg, OUNCE, 1)).toEqual({ kcal: 40.8, protein: 2.8, carbohydrates: 5.7, fat: 1.4, grams: 28.3 });
  });

  it('keeps the food’s servings first and adds each unit once, also to a food that has them', () => {
    const once = withWeightUnits(banana);
    expect(once.servings.map((s) => s.id)).toEqual(['sr:09040/0', 'sr:09040/1', GRAM, OUNCE]);
    expect(withWeightUnits(once)).toEqual(once);
  });

  it('stays within the 40 servings an event may hold', () => {
    const many = {
      ...egg,
      servings: Array.from({ length: 40 }, (_, i) => serving(`e/${i}`, `${i} eggs`, 50 * (i + 1), 72)),
    };
    expect(withWeightUnits(many).servings).toHaveLength(40);
  });

  it('offers grams to everyone and ounces to imperial users, or when the portion already is in ounces', () => {
    expect(unitChoices(egg, false).map((s) => s.id)).toEqual([GRAM, 'sr:01123/1']);
    expect(unitChoices(egg, true).map((s) => s.id)).toEqual([OUNCE, GRAM, 'sr:01123/1']);
    expect(unitChoices(egg, false, OUNCE).map((s) => s.id)).toEqual([OUNCE, GRAM, 'sr:01123/1']);
  });

  it('property: grams of a unit times the amount is the weight, and energy grows with it', () => {
    const food = fc.record({
      grams: fc.double({ min: 1, max: 1000, noNaN: true }),
      kcal: fc.double({ min: 0, max: 900, noNaN: true }),
    });
    fc.assert(
      fc.property(food, fc.double({ min: 0.1, max: 10_000, noNaN: true }), ({ grams, kcal }, amount) => {
        const f: LoggedFood = { ...egg, servings: [serving('x/1', 'a portion', grams, kcal)] };
        const inGrams = nutrientsOf(f, GRAM, amount)!;
        expect(inGrams.grams).toBeCloseTo(amount, 0);
        expect(inGrams.kcal).toBeCloseTo((kcal / grams) * amount, 0);
        const inOunces = nutrientsOf(f, OUNCE, amount)!;
        expect(inOunces.grams).toBeCloseTo(amount * GRAMS_PER_OUNCE, 0);
      }),
    );
  });
});

describe('the portion the form starts with', () => {
  it('is the one logged last, when its unit can still be picked', () => {
    expect(defaultPortion(banana, false, { servingId: GRAM, amount: 150 })).toEqual({ servingId: GRAM, amount: 150 });
    expect(defaultPortion(banana, false, { servingId: 'sr:09040/1', amount: 2 })).toEqual({
      servingId: 'sr:09040/1',
      amount: 2,
    });
    expect(defaultPortion(banana, false, { servingId: 'gone/3', amount: 2 })).toEqual({ servingId: GRAM, amount: 100 });
    expect(defaultPortion(banana, false, { servingId: OUNCE, amount: 4 })).toEqual({ servingId: GRAM, amount: 100 });
  });

  it('is a weighed serving as its weight in the person’s unit, else 1 of the first serving', () => {
    expect(defaultPortion(banana, false)).toEqual({ servingId: GRAM, amount: 100 });
    expect(defaultPortion(banana, true)).toEqual({ servingId: OUNCE, amount: 3.5 });
    expect(defaultPortion(egg, false)).toEqual({ servingId: 'sr:01123/1', amount: 1 });
    const drink = { ...egg, servings: [serving('d/0', '100 ml', 100, 40)] };
    expect(defaultPortion(drink, false)).toEqual({ servingId: 'd/0', amount: 1 });
  });
});

describe('an implausible portion', () => {
  it('is over 5 kg or over 5,000 kcal in one item', () => {
    expect(isPlausiblePortion({ grams: 5000, kcal: 5000 })).toBe(true);
    expect(isPlausiblePortion({ grams: 5000.1, kcal: 10 })).toBe(false);
    expect(isPlausiblePortion({ grams: 900, kcal: 5000.1 })).toBe(false);
    expect(isPlausiblePortion(nutrientsOf(banana, 'sr:09040/0', 150)!)).toBe(false);
    expect(isPlausiblePortion(nutrientsOf(banana, GRAM, 150)!)).toBe(true);
  });

  it('property: plausible exactly when neither the weight nor the energy is over its limit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        (grams, kcal) => {
          expect(isPlausiblePortion({ grams, kcal })).toBe(grams <= 5000 && kcal <= 5000);
        },
      ),
    );
  });
});

describe('a weight as it is read', () => {
  it('in grams to a kilogram, ounces to a pound, then kilograms and pounds', () => {
    expect(shownWeight(150, false)).toEqual({ value: 150, unit: 'g' });
    expect(shownWeight(15_000, false)).toEqual({ value: 15, unit: 'kg' });
    expect(shownWeight(150, true)).toEqual({ value: 5.3, unit: 'oz' });
    expect(shownWeight(15_000, true)).toEqual({ value: 33.1, unit: 'lb' });
  });
});
