import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, Link, Navigate, redirect } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EnterCodeScreen } from '../features/auth/screens/EnterCodeScreen';
import { LoginScreen } from '../features/auth/screens/LoginScreen';
import { MagicLinkScreen } from '../features/auth/screens/MagicLinkScreen';
import { MagicLinkSentScreen } from '../features/auth/screens/MagicLinkSentScreen';
import { MEAL_MOMENTS } from '../features/diary/mealMoments';
import { needsOnboarding } from '../features/onboarding/access';
import { needsSimpleOnboarding } from '../features/onboarding/simpleCommands';
import { planningProfileProjection } from '../features/profile/planningProfile';
import { AppLayout } from './AppLayout';
import { useProjection, useSession, type Session } from './services';
import { homePath } from './tabs';

export interface RouterContext {
  readonly session: Session | null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFound,
});

/** Screens behind sign-in send a signed-out visitor to the login screen. */
const requireSession = ({ context }: { context: RouterContext }) => {
  if (!context.session) throw redirect({ to: '/login' });
};
/** The login screens send a signed-in user home. */
const requireSignedOut = ({ context }: { context: RouterContext }) => {
  if (context.session) throw redirect({ to: '/' });
};

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    if (!context.session) throw redirect({ to: '/login' });
    const { navigation } = context.session;
    throw redirect({ to: homePath(navigation.initialTab, navigation.tabs) });
  },
});

const loginSearch = z.object({ token: z.string().min(16).max(200).optional().catch(undefined) });
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => {
    // A magic link signs in even over an existing session: the link is the person's intent.
    if (!search.token) requireSignedOut({ context });
  },
  component: function LoginRoute() {
    const { token } = loginRoute.useSearch();
    return token ? <MagicLinkScreen token={token} /> : <LoginScreen />;
  },
});

const emailSearch = z.object({ email: z.string().max(254).catch('') });
const codeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/code',
  validateSearch: emailSearch,
  beforeLoad: requireSignedOut,
  component: function CodeRoute() {
    return <EnterCodeScreen email={codeRoute.useSearch().email} />;
  },
});
const sentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/sent',
  validateSearch: emailSearch,
  beforeLoad: requireSignedOut,
  component: function SentRoute() {
    return <MagicLinkSentScreen email={sentRoute.useSearch().email} />;
  },
});

// The signed-in screens load on first use (the service worker holds them for offline use), so the
// login screen, which a new visitor sees first, does not wait for them.
const FoodSearchScreen = lazy(() => import('../features/diary/screens/FoodSearchScreen').then((m) => ({ default: m.FoodSearchScreen })));
const RecipeSearchScreen = lazy(() => import('../features/diary/screens/RecipeSearchScreen').then((m) => ({ default: m.RecipeSearchScreen })));
const DiaryScreen = lazy(() => import('../features/diary/screens/DiaryScreen').then((m) => ({ default: m.DiaryScreen })));

const diarySearchSchema = z.object({ date: z.iso.date().optional().catch(undefined) });
const diaryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/diary',
  validateSearch: diarySearchSchema,
  beforeLoad: requireSession,
  component: function DiaryRoute() {
    const { date } = diaryRoute.useSearch();
    const session = useSession();
    const profile = useProjection(planningProfileProjection);
    // A coach viewing a client sees the client's diary as it is; the onboarding is the client's to do.
    if (session.viewing) return <Suspense fallback={null}><DiaryScreen date={date} /></Suspense>;
    // SIMPLE organisations ask their short questions first (2-onboarding.txt, simple onboarding).
    if (needsSimpleOnboarding(session.user, profile.simple)) return <Navigate to="/onboarding/simple" />;
    // A self-service person without a plan makes one first (1-shell.txt section 2, initial tab).
    if (needsOnboarding(session.user, profile.nutrition)) return <Navigate to="/onboarding" />;
    return (
      <Suspense fallback={null}>
        <DiaryScreen date={date} />
      </Suspense>
    );
  },
});

const foodSearchSchema = z.object({ date: z.iso.date().optional().catch(undefined), moment: z.enum(MEAL_MOMENTS).optional().catch(undefined) });
const foodRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/diary/food',
  validateSearch: foodSearchSchema,
  beforeLoad: requireSession,
  component: function FoodRoute() {
    const { date, moment } = foodRoute.useSearch();
    return (
      <Suspense fallback={null}>
        <FoodSearchScreen date={date} moment={moment} />
      </Suspense>
    );
  },
});

const recipeSearchSchema = z.object({
  date: z.iso.date().optional().catch(undefined),
  moment: z.enum(MEAL_MOMENTS).catch('DINNER'),
  replace: z.string().min(1).max(100).optional().catch(undefined),
});
const recipeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/diary/recipe',
  validateSearch: recipeSearchSchema,
  beforeLoad: requireSession,
  component: function RecipeRoute() {
    const { date, moment, replace } = recipeRoute.useSearch();
    return (
      <Suspense fallback={null}>
        <RecipeSearchScreen date={date} moment={moment} replaces={replace} />
      </Suspense>
    );
  },
});

const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
  beforeLoad: requireSession,
  component: lazyRouteComponent(() => import('../features/profile/screens/ProfileScreen'), 'ProfileScreen'),
});

const simpleOnboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/onboarding/simple',
  beforeLoad: requireSession,
  component: lazyRouteComponent(() => import('../features/onboarding/screens/SimpleOnboardingScreen'), 'SimpleOnboardingScreen'),
});

// Open to visitors too: the sign-up starts here, and the account is made halfway through.
const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/onboarding',
  component: lazyRouteComponent(() => import('../features/onboarding/screens/OnboardingScreen'), 'OnboardingScreen'),
});

/** The coach screens: coaches only; opening one ends view-as mode (the coach is back as themselves). */
const requireCoach = ({ context }: { context: RouterContext }) => {
  requireSession({ context });
  if (!context.session!.user.is_coach) throw redirect({ to: '/' });
};
function LeavesViewAs({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (session.viewing) session.viewAs(null);
  }, [session]);
  return <Suspense fallback={null}>{children}</Suspense>;
}

const ClientsScreen = lazy(() => import('../features/clients/screens/ClientsScreen').then((m) => ({ default: m.ClientsScreen })));
const ClientScreen = lazy(() => import('../features/clients/screens/ClientScreen').then((m) => ({ default: m.ClientScreen })));

const clientsSearchSchema = z.object({
  filter: z.enum(['ACTIVE_CLIENTS', 'DEACTIVATED_CLIENTS']).catch('ACTIVE_CLIENTS'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  search: z.string().max(100).catch(''),
});
const clientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/clients',
  validateSearch: clientsSearchSchema,
  beforeLoad: requireCoach,
  component: function ClientsRoute() {
    const { filter, page, search } = clientsRoute.useSearch();
    return (
      <LeavesViewAs>
        <ClientsScreen filter={filter} page={page} search={search} />
      </LeavesViewAs>
    );
  },
});

const clientRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/clients/$clientId',
  params: { parse: ({ clientId }) => ({ clientId: z.coerce.number().int().positive().catch(0).parse(clientId) }), stringify: ({ clientId }) => ({ clientId: String(clientId) }) },
  beforeLoad: requireCoach,
  component: function ClientRoute() {
    const { clientId } = clientRoute.useParams();
    return (
      <LeavesViewAs>
        <ClientScreen clientId={clientId} />
      </LeavesViewAs>
    );
  },
});

const routeTree = rootRoute.addChildren([indexRoute, loginRoute, codeRoute, sentRoute, diaryRoute, foodRoute, recipeRoute, profileRoute, clientsRoute, clientRoute, simpleOnboardingRoute, onboardingRoute]);

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
