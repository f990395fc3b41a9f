import { describe, expect, it } from 'vitest';
import { alertFor, createAlertCenter } from '../../src/core/alerts';
import { chooseLanguage } from '../../src/core/language';
import { contrastRatio, DEFAULT_PRIMARY, HORMONE_PRIMARY, luminance, PAGE_BACKGROUND, parseHex, themeFor } from '../../src/core/theme';
import fc from 'fast-check';

describe('language (1-shell.txt section 4)', () => {
  it('the stored choice wins', () => expect(chooseLanguage('en', ['nl-NL'])).toBe('en'));
  it('a Dutch device gets Dutch', () => expect(chooseLanguage(null, ['nl-BE', 'en'])).toBe('nl'));
  it('any other device language gets English', () => expect(chooseLanguage(null, ['de-DE', 'nl'])).toBe('en'));
  it('a device with no language gets the default, Dutch', () => expect(chooseLanguage(null, [])).toBe('nl'));
  it('an unknown stored value is ignored', () => expect(chooseLanguage('fr', ['nl'])).toBe('nl'));
  it('the English-only flag overrides everything', () => expect(chooseLanguage('nl', ['nl'], true)).toBe('en'));
});

describe('global alert (1-shell.txt section 8)', () => {
  it('says the generic message for any failure', () => expect(alertFor({ status: 500 })).toEqual({ key: 'errors.generic' }));
  it('shows the first non_field_errors message of a 400', () =>
    expect(alertFor({ status: 400, body: { non_field_errors: ['Plan is locked.', 'second'] } })).toEqual({ text: 'Plan is locked.' }));
  it('a 400 without non_field_errors gets the generic message', () => expect(alertFor({ status: 400, body: { name: ['x'] } })).toEqual({ key: 'errors.generic' }));
  it('stays silent for a 401 on the current user (that signs out)', () => expect(alertFor({ status: 401, operation: 'currentUser' })).toBeUndefined());
  it('stays silent for the 400s handled on their own screen', () => {
    expect(alertFor({ status: 400, operation: 'verifyOTP' })).toBeUndefined();
    expect(alertFor({ status: 400, operation: 'createCalendarDay' })).toBeUndefined();
  });
  it('shows at most one alert a second', () => {
    let now = 0;
    const center = createAlertCenter({ now: () => new Date(now) });
    const shown: unknown[] = [];
    center.alerts$.subscribe((a) => shown.push(a));
    expect(center.report({ status: 500 })).toBe(true);
    now = 999;
    expect(center.report({ status: 500 })).toBe(false);
    now = 1_000;
    expect(center.report({ status: 502 })).toBe(true);
    expect(shown).toHaveLength(2);
  });
});

describe('theme (1-shell.txt section 4)', () => {
  it('uses light green when the organisation sets no colour', () => expect(themeFor(null).primary).toBe(DEFAULT_PRIMARY));
  it('uses the brand colour, normalised', () => expect(themeFor('#00BCD4').primary).toBe('#00bcd4'));
  it('ignores a colour that is not one', () => expect(themeFor('red; background:url(x)').primary).toBe(DEFAULT_PRIMARY));
  it('the hormone theme replaces the brand colour', () => expect(themeFor('#00bcd4', true).primary).toBe(HORMONE_PRIMARY));
  it('keeps text readable on any brand colour (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const colour = `#${n.toString(16).padStart(6, '0')}`;
        const theme = themeFor(colour);
        const on = contrastRatio(luminance(parseHex(theme.primary)!), luminance(parseHex(theme.onPrimary)!));
        expect(on).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(luminance(parseHex(theme.primaryText)!), luminance(parseHex(PAGE_BACKGROUND)!))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
