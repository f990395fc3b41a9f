/** The simple recipes' texts: fetched with the plugin's code, typed through the plugins list (src/plugins/index.ts). */
export const simpleRecipeTexts = {
  namespace: 'simpleRecipes',
  load: {
    en: () => import('../../../locales/en/simpleRecipes.json'),
    nl: () => import('../../../locales/nl/simpleRecipes.json'),
  },
} as const;
