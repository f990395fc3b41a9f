import { featureFlagsOf, type PluginManifest } from '../core/plugins';
import { b2cPaywallPlugin } from './b2c-paywall';
import { copyMealsPlugin } from './copy-meals';
import { dietOptionsPlugin } from './diet-options';
import { englishOnlyPlugin } from './english-only';
import { hideMacrosPlugin } from './hide-macros';
import { hormoneThemePlugin } from './hormone-theme';
import { hormoneTexts } from './hormone-theme/texts';
import { menopauseOnlyPlugin } from './menopause-only';
import { plantBasedPlugin } from './plant-based';
import { productLoggingPlugin } from './product-logging';
import { recipeInspirationPlugin } from './recipe-inspiration';
import { simpleRecipesPlugin } from './simple-recipes';
import { simpleRecipeTexts } from './simple-recipes/texts';

/**
 * Every plugin, listed explicitly: a manifest whose code loads only when its flag enables it. The
 * order is the order of their folds (a fold with an explicit `order` goes first or last).
 */
export const pluginManifests: readonly PluginManifest[] = [
  hormoneThemePlugin,
  menopauseOnlyPlugin,
  copyMealsPlugin,
  dietOptionsPlugin,
  plantBasedPlugin,
  recipeInspirationPlugin,
  hideMacrosPlugin,
  englishOnlyPlugin,
  productLoggingPlugin,
  b2cPaywallPlugin,
  simpleRecipesPlugin,
];

/** Every feature flag there is: the ones the plugins declare. The server checks an administrator's switches against it. */
export const featureFlags = featureFlagsOf(pluginManifests);

/**
 * The plugins' translation namespaces, shaped like features' so the shell types their keys
 * (TextsOf<typeof pluginTexts>); the texts themselves load with the plugin.
 */
export const pluginTexts = [
  { id: 'hormone-theme', texts: hormoneTexts },
  { id: 'simple-recipes', texts: simpleRecipeTexts },
] as const;
