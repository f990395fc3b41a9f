import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { callFailureOf } from '../core/apiError';
import { themeFor } from '../core/theme';
import { AuthGate } from './AuthGate';
import type { AppServices } from './boot';
import { ErrorPage } from './ErrorPage';
import { createAppRouter } from './router';
import { AppServicesProvider, SessionProvider, type Session } from './services';

export function App({ services }: { services: AppServices }) {
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
            <AuthGate>{(session) => <Routed session={session} />}</AuthGate>
          </QueryClientProvider>
        </AppServicesProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

function Routed({ session }: { session: Session | null }) {
  const [router] = useState(() => createAppRouter({ session }));
  // The routes' guards read the session from the context: re-run them when it changes.
  useEffect(() => {
    router.update({ ...router.options, context: { session } });
    void router.invalidate();
  }, [router, session]);
  useEffect(() => applyTheme(session?.user.organisation.primary_colour ?? null), [session?.user.organisation.primary_colour]);
  return (
    <SessionProvider session={session}>
      <RouterProvider router={router} context={{ session }} />
    </SessionProvider>
  );
}

/** Sets the brand's colours as CSS custom properties on the document. */
export function applyTheme(primaryColour: string | null, hormone = false): void {
  const theme = themeFor(primaryColour, hormone);
  const root = document.documentElement.style;
  root.setProperty('--color-primary', theme.primary);
  root.setProperty('--color-on-primary', theme.onPrimary);
  root.setProperty('--color-primary-text', theme.primaryText);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}
