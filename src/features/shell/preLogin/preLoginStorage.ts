import { WELCOME_SEEN_KEY } from '../../../ui/device';
import { CONTINUED_IN_BROWSER_KEY } from './preLoginRules';

// Storage can be unavailable (private modes, blocked): the carousel then shows once per visit at most.
const read = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
};
const write = (storage: () => Storage, key: string) => {
  try {
    storage().setItem(key, '1');
  } catch {
    // Remembered for this screen only.
  }
};

export const welcomeSeen = () => read(() => localStorage, WELCOME_SEEN_KEY);
/** The carousel was seen or skipped, or the person signed in on this device: no first visit any more. */
export const rememberWelcomeSeen = () => write(() => localStorage, WELCOME_SEEN_KEY);
export const continuedInBrowser = () => read(() => sessionStorage, CONTINUED_IN_BROWSER_KEY);
export const rememberContinuedInBrowser = () => write(() => sessionStorage, CONTINUED_IN_BROWSER_KEY);
