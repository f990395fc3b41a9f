import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { clientsApi } from '../../../core/api/clients';
import type { ScreenProps } from '../../../ui/route';
import { useServices, useSession } from '../../../ui/services';
import { useDebounced } from '../../../ui/useDebounced';
import type { ClientsSearch } from '../search';
import { isTrialing } from '../tile';
import { useBillingOptions } from '../../billing/queries';
import { ManageSubscriptionButton } from '../../billing/screens/ManageSubscriptionButton';
import { ClientTileCard } from './ClientTileCard';
import { useClientsText } from './useClientsText';
import './clients.css';

export type ClientsFilter = 'ACTIVE_CLIENTS' | 'DEACTIVATED_CLIENTS';

/** 1-shell.txt section 4: the search goes out once typing has stopped for a second. */
const SEARCH_DEBOUNCE_MS = 1000;
/** 1-shell.txt section 9: the list refreshes every minute (a client added or active elsewhere). */
const REFRESH_MS = 60_000;

/**
 * The coach's clients overview (1-shell.txt section 2): search, active or deactivated, a count,
 * a tile per client (plan and last activity), 'Page X of Y' with arrows when there is more than one
 * page, and adding a client. Search, filter and page live in the address, so back returns to the
 * same page of the same search; a new search starts at page 1, a filter keeps the rest.
 */
export function ClientsScreen({ filter, page, search }: ClientsSearch) {
  const { t } = useClientsText();
  const { api } = useServices();
  const { user } = useSession();
  const navigate = useNavigate({ from: '/clients' });
  const [text, setText] = useState(search);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: ['clients', filter, search, page],
    queryFn: ({ signal }) =>
      api.call('clients', clientsApi.page, {
        query: { account_enabled: filter === 'ACTIVE_CLIENTS' ? 'true' : 'false', page, search },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });
  const pages = results.data?.total_pages ?? 1;
  // Typing replaces the address (no history entry per search); filter and page changes add one.
  const go = (change: Partial<ClientsSearch>, replace = false) =>
    void navigate({ search: (previous: Record<string, unknown>) => ({ ...previous, ...change }), replace });
  useEffect(() => {
    if (settled.trim() !== search) go({ search: settled.trim(), page: 1 }, true);
    // go is a new function each render; the search follows the settled text only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // A kept page past the end of the other filter's list shows its last page instead of nothing.
  const lastPage = results.data && !results.isPlaceholderData ? results.data.total_pages : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) go({ page: lastPage }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, page]);
  const { logo, logo_visible, name } = user.organisation;
  const listSearch = { filter, page, search };

  return (
    <div className="screen clients">
      <header className="screen-header clients-header">
        {logo && logo_visible ? <img className="brand-logo" src={logo} alt={name} /> : null}
        <h1>{t('title')}</h1>
        <Link to="/clients/new" className="button button-primary clients-add">
          {t('add')}
        </Link>
      </header>
      {isTrialing(user) ? <TrialOffer /> : null}
      <div className="card form">
        <div className="field">
          <label htmlFor="client-search">{t('search')}</label>
          <input
            id="client-search"
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="segmented" role="group" aria-label={t('filter.label')}>
          {(['ACTIVE_CLIENTS', 'DEACTIVATED_CLIENTS'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={option === filter ? 'button button-primary' : 'button button-secondary'}
              aria-pressed={option === filter}
              onClick={() => go({ filter: option })}
            >
              {t(option === 'ACTIVE_CLIENTS' ? 'filter.active' : 'filter.deactivated')}
            </button>
          ))}
        </div>
      </div>

      <section className="card" aria-labelledby="client-count" aria-busy={results.isFetching}>
        <h2 id="client-count" className="small muted" aria-live="polite">
          {results.data ? t('count', { count: results.data.count }) : '\u00a0'}
        </h2>
        {results.isError ? <p role="alert">{t('loadFailed')}</p> : null}
        {results.data?.count === 0 ? <p className="muted">{t('none')}</p> : null}
        <ul className="client-list">
          {results.data?.results.map((client) => (
            <li key={client.id}>
              <ClientTileCard client={client} listSearch={listSearch} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="pager" aria-label={t('pages')}>
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('previous')}
              disabled={page <= 1}
              onClick={() => go({ page: page - 1 })}
            >
              ‹
            </button>
            <span>{t('page', { page, pages })}</span>
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('next')}
              disabled={page >= pages}
              onClick={() => go({ page: page + 1 })}
            >
              ›
            </button>
          </nav>
        ) : null}
      </section>
      <Link to="/clients/new" className="fab clients-fab" aria-label={t('add')}>
        <span aria-hidden="true">+</span>
      </Link>
    </div>
  );
}

/**
 * A trialing coach's offers (1-shell.txt section 2): upgrading (the provider's portal, where the
 * trial becomes a paid subscription), booking a demo where the deployment names an address, and
 * the referral programme.
 */
function TrialOffer() {
  const { t } = useClientsText();
  const demo = useBillingOptions().data?.book_demo_url ?? null;
  return (
    <section className="card trial-offer" aria-labelledby="trial-title">
      <h2 id="trial-title">{t('trial.title')}</h2>
      <div className="trial-actions">
        <ManageSubscriptionButton label={t('trial.upgrade')} />
        {demo ? (
          <a className="button button-secondary" href={demo} target="_blank" rel="noreferrer">
            {t('trial.demo')}
          </a>
        ) : null}
        <Link className="button button-secondary" to="/referrals">
          {t('trial.referrals')}
        </Link>
      </div>
    </section>
  );
}

/** The screen as its route shows it. */
export const ClientsRoute = ({ search }: ScreenProps<ClientsSearch>) => (
  <ClientsScreen filter={search.filter} page={search.page} search={search.search} />
);
