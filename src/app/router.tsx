import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  redirect,
  type AnyRoute,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';
import { useTranslation } from 'react-i18next';
import type { FeatureDefinition, RouteAccess, RouteDeclaration, TextsDeclaration } from '../core/feature';
import type { Language } from '../core/language';
import type { ScreenProps } from '../ui/route';
import { ScreenSkeleton } from '../ui/ScreenSkeleton';
import { useOptionalSession, useSession, type Session } from '../ui/services';
import { previewFromOf } from '../core/sync/merge';
import { AppLayout } from './AppLayout';
import { NOT_FOUND_TITLE, usePageTitle } from './PageAnnouncer';
import type { TextLoader } from './i18n';
import { declaredTabs, homePath } from './tabs';

export interface RouterContext {
  readonly session: Session | null;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title's translation key, 'namespace:key'. */
    title?: string;
    /** Shown without the tab bar. */
    bare?: boolean;
  }
}

/**
 * The route tree, derived from the features' declarations and the routes plugins add: each route
 * guarded by its access, its screen and its feature's texts loaded on first use (the service
 * worker keeps them for offline use), plus the shell's own '/' (the first tab) and not-found page.
 */
export function buildRouteTree(
  features: readonly FeatureDefinition[],
  added: readonly RouteDeclaration[],
  texts: TextLoader,
): AnyRoute {
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => <AppLayout features={features} texts={texts} />,
    notFoundComponent: NotFound,
  });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: ({ context }) => {
      if (!context.session) throw redirect({ to: '/login' });
      const { navigation } = context.session;
      throw redirect({ to: homePath(navigation.initialTab, navigation.tabs, declaredTabs(features)) });
    },
  });
  // A plugin's route takes the place of a feature's at the same path (the simple recipes' /recipes).
  const replaced = new Set(added.map((route) => route.path));
  const declared = [
    ...features.flatMap((f) =>
      (f.routes ?? [])
        .filter((route) => !replaced.has(route.path))
        .map((route) => routeOf(root, route, f.texts, texts)),
    ),
    ...added.map((route) => routeOf(root, route, undefined, texts)),
  ];
  return root.addChildren([index, ...declared]);
}

/**
 * Starts loading the screen of a plain address (no parameters) before the router exists, if the
 * router will show it: the login screen loads beside the first texts, and a signed-in person's
 * first screen (/diary) beside the session's code, not after it, with its feature's texts in the
 * language the app starts in and what it shows first (`preload`). The router's own load of them
 * later gets the same modules.
 */
export function preloadScreen(
  features: readonly FeatureDefinition[],
  pathname: string,
  signedIn: boolean,
  language: Language,
): void {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const feature = features.find((f) => f.routes?.some((declared) => declared.path === path));
  const route = feature?.routes?.find((declared) => declared.path === path);
  const shown = signedIn ? route?.access !== 'signedOut' : route?.access === 'public' || route?.access === 'signedOut';
  if (!route || !shown) return;
  for (const load of [route.screen, route.search, route.params, feature?.texts?.load[language]])
    load?.().catch((error: unknown) => console.warn('Could not preload the screen', error));
  route.preload?.(language);
}

/**
 * While a screen's chunk loads, its skeleton shows in the page (never a blank one): after 100 ms,
 * so a chunk the service worker hands over at once shows no flash, and then for at least 200 ms,
 * so a chunk that arrives just after does not make it flicker.
 */
export const createAppRouter = (routeTree: AnyRoute, context: RouterContext) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: false,
    defaultErrorComponent: ScreenFailed,
    defaultPendingComponent: ScreenSkeleton,
    defaultPendingMs: 100,
    defaultPendingMinMs: 200,
  });

/**
 * A screen that fails (its code cannot be loaded, or it throws while rendering) is the app's error
 * page, with Try again and Reset app, not the router's own message.
 */
function ScreenFailed({ error, reset }: ErrorComponentProps) {
  console.error('A screen failed', error);
  return <ErrorPage resetErrorBoundary={reset} withinPage />;
}

function routeOf(
  root: AnyRoute,
  declaration: RouteDeclaration,
  namespace: TextsDeclaration | undefined,
  texts: TextLoader,
): AnyRoute {
  const route: AnyRoute = createRoute({
    getParentRoute: () => root,
    path: declaration.path,
    ...(declaration.params ? { params: { stringify: stringifyParams } } : {}),
    beforeLoad: ({ context }: { context: RouterContext }) => {
      guards[declaration.access]({ context });
      if (context.session?.navigation.blocked && !declaration.whenBlocked && declaration.access !== 'public')
        throw redirect({ to: '/' });
    },
    staticData: { title: declaration.title, bare: declaration.bare ?? false },
    // The query string and the path's parameters are parsed by the screen's schemas, which load
    // with it (zod is not in the first download); the router hands over what the address holds.
    component: lazyRouteComponent(async () => {
      const [Screen, search, params] = await Promise.all([
        declaration.screen(),
        declaration.search?.(),
        declaration.params?.(),
        namespace ? texts.add(namespace) : undefined,
      ]);
      performance.mark(`forkcast:screen-loaded:${declaration.path}`);
      const Shown = Screen as ComponentType<ScreenProps<unknown, unknown>>;
      function RouteScreen() {
        usePageTitle(declaration.title);
        const rawSearch: unknown = route.useSearch();
        const rawParams: unknown = route.useParams();
        const parsedSearch = useMemo(() => (search ? search.parse(rawSearch) : rawSearch), [rawSearch]);
        const parsedParams = useMemo(() => (params ? params.parse(rawParams) : rawParams), [rawParams]);
        if (!useFirstDrawDone()) return <ScreenSkeleton />;
        const screen = <Shown search={parsedSearch} params={parsedParams} />;
        return declaration.access === 'coach' ? <LeavesViewAs>{screen}</LeavesViewAs> : screen;
      }
      return { default: RouteScreen };
    }),
  });
  return route;
}

const stringifyParams = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

type Guard = (options: { context: RouterContext }) => void;
/** Screens behind sign-in send a signed-out visitor to the login screen. */
const signedIn: Guard = ({ context }) => {
  if (!context.session) throw redirect({ to: '/login' });
};
const guards: Readonly<Record<RouteAccess, Guard>> = {
  public: () => undefined,
  /** The login screens send a signed-in user home. */
  signedOut: ({ context }) => {
    if (context.session) throw redirect({ to: '/' });
  },
  signedIn,
  coach: ({ context }) => {
    signedIn({ context });
    if (!context.session!.user.is_coach) throw redirect({ to: '/' });
  },
};

/**
 * False for the first pass of a screen mounted while a new device shows its preview, true after
 * it: the router mounts a screen from its store, which React always draws synchronously, so the
 * new device's first screen would otherwise be one long task; its second pass is a transition,
 * drawn in slices of a few milliseconds with the browser free between them. Once the history is
 * in (and on every cold open) a screen draws at once.
 */
function useFirstDrawDone(): boolean {
  const session = useOptionalSession();
  const [inPreview] = useState(
    () => session !== null && previewFromOf(session.sync.getState(), session.stream) !== null,
  );
  return useDeferredValue(true, !inPreview);
}

/** A coach screen ends view-as mode: the coach is back as themselves. */
function LeavesViewAs({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (session.viewing) session.viewAs(null);
  }, [session]);
  return <>{children}</>;
}

function NotFound() {
  const { t } = useTranslation('common');
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <div className="screen">
      <h1>{t('errors.notFound')}</h1>
      <Link to="/">{t('errors.goHome')}</Link>
    </div>
  );
}
