import { describe, expect, it } from 'vitest';
import { numberFormat } from './numberFormat';

describe('numberFormat', () => {
  it("writes numbers in the language's own way", () => {
    expect(numberFormat('nl', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
    expect(numberFormat('en').format(0.125)).toBe('0.125');
  });

  it('gives the same format for the same language and options, another for other options', () => {
    expect(numberFormat('nl', { maximumFractionDigits: 0 })).toBe(numberFormat('nl', { maximumFractionDigits: 0 }));
    expect(numberFormat('nl', { maximumFractionDigits: 0 })).not.toBe(numberFormat('nl', { maximumFractionDigits: 2 }));
    expect(numberFormat('nl')).not.toBe(numberFormat('en'));
  });

  it('falls back to English for a language tag Intl does not accept', () => {
    expect(numberFormat('not a tag!', { maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.5');
  });

  it('still refuses options no language accepts', () => {
    expect(() => numberFormat('nl', { style: 'currency', currency: 'not money' })).toThrow(RangeError);
  });
});
