import { describe, expect, it } from 'vitest';
import { parseNextPage } from './paging';

describe('parseNextPage', () => {
  it.each([
    [null, { ok: true, page: null }],
    ['/api/recipes/generateMeals/?page_size=20&meal_types=DINNER&page=2', { ok: true, page: 2 }],
    ['/api/recipes/inspiration/?page=3&pageSize=20', { ok: true, page: 3 }],
    ['https://api.example.com/api/recipes/inspiration/?page=12', { ok: true, page: 12 }],
    ['?page=500', { ok: true, page: 500 }],
  ])('reads %j', (next, expected) => {
    expect(parseNextPage(next)).toEqual(expected);
  });

  it.each([
    '/api/recipes/inspiration/?pageSize=20',
    '/api/recipes/inspiration/?page=',
    '/api/recipes/inspiration/?page=two',
    '/api/recipes/inspiration/?page=2.5',
    '/api/recipes/inspiration/?page=-3',
    '/api/recipes/inspiration/?page=1',
    '/api/recipes/inspiration/?page=0',
    '/api/recipes/inspiration/?page=99999',
    'http://[broken',
    '',
  ])('cannot follow %j', (next) => {
    expect(parseNextPage(next)).toEqual({ ok: false });
  });
});
