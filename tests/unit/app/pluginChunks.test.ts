import { describe, expect, it } from 'vitest';
import { pluginOfChunk } from '../../../scripts/pluginChunks';

const root = '/work/app';
const importers: Record<string, string[]> = {
  [`${root}/locales/en/simpleRecipes.json`]: [`${root}/src/plugins/simple-recipes/texts.ts`],
  [`${root}/locales/en/recipes.json`]: [`${root}/src/features/recipes/feature.ts`],
};
const importersOf = (id: string) => importers[id] ?? [];

describe("a plugin's own chunks (left out of the service worker's precache)", () => {
  it("are those whose every module is in the plugin's folder", () => {
    expect(
      pluginOfChunk([
        `${root}/src/plugins/simple-recipes/search/SimpleSearchScreen.tsx`,
        `${root}/src/plugins/simple-recipes/time.ts`,
        '\0vite/preload-helper',
      ]),
    ).toBe('simple-recipes');
  });

  it('include a library module that the bundler placed with the plugin, as the plugin alone uses it', () => {
    const detail = `${root}/src/plugins/simple-recipes/detail/SimpleRecipeDetailScreen.tsx`;
    const router = `${root}/node_modules/@tanstack/react-router/dist/esm/useCanGoBack.js`;
    expect(pluginOfChunk([router, detail])).toBe('simple-recipes');
    // A chunk of libraries alone is the app's.
    expect(pluginOfChunk([router])).toBeNull();
  });

  it('include its texts, imported by the plugin alone', () => {
    expect(pluginOfChunk([`${root}/locales/en/simpleRecipes.json`], importersOf)).toBe('simple-recipes');
    expect(pluginOfChunk([`${root}/locales/en/recipes.json`], importersOf)).toBeNull();
  });

  it('are not a chunk shared with the app or with another plugin', () => {
    expect(
      pluginOfChunk([
        `${root}/src/plugins/simple-recipes/detail/SimpleRecipeDetailScreen.tsx`,
        `${root}/src/features/recipes/screens/RecipePicture.tsx`,
      ]),
    ).toBeNull();
    expect(
      pluginOfChunk([`${root}/src/plugins/copy-meals/register.ts`, `${root}/src/plugins/hormone-theme/register.ts`]),
    ).toBeNull();
    expect(pluginOfChunk([`${root}/src/app/App.tsx`])).toBeNull();
    expect(pluginOfChunk([])).toBeNull();
  });
});
