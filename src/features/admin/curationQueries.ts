import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRecipesApi, type Curation, type CurationFields } from '../../core/api/adminRecipes';
import { useServices } from '../../ui/services';
import { adminKeys } from './queries';

/** The calls of an organisation's simple-recipe curation, keyed under 'admin' like the other admin calls. */
export const curationKeys = {
  curation: (id: number) => ['admin', 'curation', id] as const,
  recipes: (name: string) => ['admin', 'simple-recipes', name] as const,
};

export function useCuration(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: curationKeys.curation(id),
    queryFn: ({ signal }) => api.call('adminCuration', adminRecipesApi.curation, { params: { id }, signal }),
    meta: { silent: true },
  });
}

export function useSetCuration(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurationFields) =>
      api.call('adminSetCuration', adminRecipesApi.setCuration, { params: { id }, body }),
    onSuccess: (curation: Curation) => {
      queryClient.setQueryData(curationKeys.curation(id), curation);
      void queryClient.invalidateQueries({ queryKey: adminKeys.changes(id) });
    },
    meta: { silent: true },
  });
}

/** Every simple recipe whose name holds the text, whatever the curation (empty text: no call). */
export function useRecipeSearch(name: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: curationKeys.recipes(name),
    queryFn: ({ signal }) => api.call('adminRecipeSearch', adminRecipesApi.search, { query: { name }, signal }),
    enabled: name.length > 0,
    meta: { silent: true },
  });
}
