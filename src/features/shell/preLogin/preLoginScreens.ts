import type { Language } from '../../../core/language';
import { lazyLoaded } from '../../../ui/lazyLoaded';
import { shellTexts } from '../texts';
import { welcomeSeen } from './preLoginStorage';

/**
 * The screens before the login form, each a chunk of its own, fetched only when shown; drawn at
 * once when their code is in already (lazyLoaded: React.lazy would hold it back 300 ms).
 */
export const WelcomeCarousel = lazyLoaded(() => import('./WelcomeCarousel').then((m) => m.default));
export const PwaSignupScreen = lazyLoaded(() => import('./PwaSignupScreen').then((m) => m.default));

/**
 * A first visit's /login shows the welcome carousel before the form: its code and the shell's
 * texts start beside the login screen's (the login route's `preload`), not once that has drawn.
 */
export function preloadPreLogin(language: Language): void {
  if (welcomeSeen()) return;
  const warn = (error: unknown) => console.warn('Could not preload the welcome carousel', error);
  WelcomeCarousel.preload().catch(warn);
  shellTexts.load[language]().catch(warn);
}
