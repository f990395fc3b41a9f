import type { PluginApi } from '../../core/plugins';
import { planOptionRules, withoutPlans, withPlans } from '../../features/onboarding/planOptions';

export function register(api: PluginApi): () => void {
  // After the hormone plugin's rule (order 1), so the cycle diet it adds goes again.
  return api.add(planOptionRules, {
    id: 'menopause-only',
    order: 1,
    value: {
      id: 'menopauseOnly',
      apply: (options, { sex }) =>
        sex === 'FEMALE' ? withoutPlans(withPlans(options, 'MENOPAUSE'), 'CYCLE_DIET') : options,
    },
  });
}
