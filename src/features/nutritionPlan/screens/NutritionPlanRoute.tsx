import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../../core/apiError';
import { clientName, clientsApi } from '../../../core/api/clients';
import type { ScreenProps } from '../../../ui/route';
import { useServices, useSession } from '../../../ui/services';
import type { NutritionPlanParams, NutritionPlanSearch } from '../search';
import { useNutritionPlanText } from './useNutritionPlanText';
import { WizardScreen } from './WizardScreen';
import './nutritionPlan.css';

/**
 * The wizard works in the client's session (view-as mode), as the coach's 'View plan' does: it
 * reads the client's profile and weekly plan from their stream and saves into it. Opening it for
 * another client than the one viewed switches to that client first.
 */
export function NutritionPlanRoute({ params, search }: ScreenProps<NutritionPlanSearch, NutritionPlanParams>) {
  const session = useSession();
  if (!session.user.is_coach) return <Navigate to="/" />;
  if (session.viewing?.id !== params.clientId) return <OpenClient clientId={params.clientId} />;
  return (
    <WizardScreen
      key={`${params.clientId}-${search.dayPlan ?? ''}`}
      clientId={params.clientId}
      clientName={session.viewing.name}
      dayPlanId={search.dayPlan ?? null}
    />
  );
}

function OpenClient({ clientId }: { clientId: number }) {
  const { t } = useNutritionPlanText();
  const { api } = useServices();
  const session = useSession();
  const client = useQuery({
    queryKey: ['client', clientId],
    queryFn: ({ signal }) => api.call('client', clientsApi.read, { params: { id: clientId }, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    enabled: clientId > 0,
    meta: { silent: true },
  });
  const found = client.data;
  useEffect(() => {
    if (found) session.viewAs({ id: found.id, name: clientName(found), isDiy: found.is_diy });
  }, [found, session]);

  if (client.isError || clientId <= 0)
    return (
      <div className="screen np-wizard">
        <h1>{t('notFound')}</h1>
        <Link
          to="/clients"
          search={{ filter: 'ACTIVE_CLIENTS', page: 1, search: '' }}
          className="button button-secondary"
        >
          {t('close')}
        </Link>
      </div>
    );
  return (
    <div className="screen np-wizard" aria-busy="true">
      <p className="muted">{t('loading')}</p>
    </div>
  );
}
