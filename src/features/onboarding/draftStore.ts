/**
 * An onboarding's answers kept in this device's storage until they are saved as events, so that a
 * reload continues where the person was. Without storage the answers last for this visit only.
 */
export function draftStore<T>(key: string) {
  return {
    load(storage: Pick<Storage, 'getItem'> = localStorage): T | null {
      try {
        const raw = storage.getItem(key);
        return raw ? (JSON.parse(raw) as T) : null;
      } catch {
        return null;
      }
    },
    save(draft: T | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
      try {
        if (draft) storage.setItem(key, JSON.stringify(draft));
        else storage.removeItem(key);
      } catch {
        // Storage full or blocked: nothing more to do.
      }
    },
  };
}
