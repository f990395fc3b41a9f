import { describe, expect, it } from 'vitest';
import { parsePortions, parseQuantity } from './rules';

describe('an ingredient quantity as typed (3-daily-use.txt section 5)', () => {
  it.each([
    ['1', 1],
    ['1,5', 1.5],
    [' 2.49 ', 2.5],
    ['0.03', 0.05],
    ['.5', 0.5],
    ['1.024', 1],
    ['10000', 10_000],
    [0.126, 0.15],
  ])('%j is saved as %d (the nearest 0.05)', (input, value) => {
    expect(parseQuantity(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'use_delete'],
    ['   ', 'use_delete'],
    ['0', 'use_delete'],
    ['0,02', 'use_delete'],
    ['abc', 'not_a_number'],
    ['1,5,5', 'not_a_number'],
    ['-2', 'not_a_number'],
    ['1e3', 'not_a_number'],
    [Number.NaN, 'not_a_number'],
    ['10000.1', 'too_much'],
  ])('%j is refused: %s', (input, code) => {
    const parsed = parseQuantity(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });
});

describe('portions (minimum 1, step 1)', () => {
  it.each([
    ['1', 1],
    [' 4 ', 4],
    [12, 12],
  ])('%j is %d', (input, value) => {
    expect(parsePortions(input)).toEqual({ ok: true, value });
  });
  it.each(['0', '-1', '1.5', '2,5', 'two', '', '13'])('%j is refused', (input) => {
    expect(parsePortions(input).ok).toBe(false);
  });
});
