import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }), []);
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
