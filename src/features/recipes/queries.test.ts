import { describe, expect, it } from 'vitest';
import type { RecipeCardData, RecipePage } from './queries';
import { visibleCards } from './queries';

const card = (id: string, kind: 'RECIPE' | 'OWN' = 'RECIPE'): RecipeCardData => ({
  id,
  kind,
  name: id,
  minutes: 10,
  kcal: 400,
  protein: 20,
  mealTypes: ['DINNER'],
  tags: [],
});
const pages = (...lists: RecipeCardData[][]) => ({
  pages: lists.map((cards): RecipePage => ({ cards, nextPage: null })),
  pageParams: lists.map((_, i) => i + 1),
});

describe('visibleCards: the local preferences over the server pages', () => {
  it('hides a recipe disliked on this device at once', () => {
    const prefs = { favourites: [], dislikes: ['RECIPE:b'] };
    expect(visibleCards(pages([card('a'), card('b')]), prefs, false).map((c) => c.id)).toEqual(['a']);
  });
  it("keeps a recipe disliked on one of this list's cards, as its undo", () => {
    const prefs = { favourites: [], dislikes: ['RECIPE:b', 'RECIPE:c'] };
    expect(
      visibleCards(
        pages([card('a'), card('b'), card('c')]),
        prefs,
        false,
        new Map([['b', { card: card('b'), index: 1 }]]),
      ).map((c) => c.id),
    ).toEqual(['a', 'b']);
  });
  it('puts such a card back where it stood when the list, fetched again, no longer has it', () => {
    const prefs = { favourites: [], dislikes: ['RECIPE:b'] };
    const here = new Map([['b', { card: card('b'), index: 1 }]]);
    expect(visibleCards(pages([card('a'), card('c')]), prefs, false, here).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    // Where the list became shorter than its place: at its end.
    expect(
      visibleCards(pages([]), prefs, false, new Map([['b', { card: card('b'), index: 5 }]])).map((c) => c.id),
    ).toEqual(['b']);
  });
  it('does not put back a card whose dislike was taken back: the list has it, or it does not match', () => {
    const here = new Map([['b', { card: card('b'), index: 1 }]]);
    expect(visibleCards(pages([card('a')]), { favourites: [], dislikes: [] }, false, here).map((c) => c.id)).toEqual([
      'a',
    ]);
  });
  it('a favourites-only list drops a heart taken back on this device', () => {
    const prefs = { favourites: ['RECIPE:a'], dislikes: [] };
    expect(visibleCards(pages([card('a'), card('b')]), prefs, true).map((c) => c.id)).toEqual(['a']);
  });
  it('keeps a recipe once when pages overlap (a list that shifted between pages)', () => {
    const prefs = { favourites: [], dislikes: [] };
    expect(visibleCards(pages([card('a'), card('b')], [card('b'), card('c')]), prefs, false).map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('a simple recipe of the same id is not the catalogue recipe', () => {
    const prefs = { favourites: [], dislikes: ['SIMPLE:a'] };
    expect(visibleCards(pages([card('a')]), prefs, false)).toHaveLength(1);
  });
  it('no pages yet: no cards', () => {
    expect(visibleCards(undefined, { favourites: [], dislikes: [] }, false)).toEqual([]);
  });
});
