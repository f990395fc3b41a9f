import { lazy, Suspense } from 'react';
import type { PublicBrand } from '../../../core/api/brand';
import { takesWaitlist } from '../../../core/api/signupStatus';

const WaitlistForm = lazy(() => import('./WaitlistForm'));

/** The waitlist on a portal's login page, fetched only when its organisation is full or closed. */
export function WaitlistLauncher({ brand }: { brand: PublicBrand | undefined }) {
  if (!brand?.subdomain || !takesWaitlist(brand)) return null;
  return (
    <Suspense fallback={null}>
      <WaitlistForm brand={brand} subdomain={brand.subdomain} />
    </Suspense>
  );
}
