import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { callFailureOf } from '../core/apiError';
import type { FeatureDefinition, RouteDeclaration } from '../core/feature';
import { themeTokens, type ThemeSeed } from '../core/theme';
import { features as allFeatures } from '../features';
import { AppServicesProvider, SessionProvider, type Session } from '../ui/services';
import { applyTheme } from '../ui/theme';
import { AuthGate } from './AuthGate';
import { loadSignedIn, signedInCodeNow } from './boot';
import { lazyLoaded } from '../ui/lazyLoaded';
import type { ShellServices } from './shellServices';
import { ErrorPage } from './ErrorPage';
import { initialLanguage } from './i18n';
import { buildRouteTree, createAppRouter, preloadScreen } from './router';

/**
 * Starts the product's first screen's code while the app boots (main.tsx): the login screen for a
 * visitor, the addressed screen for a stored token.
 */
export const preloadFirstScreen = (signedIn: boolean) =>
  preloadScreen(allFeatures, window.location.pathname, signedIn, initialLanguage());

/** The composition root: the services, the session, and the router built from the features list. */
export function App({
  services,
  features = allFeatures,
}: {
  services: ShellServices;
  features?: readonly FeatureDefinition[];
}) {
  // Every failed server call reaches the global alert, which applies the rules of 1-shell.txt
  // section 8; calls that show their failure in place say so with meta.silent.
  const queryClient = useMemo(() => {
    const report = (error: unknown, meta: Record<string, unknown> | undefined) => {
      if (!meta?.silent) services.alerts.report(callFailureOf(error));
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
      mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    });
  }, [services.alerts]);
  return (
    <I18nextProvider i18n={services.i18n}>
      <ErrorBoundary FallbackComponent={ErrorPage}>
        <AppServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <AuthGate app={services}>
              {(session) => <Routed session={session} services={services} features={features} />}
            </AuthGate>
          </QueryClientProvider>
        </AppServicesProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

const NO_ROUTES: readonly RouteDeclaration[] = [];

function Routed({
  session,
  services,
  features,
}: {
  session: Session | null;
  services: ShellServices;
  features: readonly FeatureDefinition[];
}) {
  // The plugins' routes from the start: a plugin's screen in place of a feature's (simple recipes at
  // /recipes) must be the one loaded, not the feature's first.
  const [initial] = useState(() => session?.plugins.routes() ?? NO_ROUTES);
  const [router] = useState(() => createAppRouter(buildRouteTree(features, initial, services.texts), { session }));
  const added = useRef(initial);
  // The routes' guards read the session from the context: re-run them when it changes.
  useEffect(() => {
    router.update({ ...router.options, context: { session } });
    void router.invalidate();
  }, [router, session]);
  // Routes a plugin adds (or takes away) join the tree while the app runs.
  const plugins = session?.plugins;
  useEffect(() => {
    const rebuild = (routes: readonly RouteDeclaration[]) => {
      if (routes === added.current) return;
      added.current = routes;
      router.update({ ...router.options, routeTree: buildRouteTree(features, routes, services.texts) });
      void router.invalidate();
    };
    const subscription = plugins?.routes$.subscribe(rebuild);
    if (!plugins) rebuild(NO_ROUTES);
    return () => subscription?.unsubscribe();
  }, [router, plugins, features, services.texts]);
  return (
    <SessionProvider session={session}>
      {session ? (
        <Suspense fallback={null}>
          <SessionTheme session={session} />
        </Suspense>
      ) : (
        <DefaultTheme />
      )}
      <RouterProvider router={router} context={{ session }} />
    </SessionProvider>
  );
}

// With a session, its code is loaded already: the theme comes from there.
const SessionTheme = lazyLoaded(
  () => loadSignedIn().then((m) => m.SessionTheme),
  () => signedInCodeNow()?.SessionTheme,
);

const DEFAULT_SEED: ThemeSeed = { primary: null };
const DefaultTheme = () => {
  useEffect(() => applyTheme(themeTokens(DEFAULT_SEED)), []);
  return null;
};
