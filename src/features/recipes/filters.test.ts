import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  inspirationQuery,
  isDefaultView,
  isPopular,
  NO_INSPIRATION_FILTERS,
  slotSearchQuery,
  slotSearchReducer,
  slotSearchStart,
  type SlotSearchAction,
  type SlotSearchFilters,
} from './filters';

const start = slotSearchStart('DINNER');
const run = (...actions: SlotSearchAction[]) => actions.reduce(slotSearchReducer, start);

describe('the slot search chips', () => {
  it('starts on the slot meal type, popular, nothing else', () => {
    expect(start).toEqual({ text: '', favourites: false, mealType: 'DINNER', time: 'ALL', tags: [], own: false });
    expect(isPopular(start)).toBe(true);
  });
  it('tags add up and toggle off; a tag is not popular', () => {
    const two = run({ type: 'tag', tag: 'PASTA' }, { type: 'tag', tag: 'VEGAN' });
    expect(two.tags).toEqual(['PASTA', 'VEGAN']);
    expect(isPopular(two)).toBe(false);
    expect(slotSearchReducer(two, { type: 'tag', tag: 'PASTA' }).tags).toEqual(['VEGAN']);
  });
  it('popular clears the tags and own recipes, and keeps favourites, text, meal type and time', () => {
    const busy = run(
      { type: 'text', text: 'tofu' },
      { type: 'favourites' },
      { type: 'mealType', mealType: 'ALL' },
      { type: 'time', time: 'LTE_20' },
      { type: 'tag', tag: 'SOUP' },
    );
    expect(slotSearchReducer(busy, { type: 'popular' })).toEqual({ ...busy, tags: [] });
    expect(slotSearchReducer(run({ type: 'own' }), { type: 'popular' }).own).toBe(false);
  });
  it('own recipes is exclusive: it lets go of favourites and tags', () => {
    const own = run({ type: 'favourites' }, { type: 'tag', tag: 'SOUP' }, { type: 'own' });
    expect(own).toMatchObject({ own: true, favourites: false, tags: [] });
    expect(isPopular(own)).toBe(false);
  });
  it('favourites or a tag lets go of own recipes', () => {
    expect(run({ type: 'own' }, { type: 'favourites' })).toMatchObject({ own: false, favourites: true });
    expect(run({ type: 'own' }, { type: 'tag', tag: 'WRAP' })).toMatchObject({ own: false, tags: ['WRAP'] });
  });
  it('own recipes toggles off again', () => {
    expect(run({ type: 'own' }, { type: 'own' }).own).toBe(false);
  });
  it('favourites toggles', () => {
    expect(run({ type: 'favourites' }, { type: 'favourites' }).favourites).toBe(false);
  });
});

describe('the slot search query', () => {
  it('the default view asks for the slot meal type, 20 a page', () => {
    expect(slotSearchQuery(start, '')).toEqual({ page_size: 20, meal_types: 'DINNER' });
  });
  it.each([
    ['LTE_5', { preparation_time_min_lte: 5 }],
    ['LTE_10', { preparation_time_min_lte: 10 }],
    ['LTE_15', { preparation_time_min_lte: 15 }],
    ['LTE_20', { preparation_time_min_lte: 20 }],
    ['LTE_30', { preparation_time_min_lte: 30 }],
    ['GTE_30', { preparation_time_min_gte: 30 }],
    ['ALL', {}],
  ] as const)('prep time %s', (time, expected) => {
    expect(slotSearchQuery(run({ type: 'time', time }), '')).toEqual({
      page_size: 20,
      meal_types: 'DINNER',
      ...expected,
    });
  });
  it('text, favourites, tags and the meal type All', () => {
    const f = run(
      { type: 'favourites' },
      { type: 'tag', tag: 'PASTA' },
      { type: 'tag', tag: 'KETO' },
      { type: 'mealType', mealType: 'ALL' },
    );
    expect(slotSearchQuery(f, 'basil')).toEqual({
      page_size: 20,
      meal_types: 'ALL',
      ingredient_search: 'basil',
      favourite: 'true',
      tags: 'PASTA,KETO',
    });
  });
  it('own recipes ask for the user-generated source', () => {
    expect(slotSearchQuery(run({ type: 'own' }), '')).toMatchObject({ source_provider: 'USER_GENERATED' });
  });
});

describe('the default view (page 2 fetched ahead)', () => {
  it.each<[string, SlotSearchFilters, boolean]>([
    ['the start', start, true],
    ['a text', { ...start, text: 'x' }, false],
    ['favourites', { ...start, favourites: true }, false],
    ['a tag', { ...start, tags: ['SOUP'] }, false],
    ['own recipes', { ...start, own: true }, false],
    ['a prep time', { ...start, time: 'LTE_5' }, false],
    ['another meal type', { ...start, mealType: 'ALL' }, false],
  ])('%s: %s', (_, filters, expected) => {
    expect(isDefaultView(filters, 'DINNER')).toBe(expected);
  });
});

describe('the inspiration filters', () => {
  it('nothing applied: no query, no count', () => {
    expect(inspirationQuery('', NO_INSPIRATION_FILTERS)).toEqual({});
    expect(activeFilterCount(NO_INSPIRATION_FILTERS)).toBe(0);
  });
  it.each([
    ['1-5', 1, 5],
    ['6-10', 6, 10],
    ['11-20', 11, 20],
    ['21-30', 21, 30],
    ['31-60', 31, 60],
  ] as const)('the bucket %s is %i to %i minutes', (time, gte, lte) => {
    expect(inspirationQuery('', { ...NO_INSPIRATION_FILTERS, time })).toEqual({
      preparationTimeMinGte: gte,
      preparationTimeMinLte: lte,
    });
  });
  it('meal types, favourites and text', () => {
    const f = { mealTypes: ['BREAKFAST', 'SNACK'] as const, time: 'ANY' as const, favourites: true };
    expect(inspirationQuery('oats', { ...f, mealTypes: [...f.mealTypes] })).toEqual({
      ingredientSearch: 'oats',
      favourite: 'true',
      mealTypes: 'BREAKFAST,SNACK',
    });
    expect(activeFilterCount({ ...f, mealTypes: [...f.mealTypes], time: '6-10' })).toBe(4);
  });
});
