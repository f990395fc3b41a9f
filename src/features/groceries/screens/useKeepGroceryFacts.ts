import { addDays, format } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { deviceCache } from '../../../core/deviceCache';
import { useOnline } from '../../../ui/useOnline';
import { useProjection, useServices } from '../../../ui/services';
import { diaryProjection } from '../../diary/projection';
import { ownRecipesProjection } from '../../recipes/own/projection';
import { keepListFacts } from '../listFacts';
import { plannedItemsOf } from '../makeList';

/** How far ahead the device keeps what a list needs: this week's shop and the next one's. */
export const KEEP_AHEAD_DAYS = 14;

/** Whether this device could make the coming days' list offline: 'nothing' when nothing with groceries is planned. */
export type KeptState = 'nothing' | 'keeping' | 'kept' | 'lacking';

/**
 * Fetches ahead what the meals planned from today through the next two weeks need, so the first
 * list of the week can be made in the shop without signal (listFacts.ts); again when the
 * connection comes back. Says whether the device now has all of it.
 */
export function useKeepGroceryFacts(): KeptState {
  const { api } = useServices();
  const diary = useProjection(diaryProjection);
  const own = useProjection(ownRecipesProjection);
  const online = useOnline();
  const [today] = useState(() => new Date());
  const items = useMemo(
    () =>
      plannedItemsOf(diary, {
        from: format(today, 'yyyy-MM-dd'),
        to: format(addDays(today, KEEP_AHEAD_DAYS - 1), 'yyyy-MM-dd'),
      }),
    [diary, today],
  );
  // Only a change of what is planned asks again, not a tick or a note.
  const wantedKey = items
    .map((item) => (item.kind === 'recipe' ? `${item.recipe.kind}:${item.recipe.id}` : (item.foodId ?? '')))
    .sort()
    .join(',');
  const [kept, setKept] = useState<{ key: string; state: KeptState }>({ key: '', state: 'nothing' });
  useEffect(() => {
    if (!wantedKey) return;
    const stop = new AbortController();
    // Offline it asks nothing of the network: the fetch fails at once and the report says what is lacking.
    void keepListFacts(api, deviceCache(), items, own, Date.now, stop.signal).then(({ missing }) => {
      if (!stop.signal.aborted) setKept({ key: wantedKey, state: missing === 0 ? 'kept' : 'lacking' });
    });
    return () => stop.abort();
    // `items` and `own` are read as they are when what is planned changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, online, wantedKey]);
  if (!wantedKey) return 'nothing';
  return kept.key === wantedKey ? kept.state : 'keeping';
}
