import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../core/api/admin';
import { billingApi, SUBSCRIPTION_STATUSES, type ManualBilling } from '../../../core/api/billing';
import { useServices } from '../../../ui/services';

/**
 * The manual billing provider (docs/operations.md 'Billing'): the administrator sets a customer's
 * subscription status, or none, and the payment override. The server decides from them who is
 * blocked, and a signed-in person's app follows at once.
 */
export function UserBilling({ organisation, user }: { organisation: number; user: AdminUser }) {
  const { t } = useTranslation('admin');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState(user.subscription_status ?? '');
  const [override, setOverride] = useState(user.payment_status_override);
  const save = useMutation({
    mutationFn: (body: ManualBilling) =>
      api.call('adminBilling', billingApi.adminUser, { params: { id: organisation, userId: user.id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users', organisation] }),
    meta: { silent: true },
  });
  const changed = status !== (user.subscription_status ?? '') || override !== user.payment_status_override;

  return (
    <form
      className="form admin-billing"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          subscription_status: status === '' ? null : (status as ManualBilling['subscription_status']),
          payment_status_override: override,
        });
      }}
    >
      <h3 id={`${id}-title`}>{t('billing.title', { email: user.email })}</h3>
      <p className="muted small" role="status">
        {user.billing_issue ? t(`billing.issues.${user.billing_issue as 'accountDisabled'}`) : t('billing.inOrder')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('billing.status')}</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t('billing.none')}</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`billing.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="switch">
        <input type="checkbox" role="switch" checked={override} onChange={(e) => setOverride(e.target.checked)} />
        <span>{t('billing.override')}</span>
      </label>
      {save.isError ? <p role="alert">{t('billing.failed')}</p> : null}
      {save.isSuccess && !changed ? <p role="status">{t('billing.saved')}</p> : null}
      <button type="submit" className="button button-primary" disabled={!changed || save.isPending}>
        {t('billing.save')}
      </button>
    </form>
  );
}
