import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * Copies of what the server answered, kept on this device so a screen can show them offline (a
 * planned recipe's detail). Not the event log: nothing here is the person's, everything can be
 * fetched again, so a failure to read or write is a miss, never an error. Its own database, so the
 * log's schema never changes for it; erased with the log on sign-out and reset (src/ui/device.ts).
 */
export const DEVICE_CACHE_NAME = 'forkcast-cache';

/** How many entries the cache keeps: past it, the oldest stored go first. */
export const DEVICE_CACHE_LIMIT = 300;

export interface Cached<T> {
  readonly value: T;
  /** When it was stored, in ms since the epoch. */
  readonly storedAt: number;
}

export interface DeviceCache {
  get(key: string): Promise<Cached<unknown> | undefined>;
  put(key: string, value: unknown, storedAt: number): Promise<void>;
}

interface CacheSchema extends DBSchema {
  entries: { key: string; value: { key: string; value: unknown; storedAt: number }; indexes: { storedAt: number } };
}

/**
 * The cache in the named database. Each read or write opens and closes it, so no connection stays
 * open to hold up the database's deletion on sign-out; a recipe screen reads a handful of entries.
 */
export function deviceCache(name: string = DEVICE_CACHE_NAME, limit: number = DEVICE_CACHE_LIMIT): DeviceCache {
  const withDb = async <T>(work: (db: IDBPDatabase<CacheSchema>) => Promise<T>): Promise<T | undefined> => {
    let db: IDBPDatabase<CacheSchema> | undefined;
    try {
      db = await openDB<CacheSchema>(name, 1, {
        upgrade(database) {
          database.createObjectStore('entries', { keyPath: 'key' }).createIndex('storedAt', 'storedAt');
        },
        // Another tab deletes or upgrades the database (sign-out): let it.
        blocking() {
          db?.close();
        },
      });
      return await work(db);
    } catch {
      return undefined;
    } finally {
      db?.close();
    }
  };
  return {
    async get(key) {
      const entry = await withDb((db) => db.get('entries', key));
      return entry ? { value: entry.value, storedAt: entry.storedAt } : undefined;
    },
    async put(key, value, storedAt) {
      await withDb(async (db) => {
        const tx = db.transaction('entries', 'readwrite');
        await tx.store.put({ key, value, storedAt });
        const over = (await tx.store.count()) - limit;
        if (over > 0) {
          let cursor = await tx.store.index('storedAt').openCursor();
          for (let i = 0; cursor && i < over; i++) {
            await cursor.delete();
            cursor = await cursor.continue();
          }
        }
        await tx.done;
      });
    },
  };
}
