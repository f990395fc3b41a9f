/** The closed set of feature flags the server may send, with what holds when a flag is absent. */
export const featureFlagDefaults = {
  FF_FEMALE_HORMONES: false,
  FF_FEMALE_HORMONES_MENOPAUSE_ONLY: false,
  FF_COPY_MEALS_TO_ANOTHER_DAY: false,
  FF_B2C_PAYWALL: false,
  FF_PLANT_BASED_APP: false,
  FF_DISABLE_LOW_CARB_OPTION: false,
  FF_DISABLE_KETO_OPTION: false,
  FF_RECIPE_INSPIRATION: false,
  FF_ENGLISH_LANGUAGE_ONLY: false,
  FF_DONT_SHOW_MACROS: false,
  DisableProductLogging: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof featureFlagDefaults;
export type FlagSet = Readonly<Record<FeatureFlag, boolean>>;

export const isFeatureFlag = (name: string): name is FeatureFlag => Object.hasOwn(featureFlagDefaults, name);

/**
 * Organisation flags and the user's own flags combine: a flag is on when either turns it on.
 * Unknown names are ignored, so a server ahead of the app cannot switch on code that is not there.
 */
export function evaluateFlags(organisationFlags: Iterable<string>, userFlags: Iterable<string> = []): FlagSet {
  const flags: Record<FeatureFlag, boolean> = { ...featureFlagDefaults };
  for (const name of [...organisationFlags, ...userFlags]) if (isFeatureFlag(name)) flags[name] = true;
  return flags;
}
