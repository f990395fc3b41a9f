import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncEngine } from '../core/sync/engine';
import { statusOf } from '../core/sync/merge';

/** The sync state in words and a dot: synced, n changes waiting, offline, or error. */
export function SyncIndicator({ engine }: { engine: Pick<SyncEngine, 'state$' | 'getState'> }) {
  const { t } = useTranslation('common');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = engine.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [engine],
  );
  const view = statusOf(useSyncExternalStore(subscribe, engine.getState, engine.getState));
  const text = view.status === 'waiting' ? t('sync.waiting', { count: view.pending }) : t(`sync.${view.status}`);
  return (
    <p
      className={`sync-indicator sync-${view.status}`}
      role="status"
      aria-label={t('sync.label')}
      data-testid="sync-status"
      data-status={view.status}
    >
      <span className="sync-dot" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
