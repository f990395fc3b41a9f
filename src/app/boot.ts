import { createAlertCenter } from '../core/alerts';
import { createApiClient } from '../core/api/client';
import { createAuthStore, keepsUser, storedToken } from '../core/authStore';
import { systemClock } from '../core/ids';
import { openLogDatabaseEarly } from '../core/logDatabase';
import { EVENT_LOG_NAME, resetDevice } from '../ui/device';
import { featureFlags } from '../plugins';
import { askCurrentUserEarly } from './earlyCurrentUser';
import { createI18n, createTextLoader, initialLanguage, storeLanguage } from './i18n';
import { StorageUnavailableError, type ShellServices } from './shellServices';
import { localStorageWorks } from './storage';
import type * as SignedInCode from './signedIn';
import type { i18n as I18n } from 'i18next';

/**
 * What a signed-in person needs beyond the shell (the event log, the kernel with every slice's
 * events, deciders and read models, sync, plugins, zod): one chunk, fetched at boot when a token
 * is stored and at sign-in otherwise, so that the first download of the login screen holds none
 * of it.
 */
let signedInCode: typeof SignedInCode | undefined;
export const loadSignedIn = () => import('./signedIn').then((code) => (signedInCode = code));
/** The session's code, once it is in. */
export const signedInCodeNow = () => signedInCode;

/**
 * Starts the app before anyone signs in. The language is the stored choice or the device's; the
 * plugins of a signed-in person (English only) narrow it once their session starts. `showWait`
 * draws a new device's wait for its data (token, no user kept) once the first texts are in, if the
 * session's code is not: the wait's message, the page's largest paint, then needs neither that
 * code (kernel, zod, 60 KiB) nor its evaluation.
 */
export async function bootApp(showWait?: (i18n: I18n) => void): Promise<ShellServices> {
  if (!localStorageWorks()) throw new StorageUnavailableError();
  const language = initialLanguage();
  const firstTexts = createI18n(language);
  // A stored token: the device's log opens and its snapshots are read while the session's code
  // and the first texts arrive, and that code starts what follows (earlyStart.ts) once it is in.
  // The current user is asked for at once too, and the plugins' code starts as soon as both are in.
  const token = storedToken(localStorage);
  const early = token ? askCurrentUserEarly(token, language) : undefined;
  const signedIn = early
    ? (() => {
        const database = openLogDatabaseEarly(EVENT_LOG_NAME);
        return loadSignedIn().then((code) => {
          const stored = createAuthStore(localStorage, code.storedUserOf);
          code.startEarly(stored.get(), firstTexts, early.body.then(code.storedUserOf), database, early.ask);
          return stored;
        });
      })()
    : undefined;
  if (signedIn && showWait && !keepsUser(localStorage)) {
    let sessionCodeIn = false;
    void signedIn.then(() => (sessionCodeIn = true)).catch(() => undefined);
    void firstTexts.then((i18n) => sessionCodeIn || showWait(i18n)).catch(() => undefined);
  }
  const [i18n, storedAuth] = await Promise.all([firstTexts, signedIn]);
  performance.mark('forkcast:texts-loaded');
  // Without a token no user is stored (signing in forgets the last one): none to read.
  const auth = storedAuth ?? createAuthStore(localStorage, () => undefined);
  const texts = createTextLoader(i18n);
  const api = createApiClient({
    baseUrl: '',
    token: () => auth.get().token,
    language: () => i18n.language,
    ...(early ? { fetch: early.fetch } : {}),
  });
  const app: ShellServices = {
    i18n,
    alerts: createAlertCenter(systemClock),
    api,
    auth,
    texts,
    signOut: async (session) => (await loadSignedIn()).signOut(app, session),
    resetDevice: () => resetDevice(),
    featureFlags,
    async setLanguage(language) {
      storeLanguage(language);
      await texts.switchTo(language);
    },
  };
  return app;
}
