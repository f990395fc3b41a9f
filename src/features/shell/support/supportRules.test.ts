import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_URL, helpPlacesOf, showsSupportButton, wantsCustomLauncher } from './supportRules';

const person = (is_coach: boolean, is_diy: boolean, simple: boolean) => ({
  is_coach,
  is_diy,
  organisation: { recipe_system_type: simple ? ('SIMPLE' as const) : ('COMPLEX' as const) },
});

describe('the support button', () => {
  it.each([
    [375, true],
    [1024, true],
    [1025, false],
    [1440, false],
  ])('shows on the login and code screens at %i px: %s', (width, shown) => {
    expect(showsSupportButton('login', width)).toBe(shown);
    expect(showsSupportButton('code', width)).toBe(shown);
  });

  it.each([
    ['a coach', person(true, false, false), true],
    ['a DIY user', person(false, true, false), true],
    ['a client of a simple organisation', person(false, false, true), true],
    ['a managed client', person(false, false, false), false],
  ])('shows on My profile for %s: %s', (_, user, shown) => {
    expect(wantsCustomLauncher(user)).toBe(shown);
    expect(showsSupportButton('profile', 375, user)).toBe(shown);
    expect(showsSupportButton('profile', 1025, user)).toBe(false);
  });

  it('never shows on My profile without a person, nor at an unknown width', () => {
    expect(showsSupportButton('profile', 375)).toBe(false);
    expect(showsSupportButton('login', Number.NaN)).toBe(false);
  });

  it("opens the organisation's chat, else its help site, else the default help site", () => {
    expect(helpPlacesOf(undefined)).toEqual({ chat: null, site: DEFAULT_HELP_URL });
    expect(helpPlacesOf({ support_url: 'https://help.brand.nl/', help_chat_url: 'https://chat.brand.nl/x' })).toEqual({
      chat: 'https://chat.brand.nl/x',
      site: 'https://help.brand.nl/',
    });
    // Only https pages: a script address or plain http is not followed.
    expect(helpPlacesOf({ support_url: 'javascript:alert(1)', help_chat_url: 'http://chat.brand.nl' })).toEqual({
      chat: null,
      site: DEFAULT_HELP_URL,
    });
    expect(helpPlacesOf({ support_url: null }, 'https://help.example.org').site).toBe('https://help.example.org');
  });
});
