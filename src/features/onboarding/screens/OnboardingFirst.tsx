import { Navigate } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { useProjection, useSession } from '../../../ui/services';
import { useSessionFold } from '../../../ui/PluginSlot';
import { planningProfileProjection } from '../../profile/planningProfile';
import { baseOnboardingRoute, onboardingRouteSlot } from '../access';

/**
 * A home screen (the diary, a Recipes tab) once the person has what the app plans from: a
 * self-service person without a plan makes one first (1-shell.txt section 2, initial tab), and
 * SIMPLE organisations ask their short questions first (the simple-recipes plugin). A coach viewing
 * a client sees the client's screens as they are: the onboarding is the client's to do.
 */
export function OnboardingFirst({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile = useProjection(planningProfileProjection);
  const facts = { user: session.user, nutrition: profile.nutrition, simple: profile.simple };
  const onboarding = useSessionFold(onboardingRouteSlot, baseOnboardingRoute(facts), facts);
  if (onboarding && !session.viewing) return <Navigate to={onboarding} />;
  return children;
}

/** A route's screen behind OnboardingFirst. */
export const onboardingFirst =
  <P extends object>(Screen: ComponentType<P>): ((props: P) => ReactNode) =>
  (props: P) => (
    <OnboardingFirst>
      <Screen {...props} />
    </OnboardingFirst>
  );
