import { useCallback, useSyncExternalStore } from 'react';
import { previewFromOf } from '../core/sync/merge';
import { useSession } from './services';

/**
 * The first day a new device's preview holds while the session's history is still arriving
 * (docs/sync.md), else null: a screen shows an earlier day as loading, never as empty.
 */
export function usePreviewFrom(): string | null {
  const { sync, stream } = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = sync.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [sync],
  );
  const read = () => previewFromOf(sync.getState(), stream);
  return useSyncExternalStore(subscribe, read, read);
}
