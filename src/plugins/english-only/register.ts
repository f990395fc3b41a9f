import { languageChoicesSlot } from '../../core/language';
import type { PluginApi } from '../../core/plugins';

export const register = (api: PluginApi): (() => void) =>
  api.fold(languageChoicesSlot, { id: 'english', apply: () => ['en'] as const });
