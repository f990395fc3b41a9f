import { describe, expect, it } from 'vitest';
import { preLoginScreen, type PreLoginFacts } from './preLoginRules';

const seen: PreLoginFacts = { welcomeSeen: true, brandAsksForApp: false, mobileWeb: true, continuedInBrowser: false };

describe('before the login form', () => {
  it('a first visit sees the welcome carousel, whatever else holds', () => {
    expect(preLoginScreen({ ...seen, welcomeSeen: false })).toBe('carousel');
    expect(preLoginScreen({ ...seen, welcomeSeen: false, brandAsksForApp: true })).toBe('carousel');
  });

  it('once seen, the login form', () => {
    expect(preLoginScreen(seen)).toBe('login');
  });

  it("a phone's browser sees the PWA signup when the brand asks for it, until it continues in the browser", () => {
    expect(preLoginScreen({ ...seen, brandAsksForApp: true })).toBe('pwaSignup');
    expect(preLoginScreen({ ...seen, brandAsksForApp: true, continuedInBrowser: true })).toBe('login');
    expect(preLoginScreen({ ...seen, brandAsksForApp: true, mobileWeb: false })).toBe('login');
  });
});
