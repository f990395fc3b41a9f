/**
 * The event log's IndexedDB database, opened before the session's code is in. A cold open waited
 * for that code (the kernel, every slice, zod) to arrive and run before it even asked for the
 * database; opening it and reading the snapshots takes about as long again. This file is in the
 * first download, so it holds no schema and no library: a log that is new or older than
 * EVENT_LOG_VERSION is left to openEventLog, which makes or upgrades it.
 */

/** The version openEventLog opens and upgrades to. */
export const EVENT_LOG_VERSION = 2;

export interface EarlyLogDatabase {
  /** The open database, or null: it needed making or upgrading, or could not be opened. */
  readonly database: Promise<IDBDatabase | null>;
  /** Every stored snapshot (the first parts of split ones), read once it opened; null if not read. */
  readonly snapshots: Promise<unknown[] | null>;
}

export function openLogDatabaseEarly(name: string): EarlyLogDatabase {
  const database = new Promise<IDBDatabase | null>((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name, EVENT_LOG_VERSION);
    } catch {
      return resolve(null);
    }
    // Aborted, the open fails and a database made by it is gone again: openEventLog makes it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Until the session takes it, it must not hold up a reset's delete or another tab's upgrade.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
  });
  const snapshots = database.then(
    (db) =>
      db &&
      new Promise<unknown[] | null>((resolve) => {
        try {
          const read = db.transaction('snapshots').objectStore('snapshots').getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = (event) => {
            event.preventDefault();
            resolve(null);
          };
        } catch {
          resolve(null);
        }
      }),
  );
  return { database, snapshots };
}
