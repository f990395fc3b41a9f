import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { deviceCache } from '../../../core/deviceCache';
import { useProjection, useServices } from '../../../ui/services';
import { useOnline } from '../../../ui/useOnline';
import { diaryProjection } from '../../diary/projection';
import { catalogueRecipeCache, type RecipeCache } from './recipeCache';

/**
 * While the diary is open and the device online: fetches ahead the recipes (of the cache's kind)
 * planned from today through the next six days, so they open offline later (recipeCache.ts).
 */
export function useKeepPlannedRecipes(kind: RecipeCache<unknown> = catalogueRecipeCache): void {
  const { api, i18n } = useServices();
  const diary = useProjection(diaryProjection);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const ids = kind.plannedIds(diary, today).join(',');
  const language = i18n.language;
  const online = useOnline();
  useEffect(() => {
    if (!online || !ids) return;
    const stop = new AbortController();
    void kind.keep(api, deviceCache(), { ids: ids.split(','), language, now: Date.now, signal: stop.signal });
    return () => stop.abort();
  }, [api, ids, language, online, kind]);
}
