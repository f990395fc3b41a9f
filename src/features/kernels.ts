import { commandsOf, datedOf, eventsOf, projectionsOf } from '../core/feature';
import { checkInKernel } from './checkIn/kernel';
import { diaryKernel } from './diary/kernel';
import { groceriesKernel } from './groceries/kernel';
import { nutritionPlanKernel } from './nutritionPlan/kernel';
import { onboardingKernel } from './onboarding/kernel';
import { profileKernel } from './profile/kernel';
import { progressKernel } from './progress/kernel';
import { recipesKernel } from './recipes/kernel';

/**
 * Every slice's part of the kernel, one line each: a session (events, commands, read models) and
 * the server's event registry derive from this list. A session loads it after sign-in; the shell
 * (./index.ts) declares the same slices' screens, tabs and texts.
 */
export const featureKernels = [
  diaryKernel,
  recipesKernel,
  groceriesKernel,
  progressKernel,
  profileKernel,
  onboardingKernel,
  nutritionPlanKernel,
  checkInKernel,
] as const;

export const featureEvents = eventsOf(featureKernels);
export const featureCommands = commandsOf(featureKernels);
export const featureProjections = projectionsOf(featureKernels);
/** Which event types are about a dated day: the server's preview for a new device (docs/sync.md). */
export const featureDated = datedOf(featureKernels);
