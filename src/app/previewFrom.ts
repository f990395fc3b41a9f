import { syncApi } from '../core/api/sync';
import { FIRST_PART_DAYS } from '../features/diary/snapshotSplit';

/** A new device's preview holds the days its diary's snapshot would open with: from this day on (yyyy-MM-dd). */
export function previewFrom(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - FIRST_PART_DAYS);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The ask of a new device's preview of a stream, as the sync transport makes it (no device: docs/sync.md). */
export const previewPath = (stream: string, from: string): string =>
  `/api${syncApi.pull.path}?${new URLSearchParams({ stream, after: '0', recent: from }).toString()}`;
