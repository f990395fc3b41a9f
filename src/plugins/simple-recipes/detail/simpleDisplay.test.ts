import { describe, expect, it } from 'vitest';
import { scaledIngredient, simpleSteps, sourceLinkOf, sourceSiteOf } from './simpleDisplay';

describe('a simple recipe’s source link', () => {
  it('shows for an http or https address', () => {
    expect(sourceLinkOf('https://www.instagram.com/p/abc123/')).toBe('https://www.instagram.com/p/abc123/');
    expect(sourceLinkOf(' http://example.com/reel ')).toBe('http://example.com/reel');
    expect(sourceSiteOf('https://www.instagram.com/p/abc123/')).toBe('instagram.com');
  });

  it('does not show for the catalogue’s own, a name, an empty source or another kind of address', () => {
    for (const source of [
      'FORKCAST',
      'Instagram',
      '',
      null,
      undefined,
      'javascript:alert(1)',
      'ftp://x.org/a',
      'www.x.org',
    ])
      expect(sourceLinkOf(source)).toBeUndefined();
  });
});

describe('a simple recipe’s steps', () => {
  it('are the lines of its instructions, numbers taken off, notes apart', () => {
    expect(simpleSteps('1. Stir the oats.\n\n2) Leave overnight.\r\nNOTE: Keeps 2 days.\n  Top with fruit.  ')).toEqual(
      [
        { text: 'Stir the oats.', note: false },
        { text: 'Leave overnight.', note: false },
        { text: 'Keeps 2 days.', note: true },
        { text: 'Top with fruit.', note: false },
      ],
    );
    expect(simpleSteps('')).toEqual([]);
  });
});

describe('a simple recipe’s ingredient lines for the chosen servings', () => {
  it('scale the leading quantity by the servings over the recipe’s', () => {
    expect(scaledIngredient('150 g blueberries', 1.5, 'en')).toBe('225 g blueberries');
    expect(scaledIngredient('1 tsp ground cinnamon', 1.5, 'en')).toBe('1½ tsp ground cinnamon');
    expect(scaledIngredient('1/2 onion', 2, 'en')).toBe('1 onion');
    expect(scaledIngredient('1 1/2 cups milk', 2, 'en')).toBe('3 cups milk');
    expect(scaledIngredient('2,5 el olie', 2, 'nl')).toBe('5 el olie');
    expect(scaledIngredient('1000 ml stock', 1.5, 'en')).toBe('1,500 ml stock');
  });

  it('keep a line without a quantity, with a range, or for the recipe’s own servings', () => {
    expect(scaledIngredient('Salt and pepper', 2, 'en')).toBe('Salt and pepper');
    expect(scaledIngredient('2 - 3 cloves garlic', 2, 'en')).toBe('2 - 3 cloves garlic');
    expect(scaledIngredient('2-3 cloves garlic', 2, 'en')).toBe('2-3 cloves garlic');
    expect(scaledIngredient('100 g oats', 1, 'en')).toBe('100 g oats');
    expect(scaledIngredient('1/0 odd', 2, 'en')).toBe('1/0 odd');
  });
});
