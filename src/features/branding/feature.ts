import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** The coach's Account tab: the organisation's name, colour and logo (1-shell.txt, coach account / branding screen). */
export const brandingFeature = defineFeature({
  id: 'branding',
  routes: [
    defineRoute({
      path: '/account',
      access: 'coach',
      title: 'branding:title',
      screen: () => import('./screens/BrandingScreen').then((m) => m.BrandingScreen),
    }),
  ],
  tab: {
    id: 'account',
    path: '/account',
    // A palette.
    icon: 'M12 3a9 9 0 0 0 0 18c.8 0 1.5-.7 1.5-1.5 0-.4-.1-.7-.4-1-.2-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8zm-5.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
    label: 'common:tabs.account',
  },
  texts: {
    namespace: 'branding',
    load: {
      en: () => import('../../../locales/en/branding.json'),
      nl: () => import('../../../locales/nl/branding.json'),
    },
  },
});
