import { useQuery } from '@tanstack/react-query';
import type { PublicBrand } from '../../core/api/brand';
import { useServices } from '../../ui/services';
import { portalSubdomain } from './navigationInput';

/**
 * The customer portal's brand, when the app is opened on a portal's subdomain: the login page's
 * name, its help site and chat, whether it asks for the app first, whether it takes new people.
 * Shared by the login screens and the shell's support button, waitlist and PWA signup.
 */
export function usePortalBrand(): { subdomain: string | undefined; brand: PublicBrand | undefined } {
  const { api } = useServices();
  const subdomain = portalSubdomain(window.location.hostname);
  const brand = useQuery({
    queryKey: ['brand', subdomain],
    // The brand's contract (and zod) loads only on a portal's subdomain.
    queryFn: async () => {
      const { brandApi } = await import('../../core/api/brand');
      return api.call('brand', brandApi.brand, { params: { subdomain: subdomain! } });
    },
    enabled: Boolean(subdomain),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  return { subdomain, brand: brand.data };
}
