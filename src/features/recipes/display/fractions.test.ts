import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFraction, nearestFraction, VULGAR_FRACTIONS } from './fractions';

/** Reads a formatted amount back (English or Dutch) so properties can compare values. */
function parse(text: string, language: 'en' | 'nl'): number {
  const glyph = VULGAR_FRACTIONS.find((f) => text.endsWith(f.glyph));
  const [group, decimal] = language === 'en' ? [',', '.'] : ['.', ','];
  const number = (glyph ? text.slice(0, -1) : text).split(group).join('').replace(decimal, '.');
  return (number === '' ? 0 : Number(number)) + (glyph?.value ?? 0);
}

describe('formatFraction', () => {
  it.each([
    // value, language, text: the fractions up to eighths
    [0.5, 'en', '½'],
    [1 / 3, 'en', '⅓'],
    [2 / 3, 'en', '⅔'],
    [0.25, 'en', '¼'],
    [0.75, 'en', '¾'],
    [0.125, 'en', '⅛'],
    [0.375, 'en', '⅜'],
    [0.625, 'en', '⅝'],
    [0.875, 'en', '⅞'],
    // whole numbers with a fraction, no space between
    [1.5, 'en', '1½'],
    [2.25, 'nl', '2¼'],
    [3, 'en', '3'],
    [0, 'en', '0'],
    // within the tolerance of 0.012 (both sides, and exactly on it)
    [0.33, 'en', '⅓'],
    [0.488, 'en', '½'],
    [0.512, 'en', '½'],
    [0.137, 'en', '⅛'],
    [1.004, 'en', '1'],
    [1.988, 'en', '2'],
    [2.995, 'nl', '3'],
    // just outside the tolerance: a decimal in the user's locale
    [0.52, 'en', '0.52'],
    [0.52, 'nl', '0,52'],
    [0.07, 'nl', '0,07'],
    [0.2, 'en', '0.2'],
    [0.4, 'nl', '0,4'],
    [1.1, 'en', '1.1'],
    [0.1375, 'en', '0.14'],
    // the whole part follows the locale's grouping
    [1234.5, 'en', '1,234½'],
    [1234.5, 'nl', '1.234½'],
    // negative values keep their sign; a language Intl rejects falls back to English
    [-0.5, 'en', '-½'],
    [1.5, 'not a language!', '1½'],
  ])('writes %d in %s as %s', (value, language, text) => {
    expect(formatFraction(value, language)).toBe(text);
  });

  it('picks the closest fraction and says when none is close', () => {
    expect(nearestFraction(0.3)).toBeUndefined();
    expect(nearestFraction(2.126)).toEqual({ whole: 2, glyph: '⅛' });
    expect(nearestFraction(0.999)).toEqual({ whole: 1, glyph: '' });
  });

  it('never writes a value more than 0.012 from what it is (fractions) or 0.005 (decimals)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.constantFrom('en', 'nl'), (value, language) => {
        const text = formatFraction(value, language);
        const decimal = text.includes(language === 'en' ? '.' : ',');
        const tolerance = decimal ? 0.005 + 1e-9 : 0.012 + 1e-9;
        expect(Math.abs(parse(text, language) - value)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('writes every multiple of an eighth, a third or a quarter as a fraction, never a decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.constantFrom(8, 3, 4), (n, d) => {
        expect(formatFraction(n / d, 'nl')).not.toMatch(/,/);
      }),
    );
  });
});
