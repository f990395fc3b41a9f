import type { CurrentUser } from '../../core/api/user';
import { foldSlot } from '../../core/plugins';

/** A self-service person of an ordinary organisation who has no nutrition plan yet goes through the full onboarding. */
export const needsOnboarding = (
  user: Pick<CurrentUser, 'is_diy' | 'is_coach' | 'organisation'>,
  nutrition: unknown,
): boolean => user.is_diy && !user.is_coach && user.organisation.recipe_system_type === 'COMPLEX' && nutrition === null;

/** What decides which onboarding a signed-in person is sent to first. */
export interface OnboardingFacts {
  readonly user: Pick<CurrentUser, 'is_diy' | 'is_coach' | 'organisation'>;
  /** The full onboarding's plan, and the simple onboarding's answers: null until done. */
  readonly nutrition: unknown;
  readonly simple: unknown;
}

/**
 * The onboarding a person must finish before the diary, or null. The full one is the product's
 * own; the simple-recipes plugin sends its organisations' people through the simple one.
 */
export const onboardingRouteSlot = foldSlot<OnboardingRoute | null, OnboardingFacts>('onboarding.route');
export type OnboardingRoute = '/onboarding' | '/onboarding/simple';

/** The onboarding before plugins: the full one for a self-service person without a plan. */
export const baseOnboardingRoute = ({ user, nutrition }: OnboardingFacts): OnboardingRoute | null =>
  needsOnboarding(user, nutrition) ? '/onboarding' : null;
