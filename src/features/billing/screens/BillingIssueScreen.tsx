import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PluginSlot } from '../../../ui/PluginSlot';
import { useSession } from '../../../ui/services';
import { billingActionsSlot, billingScreenOf } from '../billingScreen';
import { useBillingOptions } from '../queries';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import '../billing.css';

const RECHECK_MS = 15_000;

/**
 * The billing-issue tab (1-shell.txt section 2): what is wrong and what to do, for who the person
 * is. Nothing of theirs is gone: it syncs again once the billing is sorted, which 'Check again'
 * (or the server's live notice) finds out.
 */
export function BillingIssueScreen() {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  const options = useBillingOptions().data;
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const screen = billingScreenOf(user);
  // Paid elsewhere (the portal, the administrator): found out within a quarter of a minute.
  useEffect(() => {
    if (screen === 'inOrder') return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: ['currentUser'] }), RECHECK_MS);
    return () => clearInterval(timer);
  }, [screen, queryClient]);
  const helpUrl = user.organisation.support_url ?? options?.support_url ?? null;

  if (screen === 'inOrder')
    return (
      <div className="screen billing">
        <h1>{t('issue.inOrderTitle')}</h1>
        <p>{t('issue.inOrder')}</p>
        <Link to="/" className="button button-primary">
          {t('issue.home')}
        </Link>
      </div>
    );

  return (
    <div className="screen billing">
      <header className="screen-header">
        <h1>{t('issue.title')}</h1>
      </header>
      <section className="card billing-issue" aria-labelledby="billing-what">
        <h2 id="billing-what">{t(`issue.${screen}.heading`)}</h2>
        <p>{t(`issue.${screen}.body`)}</p>
        <PluginSlot slot={billingActionsSlot} props={{ issue: user.billing_issue, user }} />
        {screen === 'coach' ? <CoachLinks /> : null}
        <div className="billing-actions">
          {screen === 'coach' ? <ManageSubscriptionButton /> : null}
          {helpUrl ? (
            <a className="button button-secondary" href={helpUrl} target="_blank" rel="noreferrer">
              {t('issue.help')}
            </a>
          ) : null}
          <button
            type="button"
            className="button button-secondary"
            disabled={checking}
            onClick={() => {
              setChecking(true);
              void queryClient.invalidateQueries({ queryKey: ['currentUser'] }).finally(() => setChecking(false));
            }}
          >
            {t('issue.checkAgain')}
          </button>
        </div>
        <p className="muted small">{t('issue.kept')}</p>
      </section>
    </div>
  );
}

/** A coach fixes billing on the web or in the store's app; the deployment says where those are, and whom to write to. */
function CoachLinks() {
  const { t } = useTranslation('billing');
  const options = useBillingOptions().data;
  const links = [
    options?.desktop_url ? { href: options.desktop_url, label: t('issue.coach.desktop') } : null,
    options?.app_store_url ? { href: options.app_store_url, label: t('issue.coach.store') } : null,
    options?.contact_email ? { href: `mailto:${options.contact_email}`, label: t('issue.coach.contact') } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="billing-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target={link.href.startsWith('mailto:') ? undefined : '_blank'} rel="noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
