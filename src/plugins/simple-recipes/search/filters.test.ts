import { describe, expect, it } from 'vitest';
import {
  chipsOf,
  clearedFilters,
  searchTextOf,
  startFilters,
  suggestionsQuery,
  toggled,
  withoutChip,
  type SimpleFilters,
} from './filters';

const any: SimpleFilters = { favourites: false, mealTypes: [], time: null, tags: [] };

describe('the simple search’s start', () => {
  it('is a category’s tags, the saved recipes, or a diary slot’s meal type', () => {
    expect(startFilters({})).toEqual(any);
    expect(startFilters({ tags: ['one-pot'] })).toEqual({ ...any, tags: ['one-pot'] });
    expect(startFilters({ favourites: true })).toEqual({ ...any, favourites: true });
    expect(startFilters({ mealType: 'DINNER' })).toEqual({ ...any, mealTypes: ['DINNER'] });
  });

  it('is what Clear returns to, except meal types and favourites, which it empties', () => {
    expect(clearedFilters({ tags: ['budget'], favourites: true, mealType: 'LUNCH' })).toEqual({
      ...any,
      tags: ['budget'],
    });
  });
});

describe('the simple search’s text', () => {
  it('applies from 3 characters, trimmed', () => {
    expect(searchTextOf('eg')).toBe('');
    expect(searchTextOf('  eg  ')).toBe('');
    expect(searchTextOf(' egg ')).toBe('egg');
  });
});

describe('the suggestions query', () => {
  it('is empty for no filters and no text', () => {
    expect(suggestionsQuery(any, '')).toEqual({});
  });

  it('carries every applied filter, lists in one order whatever order they were chosen in', () => {
    const f: SimpleFilters = {
      favourites: true,
      mealTypes: ['LUNCH', 'BREAKFAST'],
      time: 20,
      tags: ['no-cook', 'budget'],
    };
    expect(suggestionsQuery(f, 'toast')).toEqual({
      search: 'toast',
      mealTypes: 'BREAKFAST,LUNCH',
      customTags: 'budget,no-cook',
      totalTimeLte: 20,
      isFavorite: 'true',
    });
    expect(suggestionsQuery({ ...f, mealTypes: ['BREAKFAST', 'LUNCH'] }, 'toast')).toEqual(
      suggestionsQuery(f, 'toast'),
    );
  });
});

describe('the chips', () => {
  const f: SimpleFilters = { favourites: true, mealTypes: ['DINNER'], time: 30, tags: ['one-pot', 'budget'] };

  it('name each active filter, but not the category the screen opened with', () => {
    expect(chipsOf(f, { tags: ['one-pot'] })).toEqual([
      { kind: 'favourites' },
      { kind: 'mealType', mealType: 'DINNER' },
      { kind: 'time', minutes: 30 },
      { kind: 'tag', tag: 'budget' },
    ]);
    expect(chipsOf(any, {})).toEqual([]);
  });

  it('each take back only their own filter', () => {
    expect(withoutChip(f, { kind: 'favourites' })).toEqual({ ...f, favourites: false });
    expect(withoutChip(f, { kind: 'mealType', mealType: 'DINNER' })).toEqual({ ...f, mealTypes: [] });
    expect(withoutChip(f, { kind: 'time', minutes: 30 })).toEqual({ ...f, time: null });
    expect(withoutChip(f, { kind: 'tag', tag: 'budget' })).toEqual({ ...f, tags: ['one-pot'] });
  });
});

describe('a checkbox list', () => {
  it('adds an item once and removes it again', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
