import { useCallback, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncEngine } from '../core/sync/engine';
import { readinessOf, type Readiness } from '../core/sync/merge';
import { numberFormat } from '../ui/numberFormat';
import { DataLoading } from './DataLoading';

/**
 * Shows the session's screens only once its stream has caught up with the server once (on this
 * device, ever): before that the read models are not the account's, and routing on them would
 * send an onboarded person into the onboarding and drop a deep link. Meanwhile it says that the
 * data is loading (how much, for a long history), or plainly that nothing could be loaded offline.
 */
export function SessionReady({
  engine,
  onLeave,
  children,
}: {
  engine: Pick<SyncEngine, 'state$' | 'getState' | 'syncNow'>;
  onLeave?: { label: string; run: () => void };
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = engine.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [engine],
  );
  const readiness = readinessOf(useSyncExternalStore(subscribe, engine.getState, engine.getState));
  // A new device's line while the history arrives under the recent days it shows.
  function historyLine({ loaded, total, problem }: Extract<Readiness, { kind: 'preview' }>) {
    const number = numberFormat(i18n.language);
    return (
      <div className="history-loading" role="status" data-testid="history-loading">
        {problem === null ? <span className="spinner" aria-hidden="true" /> : null}
        <span>
          {problem === 'offline'
            ? t('loading.historyOffline')
            : problem === 'failing'
              ? t('loading.historyFailed')
              : total !== null
                ? t('loading.historyProgress', { loaded: number.format(loaded), total: number.format(total) })
                : t('loading.history')}
        </span>
        {problem === null && total !== null ? (
          <progress value={loaded} max={total} aria-label={t('loading.history')} />
        ) : null}
      </div>
    );
  }
  const showing = readiness.kind === 'ready' || readiness.kind === 'preview';
  // A new device's first draw of its screens (the router, the addressed screen and its read
  // models) is deferred, so React draws it as a transition, in slices of a few milliseconds with
  // the browser free between them, instead of one long task; the loading screen stays meanwhile.
  // A session ready at once (a cold open) draws at once, as before.
  const shown = useDeferredValue(showing) && showing;
  if (shown) {
    // One structure for the preview and after it: the screens keep their place in the tree, so
    // the end of the history's download does not mount them (and the router) a second time.
    return (
      <>
        {readiness.kind === 'preview' ? historyLine(readiness) : null}
        {children}
      </>
    );
  }
  // Loading, or the screens' first draw on its way: the wait's screen stays.
  if (showing) return <DataLoading />;
  if (readiness.kind === 'loading') return <DataLoading {...readiness} />;
  const leave = onLeave ? (
    <button type="button" className="button button-secondary" onClick={onLeave.run}>
      {onLeave.label}
    </button>
  ) : null;
  const offline = readiness.kind === 'offline';
  return (
    <main className="error-page" data-testid="data-not-loaded">
      <h1>{t(offline ? 'loading.offlineTitle' : 'loading.failedTitle')}</h1>
      <p role="status">{t(offline ? 'loading.offlineDetail' : 'loading.failedDetail')}</p>
      <div className="dialog-actions">
        {leave}
        <button type="button" className="button button-primary" onClick={() => void engine.syncNow()}>
          {t('errors.tryAgain')}
        </button>
      </div>
    </main>
  );
}
