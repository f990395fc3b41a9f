import { DEVICE_CACHE_NAME } from '../core/deviceCache';
import type { EventLog } from '../core/eventLog';

/** Kept across a reset: the pre-login carousel was seen here (the shell's preLoginRules use the same key). */
export const WELCOME_SEEN_KEY = 'forkcast.welcomeSeen';

/** The device's own event log; a coach's viewed clients each get `forkcast-client-<id>`. */
export const EVENT_LOG_NAME = 'forkcast';

/** The event logs on this device: one's own, and those of clients a coach viewed (indexedDB.databases() lists them where supported). */
export async function deviceLogNames(): Promise<string[]> {
  const listed = (await indexedDB.databases?.().catch(() => [])) ?? [];
  return [
    ...new Set([
      EVENT_LOG_NAME,
      ...listed.map((d) => d.name ?? '').filter((name) => name.startsWith(`${EVENT_LOG_NAME}-client-`)),
    ]),
  ];
}

/**
 * Erases this device's data and starts again ('reset app', logout, a refused token): the event logs
 * and the cache of the server's answers; an open log is cleared and closed first.
 */
export async function resetDevice(open: Pick<EventLog, 'clear' | 'close'> | null = null): Promise<void> {
  if (open) {
    await open.clear();
    open.close();
  }
  const names = [...(await deviceLogNames()), DEVICE_CACHE_NAME];
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
    // A device someone used is no first visit: the welcome carousel is not shown again after a logout.
    localStorage.setItem(WELCOME_SEEN_KEY, '1');
  } catch {
    // Nothing stored to clear.
  }
  window.location.assign('/');
}
