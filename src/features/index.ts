import { adminFeature } from './admin/feature';
import { authFeature } from './auth/feature';
import { billingFeature } from './billing/feature';
import { brandingFeature } from './branding/feature';
import { checkInFeature } from './checkIn/feature';
import { clientsFeature } from './clients/feature';
import { diaryFeature } from './diary/feature';
import { groceriesFeature } from './groceries/feature';
import { intakeFeature } from './intake/feature';
import { nutritionPlanFeature } from './nutritionPlan/feature';
import { onboardingFeature } from './onboarding/feature';
import { profileFeature } from './profile/feature';
import { progressFeature } from './progress/feature';
import { recipesFeature } from './recipes/feature';
import { shellFeature } from './shell/feature';

/**
 * Every slice of the product, one line each: the router, the tab bar and i18n derive from this
 * list. The slices' events, deciders and read models are listed apart (./kernels.ts), so that the
 * shell's first download holds none of them.
 */
export const features = [
  authFeature,
  diaryFeature,
  recipesFeature,
  groceriesFeature,
  progressFeature,
  profileFeature,
  onboardingFeature,
  clientsFeature,
  brandingFeature,
  intakeFeature,
  nutritionPlanFeature,
  adminFeature,
  shellFeature,
  billingFeature,
  checkInFeature,
] as const;
