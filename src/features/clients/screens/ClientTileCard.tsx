import { Link } from '@tanstack/react-router';
import { clientName, type ClientTile } from '../../../core/api/clients';
import type { ClientsSearch } from '../search';
import { lastActivityOf, planOf } from '../tile';
import { useClientsText } from './useClientsText';

/**
 * A client at a glance: name and address, whether they have a plan, when they were last active,
 * a check-in waiting for the coach and a deactivated account marked as such, in words. The whole tile opens client info, which remembers the
 * overview it came from.
 */
export function ClientTileCard({ client, listSearch }: { client: ClientTile; listSearch: ClientsSearch }) {
  const { t } = useClientsText();
  const plan = planOf(client.planned_days);
  const activity = lastActivityOf(client.last_activity_at, new Date());
  return (
    <Link
      to="/clients/$clientId"
      params={{ clientId: client.id }}
      search={{ ...listSearch, tab: 'plan' }}
      className="client-link client-tile"
      data-testid="client-tile"
    >
      <span className="client-tile-name">{clientName(client)}</span>
      <span className="client-tile-email muted small">{client.email}</span>
      <span className={client.planned_days > 0 ? 'client-tile-fact' : 'client-tile-fact client-tile-warning'}>
        {t(plan.key, { count: plan.count })}
      </span>
      <span className="client-tile-fact muted">{t(activity.key, { count: activity.count })}</span>
      {client.check_in_waiting ? (
        <span className="client-tile-badge client-tile-check-in" data-testid="check-in-waiting">
          {t('tile.checkInWaiting')}
        </span>
      ) : null}
      {client.account_enabled ? null : <span className="client-tile-badge">{t('info.deactivated')}</span>}
    </Link>
  );
}
