/** The shell's namespace: its screens and the pieces other screens show (support, waitlist), all lazy. */
export const shellTexts = {
  namespace: 'shell',
  load: { en: () => import('../../../locales/en/shell.json'), nl: () => import('../../../locales/nl/shell.json') },
} as const;
