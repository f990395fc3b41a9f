import type { FlagSet } from '../../core/flags';

/** The plans the nutrition-plan screen offers (2-onboarding.txt section 3, diet type). */
export const PLAN_TYPES = ['RECOMMENDED', 'LOW_CARB', 'KETO', 'CHOOSE_YOUR_OWN', 'CYCLE_DIET', 'MENOPAUSE'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface PlanOptionContext {
  readonly flags: FlagSet;
  readonly sex: 'MALE' | 'FEMALE' | null;
}

/**
 * One rule of plan availability (2-onboarding.txt section 4): given the options so far, the ones
 * that remain. Data, in order, so the diet-options and hormone plugins can take their rules over.
 */
export interface PlanOptionRule {
  readonly id: string;
  readonly apply: (options: readonly PlanType[], context: PlanOptionContext) => readonly PlanType[];
}

const without = (options: readonly PlanType[], ...gone: PlanType[]) => options.filter((o) => !gone.includes(o));

export const PLAN_OPTION_RULES: readonly PlanOptionRule[] = [
  { id: 'plantBasedHidesKeto', apply: (options, { flags }) => (flags.FF_PLANT_BASED_APP ? without(options, 'KETO') : options) },
  { id: 'lowCarbDisabled', apply: (options, { flags }) => (flags.FF_DISABLE_LOW_CARB_OPTION ? without(options, 'LOW_CARB') : options) },
  { id: 'ketoDisabled', apply: (options, { flags }) => (flags.FF_DISABLE_KETO_OPTION ? without(options, 'KETO') : options) },
  {
    id: 'hormonePlans',
    apply: (options, { flags, sex }) => {
      const hormones = sex === 'FEMALE' && (flags.FF_FEMALE_HORMONES || flags.FF_FEMALE_HORMONES_MENOPAUSE_ONLY);
      if (!hormones) return without(options, 'CYCLE_DIET', 'MENOPAUSE');
      return flags.FF_FEMALE_HORMONES_MENOPAUSE_ONLY ? without(options, 'CYCLE_DIET') : options;
    },
  },
];

/** The plans offered to this person, in the screen's order. */
export const planOptionsFor = (context: PlanOptionContext, rules: readonly PlanOptionRule[] = PLAN_OPTION_RULES): readonly PlanType[] =>
  rules.reduce<readonly PlanType[]>((options, rule) => rule.apply(options, context), PLAN_TYPES);

/** Onboarding's plant-based choices; the plant-based app variant offers only these and requires one. */
export const DIETARY_PREFERENCES = ['VEGAN', 'VEGETARIAN', 'PESCATARIAN'] as const;
export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];

export const dietaryPreferencesFor = (flags: FlagSet): readonly DietaryPreference[] =>
  flags.FF_PLANT_BASED_APP ? DIETARY_PREFERENCES.filter((d) => d !== 'PESCATARIAN') : DIETARY_PREFERENCES;
