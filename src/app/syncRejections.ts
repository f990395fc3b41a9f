import type { i18n } from 'i18next';
import type { DroppedChange } from '../core/sync/engine';

/**
 * What the person is told when the server refused changes: which kinds of change were not saved,
 * in their language. The server's reason is for developers (it goes to the console), not for people.
 */
export function rejectedMessage(i18n: Pick<i18n, 't' | 'exists'>, rejections: readonly DroppedChange[]): string {
  const kinds = rejections.map((r) =>
    r.type && i18n.exists(`common:sync.kinds.${r.type}`) ? `sync.kinds.${r.type}` : 'sync.kinds.other',
  );
  const what = [...new Set(kinds)].map((key) => i18n.t(key as 'sync.kinds.other')).join(', ');
  return i18n.t('sync.rejected', { what });
}
