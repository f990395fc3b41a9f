import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_NON_TEXT,
  AA_TEXT,
  contrast,
  DEFAULT_PRIMARY,
  HORMONE_PRIMARY,
  PALETTE,
  SCHEMES,
  surfacesOf,
  themeFor,
  themeTokens,
  type Palette,
  type SchemeTokens,
} from '../../../src/core/theme';
import { TOKEN_PROPERTIES } from '../../../src/ui/theme';

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('theme tokens from the seed (issue 12, Theme)', () => {
  it('uses light green when the organisation sets no colour', () =>
    expect(themeTokens({ primary: null }).light.primary).toBe(DEFAULT_PRIMARY));
  it('uses the brand colour, normalised', () =>
    expect(themeTokens({ primary: '#00BCD4' }).light.primary).toBe('#00bcd4'));
  it('reads the three-digit form', () => expect(themeTokens({ primary: '#0bd' }).light.primary).toBe('#00bbdd'));
  it('ignores a colour that is not one', () =>
    expect(themeTokens({ primary: 'red; background:url(x)' }).light.primary).toBe(DEFAULT_PRIMARY));
  it('the hormone purple is a seed like any other', () =>
    expect(themeTokens({ primary: HORMONE_PRIMARY }).light.primary).toBe(HORMONE_PRIMARY));
  it('the shell entry still replaces the brand colour by the hormone theme', () =>
    expect(themeFor('#00bcd4', true).primary).toBe(HORMONE_PRIMARY));
  it('text on the default green is black, and on the hormone purple white', () => {
    expect(themeTokens({ primary: null }).light.onPrimary).toBe('#000000');
    expect(themeTokens({ primary: HORMONE_PRIMARY }).light.onPrimary).toBe('#ffffff');
  });
  it('a dark brand colour is lightened in the dark scheme so it stands out from the page', () => {
    const dark = themeTokens({ primary: HORMONE_PRIMARY }).dark;
    expect(dark.primary).not.toBe(HORMONE_PRIMARY);
    for (const surface of surfacesOf('dark'))
      expect(contrast(dark.primary, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
  it('the light scheme keeps the brand colour as given', () =>
    fc.assert(
      fc.property(hexColour, (colour) => {
        expect(themeTokens({ primary: colour }).light.primary).toBe(colour);
      }),
    ));

  it.each(SCHEMES)('any brand colour gives AA pairs in the %s scheme (property)', (scheme) =>
    fc.assert(
      fc.property(hexColour, (colour) => {
        const tokens = themeTokens({ primary: colour })[scheme];
        expectReadable(tokens, PALETTE[scheme], surfacesOf(scheme));
      }),
    ),
  );
  it('the alert link (the other scheme primary text) reads on the alert, for any brand colour (property)', () =>
    fc.assert(
      fc.property(hexColour, (colour) => {
        const tokens = themeTokens({ primary: colour });
        expect(contrast(tokens.dark.primaryText, PALETTE.light.alertBg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrast(tokens.light.primaryText, PALETTE.dark.alertBg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
    ));
});

describe('the fixed palette (issue 12, Theme)', () => {
  it.each(SCHEMES)(
    'text, muted text and errors read on every %s surface; inputs and status dots stand out',
    (scheme) => {
      const palette = PALETTE[scheme];
      for (const surface of surfacesOf(scheme)) {
        for (const text of [palette.text, palette.muted, palette.danger])
          expect(contrast(text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        for (const mark of [palette.borderStrong, palette.success, palette.warning, palette.offline])
          expect(contrast(mark, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      }
      expect(contrast(palette.onDanger, palette.danger)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrast(palette.alertText, palette.alertBg)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );
  it('the alert wears the other scheme: its background is a surface there', () => {
    expect(surfacesOf('dark')).toContain(PALETTE.light.alertBg);
    expect(surfacesOf('light')).toContain(PALETTE.dark.alertBg);
  });
});

describe('tokens.css says what theme.ts says', () => {
  const css = readFileSync(new URL('../../../src/ui/tokens.css', import.meta.url), 'utf8');
  const [lightBlock, darkBlock] = css.split('@media (prefers-color-scheme: dark)') as [string, string];
  const declared = (block: string, property: string) => new RegExp(`${property}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

  it.each(SCHEMES)('the %s palette', (scheme) => {
    const block = scheme === 'light' ? lightBlock : darkBlock;
    for (const [name, value] of Object.entries(PALETTE[scheme]))
      expect([name, declared(block, `--color-${kebab(name)}`)]).toEqual([name, value]);
  });
  it('the default green tokens of both schemes, and each scheme picks its own', () => {
    const defaults = themeTokens({ primary: null });
    for (const scheme of SCHEMES) {
      for (const [token, property] of Object.entries(TOKEN_PROPERTIES)) {
        expect(declared(lightBlock, `${property}-${scheme}`)).toBe(
          defaults[scheme][token as keyof typeof TOKEN_PROPERTIES],
        );
        expect(declared(scheme === 'light' ? lightBlock : darkBlock, property)).toBe(`var(${property}-${scheme})`);
      }
    }
  });
});

describe('every colour is a token', () => {
  it('no stylesheet or component outside tokens.css names a colour', () => {
    const src = new URL('../../../src/', import.meta.url);
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(css|tsx)$/.test(f) && !f.endsWith('tokens.css'),
    );
    const literal = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|color-mix)\(/i;
    const offenders = files.flatMap((file) =>
      readFileSync(new URL(file, src), 'utf8')
        .split('\n')
        .flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});

describe('index.html says what theme.ts says', () => {
  it.each(SCHEMES)('the %s toolbar colour before the app applies the theme', (scheme) => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const meta = new RegExp(
      `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="([^"]+)"`,
    ).exec(html);
    expect(meta?.[1]).toBe(themeTokens({ primary: null })[scheme].themeColor);
  });
});

function expectReadable(tokens: SchemeTokens, palette: Palette, surfaces: readonly string[]) {
  expect(contrast(tokens.onPrimary, tokens.primary)).toBeGreaterThanOrEqual(AA_TEXT);
  expect(['#ffffff', '#000000']).toContain(tokens.onPrimary);
  for (const surface of [...surfaces, tokens.primarySoft]) {
    expect(contrast(tokens.primaryText, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(tokens.focus, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  }
  for (const text of [palette.text, palette.muted])
    expect(contrast(text, tokens.primarySoft)).toBeGreaterThanOrEqual(AA_TEXT);
}
