import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../../core/apiError';
import { deviceCache } from '../../../core/deviceCache';
import { useProjection, useServices } from '../../../ui/services';
import { ownRecipeOf, ownRecipesProjection } from '../own';
import { loadRecipe } from './recipeCache';
import { detailOfCatalogue, detailOfOwn, type RecipeDetail, type RecipeDetailKind } from './recipeDetail';

/** A recipe's detail before it can be shown: loading, not found, or failed (with why and a retry). */
export type PendingRecipe =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly offline: boolean; readonly retry: () => void };
export type RecipeState<T> = PendingRecipe | { readonly status: 'ready'; readonly recipe: T };
export type RecipeDetailState = RecipeState<RecipeDetail>;

/**
 * A recipe for its detail: an own recipe from the person's events (always on the device), a
 * catalogue recipe from the server, or, without a connection, as kept on the device when last seen.
 */
export function useRecipeDetail(kind: RecipeDetailKind, id: string): RecipeDetailState {
  const { api, i18n } = useServices();
  const language = i18n.language;
  const cache = useMemo(() => deviceCache(), []);
  const own = useProjection(ownRecipesProjection);
  const query = useQuery({
    queryKey: ['recipeDetail', id, language],
    queryFn: ({ signal }) => loadRecipe(api, cache, { id, language, now: Date.now, signal }),
    enabled: kind === 'RECIPE',
    // Offline the query still runs: it answers from the device.
    networkMode: 'always',
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
  const ownRecipe = useMemo(() => (kind === 'OWN' ? ownRecipeOf(own, id) : undefined), [kind, own, id]);
  return useMemo((): RecipeDetailState => {
    if (kind === 'OWN') return ownRecipe ? { status: 'ready', recipe: detailOfOwn(ownRecipe) } : { status: 'notFound' };
    if (query.data) return { status: 'ready', recipe: detailOfCatalogue(query.data) };
    if (query.error) {
      if (query.error instanceof ApiError && query.error.status === 404) return { status: 'notFound' };
      const offline = query.error instanceof ApiError && query.error.status === 0;
      return { status: 'error', offline, retry: () => void query.refetch() };
    }
    return { status: 'loading' };
  }, [kind, ownRecipe, query]);
}
