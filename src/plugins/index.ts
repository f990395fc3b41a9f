import type { PluginManifest } from '../core/plugins';
import { copyMealsPlugin } from './copy-meals';

/**
 * Every plugin, listed explicitly. Each entry is a manifest whose code loads only when its flag
 * enables it.
 */
export const pluginManifests: readonly PluginManifest[] = [copyMealsPlugin];
