import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/apiError';
import { clientsApi, type Client } from '../../core/api/clients';
import { useServices } from '../../ui/services';

/** The React Query keys of the clients screens; the intake screens read the same client under 'client'. */
export const clientKeys = {
  list: ['clients'] as const,
  client: (id: number) => ['client', id] as const,
  plan: (id: number) => ['clientPlan', id] as const,
};

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

export function useClient(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: clientKeys.client(id),
    queryFn: ({ signal }) => api.call('client', clientsApi.read, { params: { id }, signal }),
    retry: notFoundIsFinal,
    meta: { silent: true },
  });
}

/** The client's weekly plan, read again whenever client info shows (the wizard may just have saved one). */
export function useClientPlan(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: clientKeys.plan(id),
    queryFn: ({ signal }) => api.call('clientPlan', clientsApi.plan, { params: { id }, signal }),
    select: (answer) => answer.plan,
    staleTime: 0,
    retry: notFoundIsFinal,
    meta: { silent: true },
  });
}

/** Changes a client's account (name, active or not); the overview's tiles follow. */
export function useUpdateClient(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Pick<Client, 'first_name' | 'last_name' | 'account_enabled'>>) =>
      api.call('updateClient', clientsApi.update, { params: { id }, body }),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.client(id), client);
      void queryClient.invalidateQueries({ queryKey: clientKeys.list });
    },
    meta: { silent: true },
  });
}
