import { foldSlot } from './plugins';

/**
 * The theme as tokens. A seed (the organisation's brand colour, or the hormone purple a plugin folds
 * in) becomes, for the light and the dark scheme, the colours that depend on it; the rest of the
 * palette is fixed per scheme. Every pair the screens draw passes WCAG AA, whatever the seed:
 * - text on the primary (`onPrimary`) is white or black, whichever reads at 4.5:1 or more;
 * - the primary as text and links (`primaryText`) reads at 4.5:1 on the page, cards, dialogs and
 *   the soft tint; it is also the focus ring (3:1 is enough there, 4.5:1 is what it gets);
 * - in the dark scheme the primary fill is lightened until it stands out from the page (3:1), so a
 *   dark brand colour does not vanish; in the light scheme the brand colour is used as given.
 * styles.css holds the same palette and the default seed's tokens (a unit test keeps them equal),
 * so the page is coloured before any script runs.
 */

/** What the theme starts from: the organisation's brand colour (none: the default green). */
export interface ThemeSeed {
  readonly primary: string | null;
}
/** What a theme rule may look at: the person's nutrition plan type (CYCLE_DIET, MENOPAUSE, ...), if any, and whether they keep a menstrual cycle. */
export interface ThemeInput {
  readonly planType: string | null;
  readonly hasMenstrualPlan?: boolean;
}
/** The extension point where plugins change the theme (the hormone theme's purple). */
export const themeSlot = foldSlot<ThemeSeed, ThemeInput>('theme');

/** Light green, the product's colour when an organisation sets none. */
export const DEFAULT_PRIMARY = '#8bc34a';
/** The hormone theme's purple. */
export const HORMONE_PRIMARY = '#7b1fa2';

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** The colours that follow the seed, in one scheme. */
export interface SchemeTokens {
  /** Fills: primary buttons, the selected day, the checked circle, the floating button. */
  readonly primary: string;
  /** Text and icons on `primary`: #ffffff or #000000. */
  readonly onPrimary: string;
  /** The primary as text, links and thin lines on the page, cards, dialogs and `primarySoft`. */
  readonly primaryText: string;
  /** A tint of the primary for selected rows; the scheme's text and muted text read on it. */
  readonly primarySoft: string;
  /** The focus ring. */
  readonly focus: string;
  /** The browser's toolbar colour (meta theme-color) in this scheme. */
  readonly themeColor: string;
}
export type ThemeTokens = Readonly<Record<Scheme, SchemeTokens>>;

/** The fixed colours of each scheme (styles.css declares the same values as --color-<kebab name>). */
export interface Palette {
  readonly bg: string;
  readonly surface: string;
  /** Dialogs and sheets: in the dark scheme a raised surface is lighter, as shadows do not show. */
  readonly surfaceRaised: string;
  readonly text: string;
  readonly muted: string;
  /** Dividers and decorative outlines. */
  readonly border: string;
  /** Input outlines: 3:1 against the surfaces (WCAG 1.4.11). */
  readonly borderStrong: string;
  /** Errors as text, and the danger button's fill. */
  readonly danger: string;
  readonly onDanger: string;
  /** The sync dot's states (3:1 against the surfaces; the text beside the dot says the state). */
  readonly success: string;
  readonly warning: string;
  readonly offline: string;
  /** The global alert is drawn in the other scheme's colours, so it stands out from the page. */
  readonly alertBg: string;
  readonly alertText: string;
}

export const PALETTE: Readonly<Record<Scheme, Palette>> = {
  light: {
    bg: '#f6f7f4',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1d211b',
    muted: '#595f56',
    border: '#d9ddd5',
    borderStrong: '#80877b',
    danger: '#b3261e',
    onDanger: '#ffffff',
    success: '#2e7d32',
    warning: '#b26a00',
    offline: '#6b6f68',
    alertBg: '#252923',
    alertText: '#e3e6df',
  },
  dark: {
    bg: '#121411',
    surface: '#1b1e1a',
    surfaceRaised: '#252923',
    text: '#e3e6df',
    muted: '#a7ada3',
    border: '#3a3f37',
    borderStrong: '#7a8275',
    danger: '#ffb4ab',
    onDanger: '#410002',
    success: '#81c784',
    warning: '#ffb74d',
    offline: '#8f958b',
    alertBg: '#ffffff',
    alertText: '#1d211b',
  },
};

/** WCAG AA for text, and for focus rings and the fills that mark a state. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** The tokens for a seed in both schemes. An unreadable seed colour counts as none. */
export function themeTokens(seed: ThemeSeed): ThemeTokens {
  const primary = parseHex(seed.primary) ?? parseHex(DEFAULT_PRIMARY)!;
  return { light: schemeTokens('light', primary), dark: schemeTokens('dark', primary) };
}

/**
 * The light scheme's tokens for a brand colour, the hormone purple replacing it: the shell's entry
 * before it folds the theme slot (it then calls themeTokens with the folded seed).
 */
export function themeFor(primaryColour: string | null | undefined, hormone = false): SchemeTokens {
  return themeTokens({ primary: hormone ? HORMONE_PRIMARY : (primaryColour ?? null) }).light;
}

/** The surfaces text is drawn on in a scheme (primarySoft is checked on its own). */
export const surfacesOf = (scheme: Scheme): string[] => [
  PALETTE[scheme].bg,
  PALETTE[scheme].surface,
  PALETTE[scheme].surfaceRaised,
];

/** WCAG 2 contrast ratio of two colours given as hex. */
export const contrast = (a: string, b: string): number =>
  contrastRatio(luminance(parseHex(a)!), luminance(parseHex(b)!));

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(colour: string | null | undefined): [number, number, number] | undefined {
  const match = colour ? HEX.exec(colour.trim()) : null;
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How much of the primary the soft tint holds at most. */
const SOFT_SHARE = 0.16;

function schemeTokens(scheme: Scheme, seed: Rgb): SchemeTokens {
  const palette = PALETTE[scheme];
  const surfaces = surfacesOf(scheme).map((c) => parseHex(c)!);
  const surface = parseHex(palette.surface)!;
  const dark = scheme === 'dark';
  // A dark brand colour would vanish on the dark page: lighten it until it stands out (3:1).
  const fill = dark ? approach(seed, WHITE, (c) => surfaces.every((s) => ratio(c, s) >= AA_NON_TEXT)) : seed;
  // Black or white always reaches 4.58:1 on any colour; the guard keeps the rule if that changes.
  const primary = approach(
    fill,
    ratio(fill, WHITE) >= ratio(fill, BLACK) ? BLACK : WHITE,
    (c) => ratio(c, textOn(c)) >= AA_TEXT,
  );
  const readable = [parseHex(palette.text)!, parseHex(palette.muted)!];
  const soft = approachFrom(SOFT_SHARE, surface, primary, (c) => readable.every((t) => ratio(c, t) >= AA_TEXT));
  const primaryText = approach(primary, dark ? WHITE : BLACK, (c) =>
    [...surfaces, soft].every((s) => ratio(c, s) >= AA_TEXT),
  );
  return {
    primary: toHex(primary),
    onPrimary: toHex(textOn(primary)),
    primaryText: toHex(primaryText),
    primarySoft: toHex(soft),
    focus: toHex(primaryText),
    themeColor: dark ? palette.bg : toHex(primary),
  };
}

const ratio = (a: Rgb, b: Rgb) => contrastRatio(luminance(a), luminance(b));
const textOn = (fill: Rgb): Rgb => (ratio(fill, WHITE) >= ratio(fill, BLACK) ? WHITE : BLACK);
function mix(from: Rgb, to: Rgb, share: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * share);
  return [channel(0), channel(1), channel(2)];
}

/** The first colour on the way from `from` to `to`, in steps of 1%, that passes (at worst `to`). */
function approach(from: Rgb, to: Rgb, passes: (c: Rgb) => boolean): Rgb {
  for (let step = 0; step < 100; step++) {
    const candidate = mix(from, to, step / 100);
    if (passes(candidate)) return candidate;
  }
  return to;
}

/** The most of `to` mixed into `from`, up to `share`, that passes (at worst `from` itself). */
function approachFrom(share: number, from: Rgb, to: Rgb, passes: (c: Rgb) => boolean): Rgb {
  for (let step = Math.round(share * 100); step > 0; step--) {
    const candidate = mix(from, to, step / 100);
    if (passes(candidate)) return candidate;
  }
  return from;
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
