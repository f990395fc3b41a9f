/** The hormone plugin's texts: fetched with its code, typed through the plugins list (src/plugins/index.ts). */
export const hormoneTexts = {
  namespace: 'hormones',
  load: {
    en: () => import('../../../locales/en/hormones.json'),
    nl: () => import('../../../locales/nl/hormones.json'),
  },
} as const;
