import { serverDeviceOf } from '../../src/core/api/sync';
import { createEventRegistry, type EventDraft } from '../../src/core/events';
import { uuidv7 } from '../../src/core/ids';
import { featureEvents } from '../../src/features/kernels';
import type { Queryable } from '../db/database';
import { quotaReachedBy } from './eventStore';
import { POKE_CHANNEL } from './live';

const registry = createEventRegistry(featureEvents);

/**
 * Appends events the server makes (the planner's meals) to a user's stream, through the same
 * push_batch as any device: the server is one more device of that user, so its events get seqs,
 * pokes and dedup like every other. When another append took the same numbers first, it tries
 * again after them; events already stored are known by id and never stored twice.
 */
export async function appendServerEvents(
  db: Queryable,
  owner: number,
  actor: number,
  drafts: readonly EventDraft[],
  now: Date,
): Promise<void> {
  if (drafts.length === 0) return;
  for (const draft of drafts) {
    const valid = registry.validate(draft);
    if (!valid.ok) throw new Error(`server made an invalid ${draft.type}: ${valid.reason}`);
  }
  const device = serverDeviceOf(owner);
  const ids = drafts.map(() => uuidv7(now.getTime(), crypto.getRandomValues(new Uint8Array(10))));
  let first = await nextDeviceSeq(db, device);
  for (let attempt = 0; attempt < 5; attempt++) {
    const events = drafts.map((draft, i) => ({
      id: ids[i],
      stream: `user:${owner}`,
      type: draft.type,
      v: registry.current(draft.type)!.v,
      payload: draft.payload,
      actor: `user:${actor}`,
      device,
      deviceSeq: first + i,
      at: now.toISOString(),
    }));
    const { rows } = await db.query<{
      result: { expected?: number; foreignDevice?: boolean; held?: number; quota?: string } | string;
    }>('select push_counted($1, $2, $3, $4, $5::jsonb, $6, $7::text[], $8) as result', [
      owner,
      device,
      first,
      first + drafts.length - 1,
      JSON.stringify(events),
      POKE_CHANNEL,
      [`user:${owner}`],
      now,
    ]);
    const result = typeof rows[0]!.result === 'string' ? JSON.parse(rows[0]!.result) : rows[0]!.result;
    if (result.foreignDevice) throw new Error(`device ${device} belongs to someone else`);
    // The planner's meals count against the person's quotas like any device's events.
    if (result.quota) throw quotaReachedBy(result);
    if (result.expected !== undefined) first = result.expected;
    else if (result.held >= first) first = result.held + 1;
    else return;
  }
  throw new Error('could not append: the stream kept moving');
}

async function nextDeviceSeq(db: Queryable, device: string): Promise<number> {
  const { rows } = await db.query<{ last_device_seq: string }>(
    'select last_device_seq from devices where device = $1',
    [device],
  );
  return Number(rows[0]?.last_device_seq ?? 0) + 1;
}
