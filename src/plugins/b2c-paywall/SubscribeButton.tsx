import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../core/api/billing';
import { callFailureOf } from '../../core/apiError';
import type { BillingAction } from '../../features/billing/billingScreen';
import { useServices } from '../../ui/services';

const detailOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string'
    ? (body as { detail: string }).detail
    : null;

/** The paywall's way in: the provider's checkout for the organisation's subscription, in this tab. */
export function SubscribeButton({ issue, user }: BillingAction) {
  const { t } = useTranslation('billing');
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lacksSubscription = issue === 'subscriptionRequired' || issue === 'subscriptionsInactive';
  if (!lacksSubscription || !user.is_diy || user.is_coach || !user.organisation.has_product) return null;
  return (
    <div className="billing-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setProblem(null);
          api
            .call('checkout', billingApi.checkout, {})
            .then(({ url }) => window.location.assign(url))
            .catch((error: unknown) => {
              const failure = callFailureOf(error);
              setProblem(
                failure.status === 409 ? (detailOf(failure.body) ?? t('subscribe.unavailable')) : t('trial.failed'),
              );
              setBusy(false);
            });
        }}
      >
        {busy ? t('subscribe.busy') : t('subscribe.button')}
      </button>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
