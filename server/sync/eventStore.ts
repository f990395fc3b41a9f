import type { z } from 'zod';
import type { PushResponse, syncApi } from '../../src/core/api/sync';
import type { EventEnvelope, EventRegistry } from '../../src/core/events';
import type { AuthenticatedUser } from '../auth/authTokens';
import type { Database, Queryable } from '../db/database';
import { HttpError, notAllowed } from '../http';
import { accessTo } from './streamAccess';

type PushedEvent = z.infer<typeof syncApi.push.body>['events'][number];

export class DeviceSeqConflict extends HttpError {
  constructor(expected: number) {
    super(409, { detail: `This batch skips ahead; resend from deviceSeq ${expected}.`, expectedDeviceSeq: expected });
  }
}

/**
 * Stores one pushed batch in one transaction (docs/sync.md): events this device already sent are
 * skipped, a gap is refused with the number expected, each new event is checked and either gets
 * its stream's next seq or comes back rejected. Rejected events still advance the device, so its
 * queue drains. Returns the streams that changed, for the live pokes.
 */
export async function storePush(
  db: Database,
  registry: EventRegistry,
  actor: AuthenticatedUser,
  device: string,
  events: readonly PushedEvent[],
): Promise<PushResponse & { changed: { stream: string; seq: number }[] }> {
  for (let i = 1; i < events.length; i++) {
    if (events[i]!.deviceSeq !== events[i - 1]!.deviceSeq + 1) throw new HttpError(400, { events: ['deviceSeq must rise by one within a batch.'] });
  }
  return db.transaction(async (tx) => {
    const lastHeld = await lockDevice(tx, actor, device);
    const fresh = events.filter((e) => e.deviceSeq > lastHeld);
    if (fresh.length > 0 && fresh[0]!.deviceSeq !== lastHeld + 1) throw new DeviceSeqConflict(lastHeld + 1);

    const accepted: PushResponse['accepted'] = [];
    const rejected: PushResponse['rejected'] = [];
    const changed = new Map<string, number>();
    const access = new Map<string, boolean>();
    const valid: PushedEvent[] = [];
    for (const event of fresh) {
      const problem = await checkEvent(tx, registry, actor, device, event, access);
      if (problem) rejected.push({ id: event.id, deviceSeq: event.deviceSeq, ...problem });
      else valid.push(event);
    }
    const storedBefore = valid.length
      ? new Set((await tx.query<{ id: string }>('select id from events where id = any($1::uuid[])', [valid.map((e) => e.id)])).rows.map((r) => r.id))
      : new Set<string>();
    const alreadyStored = (event: PushedEvent) => rejected.push({ id: event.id, deviceSeq: event.deviceSeq, code: 'invalid', reason: 'An event with this id is already stored.' });
    const toStore = valid.filter((e) => (storedBefore.has(e.id) ? (alreadyStored(e), false) : true));

    // One counter update per stream reserves the batch's seqs; one insert stores the batch.
    const seqs = new Map<PushedEvent, number>();
    for (const stream of new Set(toStore.map((e) => e.stream))) {
      const ofStream = toStore.filter((e) => e.stream === stream);
      const last = await reserveSeqs(tx, stream, ofStream.length);
      ofStream.forEach((event, i) => seqs.set(event, last - ofStream.length + 1 + i));
    }
    let inserted = new Set<string>();
    if (toStore.length > 0) {
      const values: unknown[] = [];
      const rows = toStore.map((event, i) => {
        values.push(event.id, event.stream, seqs.get(event), event.type, event.v, JSON.stringify(event.payload), event.actor, event.device, event.deviceSeq, event.at);
        return `(${Array.from({ length: 10 }, (_, k) => `$${i * 10 + k + 1}`).join(', ')})`;
      });
      const result = await tx.query<{ id: string }>(
        `insert into events (id, stream, seq, type, v, payload, actor, device, device_seq, at) values ${rows.join(', ')} on conflict (id) do nothing returning id`,
        values,
      );
      inserted = new Set(result.rows.map((r) => r.id));
    }
    for (const event of toStore) {
      // Another device stored the same id in between: that seq stays unused (pulls follow seq, not count).
      if (!inserted.has(event.id)) {
        alreadyStored(event);
        continue;
      }
      const seq = seqs.get(event)!;
      accepted.push({ id: event.id, stream: event.stream, seq });
      changed.set(event.stream, Math.max(changed.get(event.stream) ?? 0, seq));
    }
    rejected.sort((a, b) => a.deviceSeq - b.deviceSeq);
    const lastDeviceSeq = Math.max(lastHeld, ...events.map((e) => e.deviceSeq));
    await tx.query('update devices set last_device_seq = $2 where device = $1', [device, lastDeviceSeq]);
    return { accepted, rejected, lastDeviceSeq, changed: [...changed].map(([stream, seq]) => ({ stream, seq })) };
  });
}

/** Registers the device to this user on first sight and locks its row for the batch. */
async function lockDevice(tx: Queryable, actor: AuthenticatedUser, device: string): Promise<number> {
  await tx.query('insert into devices (device, user_id) values ($1, $2) on conflict (device) do nothing', [device, actor.id]);
  const { rows } = await tx.query<{ user_id: string; last_device_seq: string }>('select user_id, last_device_seq from devices where device = $1 for update', [device]);
  const row = rows[0]!;
  if (Number(row.user_id) !== actor.id) throw notAllowed('This device belongs to another account.');
  return Number(row.last_device_seq);
}

async function checkEvent(
  tx: Queryable,
  registry: EventRegistry,
  actor: AuthenticatedUser,
  device: string,
  event: PushedEvent,
  access: Map<string, boolean>,
): Promise<{ code: 'invalid' | 'forbidden' | 'unknown_type'; reason: string } | undefined> {
  if (event.device !== device) return { code: 'invalid', reason: 'The event names another device.' };
  if (event.actor !== `user:${actor.id}`) return { code: 'forbidden', reason: 'The event names another actor.' };
  if (!access.has(event.stream)) access.set(event.stream, (await accessTo(tx, actor, event.stream)).write);
  if (!access.get(event.stream)) return { code: 'forbidden', reason: 'You may not write to this stream.' };
  if (!registry.has(event.type)) return { code: 'unknown_type', reason: `Unknown event type ${event.type}.` };
  const definition = registry.current(event.type)!;
  if (event.v > definition.v) return { code: 'invalid', reason: `${event.type} v${event.v} is newer than this server knows.` };
  let current: EventEnvelope;
  try {
    current = registry.upcast({ ...event, payload: event.payload });
  } catch {
    return { code: 'invalid', reason: `${event.type} v${event.v} cannot be read.` };
  }
  const valid = registry.validate({ type: current.type, payload: current.payload });
  return valid.ok ? undefined : { code: 'invalid', reason: valid.reason };
}

/** Reserves the stream's next `count` positions on its counter row, locked until the transaction ends; returns the last. */
async function reserveSeqs(tx: Queryable, stream: string, count: number): Promise<number> {
  const { rows } = await tx.query<{ last_seq: string }>(
    `insert into streams (stream, last_seq) values ($1, $2)
     on conflict (stream) do update set last_seq = streams.last_seq + $2
     returning last_seq`,
    [stream, count],
  );
  return Number(rows[0]!.last_seq);
}

export async function pullEvents(db: Queryable, stream: string, after: number, limit: number): Promise<{ events: (EventEnvelope & { seq: number })[]; hasMore: boolean }> {
  const { rows } = await db.query<{ id: string; stream: string; seq: string; type: string; v: number; payload: unknown; actor: string; device: string; device_seq: string; at: string }>(
    'select id, stream, seq, type, v, payload, actor, device, device_seq, at from events where stream = $1 and seq > $2 order by seq limit $3',
    [stream, after, limit + 1],
  );
  const page = rows.slice(0, limit).map((r) => ({
    id: r.id,
    stream: r.stream,
    seq: Number(r.seq),
    type: r.type,
    v: r.v,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    actor: r.actor,
    device: r.device,
    deviceSeq: Number(r.device_seq),
    at: r.at,
  }));
  return { events: page, hasMore: rows.length > limit };
}

export async function lastDeviceSeqOf(db: Queryable, device: string, userId: number): Promise<number> {
  const { rows } = await db.query<{ last_device_seq: string }>('select last_device_seq from devices where device = $1 and user_id = $2', [device, userId]);
  return rows[0] ? Number(rows[0].last_device_seq) : 0;
}
