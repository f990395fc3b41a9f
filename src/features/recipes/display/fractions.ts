import { numberFormat } from '../../../ui/numberFormat';

/**
 * Vulgar fractions for ingredient amounts (3-daily-use.txt section 9: "up to eighths, tolerance
 * 0.012").
 *
 * Rules, fixed here where the spec is silent:
 * - The fractions are the measuring-cup and measuring-spoon ones: halves, thirds, quarters and
 *   eighths (½ ⅓ ⅔ ¼ ¾ ⅛ ⅜ ⅝ ⅞). Fifths, sixths and sevenths do not exist on a measuring cup and
 *   would read as precision nobody can measure, so they are not used.
 * - A value whose part after the whole number lies within 0.012 of one of those fractions is
 *   written as the whole number (in the user's locale) followed directly by the glyph: "1½", "⅓".
 *   Within 0.012 of a whole number it is the whole number alone: "2", never "2⅛" for 2.005.
 * - Anything else is a decimal in the user's locale with at most two decimals ("0,07" in Dutch).
 */
export function formatFraction(value: number, language: string): string {
  if (!Number.isFinite(value)) return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
  if (value < 0) return `-${formatFraction(-value, language)}`;
  const fraction = nearestFraction(value);
  if (!fraction) return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
  const whole =
    fraction.whole === 0 && fraction.glyph
      ? ''
      : numberFormat(language, { maximumFractionDigits: 0 }).format(fraction.whole);
  return `${whole}${fraction.glyph}`;
}

export const FRACTION_TOLERANCE = 0.012;

/** The fractions used, by value; their glyphs are single Unicode characters so they never wrap apart. */
export const VULGAR_FRACTIONS: readonly { readonly value: number; readonly glyph: string }[] = [
  { value: 1 / 8, glyph: '⅛' },
  { value: 1 / 4, glyph: '¼' },
  { value: 1 / 3, glyph: '⅓' },
  { value: 3 / 8, glyph: '⅜' },
  { value: 1 / 2, glyph: '½' },
  { value: 5 / 8, glyph: '⅝' },
  { value: 2 / 3, glyph: '⅔' },
  { value: 3 / 4, glyph: '¾' },
  { value: 7 / 8, glyph: '⅞' },
];

/**
 * The whole number and fraction glyph a non-negative value is written as, or undefined when no
 * fraction lies within the tolerance. The glyph is '' for a whole number.
 */
export function nearestFraction(value: number): { whole: number; glyph: string } | undefined {
  const whole = Math.floor(value);
  const rest = value - whole;
  // A tiny epsilon so that a value exactly 0.012 away still counts despite floating point.
  const within = (distance: number) => distance <= FRACTION_TOLERANCE + 1e-9;
  if (within(rest)) return { whole, glyph: '' };
  if (within(1 - rest)) return { whole: whole + 1, glyph: '' };
  let best: { value: number; glyph: string } | undefined;
  for (const f of VULGAR_FRACTIONS)
    if (within(Math.abs(rest - f.value)) && (!best || Math.abs(rest - f.value) < Math.abs(rest - best.value))) best = f;
  return best && { whole, glyph: best.glyph };
}

/** Rounds to the nearest multiple of step (step 1/8 gives eighths). */
export const roundToStep = (value: number, step: number): number => Math.round(value / step) * step;
