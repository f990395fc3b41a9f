import { useQuery } from '@tanstack/react-query';
import { billingApi, type BillingOptions } from '../../core/api/billing';
import { callFailureOf } from '../../core/apiError';
import type { ApiClient } from '../../core/api/client';
import { useServices } from '../../ui/services';

/** What this deployment offers: its provider and the links the billing screens show. */
export function useBillingOptions() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['billingOptions'],
    queryFn: ({ signal }) => api.call('billingOptions', billingApi.options, { signal }),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
}

/**
 * 'Manage subscription' (1-shell.txt section 7): the provider's portal; when that fails the
 * deployment's billing link; when that fails too, false (the caller raises the generic alert). The
 * page opens in this tab, as checkout does: the portal returns here, and no popup blocker stands
 * between an answer that arrives after the click and a new window.
 */
export async function openPortal(api: ApiClient, options: BillingOptions | undefined): Promise<boolean> {
  const target = await api
    .call('billingPortal', billingApi.portal, {})
    .then((answer) => answer.url)
    .catch((error: unknown) => (callFailureOf(error).status === 0 ? null : (options?.billing_url ?? null)));
  if (!target) return false;
  window.location.assign(target);
  return true;
}
