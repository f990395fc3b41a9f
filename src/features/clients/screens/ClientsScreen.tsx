import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { clientName, clientsApi } from '../../../core/api/clients';
import { useServices, useSession } from '../../../ui/services';
import type { ScreenProps } from '../../../ui/route';
import { useDebounced } from '../../../ui/useDebounced';
import type { ClientsSearch } from '../search';
import { useClientsText } from './useClientsText';

export type ClientsFilter = 'ACTIVE_CLIENTS' | 'DEACTIVATED_CLIENTS';

/**
 * The coach's clients overview (1-shell.txt section 2): search, active or deactivated, a count,
 * the names, and 'Page X of Y' with arrows when there is more than one page. Search, filter and
 * page live in the address, so back returns to the same page of the same search.
 */
export function ClientsScreen({ filter, page, search }: { filter: ClientsFilter; page: number; search: string }) {
  const { t } = useClientsText();
  const { api } = useServices();
  const { user } = useSession();
  const navigate = useNavigate({ from: '/clients' });
  const [text, setText] = useState(search);
  const settled = useDebounced(text, 300);
  const results = useQuery({
    queryKey: ['clients', filter, search, page],
    queryFn: ({ signal }) =>
      api.call('clients', clientsApi.page, {
        query: { account_enabled: filter === 'ACTIVE_CLIENTS' ? 'true' : 'false', page, search },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const pages = results.data?.total_pages ?? 1;
  // Typing replaces the address (no history entry per letter); filter and page changes add one.
  const go = (change: Partial<{ filter: ClientsFilter; page: number; search: string }>, replace = false) =>
    void navigate({ search: (previous: Record<string, unknown>) => ({ ...previous, page: 1, ...change }), replace });
  const { logo, logo_visible, name } = user.organisation;
  useEffect(() => {
    if (settled.trim() !== search) go({ search: settled.trim() }, true);
    // go is a new function each render; the search follows the settled text only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="screen clients">
      <header className="screen-header clients-header">
        {logo && logo_visible ? <img className="brand-logo" src={logo} alt={name} /> : null}
        <h1>{t('title')}</h1>
      </header>
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
              <Link to="/clients/$clientId" params={{ clientId: client.id }} className="client-link">
                {clientName(client)}
              </Link>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="pager" aria-label={t('page', { page, pages })}>
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
    </div>
  );
}

/** The screen as its route shows it. */
export const ClientsRoute = ({ search }: ScreenProps<ClientsSearch>) => (
  <ClientsScreen filter={search.filter} page={search.page} search={search.search} />
);
