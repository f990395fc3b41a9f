import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { FoldSlot, PluginHost } from '../core/plugins';

/**
 * A value after the active plugins' folds, recomputed when plugins load or unload (and when `value`
 * or `input` change; memoise them where the result's identity matters, e.g. an effect's dependency).
 */
export function useFolded<V, I>(host: PluginHost | null | undefined, slot: FoldSlot<V, I>, value: V, input: I): V;
/** Nothing to fold with yet (no user: `input` null): `value` as it is. */
export function useFolded<V, I>(
  host: PluginHost | null | undefined,
  slot: FoldSlot<V, I>,
  value: V | null,
  input: I | null,
): V | null;
export function useFolded<V, I>(
  given: PluginHost | null | undefined,
  slot: FoldSlot<V, I>,
  value: V | null,
  input: I | null,
): V | null {
  const host = input === null ? null : given;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = host?.changed$(slot).subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [host, slot],
  );
  const getRevision = useCallback(() => host?.revision(slot), [host, slot]);
  // The slot's revision, not the folded value, is the store: it keeps its identity between changes.
  const revision = useSyncExternalStore(subscribe, getRevision, getRevision);
  return useMemo(
    () => (host ? host.folded(slot, value as V, input as I) : value),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision is when the plugins changed
    [host, slot, value, input, revision],
  );
}
