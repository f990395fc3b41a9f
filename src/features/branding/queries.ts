import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, Organisation } from '../../core/api/user';
import { useServices } from '../../ui/services';
import { brandingApi } from './api';
import type { BrandingChanges } from './brandingForm';

/**
 * Saves the branding. The current user carries the organisation the theme is drawn from, so the
 * saved one replaces it at once (the coach's app takes the new colour without a reload), and the
 * current user is fetched again behind it. Failures are the screen's to show (meta.silent).
 */
export function useSaveBranding(organisationId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BrandingChanges) =>
      api.call('updateOrganisation', brandingApi.update, { params: { id: organisationId }, body: changes }),
    onSuccess: (saved: Organisation) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: ['currentUser'] }, (user) =>
        user ? { ...user, organisation: saved } : user,
      );
      void queryClient.invalidateQueries({ queryKey: ['currentUser'] });
    },
    meta: { silent: true },
  });
}
