import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminApi,
  type AdminOrganisation,
  type AdminUser,
  type FlagChanges,
  type OrganisationFields,
} from '../../core/api/admin';
import { useServices } from '../../ui/services';

/** The admin screens' calls (React Query), keyed under 'admin' so one change refreshes what it touches. */
export const adminKeys = {
  organisations: ['admin', 'organisations'] as const,
  organisation: (id: number) => ['admin', 'organisation', id] as const,
  changes: (id: number) => ['admin', 'changes', id] as const,
  users: (id: number, email: string) => ['admin', 'users', id, email] as const,
};

export function useOrganisations() {
  const { api } = useServices();
  return useQuery({
    queryKey: adminKeys.organisations,
    queryFn: ({ signal }) => api.call('adminOrganisations', adminApi.organisations, { signal }),
    meta: { silent: true },
  });
}

export function useOrganisation(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: adminKeys.organisation(id),
    queryFn: ({ signal }) => api.call('adminOrganisation', adminApi.read, { params: { id }, signal }),
    enabled: id > 0,
    retry: false,
    meta: { silent: true },
  });
}

export function useChanges(id: number) {
  const { api } = useServices();
  return useInfiniteQuery({
    queryKey: adminKeys.changes(id),
    queryFn: ({ pageParam, signal }) =>
      api.call('adminChanges', adminApi.changes, {
        params: { id },
        query: pageParam ? { before: String(pageParam) } : {},
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.hasMore ? page.results[page.results.length - 1]?.id : undefined),
    meta: { silent: true },
  });
}

export function useUserSearch(id: number, email: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: adminKeys.users(id, email),
    queryFn: ({ signal }) => api.call('adminUsers', adminApi.users, { params: { id }, query: { email }, signal }),
    enabled: email.length > 0,
    meta: { silent: true },
  });
}

/** After a change: the organisation, the list and the log show it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (organisation: AdminOrganisation) => {
    queryClient.setQueryData(adminKeys.organisation(organisation.id), organisation);
    void queryClient.invalidateQueries({ queryKey: adminKeys.organisations });
    void queryClient.invalidateQueries({ queryKey: adminKeys.changes(organisation.id) });
  };
}

export function useCreateOrganisation() {
  const { api } = useServices();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof adminApi.create.body>) => api.call('adminCreate', adminApi.create, { body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useEditOrganisation(id: number) {
  const { api } = useServices();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Partial<OrganisationFields>) => api.call('adminEdit', adminApi.edit, { params: { id }, body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useSetFlags(id: number) {
  const { api } = useServices();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (changes: FlagChanges) => api.call('adminFlags', adminApi.setFlags, { params: { id }, body: changes }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useSetUserFlags(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, changes }: { user: number; changes: FlagChanges }) =>
      api.call('adminUserFlags', adminApi.setUserFlags, { params: { id, userId: user }, body: changes }),
    onSuccess: (user: AdminUser) => {
      queryClient.setQueriesData<{ results: AdminUser[] }>(
        { queryKey: ['admin', 'users', id] },
        (found) => found && { results: found.results.map((u) => (u.id === user.id ? user : u)) },
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.changes(id) });
    },
    meta: { silent: true },
  });
}
