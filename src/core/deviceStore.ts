/**
 * A value kept in this device's storage (an onboarding's answers until they are saved as events,
 * the client a coach is viewing), so that a reload continues where the person was. `read` checks
 * what is stored (it may be damaged or from an older app); without storage the value lasts for
 * this visit only.
 */
export function deviceStore<T>(key: string, read: (stored: unknown) => T | null = (stored) => stored as T) {
  return {
    load(storage: Pick<Storage, 'getItem'> = localStorage): T | null {
      try {
        const raw = storage.getItem(key);
        return raw ? read(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save(value: T | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
      try {
        if (value) storage.setItem(key, JSON.stringify(value));
        else storage.removeItem(key);
      } catch {
        // Storage full or blocked: nothing more to do.
      }
    },
  };
}
