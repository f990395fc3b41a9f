import type { PluginApi } from '../../core/plugins';
import { dietChoicesSlot, planOptionRules, withoutPlans } from '../../features/onboarding/planOptions';

export function register(api: PluginApi): () => void {
  const removers = [
    api.add(planOptionRules, {
      id: 'no-keto',
      value: { id: 'plantBasedHidesKeto', apply: (options) => withoutPlans(options, 'KETO') },
    }),
    api.fold(dietChoicesSlot, {
      id: 'plant-diets',
      apply: (choices) => ({
        diets: choices.diets.filter((d) => d !== 'PESCATARIAN'),
        dietRequired: true,
        dislikes: choices.dislikes.filter((d) => d !== 'BEEF'),
      }),
    }),
  ];
  return () => removers.forEach((remove) => remove());
}
