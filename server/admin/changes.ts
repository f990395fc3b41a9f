import type { Change } from '../../src/core/api/admin';
import { CHANGES_PAGE_SIZE } from '../../src/core/api/admin';
import type { Queryable } from '../db/database';

/** One change a platform administrator made, as recorded in admin_changes (migration 012). */
export interface ChangeRecord {
  readonly at: Date;
  readonly actor: { readonly id: number; readonly email: string };
  readonly organisation: number;
  readonly kind: Change['kind'];
  readonly user?: { readonly id: number; readonly email: string };
  /** The values before the change (only those that changed); null for a creation. */
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown>;
}

/** Records a change, in the transaction that makes it: no change without its record. */
export async function recordChange(tx: Queryable, change: ChangeRecord): Promise<void> {
  await tx.query(
    `insert into admin_changes (at, actor_id, actor_email, organisation_id, kind, user_id, user_email, before, after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      change.at,
      change.actor.id,
      change.actor.email,
      change.organisation,
      change.kind,
      change.user?.id ?? null,
      change.user?.email ?? null,
      change.before === null ? null : JSON.stringify(change.before),
      JSON.stringify(change.after),
    ],
  );
}

interface ChangeRow {
  id: string;
  at: Date | string;
  kind: Change['kind'];
  actor_email: string;
  user_email: string | null;
  before: Record<string, unknown> | string | null;
  after: Record<string, unknown> | string;
}

/** An organisation's changes, newest first, a page at a time (`before`: the last id of the previous page). */
export async function listChanges(
  db: Queryable,
  organisation: number,
  before: number | undefined,
): Promise<{ results: Change[]; hasMore: boolean }> {
  const { rows } = await db.query<ChangeRow>(
    `select id, at, kind, actor_email, user_email, before, after from admin_changes
      where organisation_id = $1 and ($2::bigint is null or id < $2) order by id desc limit $3`,
    [organisation, before ?? null, CHANGES_PAGE_SIZE + 1],
  );
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    results: rows.slice(0, CHANGES_PAGE_SIZE).map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      by: row.actor_email,
      user: row.user_email,
      before: row.before === null ? null : json(row.before),
      after: json(row.after),
    })),
    hasMore: rows.length > CHANGES_PAGE_SIZE,
  };
}

/** The fields of `after` whose values differ from `before`, as a before/after pair. */
export function difference(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
