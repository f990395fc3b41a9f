import { authApi } from '../core/api/auth';
import type { CurrentUser } from '../core/api/user';
import { hasCaughtUp, openEventLog } from '../core/eventLog';
import { createEventRegistry } from '../core/events';
import { cryptoIdSource, systemClock } from '../core/ids';
import { createKernel } from '../core/kernel';
import { createPluginHost } from '../core/plugins';
import { createSyncEngine } from '../core/sync/engine';
import { createHttpTransport } from '../core/sync/transport';
import { EVENT_LOG_NAME, resetDevice } from '../ui/device';
import { pluginTargetsFor } from '../ui/pluginTargets';
import type { AppServices, SessionServices } from '../ui/services';
import { featureCommands, featureEvents, featureProjections } from '../features/kernels';
import { retryAccountLanguage } from '../features/profile/accountLanguage';
import { pluginManifests } from '../plugins';
import { StorageUnavailableError } from './shellServices';
import { takeEarlyLog } from './earlyStart';
import { pluginContextOf } from './pluginContext';
import { previewFrom } from './previewFrom';
import { rejectedMessage } from './syncRejections';
import { reportingStorageFailures, requestPersistentStorage, storageProblemOf } from './storage';
import { whenIdle } from '../ui/whenIdle';

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
export const clientScope = (clientId: number): SessionScope => ({
  logName: `${EVENT_LOG_NAME}-client-${clientId}`,
  stream: `user:${clientId}`,
});

/** Opens the scope's log, folds its read models, syncs its stream and loads the plugins the user enables. */
export async function startSession(
  app: AppServices,
  user: CurrentUser,
  scope: SessionScope = ownScope(user),
  onConfigChanged?: () => void,
): Promise<SessionServices> {
  performance.mark('forkcast:session-starting');
  const clock = systemClock;
  const ids = cryptoIdSource(clock);
  const i18n = app.i18n;
  // A language chosen offline reaches the account (and so the sign-in mail) at the next start.
  void retryAccountLanguage(app.api, localStorage);
  // A log opened early (earlyStart.ts) is taken as it is; one that failed there is opened again here.
  const early = await takeEarlyLog(scope.logName);
  const opened = await (early ? Promise.resolve(early) : openEventLog(scope.logName, () => ids.next())).catch(
    (error: unknown) => {
      console.error('Could not open the event log', error);
      throw new StorageUnavailableError(storageProblemOf(error) ?? 'unavailable');
    },
  );
  const log = reportingStorageFailures(opened, (problem) =>
    app.alerts.raise({ text: i18n.t(problem === 'full' ? 'storage.full' : 'storage.unavailable') }),
  );
  performance.mark('forkcast:log-opened');
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
    // Older days are joined into the diary once the first screen is drawn and the browser is idle.
    idle: (run) => void whenIdle(run, { timeout: 2_000 }),
  });
  performance.mark('forkcast:kernel-booted');
  // Plugins add their commands, events and read models to this session's kernel, their texts to i18next.
  const plugins = createPluginHost(pluginManifests, pluginTargetsFor(kernel, i18n), {
    onError: (plugin, error) => console.error(`Plugin ${plugin} could not load`, error),
  });
  await plugins.apply(pluginContextOf(user));
  performance.mark('forkcast:plugins-applied');

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
    afterAppend: afterFrame,
    onChanged: () => channel?.postMessage('changed'),
    // An administrator changed this user's flags or organisation: fetch the user again, in every tab.
    onConfigChanged: () => {
      onConfigChanged?.();
      channel?.postMessage('config');
    },
    caughtUp,
    // A new device shows the days its diary's snapshot would open with while the history arrives.
    previewFrom: () => previewFrom(clock.now()),
    // The history's first page is asked once the preview's screen is drawn: parsed amid that draw
    // (drawn in slices), it held today's diary back (docs/decisions.md).
    afterPreview: () => new Promise((drawn) => void whenIdle(drawn, { timeout: 1_000 })),
  });
  if (!navigator.onLine) sync.setOnline(false);
  channel?.addEventListener('message', (event) => {
    if (event.data === 'changed') void kernel.reload();
    if (event.data === 'appended') void sync.syncNow();
    if (event.data === 'config') onConfigChanged?.();
  });
  // Once per frame at most, after it: a burst of taps is one message, and none runs before its tap shows.
  let telling = false;
  let closed = false;
  const appended = kernel.bus.appended$.subscribe(() => {
    if (telling || !channel) return;
    telling = true;
    afterFrame(() => {
      telling = false;
      if (!closed) channel.postMessage('appended');
    });
  });
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
      closed = true;
      channel?.close();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      kernel.dispose();
    },
  };
}

/**
 * Runs `run` in a task after the next frame is drawn: work a tap set off (its push, telling the
 * other tabs) then never stands between the tap and the screen. A hidden tab draws no frames, so
 * a timer runs it anyway.
 */
function afterFrame(run: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    setTimeout(run, 0);
  };
  const fallback = setTimeout(go, 100);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(go);
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
  await resetDevice(session?.kernel.log ?? null);
}
