import { createRootRouteWithContext, createRoute, createRouter, redirect, Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DiaryScreen } from '../features/diary/screens/DiaryScreen';
import { ProfileScreen } from '../features/profile/screens/ProfileScreen';
import type { Navigation } from '../core/navigation';
import { AppLayout } from './AppLayout';
import { homePath } from './tabs';

export interface RouterContext {
  readonly navigation: Navigation;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFound,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ to: homePath(context.navigation.initialTab, context.navigation.tabs) });
  },
});

const diarySearchSchema = z.object({ date: z.iso.date().optional().catch(undefined) });

const diaryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/diary',
  validateSearch: diarySearchSchema,
  component: function DiaryRoute() {
    const { date } = diaryRoute.useSearch();
    return <DiaryScreen date={date ?? format(new Date(), 'yyyy-MM-dd')} />;
  },
});

const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  component: ProfileScreen,
});

const routeTree = rootRoute.addChildren([indexRoute, diaryRoute, profileRoute]);

export const createAppRouter = (context: RouterContext) => createRouter({ routeTree, context, defaultPreload: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

function NotFound() {
  const { t } = useTranslation('common');
  return (
    <div className="screen">
      <h1>{t('errors.notFound')}</h1>
      <Link to="/">{t('errors.goHome')}</Link>
    </div>
  );
}
