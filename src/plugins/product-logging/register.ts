import { navigationSlot, withoutTab } from '../../core/navigation';
import type { PluginApi } from '../../core/plugins';
import { diaryViewOptions } from '../../features/diary/viewOptions';

export function register(api: PluginApi): () => void {
  const keepsProgress = api.context.flags.FF_FEMALE_HORMONES;
  const removers = [
    api.fold(diaryViewOptions, {
      id: 'read-only',
      apply: (view) => ({ ...view, itemsEditable: false, addButton: false }),
    }),
    ...(keepsProgress
      ? []
      : [api.fold(navigationSlot, { id: 'no-progress', apply: (navigation) => withoutTab(navigation, 'progress') })]),
  ];
  return () => removers.forEach((remove) => remove());
}
