import { evaluateFlags, type FlagSet } from '../../core/flags';
import type { NavigationInput } from '../../core/navigation';
import type { PluginContext } from '../../core/plugins';

/**
 * Who is using the app. Until sign-in exists this is a person on this device alone: a client of
 * the default organisation whose events live in a stream named after the device.
 */
export interface Session {
  readonly userId: string;
  readonly actor: string;
  readonly stream: string;
  readonly navigation: NavigationInput;
  readonly primaryColour: string | null;
  readonly flags: FlagSet;
}

export function localSession(deviceId: string): Session {
  const flags = evaluateFlags([]);
  const userId = `local-${deviceId}`;
  return {
    userId,
    actor: `user:${userId}`,
    stream: `user:${userId}`,
    primaryColour: null,
    flags,
    navigation: {
      user: {
        isCoach: false,
        accountEnabled: true,
        paymentStatusOverride: false,
        subscriptionStatuses: [],
        isDiy: false,
        hasNutritionPlan: false,
        planComplete: false,
      },
      organisation: { recipeSystemType: 'COMPLEX' },
      flags,
      mode: 'client',
    },
  };
}

export const pluginContextOf = (session: Session): PluginContext => ({
  flags: session.flags,
  role: session.navigation.user.isCoach ? 'coach' : session.navigation.user.isDiy ? 'self-service' : 'client',
  recipeSystem: session.navigation.organisation.recipeSystemType,
});
