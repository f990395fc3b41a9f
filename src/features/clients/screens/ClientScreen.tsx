import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, type KeyboardEvent } from 'react';
import { clientName } from '../../../core/api/clients';
import type { ScreenProps } from '../../../ui/route';
import { useSession } from '../../../ui/services';
import { useClient } from '../queries';
import { CLIENT_TABS, type ClientParams, type ClientSearch, type ClientTab } from '../search';
import { AboutTab } from './AboutTab';
import { PlanTab } from './PlanTab';
import { ProgressTab } from './ProgressTab';
import { ViewAsActions } from './ViewAsActions';
import { SettingsTab } from './SettingsTab';
import { useClientsText } from './useClientsText';
import './clients.css';

/**
 * Client info (1-shell.txt section 2): back to the overview it came from, and the tabs nutrition
 * plan (the first), about, progress and settings. The tab is in the address, so a reload or the
 * way back from the wizard or the profile form lands on it again.
 */
export function ClientScreen({ clientId, search }: { clientId: number; search: ClientSearch }) {
  const { t } = useClientsText();
  const session = useSession();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const id = useId();
  const tabs = useRef<Partial<Record<ClientTab, HTMLButtonElement | null>>>({});
  const { tab, ...listSearch } = search;

  const back = (
    <Link to="/clients" search={listSearch} className="button button-link back-link">
      ‹ {t('info.back')}
    </Link>
  );
  if (client.isPending) {
    return (
      <div className="screen client-info" aria-busy="true">
        {back}
        <p className="muted">{t('info.loading')}</p>
      </div>
    );
  }
  if (client.isError) {
    return (
      <div className="screen client-info">
        {back}
        <h1>{t('info.notFound')}</h1>
      </div>
    );
  }

  const found = client.data;
  const show = (next: ClientTab) =>
    void navigate({
      to: '/clients/$clientId',
      params: { clientId },
      search: { ...search, tab: next },
      replace: true,
    });
  // The arrow keys, Home and End move between the tabs; only the chosen one is in the tab order.
  const move = (event: KeyboardEvent) => {
    const at = CLIENT_TABS.indexOf(tab);
    const steps: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: CLIENT_TABS.length - 1,
    };
    if (!(event.key in steps)) return;
    event.preventDefault();
    const next = CLIENT_TABS[(steps[event.key]! + CLIENT_TABS.length) % CLIENT_TABS.length]!;
    show(next);
    tabs.current[next]?.focus();
  };
  const own = found.id === session.user.id;
  const visible = CLIENT_TABS.filter((name) => name !== 'settings' || !own);
  const shown = visible.includes(tab) ? tab : 'plan';

  return (
    <div className="screen client-info">
      {back}
      <header className="screen-header client-info-header">
        <h1>{clientName(found)}</h1>
        {found.account_enabled ? null : <span className="client-tile-badge">{t('info.deactivated')}</span>}
        <ViewAsActions client={found} />
      </header>
      <div role="tablist" aria-label={t('tabs.label')} className="client-tablist" onKeyDown={move}>
        {visible.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={shown === name}
            aria-controls={`${id}-${name}`}
            tabIndex={shown === name ? 0 : -1}
            className="client-tab"
            onClick={() => show(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${shown}`} aria-labelledby={`${id}-${shown}-tab`} className="client-panel">
        {shown === 'plan' ? <PlanTab client={found} /> : null}
        {shown === 'about' ? <AboutTab client={found} /> : null}
        {shown === 'progress' ? <ProgressTab client={found} /> : null}
        {shown === 'settings' ? <SettingsTab client={found} /> : null}
      </div>
    </div>
  );
}

/** The screen as its route shows it. */
export const ClientRoute = ({ params, search }: ScreenProps<ClientSearch, ClientParams>) => (
  <ClientScreen clientId={params.clientId} search={search} />
);
