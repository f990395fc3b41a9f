import type { PluginApi } from '../../core/plugins';
import { planOptionRules, withoutPlans, type PlanType } from '../../features/onboarding/planOptions';

export function register(api: PluginApi): () => void {
  const { flags } = api.context;
  const gone: PlanType[] = [
    ...(flags.FF_DISABLE_LOW_CARB_OPTION ? (['LOW_CARB'] as const) : []),
    ...(flags.FF_DISABLE_KETO_OPTION ? (['KETO'] as const) : []),
  ];
  return api.add(planOptionRules, {
    id: 'disabled-plans',
    value: { id: 'disabledPlans', apply: (options) => withoutPlans(options, ...gone) },
  });
}
