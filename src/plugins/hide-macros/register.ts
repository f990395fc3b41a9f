import type { PluginApi } from '../../core/plugins';
import { diaryViewOptions } from '../../features/diary/viewOptions';

export const register = (api: PluginApi): (() => void) =>
  api.fold(diaryViewOptions, {
    id: 'no-macros',
    apply: (view) => ({ ...view, showMacros: false, showTargets: false }),
  });
