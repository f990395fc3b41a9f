import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootApp, StorageUnavailableError } from './app/boot';
import { BootFailure } from './app/BootFailure';
import './ui/styles.css';

const root = createRoot(document.getElementById('root')!);

// The original swallows unhandled rejections; we at least keep them visible to developers.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
  event.preventDefault();
});

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
