import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import type { FoldSlot, ListSlot, SlotEntry } from '../core/plugins';
import { useOptionalSession } from './services';
import { useFolded } from './useFolded';

const none: readonly SlotEntry<never>[] = [];

/** What enabled plugins put into a list slot; nothing outside a signed-in session. Re-renders when plugins change. */
export function useSlotEntries<C>(slot: ListSlot<C>): readonly SlotEntry<C>[] {
  const plugins = useOptionalSession()?.plugins;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = plugins?.entries$(slot).subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [plugins, slot],
  );
  const getEntries = useCallback(() => plugins?.entries(slot) ?? none, [plugins, slot]);
  return useSyncExternalStore(subscribe, getEntries, getEntries);
}

/** A value after every enabled plugin's fold (the base value outside a signed-in session). */
export const useSessionFold = <V, I>(slot: FoldSlot<V, I>, value: V, input: I): V =>
  useFolded(useOptionalSession()?.plugins, slot, value, input);

/** Renders the components enabled plugins put into a list slot; an empty slot renders nothing. */
export function PluginSlot<P extends object>({ slot, props }: { slot: ListSlot<ComponentType<P>>; props: P }) {
  const entries = useSlotEntries(slot);
  return (
    <>
      {entries.map(({ plugin, id, value: Contribution }) => (
        <Contribution key={`${plugin}:${id}`} {...props} />
      ))}
    </>
  );
}
