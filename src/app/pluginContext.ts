import type { CurrentUser } from '../core/api/user';
import type { PluginContext } from '../core/plugins';
import { evaluateFlags, type FlagSet } from '../core/flags';
import { featureFlags } from '../plugins';

/** The flags that apply to a user: their organisation's and their own, of those the plugins know. */
export const flagsOf = (user: CurrentUser): FlagSet =>
  evaluateFlags(featureFlags, user.organisation.feature_flags, user.feature_flags_for_user.flags);

/** What decides a user's plugins: their flags, their role and their organisation's recipe system. */
export const pluginContextOf = (user: CurrentUser): PluginContext => ({
  flags: flagsOf(user),
  role: user.is_coach ? 'coach' : user.is_diy ? 'self-service' : 'client',
  recipeSystem: user.organisation.recipe_system_type,
});
