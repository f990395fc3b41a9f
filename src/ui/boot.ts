import type { i18n } from 'i18next';
import { createAlertCenter, type AlertCenter } from '../core/alerts';
import { createApiClient, type ApiClient } from '../core/api/client';
import { authApi } from '../core/api/auth';
import type { CurrentUser } from '../core/api/user';
import { hasCaughtUp, openEventLog } from '../core/eventLog';
import { createEventRegistry } from '../core/events';
import { cryptoIdSource, systemClock } from '../core/ids';
import { createKernel, type Kernel } from '../core/kernel';
import { createPluginHost, type PluginHost } from '../core/plugins';
import { createSyncEngine, type SyncEngine } from '../core/sync/engine';
import { createHttpTransport } from '../core/sync/transport';
import { createAuthStore, type AuthStore } from '../features/auth/authStore';
import { flagsOf } from '../features/auth/navigationInput';
import { featureCommands, featureEvents, featureProjections } from '../features';
import { pluginManifests } from '../plugins';
import { createI18n, initialLanguage } from './i18n';
import { rejectedMessage } from './syncRejections';
import { localStorageWorks, reportingStorageFailures, requestPersistentStorage, storageProblemOf, type StorageProblem } from './storage';

export const EVENT_LOG_NAME = 'forkcast';

/**
 * Whose events a session keeps: one's own stream in the device's log, or (a coach viewing a
 * client) that client's stream in a log of its own, so the coach's and each client's read models
 * never mix and leaving a client needs no refold.
 */
export interface SessionScope {
  readonly logName: string;
  readonly stream: string;
}
const ownScope = (user: CurrentUser): SessionScope => ({ logName: EVENT_LOG_NAME, stream: user.stream });
export const clientScope = (clientId: number): SessionScope => ({ logName: `${EVENT_LOG_NAME}-client-${clientId}`, stream: `user:${clientId}` });

/** What the app has before anyone signs in. */
export interface AppServices {
  readonly i18n: i18n;
  readonly alerts: AlertCenter;
  readonly api: ApiClient;
  readonly auth: AuthStore;
}

/** What a signed-in session adds: the device's event log folded for this user, and their plugins. */
export interface SessionServices {
  readonly kernel: Kernel;
  readonly plugins: PluginHost;
  readonly sync: SyncEngine;
  readonly stream: string;
  /** Stops sync and tab coordination (sign-out). */
  stop(): void;
}

/** The device's storage cannot be used (private mode, blocked for the site, or full): the app cannot work. */
export class StorageUnavailableError extends Error {
  constructor(readonly problem: StorageProblem = 'unavailable') {
    super(problem === 'full' ? 'The device storage is full' : 'This browser does not let the app store data');
    this.name = 'StorageUnavailableError';
  }
}

export async function bootApp(): Promise<AppServices> {
  if (!localStorageWorks()) throw new StorageUnavailableError();
  const auth = createAuthStore(localStorage);
  const englishOnly = auth.get().user ? flagsOf(auth.get().user!).FF_ENGLISH_LANGUAGE_ONLY : false;
  const i18n = await createI18n(initialLanguage(englishOnly));
  const api = createApiClient({ baseUrl: '', token: () => auth.get().token, language: () => i18n.language });
  return { i18n, alerts: createAlertCenter(systemClock), api, auth };
}

/** Opens the scope's log, folds its read models, syncs its stream and loads the plugins the user enables. */
export async function startSession(app: AppServices, user: CurrentUser, scope: SessionScope = ownScope(user)): Promise<SessionServices> {
  const clock = systemClock;
  const ids = cryptoIdSource(clock);
  const i18n = app.i18n;
  const opened = await openEventLog(scope.logName, () => ids.next()).catch((error: unknown) => {
    console.error('Could not open the event log', error);
    throw new StorageUnavailableError(storageProblemOf(error) ?? 'unavailable');
  });
  const log = reportingStorageFailures(opened, (problem) =>
    app.alerts.raise({ text: i18n.t(problem === 'full' ? 'storage.full' : 'storage.unavailable') }),
  );
  const caughtUp = (await hasCaughtUp(log, scope.stream)) ? [scope.stream] : [];
  const actor = `user:${user.id}`;
  const kernel = await createKernel({
    log,
    events: createEventRegistry(featureEvents),
    commands: featureCommands,
    projections: featureProjections,
    clock,
    ids,
    session: () => ({ actor, stream: scope.stream }),
  });
  const plugins = createPluginHost(pluginManifests, (language, resources) => {
    for (const [ns, bundle] of Object.entries(resources)) app.i18n.addResourceBundle(language, ns, bundle, true, false);
  });
  const flags = flagsOf(user);
  await plugins.apply({ flags, role: user.is_coach ? 'coach' : user.is_diy ? 'self-service' : 'client', recipeSystem: user.organisation.recipe_system_type });

  // Tabs of one browser share the log: one tab syncs (Web Locks), the others hear of changes.
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${scope.logName}-changes`);
  const sync = createSyncEngine({
    kernel,
    transport: createHttpTransport({ api: app.api, baseUrl: '', token: () => app.auth.get().token }),
    streams: () => [scope.stream],
    clock,
    onRejected: (rejections) => {
      console.warn('The server refused changes', rejections);
      app.alerts.raise({ text: rejectedMessage(app.i18n, rejections) });
    },
    onUnauthorized: () => void signOut(app, null),
    onChanged: () => channel?.postMessage('changed'),
    caughtUp,
  });
  if (!navigator.onLine) sync.setOnline(false);
  channel?.addEventListener('message', (event) => {
    if (event.data === 'changed') void kernel.reload();
    if (event.data === 'appended') void sync.syncNow();
  });
  const appended = kernel.bus.appended$.subscribe(() => channel?.postMessage('appended'));
  const stopLock = runWhileHoldingLock(`${scope.logName}-sync`, () => {
    sync.start();
    return () => sync.stop();
  });
  // Every tab of a new device loads the account's data itself, so none waits on another to show it.
  if (caughtUp.length === 0) void sync.syncNow();
  if (scope.logName === EVENT_LOG_NAME) void requestPersistentStorage(navigator.storage, log);
  const onOnline = () => sync.setOnline(true);
  const onOffline = () => sync.setOnline(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return {
    kernel,
    plugins,
    sync,
    stream: scope.stream,
    stop() {
      stopLock();
      sync.stop();
      appended.unsubscribe();
      channel?.close();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      kernel.dispose();
    },
  };
}

/** Runs `start` while this tab holds the named Web Lock (at once where locks are unsupported). */
function runWhileHoldingLock(name: string, start: () => () => void): () => void {
  if (!('locks' in navigator)) {
    const stop = start();
    return stop;
  }
  const abort = new AbortController();
  let stop: (() => void) | undefined;
  navigator.locks
    .request(name, { signal: abort.signal }, () => {
      stop = start();
      return new Promise<void>((resolve) => abort.signal.addEventListener('abort', () => resolve()));
    })
    .catch(() => undefined);
  return () => {
    stop?.();
    abort.abort();
  };
}

/**
 * Signs out: tells the server (best effort: offline, the token still dies on its own), then erases
 * everything this device keeps, the event log included, and starts again at the login screen.
 */
export async function signOut(app: AppServices, session: SessionServices | null): Promise<void> {
  session?.stop();
  if (app.auth.get().token) await app.api.call('logout', authApi.tokenLogout, {}).catch(() => undefined);
  await resetDevice(session);
}

/** The event logs on this device: one's own, and those of clients a coach viewed (indexedDB.databases() lists them where supported). */
export async function deviceLogNames(): Promise<string[]> {
  const listed = (await indexedDB.databases?.().catch(() => [])) ?? [];
  return [...new Set([EVENT_LOG_NAME, ...listed.map((d) => d.name ?? '').filter((name) => name.startsWith(`${EVENT_LOG_NAME}-client-`))])];
}

/** Erases this device's data and starts again ('reset app', logout, a refused token). */
export async function resetDevice(session: Pick<SessionServices, 'kernel'> | null): Promise<void> {
  if (session) {
    await session.kernel.log.clear();
    session.kernel.log.close();
  }
  const names = await deviceLogNames();
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
  try {
    localStorage.clear();
  } catch {
    // Nothing stored to clear.
  }
  window.location.assign('/');
}
