/**
 * What a logged-out visitor sees before the login form (1-shell.txt sections 1, 2 and 4): the
 * welcome carousel on a first visit, then the PWA signup when the brand asks a phone's browser to
 * install the app first, then the login form. Pure; the facts are read by usePreLoginFacts.
 */
export type PreLoginScreen = 'carousel' | 'pwaSignup' | 'login';

export interface PreLoginFacts {
  /** The carousel was seen (or skipped) on this device, or someone signed in here. */
  readonly welcomeSeen: boolean;
  /** The portal's brand asks for the app first (its pwa_signup setting). */
  readonly brandAsksForApp: boolean;
  /** A phone-sized browser tab, not the installed app. */
  readonly mobileWeb: boolean;
  /** The visitor chose 'Continue in the browser' in this visit. */
  readonly continuedInBrowser: boolean;
}

/** The layout's mobile width (1-shell.txt section 2: above 900 is desktop). */
export const MOBILE_MAX_WIDTH = 900;

export function preLoginScreen(facts: PreLoginFacts): PreLoginScreen {
  if (!facts.welcomeSeen) return 'carousel';
  if (facts.brandAsksForApp && facts.mobileWeb && !facts.continuedInBrowser) return 'pwaSignup';
  return 'login';
}

/** The browser choice is kept for the visit (the carousel's key, kept across logout, is the kit's). */
export const CONTINUED_IN_BROWSER_KEY = 'forkcast.continuedInBrowser';
