import { lazy, Suspense, useSyncExternalStore } from 'react';
import { showsSupportButton, type LauncherUser, type SupportScreen } from './supportRules';

const SupportButton = lazy(() => import('./SupportButton'));

const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const width = () => window.innerWidth;

/**
 * The support button's stub: only where the rules say it shows (a narrow screen, these screens,
 * the custom-launcher people on My profile) is the button itself, with its texts, downloaded.
 */
export function SupportLauncher({
  screen,
  user,
  organisation,
}: {
  screen: SupportScreen;
  user?: LauncherUser;
  organisation?: { readonly support_url?: string | null; readonly help_chat_url?: string | null };
}) {
  const shown = showsSupportButton(screen, useSyncExternalStore(subscribeWidth, width), user);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SupportButton organisation={organisation} />
    </Suspense>
  );
}
