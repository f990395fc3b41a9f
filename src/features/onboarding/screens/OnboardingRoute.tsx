import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ScreenProps } from '../../../ui/route';
import { useOptionalSession, useProjection } from '../../../ui/services';
import { planningProfileProjection } from '../../profile/planningProfile';
import { deviceRegion, redoDraft, saveDraft } from '../fullDraft';
import type { OnboardingSearch } from '../search';
import { OnboardingScreen } from './OnboardingScreen';

/** The onboarding; asked to redo the plan, it first fills its draft with the saved answers. */
export function OnboardingRoute({ search }: ScreenProps<OnboardingSearch>) {
  const session = useOptionalSession();
  if (search.redo && session) return <RedoPlan />;
  return <OnboardingScreen />;
}

function RedoPlan() {
  const navigate = useNavigate();
  const { nutrition, units } = useProjection(planningProfileProjection);
  useEffect(() => {
    if (nutrition) saveDraft(redoDraft(nutrition, deviceRegion(), units));
    // Without `redo` in the address, a reload continues the draft instead of starting it again.
    void navigate({ to: '/onboarding', search: {}, replace: true });
  }, [navigate, nutrition, units]);
  return null;
}
