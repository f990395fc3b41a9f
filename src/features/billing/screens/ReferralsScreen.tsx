import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../../core/api/billing';
import { useServices } from '../../../ui/services';
import '../billing.css';
import { numberFormat } from '../../../ui/numberFormat';

/** The referral programme (1-shell.txt section 1): the coach's link, the reward, and what it has earned. */
export function ReferralsScreen() {
  const { t, i18n } = useTranslation('billing');
  const { api } = useServices();
  const referrals = useQuery({
    queryKey: ['referrals'],
    queryFn: ({ signal }) => api.call('referrals', billingApi.referrals, { signal }),
  });
  const [copied, setCopied] = useState(false);
  const data = referrals.data;
  const money = (cents: number, currency: string) =>
    numberFormat(i18n.language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const total = data?.credits.reduce((sum, credit) => sum + credit.amount_cents, 0) ?? 0;

  return (
    <div className="screen billing referrals" aria-busy={referrals.isPending}>
      <header className="screen-header">
        <h1>{t('referrals.title')}</h1>
      </header>
      {referrals.isError ? <p role="alert">{t('referrals.failed')}</p> : null}
      {data ? (
        <>
          <section className="card" aria-labelledby="referral-link">
            <h2 id="referral-link">{t('referrals.linkTitle')}</h2>
            <p>{t('referrals.explain', { reward: money(data.reward_cents, data.currency) })}</p>
            <div className="referral-link">
              <input
                readOnly
                value={data.link}
                aria-label={t('referrals.linkLabel')}
                onFocus={(e) => e.target.select()}
              />
              <button
                type="button"
                className="button button-primary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(data.link)
                    .then(() => setCopied(true))
                    .catch(() => setCopied(false))
                }
              >
                {t('referrals.copy')}
              </button>
            </div>
            <p className="muted small" role="status">
              {copied ? t('referrals.copied') : ''}
            </p>
          </section>
          <section className="card" aria-labelledby="referral-earned">
            <h2 id="referral-earned">{t('referrals.earnedTitle', { total: money(total, data.currency) })}</h2>
            {data.credits.length === 0 ? (
              <p className="muted">{t('referrals.none')}</p>
            ) : (
              <ul className="referral-credits">
                {data.credits.map((credit) => (
                  <li key={`${credit.coach}-${credit.credited_at}`}>
                    <span>
                      {t('referrals.credit', { coach: credit.coach, date: date.format(new Date(credit.credited_at)) })}
                    </span>
                    <strong>{money(credit.amount_cents, credit.currency)}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
