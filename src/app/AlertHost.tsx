import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertText } from '../core/alerts';
import { useServices } from '../ui/services';

/** Shows the global alert: one at a time, announced to screen readers, dismissed by the user or after a while. */
export function AlertHost() {
  const { t } = useTranslation('common');
  const { alerts } = useServices();
  const [alert, setAlert] = useState<AlertText | null>(null);

  useEffect(() => {
    const subscription = alerts.alerts$.subscribe(setAlert);
    return () => subscription.unsubscribe();
  }, [alerts]);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), 6_000);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <div className="alert-region" role="status" aria-live="assertive">
      {alert ? (
        <div className="alert">
          <span>{'key' in alert ? t(alert.key as 'errors.generic') : alert.text}</span>
          <button type="button" className="button button-link" onClick={() => setAlert(null)}>
            {t('alert.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
