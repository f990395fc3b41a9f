import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';
import { shellTexts } from './texts';

/** The shell's own screens (1-shell.txt section 2): installing the web app. */
export const shellFeature = defineFeature({
  id: 'shell',
  routes: [
    defineRoute({
      path: '/install',
      access: 'public',
      title: 'shell:install.title',
      screen: () => import('./install/InstallScreen').then((m) => m.InstallScreen),
    }),
  ],
  texts: shellTexts,
});
