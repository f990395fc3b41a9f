import { Navigate } from '@tanstack/react-router';
import type { ScreenProps } from '../../../ui/route';
import { useProjection, useSession } from '../../../ui/services';
import { useSessionFold } from '../../../ui/PluginSlot';
import { baseOnboardingRoute, onboardingRouteSlot } from '../../onboarding/access';
import { planningProfileProjection } from '../../profile/planningProfile';
import type { DiarySearch } from '../search';
import { DiaryScreen } from './DiaryScreen';

/** The diary, once the person has what it plans from: else the onboarding comes first. */
export function DiaryRoute({ search }: ScreenProps<DiarySearch>) {
  const session = useSession();
  const profile = useProjection(planningProfileProjection);
  const facts = { user: session.user, nutrition: profile.nutrition, simple: profile.simple };
  // A self-service person without a plan makes one first (1-shell.txt section 2, initial tab);
  // SIMPLE organisations ask their short questions first (the simple-recipes plugin).
  const onboarding = useSessionFold(onboardingRouteSlot, baseOnboardingRoute(facts), facts);
  // A coach viewing a client sees the client's diary as it is; the onboarding is the client's to do.
  if (session.viewing) return <DiaryScreen date={search.date} />;
  if (onboarding) return <Navigate to={onboarding} />;
  return <DiaryScreen date={search.date} />;
}
