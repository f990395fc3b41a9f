import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat, prepareNumberFormat } from '../ui/numberFormat';

/**
 * A new device's wait for the account's data, with its progress once the server says how much.
 * Drawn by the session's gate before the session starts (on a device that keeps no user) as well
 * as by SessionReady once it has: one screen throughout instead of two in turn, and the wait's
 * message (the page's largest paint) on screen as soon as the first texts and the session's code
 * are in, not after the session's start.
 */
export function DataLoading({ loaded = 0, total = null }: { loaded?: number; total?: number | null }) {
  const { t, i18n } = useTranslation('common');
  // Made only with a progress to show, not for the first paint: after it, in an idle moment.
  useEffect(() => prepareNumberFormat(i18n.language), [i18n.language]);
  const number = total !== null ? numberFormat(i18n.language) : null;
  return (
    <main className="splash data-loading" aria-busy="true" data-testid="data-loading">
      <div className="data-loading-box">
        <h1 className="data-loading-title">
          <span className="spinner" aria-hidden="true" /> {t('loading.title')}
        </h1>
        {total !== null ? (
          <>
            <progress value={loaded} max={total} aria-label={t('loading.title')} />
            <p role="status">
              {t('loading.progress', {
                loaded: number!.format(loaded),
                total: number!.format(total),
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
