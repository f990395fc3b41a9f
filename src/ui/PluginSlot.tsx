import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import type { SlotName } from '../core/plugins';
import { useSession } from './services';

/** Renders what enabled plugins put into a named slot; an empty slot renders nothing. */
export function PluginSlot<P extends object>({ name, props }: { name: SlotName; props: P }) {
  const { plugins } = useSession();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = plugins.slot(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [plugins, name],
  );
  const getEntries = useCallback(() => plugins.slotEntries<ComponentType<P>>(name), [plugins, name]);
  const entries = useSyncExternalStore(subscribe, getEntries, getEntries);
  return (
    <>
      {entries.map(({ plugin, id, contribution: Contribution }) => (
        <Contribution key={`${plugin}:${id}`} {...props} />
      ))}
    </>
  );
}
