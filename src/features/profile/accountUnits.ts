import type { QueryClient } from '@tanstack/react-query';
import { usersApi, type CurrentUser } from '../../core/api/user';
import type { ApiClient } from '../../core/api/client';

/**
 * Metric or imperial on the account (`uses_imperial_measurements`), put into the cached account at
 * once so that every screen follows without a reload. My profile's units and the onboarding's
 * weight unit (pounds or stones are imperial) both save through here.
 */
export async function saveAccountUnits(api: ApiClient, queryClient: QueryClient, imperial: boolean): Promise<void> {
  const saved: CurrentUser = await api.call('saveUnits', usersApi.updateMe, {
    body: { uses_imperial_measurements: imperial },
  });
  queryClient.setQueriesData<CurrentUser>({ queryKey: ['currentUser'] }, (cached) =>
    cached ? { ...cached, uses_imperial_measurements: saved.uses_imperial_measurements } : cached,
  );
}
