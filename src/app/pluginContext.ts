import type { CurrentUser } from '../core/api/user';
import type { PluginContext } from '../core/plugins';
import { flagsOf } from '../features/auth/navigationInput';

/** What decides a user's plugins: their flags, their role and their organisation's recipe system. */
export const pluginContextOf = (user: CurrentUser): PluginContext => ({
  flags: flagsOf(user),
  role: user.is_coach ? 'coach' : user.is_diy ? 'self-service' : 'client',
  recipeSystem: user.organisation.recipe_system_type,
});
