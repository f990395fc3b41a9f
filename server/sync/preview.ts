import type { DatedBy } from '../../src/core/events';
import type { Queryable } from '../db/database';
import { pageOf, type JsonPage, type PageRow } from './eventStore';

/**
 * A new device's preview (migrations 021 and 023, docs/sync.md): the events after `after` that are not about
 * a dated day, the dated ones on or after `from`, and those of items made on such days, in seq
 * order; cut off (`hasMore`) beyond `limit`, which the app takes as no preview. A type the
 * declarations do not name counts as undated, so the preview never leaves out what it cannot place.
 */
export async function previewEventsJson(
  db: Queryable,
  stream: string,
  after: number,
  from: string,
  dated: Readonly<Record<string, DatedBy>>,
  limit: number,
): Promise<JsonPage> {
  const declared = Object.fromEntries(Object.entries(dated).filter(([, by]) => by !== false));
  const { rows } = await db.query<PageRow>('select * from pull_preview($1, $2, $3, $4, $5)', [
    stream,
    after,
    from,
    JSON.stringify(declared),
    limit,
  ]);
  return pageOf(rows[0]!, after, limit);
}
