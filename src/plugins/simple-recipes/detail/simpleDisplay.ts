import { formatFraction } from '../../../features/recipes/display/fractions';
import { directionSteps, type DirectionStep } from '../../../features/recipes/display/directions';
import { numberFormat } from '../../../ui/numberFormat';

/**
 * How a simple recipe's texts show in its detail (3-daily-use.txt sections 3 and 9). Rules fixed
 * here where the spec is silent:
 * - The source is a link only when it is an http(s) address; anything else (the catalogue's
 *   'FORKCAST', a name, a javascript: address) shows nothing.
 * - The instructions are one multi-line text: its lines are the steps, as the full recipes' are
 *   (directions.ts: numbers taken off, NOTE: lines are notes).
 * - An ingredient line's leading quantity scales by the chosen servings over the recipe's: a
 *   whole number, a decimal or a fraction ("1/2", "1 1/2") followed by a space. Under 10 it is
 *   shown to the nearest measuring-spoon fraction ("1½ tsp"), from 10 on as a whole number
 *   ("225 g"). A line without one ("salt and pepper") or with a range ("2-3 cloves") is kept.
 */
export function sourceLinkOf(source: string | null | undefined): string | undefined {
  if (!source) return undefined;
  try {
    const url = new URL(source.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The site a source link leads to, as its label says it ('instagram.com'). */
export const sourceSiteOf = (href: string): string => new URL(href).hostname.replace(/^www\./, '');

export const simpleSteps = (instructions: string): DirectionStep[] => directionSteps([instructions]);

export function scaledIngredient(line: string, factor: number, language: string): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return line;
  const match = QUANTITY.exec(line);
  if (!match) return line;
  const quantity = valueOf(match[1]!);
  if (quantity === undefined) return line;
  const scaled = quantity * factor;
  const shown = scaled >= 10 ? numberFormat(language).format(Math.round(scaled)) : formatFraction(scaled, language);
  return `${shown}${line.slice(match[1]!.length)}`;
}

// A quantity at the start, then a space (not a range's dash: "2-3 cloves" stays as it is).
const QUANTITY = /^(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?)(?=\s+(?![-–]))/;

function valueOf(text: string): number | undefined {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[3]) === 0 ? undefined : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  return Number(text.replace(',', '.'));
}
