import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../ui/services';
import { openPortal, useBillingOptions } from '../queries';

/** 'Manage subscription': the provider's portal, else the billing link, else the generic alert. */
export function ManageSubscriptionButton({ label }: { label?: string }) {
  const { t } = useTranslation('billing');
  const { api, alerts } = useServices();
  const options = useBillingOptions().data;
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void openPortal(api, options)
          .then((opened) => {
            if (!opened) alerts.raise({ key: 'errors.generic' });
          })
          .finally(() => setBusy(false));
      }}
    >
      {label ?? t('portal.manage')}
    </button>
  );
}
