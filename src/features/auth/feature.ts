import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';
import { preloadPreLogin } from '../shell/preLogin/preLoginScreens';

/** Signing in (1-shell.txt section 3): a code or a magic link by email. */
export const authFeature = defineFeature({
  id: 'auth',
  routes: [
    defineRoute({
      path: '/login',
      access: 'public',
      title: 'auth:login.title',
      search: () => import('./search').then((m) => m.loginSearch),
      screen: () => import('./screens/AuthRoutes').then((m) => m.LoginRoute),
      // A first visit sees the welcome carousel before the form.
      preload: preloadPreLogin,
    }),
    defineRoute({
      path: '/login/code',
      access: 'signedOut',
      title: 'auth:code.title',
      search: () => import('./search').then((m) => m.emailSearch),
      screen: () => import('./screens/AuthRoutes').then((m) => m.CodeRoute),
    }),
    defineRoute({
      path: '/login/sent',
      access: 'signedOut',
      title: 'auth:magicLink.title',
      search: () => import('./search').then((m) => m.emailSearch),
      screen: () => import('./screens/AuthRoutes').then((m) => m.SentRoute),
    }),
  ],
  texts: {
    namespace: 'auth',
    load: { en: () => import('../../../locales/en/auth.json'), nl: () => import('../../../locales/nl/auth.json') },
  },
});
