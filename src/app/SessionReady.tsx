import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncEngine } from '../core/sync/engine';
import { readinessOf } from '../core/sync/merge';

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
  if (readiness.kind === 'ready') return <>{children}</>;
  if (readiness.kind === 'preview') {
    const number = new Intl.NumberFormat(i18n.language);
    const { loaded, total, problem } = readiness;
    // The session shows its recent days; a line in the shell says the rest is on its way.
    return (
      <>
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
        {children}
      </>
    );
  }

  const leave = onLeave ? (
    <button type="button" className="button button-secondary" onClick={onLeave.run}>
      {onLeave.label}
    </button>
  ) : null;
  if (readiness.kind === 'loading') {
    const number = new Intl.NumberFormat(i18n.language);
    return (
      <main className="splash data-loading" aria-busy="true" data-testid="data-loading">
        <div className="data-loading-box">
          <h1 className="data-loading-title">
            <span className="spinner" aria-hidden="true" /> {t('loading.title')}
          </h1>
          {readiness.total !== null ? (
            <>
              <progress value={readiness.loaded} max={readiness.total} aria-label={t('loading.title')} />
              <p role="status">
                {t('loading.progress', {
                  loaded: number.format(readiness.loaded),
                  total: number.format(readiness.total),
                })}
              </p>
            </>
          ) : (
            <p className="muted">{t('loading.detail')}</p>
          )}
        </div>
      </main>
    );
  }
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
