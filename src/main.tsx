import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';
import { bootApp } from './app/boot';
import { localStorageWorks } from './app/storage';
import { hasStoredToken } from './core/authStore';
import { StorageUnavailableError } from './app/shellServices';
import { BootFailure } from './app/BootFailure';
import './ui/styles.css';

// The app's code has loaded: the diary bench counts a cold open from here (tests/bench/diary.bench.ts).
performance.mark('forkcast:code-loaded');

const root = createRoot(document.getElementById('root')!);

// The original swallows unhandled rejections; we at least keep them visible to developers.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
  event.preventDefault();
});

// The first screen's code loads beside the first texts and, with a stored token, the session's
// code (bootApp), not after them.
preloadFirstScreen(localStorageWorks() && hasStoredToken(localStorage));

bootApp().then(
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
