import { deviceLogNames } from './device';

/**
 * How many changes made on this device the server has not confirmed yet, over every log on the
 * device: what a reset or a logout would erase for good. Null when the logs cannot be read.
 * A log that does not exist is not created by asking.
 */
export async function countUnsavedChanges(): Promise<number | null> {
  try {
    const counts = await Promise.all((await deviceLogNames()).map(pendingIn));
    return counts.reduce((sum, n) => sum + n, 0);
  } catch {
    return null;
  }
}

function pendingIn(name: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = indexedDB.open(name);
    let created = false;
    request.onupgradeneeded = () => {
      // No such log: leave none behind.
      created = true;
      request.transaction?.abort();
    };
    request.onerror = () => (created ? resolve(0) : reject(request.error ?? new Error(`Cannot open ${name}`)));
    request.onblocked = () => resolve(0);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('pending')) {
        db.close();
        resolve(0);
        return;
      }
      const counting = db.transaction('pending').objectStore('pending').count();
      counting.onsuccess = () => {
        db.close();
        resolve(counting.result);
      };
      counting.onerror = () => {
        db.close();
        reject(counting.error ?? new Error(`Cannot count ${name}`));
      };
    };
  });
}
