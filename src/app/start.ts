import { createAlertCenter } from '../core/alerts';
import { createApiClient } from '../core/api/client';
import { createAuthStore } from '../core/authStore';
import { systemClock } from '../core/ids';
import { resetDevice } from '../ui/device';
import type { AppServices } from '../ui/services';
import { featureFlags } from '../plugins';
import { createI18n, createTextLoader, initialLanguage, storeLanguage, type TextLoader } from './i18n';
import { signOut } from './signOut';
import { localStorageWorks, StorageUnavailableError } from './storage';

/*
 * The shell's start, before anyone signs in. A session's machinery (the event log, the kernel, sync,
 * the plugin host) is in ./boot, a chunk of its own that the login screen never waits for: it loads
 * once someone signs in, and at once at start when a token is stored (loadSession), so a signed-in
 * start fetches it beside the entry rather than after it.
 */

/** What the shell has beyond what screens see: the loader of the features' texts. */
export interface ShellServices extends AppServices {
  readonly texts: TextLoader;
}

/**
 * Starts the app before anyone signs in. The language is the stored choice or the device's; the
 * plugins of a signed-in person (English only) narrow it once their session starts.
 */
export async function bootApp(): Promise<ShellServices> {
  if (!localStorageWorks()) throw new StorageUnavailableError();
  const auth = createAuthStore(localStorage);
  if (auth.get().token) void loadSession();
  const i18n = await createI18n(initialLanguage());
  const texts = createTextLoader(i18n);
  const api = createApiClient({ baseUrl: '', token: () => auth.get().token, language: () => i18n.language });
  const app: ShellServices = {
    i18n,
    alerts: createAlertCenter(systemClock),
    api,
    auth,
    texts,
    signOut: (session) => signOut(app, session),
    resetDevice: () => resetDevice(),
    featureFlags,
    async setLanguage(language) {
      storeLanguage(language);
      await texts.switchTo(language);
    },
  };
  return app;
}

/** The session's machinery (./boot): fetched at start when someone is signed in, on first use otherwise. */
export const loadSession = () => import('./boot');
