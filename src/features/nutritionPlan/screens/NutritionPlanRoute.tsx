import { Navigate } from '@tanstack/react-router';
import { OpenClient } from '../../clients/screens/OpenClient';
import type { ScreenProps } from '../../../ui/route';
import { useSession } from '../../../ui/services';
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
  if (session.viewing?.id !== params.clientId) return <OpenClientForPlan clientId={params.clientId} />;
  return (
    <WizardScreen
      key={`${params.clientId}-${search.dayPlan ?? ''}`}
      clientId={params.clientId}
      clientName={session.viewing.name}
      dayPlanId={search.dayPlan ?? null}
    />
  );
}

function OpenClientForPlan({ clientId }: { clientId: number }) {
  const { t } = useNutritionPlanText();
  return (
    <OpenClient
      clientId={clientId}
      className="np-wizard"
      text={{ notFound: t('notFound'), back: t('close'), loading: t('loading') }}
    />
  );
}
