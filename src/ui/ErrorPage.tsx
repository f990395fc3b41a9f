import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { resetDevice } from './boot';

/**
 * Shown when rendering fails. 'Try again' re-renders; 'Reset app' erases the device's data and
 * starts over (the original's logout-to-reset).
 */
export function ErrorPage({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  const { t } = useTranslation('common');
  return (
    <main className="error-page" role="alert">
      <h1>{t('errors.somethingHappened')}</h1>
      <p>{t('errors.somethingHappenedDetail')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={resetErrorBoundary}>
          {t('errors.tryAgain')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void resetDevice(null)}>
          {t('errors.resetApp')}
        </button>
      </div>
      <p className="muted small">{t('errors.resetAppHint')}</p>
    </main>
  );
}
