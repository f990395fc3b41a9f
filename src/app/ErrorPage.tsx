import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { ResetAppButton } from '../ui/ResetAppButton';

/**
 * Shown when rendering fails. 'Try again' re-renders; 'Reset app' erases the device's data and
 * starts over (the original's logout-to-reset), after saying what unsent changes it would erase.
 */
export function ErrorPage({
  resetErrorBoundary,
  withinPage = false,
}: Pick<FallbackProps, 'resetErrorBoundary'> & { withinPage?: boolean }) {
  const { t } = useTranslation('common');
  // Within the app's layout (a screen failed) the page already has its main landmark.
  const Root = withinPage ? 'div' : 'main';
  return (
    <Root className="error-page" role="alert">
      <h1>{t('errors.somethingHappened')}</h1>
      <p>{t('errors.somethingHappenedDetail')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={resetErrorBoundary}>
          {t('errors.tryAgain')}
        </button>
        <ResetAppButton
          texts={{
            resetApp: t('errors.resetApp'),
            title: t('reset.title'),
            lost: (count) => (count === null ? t('reset.lostUnknown') : t('reset.lost', { count })),
            confirm: t('reset.confirm'),
            cancel: t('reset.cancel'),
          }}
        />
      </div>
      <p className="muted small">{t('errors.resetAppHint')}</p>
    </Root>
  );
}
