import { describe, expect, it } from 'vitest';
import type { Organisation } from '../../core/api/user';
import {
  brandingChanges,
  brandingSchema,
  brandingValuesOf,
  canSave,
  normalColour,
  previewLogo,
  type BrandingValues,
  type LogoChoice,
} from './brandingForm';

const organisation = (overrides: Partial<Organisation> = {}) =>
  ({ name: 'Forkcast Demo', primary_colour: '#2e7d32', logo: null, ...overrides }) as Organisation;
const initial = brandingValuesOf(organisation());
const withValues = (values: Partial<BrandingValues>): BrandingValues => ({ ...initial, ...values });
const messages = (values: BrandingValues) => {
  const result = brandingSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const chosen = (size: number, type = 'image/png'): LogoChoice => ({
  kind: 'chosen',
  fileName: 'logo.png',
  dataUrl: size > 1_000_000 ? '' : 'data:image/png;base64,AAAA',
  size,
  type,
});

describe('the branding form (1-shell.txt section 5)', () => {
  it('starts from the organisation, with #00bcd4 when it has no colour', () => {
    expect(brandingValuesOf(organisation({ primary_colour: null, logo: '/api/organisations/1/logo' }))).toEqual({
      name: 'Forkcast Demo',
      primaryColour: '#00bcd4',
      logo: { kind: 'current', url: '/api/organisations/1/logo' },
      colourUnset: true,
    });
  });

  it('stores the default colour with the first save of an organisation that has none, and only then', () => {
    const unset = brandingValuesOf(organisation({ primary_colour: null }));
    expect(canSave(unset, unset)).toBe(false);
    expect(brandingChanges(unset, { ...unset, name: 'Renamed' })).toEqual({
      name: 'Renamed',
      primary_colour: '#00bcd4',
    });
    expect(brandingChanges(initial, withValues({ name: 'Renamed' }))).toEqual({ name: 'Renamed' });
  });

  it.each([
    ['', 'errors.nameRequired'],
    ['   ', 'errors.nameRequired'],
    ['x'.repeat(101), 'errors.nameTooLong'],
  ])('refuses the name %j: %s', (name, message) => {
    expect(messages(withValues({ name }))).toEqual([message]);
  });

  it.each([
    ['', 'errors.colourRequired'],
    ['red', 'errors.colourInvalid'],
    ['#0bc', 'errors.colourInvalid'],
    ['#00bcd4ff', 'errors.colourInvalid'],
    ['#00bcdg', 'errors.colourInvalid'],
  ])('refuses the colour %j: %s', (primaryColour, message) => {
    expect(messages(withValues({ primaryColour }))).toEqual([message]);
  });

  it('reads a colour typed without # or in capitals as #rrggbb', () => {
    expect(normalColour(' 00BCD4 ')).toBe('#00bcd4');
    expect(normalColour('#AA3300')).toBe('#aa3300');
    expect(normalColour('#abc')).toBeNull();
  });

  it('takes a logo of 1,000,000 bytes and refuses one byte more with the size message', () => {
    expect(messages(withValues({ logo: chosen(1_000_000) }))).toEqual([]);
    expect(messages(withValues({ logo: chosen(1_000_001) }))).toEqual(['errors.logoTooBig']);
    expect(canSave(initial, withValues({ logo: chosen(1_000_001) }))).toBe(false);
  });

  it('refuses a logo that is not a PNG, JPEG or WebP', () => {
    expect(messages(withValues({ logo: chosen(2_000, 'image/svg+xml') }))).toEqual(['errors.logoType']);
    expect(messages(withValues({ logo: chosen(2_000, 'image/webp') }))).toEqual([]);
  });

  it('keeps Save off until something changed, and off again when it is changed back', () => {
    expect(canSave(initial, initial)).toBe(false);
    expect(canSave(initial, withValues({ name: '  Forkcast Demo ' }))).toBe(false);
    expect(canSave(initial, withValues({ primaryColour: '#2E7D32' }))).toBe(false);
    expect(canSave(initial, withValues({ name: 'Carla Coaching' }))).toBe(true);
    expect(canSave(initial, withValues({ name: 'Carla Coaching', primaryColour: 'nope' }))).toBe(false);
  });

  it('sends only what changed, trimmed, and the colour as #rrggbb', () => {
    expect(brandingChanges(initial, withValues({ name: ' Carla Coaching ' }))).toEqual({ name: 'Carla Coaching' });
    expect(brandingChanges(initial, withValues({ primaryColour: 'AA3300' }))).toEqual({ primary_colour: '#aa3300' });
  });

  it('sends the logo only when a new one was chosen, and null when the current one is removed', () => {
    const branded = brandingValuesOf(organisation({ logo: '/api/organisations/1/logo' }));
    expect(brandingChanges(branded, { ...branded, name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(brandingChanges(branded, { ...branded, logo: chosen(10) })).toEqual({
      logo: 'data:image/png;base64,AAAA',
    });
    expect(brandingChanges(branded, { ...branded, logo: { kind: 'removed' } })).toEqual({ logo: null });
    // Removing a logo the organisation never had changes nothing.
    expect(brandingChanges(initial, withValues({ logo: { kind: 'removed' } }))).toEqual({});
  });

  it('previews a chosen logo, the current one, or none', () => {
    expect(previewLogo(chosen(10))).toBe('data:image/png;base64,AAAA');
    expect(previewLogo(chosen(1_000_001))).toBeNull();
    expect(previewLogo({ kind: 'current', url: '/logo' })).toBe('/logo');
    expect(previewLogo({ kind: 'removed' })).toBeNull();
  });
});
