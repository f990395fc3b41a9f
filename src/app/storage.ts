import type { EventLog } from '../core/eventLog';

/**
 * What went wrong with the device's storage, in the words the user is told: 'full' (the quota is
 * used up) or 'unavailable' (private modes, storage blocked for the site, a broken database).
 */
export type StorageProblem = 'full' | 'unavailable';

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** The storage problem behind an error (what it wraps too: the bus keeps the log's error in `details`), if any. */
export function storageProblemOf(error: unknown): StorageProblem | null {
  const inner = (e: object) => (e as { cause?: unknown }).cause ?? (e as { details?: unknown }).details;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = inner(e), depth++) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && QUOTA_NAMES.has(name)) return 'full';
    if ((e as { code?: unknown }).code === 22) return 'full';
  }
  return null;
}

/** Whether localStorage can be read and written here (it throws in some private modes and when blocked). */
export function localStorageWorks(): boolean {
  try {
    const probe = 'forkcast.probe';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return true;
  } catch (error) {
    // A full quota still lets the app read what it has; only refuse storage that cannot be used at all.
    return storageProblemOf(error) === 'full';
  }
}

/** Whether IndexedDB can be opened at all (it is missing or refuses in some private modes). */
export async function indexedDbWorks(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  return new Promise<boolean>((resolve) => {
    try {
      const request = indexedDB.open('forkcast-probe');
      request.onsuccess = () => {
        request.result.close();
        indexedDB.deleteDatabase('forkcast-probe');
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(true);
    } catch {
      resolve(false);
    }
  });
}

/**
 * The log, telling the user when a write fails for lack of space instead of letting it pass
 * unnoticed: a command's events (the screen also says the change was not saved) and a pulled
 * page (sync retries on its own; the user is told at most once a minute).
 */
export function reportingStorageFailures(
  log: EventLog,
  report: (problem: StorageProblem) => void,
  now: () => number = Date.now,
): EventLog {
  let lastPullReport = Number.NEGATIVE_INFINITY;
  const told = (error: unknown, throttle: boolean) => {
    const problem = storageProblemOf(error);
    if (problem && (!throttle || now() - lastPullReport >= 60_000)) {
      if (throttle) lastPullReport = now();
      report(problem);
    }
    throw error;
  };
  return {
    ...log,
    appendPending: (build) => log.appendPending(build).catch((error: unknown) => told(error, false)),
    appendConfirmed: (...args) => log.appendConfirmed(...args).catch((error: unknown) => told(error, true)),
  };
}

/**
 * Asks the browser to keep this site's storage under pressure (the pending changes live there),
 * once per device: Firefox asks the person, Chromium decides on its own. Unsupported: nothing.
 */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined,
  log: Pick<EventLog, 'getMeta' | 'setMeta'>,
): Promise<boolean | undefined> {
  if (!storage?.persist) return undefined;
  if (await log.getMeta<boolean>('persistRequested')) return undefined;
  try {
    if (await storage.persisted?.()) return true;
    const granted = await storage.persist();
    await log.setMeta('persistRequested', true);
    return granted;
  } catch {
    return undefined;
  }
}
