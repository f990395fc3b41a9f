import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';
import { bootApp } from './app/boot';
import { localStorageWorks } from './app/storage';
import { hasStoredToken } from './core/authStore';
import { StorageUnavailableError } from './app/shellServices';
import { BootFailure } from './app/BootFailure';
import { DataLoading } from './app/DataLoading';
import { I18nextProvider } from 'react-i18next';
import './ui/styles.css';

// The app's code has loaded: the diary bench counts a cold open from here (tests/bench/diary.bench.ts).
performance.mark('forkcast:code-loaded');

const root = createRoot(document.getElementById('root')!);

// The original swallows unhandled rejections; we at least keep them visible to developers.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
  event.preventDefault();
});

// A new device's wait for its data shows as soon as its texts are in, drawn at once (not in a
// task of React's scheduler, which the session's code, arriving beside them, would come before);
// the app takes its place.
const showWait = (i18n: Parameters<typeof I18nextProvider>[0]['i18n']) =>
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <DataLoading />
      </I18nextProvider>,
    ),
  );

bootApp(showWait).then(
  (services) => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Boot failed', error);
    root.render(<BootFailure {...(error instanceof StorageUnavailableError ? { problem: error.problem } : {})} />);
  },
);

// The first screen's code loads beside the first texts and, with a stored token, the session's
// code (bootApp), not after them; asked for after them, so that on a line of six connections at a
// time the texts every first paint needs come first, then the session's code, then the screen's.
preloadFirstScreen(localStorageWorks() && hasStoredToken(localStorage));
