/** Light green, the product's colour when an organisation sets none. */
export const DEFAULT_PRIMARY = '#8bc34a';
/** The hormone theme's purple. */
export const HORMONE_PRIMARY = '#7b1fa2';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(colour: string | null | undefined): [number, number, number] | undefined {
  const match = colour ? HEX.exec(colour.trim()) : null;
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export interface Theme {
  readonly primary: string;
  /** Text on the primary colour: black or white, whichever reads better. */
  readonly onPrimary: string;
  /** The primary colour darkened until it reads as text on the page and on white (4.5:1). */
  readonly primaryText: string;
}

/** The app's page background (--color-bg): text must read on it as well as on white cards. */
export const PAGE_BACKGROUND = '#f6f7f4';

/** A brand's colour made safe to use: any colour an organisation picks stays readable. */
export function themeFor(primaryColour: string | null | undefined, hormone = false): Theme {
  const primary = hormone ? HORMONE_PRIMARY : parseHex(primaryColour) ? normalise(primaryColour!) : DEFAULT_PRIMARY;
  const rgb = parseHex(primary)!;
  const onPrimary = contrastRatio(luminance(rgb), 1) >= contrastRatio(luminance(rgb), 0) ? '#ffffff' : '#000000';
  let text = rgb;
  const background = luminance(parseHex(PAGE_BACKGROUND)!);
  while (contrastRatio(luminance(text), background) < 4.5) text = text.map((c) => Math.floor(c * 0.9)) as [number, number, number];
  return { primary, onPrimary, primaryText: toHex(text) };
}

const normalise = (colour: string) => toHex(parseHex(colour)!);
const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
