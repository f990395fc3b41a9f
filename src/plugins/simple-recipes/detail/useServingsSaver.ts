import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch, useServices } from '../../../ui/services';
import { changeMealPortions } from '../../../features/diary/commands';
import { createServingsSaver, type ServingsState } from './servingsSaver';

/**
 * A planned simple meal's servings, saved as the diary's portions change (for a simple meal its
 * multiplier is the servings) a second after the last tap; a refusal is said and the count goes back.
 */
export function useServingsSaver(
  itemId: string,
  stored: number,
): { readonly state: ServingsState; readonly change: (servings: number) => void } {
  const dispatch = useDispatch();
  const { alerts } = useServices();
  // The meal, the dispatcher and the alerts stay the same for a row or a detail: the saver is made once.
  const [saver] = useState(() =>
    createServingsSaver({
      initial: stored,
      save: async (servings) => {
        const result = await dispatch(changeMealPortions.create({ itemId, portions: servings }));
        if (result.ok) return;
        alerts.raise({ key: result.error.messageKey });
        throw new Error(result.error.code);
      },
    }),
  );
  const state = useSyncExternalStore(saver.subscribe, saver.state, saver.state);
  useEffect(() => saver.follow(stored), [saver, stored]);
  // Leaving within the second still saves the last tap.
  useEffect(() => () => saver.flush(), [saver]);
  return { state, change: saver.change };
}
