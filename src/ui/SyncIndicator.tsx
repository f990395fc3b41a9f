import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';

export interface SyncView {
  readonly status: 'synced' | 'waiting' | 'offline' | 'error';
  readonly pending: number;
}

/** The sync state in words and a dot: synced, n changes waiting, offline, or error. */
export function SyncIndicator({ state$, getState }: { state$: Observable<SyncView>; getState: () => SyncView }) {
  const { t } = useTranslation('common');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [state$],
  );
  const view = useSyncExternalStore(subscribe, getState, getState);
  const text = view.status === 'waiting' ? t('sync.waiting', { count: view.pending }) : t(`sync.${view.status}`);
  return (
    <p className={`sync-indicator sync-${view.status}`} role="status" aria-label={t('sync.label')} data-testid="sync-status" data-status={view.status}>
      <span className="sync-dot" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
