import type { PluginApi } from '../../core/plugins';
import { HORMONE_PRIMARY, themeSlot, type ThemeInput } from '../../core/theme';
import { diaryViewOptions } from '../../features/diary/viewOptions';
import { planOptionRules, withPlans } from '../../features/onboarding/planOptions';
import { profileSections } from '../../features/profile/slots';
import { recipeCardBadges, recipeDetailBoxes } from '../../features/recipes/slots';
import { cycleCommands } from './cycleCommands';
import { CycleSection } from './CycleSettings';
import { HormoneBadge, HormoneInfoBox } from './HormoneRecipe';
import { hormoneTexts } from './texts';

/** 1-shell.txt section 6: the purple theme for a woman on the cycle or menopause diet, or with a menstrual plan. */
export const wantsHormoneTheme = (input: ThemeInput): boolean =>
  input.planType === 'CYCLE_DIET' || input.planType === 'MENOPAUSE' || input.hasMenstrualPlan === true;

export function register(api: PluginApi): () => void {
  const removers = [
    api.addTexts(hormoneTexts),
    api.fold(themeSlot, {
      id: 'purple',
      apply: (seed, input) => (wantsHormoneTheme(input) ? { ...seed, primary: HORMONE_PRIMARY } : seed),
    }),
    api.fold(diaryViewOptions, { id: 'phase-badge', apply: (view) => ({ ...view, phaseBadge: true }) }),
    // My profile's cycle settings and 'period has started' (1-shell.txt, My profile).
    api.addCommands(cycleCommands),
    api.add(profileSections, { id: 'cycle', value: CycleSection }),
    // Women see the cycle diet and menopause plans (2-onboarding.txt section 4).
    api.add(planOptionRules, {
      id: 'hormone-plans',
      value: {
        id: 'hormonePlans',
        apply: (options, { sex }) => (sex === 'FEMALE' ? withPlans(options, 'CYCLE_DIET', 'MENOPAUSE') : options),
      },
    }),
    api.add(recipeCardBadges, { id: 'hormone', value: HormoneBadge }),
    api.add(recipeDetailBoxes, { id: 'hormone', value: HormoneInfoBox }),
  ];
  return () => removers.forEach((remove) => remove());
}
