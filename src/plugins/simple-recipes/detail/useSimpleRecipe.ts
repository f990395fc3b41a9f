import type { RecipeState } from '../../../features/recipes/detail/useRecipeDetail';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { ApiError } from '../../../core/apiError';
import { deviceCache } from '../../../core/deviceCache';
import { useServices } from '../../../ui/services';
import { loadSimpleRecipe } from './simpleRecipeCache';

export type SimpleRecipeState = RecipeState<SimpleRecipe>;

/** A simple recipe from the server, or, without a connection, as kept on the device when last seen. */
export function useSimpleRecipe(id: string): SimpleRecipeState {
  const { api, i18n } = useServices();
  const language = i18n.language;
  const cache = useMemo(() => deviceCache(), []);
  const query = useQuery({
    queryKey: ['simpleRecipeDetail', id, language],
    queryFn: ({ signal }) => loadSimpleRecipe(api, cache, { id, language, now: Date.now, signal }),
    // Offline the query still runs: it answers from the device.
    networkMode: 'always',
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  return useMemo((): SimpleRecipeState => {
    if (query.data) return { status: 'ready', recipe: query.data };
    if (query.error) {
      if (query.error instanceof ApiError && query.error.status === 404) return { status: 'notFound' };
      const offline = query.error instanceof ApiError && query.error.status === 0;
      return { status: 'error', offline, retry: () => void query.refetch() };
    }
    return { status: 'loading' };
  }, [query]);
}
