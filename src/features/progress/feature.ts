import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/** Measurements and their charts (3-daily-use.txt, my progress; issue 16). */
export const progressFeature = defineFeature({
  id: 'progress',
  routes: [
    defineRoute({
      path: '/progress',
      access: 'signedIn',
      title: 'common:tabs.progress',
      screen: () => import('./screens/ProgressRoute').then((m) => m.ProgressRoute),
    }),
  ],
  tab: {
    id: 'progress',
    path: '/progress',
    // A line chart rising.
    icon: 'M3 3a1 1 0 0 1 1 1v15h16a1 1 0 1 1 0 2H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm17.7 3.3a1 1 0 0 1 0 1.4l-6 6a1 1 0 0 1-1.4 0L10 10.4l-3.3 3.3a1 1 0 0 1-1.4-1.4l4-4a1 1 0 0 1 1.4 0l3.3 3.3 5.3-5.3a1 1 0 0 1 1.4 0z',
    label: 'common:tabs.progress',
  },
  texts: {
    namespace: 'progress',
    load: {
      en: () => import('../../../locales/en/progress.json'),
      nl: () => import('../../../locales/nl/progress.json'),
    },
  },
});
