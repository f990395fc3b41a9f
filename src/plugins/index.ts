import type { PluginManifest } from '../core/plugins';

/**
 * Every plugin, listed explicitly. Each entry is a manifest whose code loads only when its flag
 * enables it. The first plugins arrive with the diary's copy-meals action.
 */
export const pluginManifests: readonly PluginManifest[] = [];
