import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../core/apiError';
import { clientName, clientsApi } from '../../../core/api/clients';
import type { ScreenProps } from '../../../ui/route';
import { useServices, useSession } from '../../../ui/services';
import type { ClientParams } from '../search';
import { useClientsText } from './useClientsText';

/**
 * A client as their coach sees them, and the way into their diary (view-as mode). The other tabs
 * of 1-shell.txt's client info (nutrition plan, progress, settings) come with the coach issue.
 */
export function ClientScreen({ clientId }: { clientId: number }) {
  const { t } = useClientsText();
  const { api } = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const client = useQuery({
    queryKey: ['client', clientId],
    queryFn: ({ signal }) => api.call('client', clientsApi.read, { params: { id: clientId }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    meta: { silent: true },
  });

  const back = (
    <Link
      to="/clients"
      search={{ filter: 'ACTIVE_CLIENTS', page: 1, search: '' }}
      className="button button-link back-link"
    >
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
  const name = clientName(found);
  const viewAs = (to: '/diary' | '/progress') => {
    session.viewAs({ id: found.id, name, isDiy: found.is_diy });
    void navigate({ to });
  };
  return (
    <div className="screen client-info">
      {back}
      <header className="screen-header">
        <h1>{name}</h1>
      </header>
      <section className="card">
        <dl className="facts">
          <dt>{t('info.email')}</dt>
          <dd>{found.email}</dd>
          <dt>{t('info.status')}</dt>
          <dd>{t(found.account_enabled ? 'info.active' : 'info.deactivated')}</dd>
          <dt>{t('info.kind')}</dt>
          <dd>{t(found.is_diy ? 'info.diy' : 'info.coached')}</dd>
        </dl>
      </section>
      <section className="card">
        <button
          type="button"
          className="button button-primary"
          onClick={() => viewAs('/diary')}
          aria-describedby="view-plan-hint"
        >
          {t('info.viewPlan')}
        </button>
        <p id="view-plan-hint" className="muted small">
          {t('info.viewPlanHint')}
        </p>
      </section>
      <section className="card">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => viewAs('/progress')}
          aria-describedby="view-progress-hint"
        >
          {t('info.viewProgress')}
        </button>
        <p id="view-progress-hint" className="muted small">
          {t('info.viewProgressHint')}
        </p>
      </section>
    </div>
  );
}

/** The screen as its route shows it. */
export const ClientRoute = ({ params }: ScreenProps<undefined, ClientParams>) => (
  <ClientScreen clientId={params.clientId} />
);
