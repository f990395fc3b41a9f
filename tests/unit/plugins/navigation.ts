import { navigationFor, navigationSlot, type NavigationInput, type NavigationUser } from '../../../src/core/navigation';
import type { Applied } from './harness';

const client: NavigationUser = {
  isCoach: false,
  billingIssue: null,
};

export const navigationInput = (
  user: Partial<NavigationUser> = {},
  options: { simple?: boolean; mode?: 'coach' | 'client' } = {},
): NavigationInput => ({
  user: { ...client, ...user },
  organisation: { recipeSystemType: options.simple ? 'SIMPLE' : 'COMPLEX' },
  mode: options.mode ?? 'client',
});

/** The navigation as the shell shows it: the base rules, then the plugins' folds. */
export const navigationOf = (applied: Applied, input: NavigationInput = navigationInput()) =>
  applied.host.folded(navigationSlot, navigationFor(input), input);
