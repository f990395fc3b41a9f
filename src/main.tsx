import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App';
import { bootApp } from './app/boot';
import { localStorageWorks } from './app/storage';
import { hasStoredToken, hasStoredUser } from './core/authStore';
import { afterFrame } from './app/afterFrame';
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
// code (bootApp), not after them. A device that keeps no user yet holds no data either: its first
// screen is the wait for the account's data, drawn with the first texts and the session's code,
// and the addressed screen's code (needed once the data has come) follows that wait's first frame
// instead of sharing the line with what draws it.
const signedIn = localStorageWorks() && hasStoredToken(localStorage);
const newDevice = signedIn && !hasStoredUser(localStorage);
if (!newDevice) preloadFirstScreen(signedIn);

bootApp().then(
  (services) => {
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
    if (newDevice) afterFrame(() => preloadFirstScreen(true));
  },
  (error: unknown) => {
    console.error('Boot failed', error);
    root.render(<BootFailure {...(error instanceof StorageUnavailableError ? { problem: error.problem } : {})} />);
  },
);
