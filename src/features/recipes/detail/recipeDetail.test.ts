import { describe, expect, it } from 'vitest';
import { detailOfOwn, portionsOf, suggestedPortions, timesPortions } from './recipeDetail';

describe('the portions a slot starts with', () => {
  it.each([
    ['the count nearest the target', 700, 312, 2],
    ['rounding up past the half', 800, 312, 3],
    ['at least one', 100, 312, 1],
    ['at most twelve', 10_000, 100, 12],
    ['one without a target', null, 312, 1],
    ['one for a recipe without energy', 700, 0, 1],
  ])('%s', (_name, target, kcal, portions) => {
    expect(suggestedPortions(target, kcal)).toBe(portions);
  });
});

describe('the portions typed', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['0', null],
    ['13', null],
    ['1.5', null],
    ['1,5', null],
    ['two', null],
    ['', null],
  ])('%j is %s', (text, portions) => {
    expect(portionsOf(text)).toBe(portions);
  });
});

describe('the chosen portions', () => {
  it('are the per-portion values times the portions, to one decimal', () => {
    expect(timesPortions({ kcal: 312.4, protein: 18.25, carbohydrates: 40.5, fat: 7.1 }, 3)).toEqual({
      kcal: 937.2,
      protein: 54.8,
      carbohydrates: 121.5,
      fat: 21.3,
    });
  });
});

describe('an own recipe in the detail', () => {
  it('shows each ingredient by its weight, without times, tags or steps', () => {
    const detail = detailOfOwn({
      id: 'own-1',
      name: 'My porridge',
      portions: 2,
      mealTypes: ['BREAKFAST'],
      ingredients: [
        { name: 'Oats', grams: 80 },
        { name: 'Salt', grams: 0 },
      ],
      totals: { kcal: 300, protein: 10, carbohydrates: 50, fat: 6 },
    });
    expect(detail.ingredients).toEqual([
      { name: 'Oats', grams: 80 },
      { name: 'Salt', grams: 0 },
    ]);
    expect([detail.prepMinutes, detail.cookMinutes, detail.tags, detail.directions]).toEqual([0, 0, [], []]);
  });
});
