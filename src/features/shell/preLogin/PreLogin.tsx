import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ScreenSkeleton } from '../../../ui/ScreenSkeleton';
import { usePortalBrand } from '../../auth/portalBrand';
import { PwaSignupScreen, WelcomeCarousel } from './preLoginScreens';
import { MOBILE_MAX_WIDTH, preLoginScreen } from './preLoginRules';
import { continuedInBrowser, rememberContinuedInBrowser, rememberWelcomeSeen, welcomeSeen } from './preLoginStorage';

const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const isMobileWeb = () =>
  window.innerWidth <= MOBILE_MAX_WIDTH && !window.matchMedia('(display-mode: standalone)').matches;

/**
 * What a logged-out visitor sees before the login form (preLoginRules): the welcome carousel on a
 * first visit, the PWA signup when the portal's brand asks for it, else the form. Each screen is its own chunk, fetched only when shown.
 */
export function PreLogin({ children }: { children: ReactNode }) {
  const { brand } = usePortalBrand();
  const mobileWeb = useSyncExternalStore(subscribeWidth, isMobileWeb);
  const [continued, setContinued] = useState(continuedInBrowser);
  const [seen, setSeen] = useState(welcomeSeen);
  const screen = preLoginScreen({
    welcomeSeen: seen,
    brandAsksForApp: brand?.pwa_signup === true,
    mobileWeb,
    continuedInBrowser: continued,
  });
  if (screen === 'carousel')
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <WelcomeCarousel
          onDone={() => {
            rememberWelcomeSeen();
            setSeen(true);
          }}
        />
      </Suspense>
    );
  if (screen === 'pwaSignup')
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <PwaSignupScreen
          brand={brand?.name}
          onContinue={() => {
            rememberContinuedInBrowser();
            setContinued(true);
          }}
        />
      </Suspense>
    );
  return <>{children}</>;
}
