import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { callFailureOf } from '../core/apiError';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { themeFor } from '../core/theme';
import type { AppServices } from './boot';
import { ErrorPage } from './ErrorPage';
import { createAppRouter } from './router';
import { ServicesProvider } from './services';

export function App({ services }: { services: AppServices }) {
  // Every failed server call reaches the global alert, which applies the rules of 1-shell.txt section 8.
  const queryClient = useMemo(() => {
    const onError = (error: unknown) => void services.alerts.report(callFailureOf(error));
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    });
  }, [services.alerts]);
  const router = useMemo(() => createAppRouter({ navigation: services.navigation }), [services.navigation]);
  return (
    <I18nextProvider i18n={services.i18n}>
      <ErrorBoundary FallbackComponent={ErrorPage}>
        <ServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ServicesProvider>
      </ErrorBoundary>
    </I18nextProvider>
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
