import type { z } from 'zod';
import { pushedEventSchema, type PushResponse, type wireEventSchema } from '../../src/core/api/sync';
import type { EventEnvelope, EventRegistry } from '../../src/core/events';
import { isStorableText, payloadProblem } from '../../src/core/storable';
import { COACH_DECISION_EVENT_TYPES, PERSON_DECISION_EVENT_TYPES } from '../../src/features/checkIn/events';
import { TOKEN_IDLE_DAYS, type AuthenticatedUser } from '../auth/authTokens';
import type { Database, Queryable } from '../db/database';
import { POKE_CHANNEL } from './live';
import { HttpError, notAllowed } from '../http';
import { QuotaReached } from '../quotas';
import { accessTo } from './streamAccess';
import { groupCommit } from './groupCommit';

type WireEvent = z.infer<typeof wireEventSchema>;
type PushedEvent = z.infer<typeof pushedEventSchema>;

export class DeviceSeqConflict extends HttpError {
  constructor(expected: number) {
    super(409, { detail: `This batch skips ahead; resend from deviceSeq ${expected}.`, expectedDeviceSeq: expected });
  }
}

/**
 * Stores one pushed batch (docs/sync.md). Every event is checked here first (schema, actor,
 * stream access); the valid ones then go to push_batch (migration 003), which in one statement
 * skips what this device already sent, refuses a gap with the number expected, reserves seqs,
 * stores, advances the device (rejected events too, so its queue drains) and pokes followers on
 * commit. One round trip instead of ten is what makes the push rate.
 */
export async function storePush(
  db: Database,
  registry: EventRegistry,
  actor: AuthenticatedUser,
  device: string,
  events: readonly WireEvent[],
  now: Date = new Date(),
): Promise<PushResponse> {
  checkRunningNumbers(events);
  if (events.length === 0)
    return { accepted: [], rejected: [], lastDeviceSeq: await lastDeviceSeqOf(db, device, actor.id) };

  const access = new Map<string, boolean>();
  const { readable, malformed } = readEnvelopes(events);
  const sorted = await sortOut(
    readable,
    async (event) =>
      (await checkAccess(db, actor, event, access)) ?? checkAuthorship(event) ?? checkShape(registry, device, event),
  );
  const { valid } = sorted;
  const invalid = [...malformed, ...sorted.invalid];
  const { rows } = await db.query<{ result: PushBatchResult | string }>(
    'select push_counted($1, $2, $3, $4, $5::jsonb, $6, $7::text[], $8) as result',
    [
      actor.id,
      device,
      events[0]!.deviceSeq,
      events[events.length - 1]!.deviceSeq,
      JSON.stringify(valid),
      POKE_CHANNEL,
      streamsOf(valid),
      now,
    ],
  );
  return answerOf(rows[0]!.result, events, valid, invalid);
}

/**
 * The push of a person to their own stream in one round trip (push_own, migration 005): the
 * token, the account and the events' actor and stream are checked by the database in the same
 * call that stores them. Pushes that arrive while one is being stored go together in the next call
 * (groupCommit) of push_own_group (migrations 006 and 009), which takes every lock the group
 * needs first, in one global order, so that groups in several server processes never deadlock.
 * The answer is null when the batch is not such a push, or the database says it is not: the
 * caller then takes the general path, which answers every failure as before.
 */
export function ownPushStore(db: Database, registry: EventRegistry) {
  const store = groupCommit<OwnPush, OwnPushResult>(async (pushes) => {
    const group = pushes.map((push) => ({
      token: push.tokenHash.toString('hex'),
      now: push.now.toISOString(),
      device: push.device,
      first: push.first,
      last: push.last,
      own: push.own,
    }));
    const events = pushes.map((push) => push.valid);
    const { rows } = await db.query<{ results: OwnPushResult[] | string }>(
      'select push_own_group($1::jsonb, $2::jsonb, $3, $4) as results',
      [JSON.stringify(group), JSON.stringify(events), TOKEN_IDLE_DAYS, POKE_CHANNEL],
    );
    const results = rows[0]!.results;
    return typeof results === 'string' ? (JSON.parse(results) as OwnPushResult[]) : results;
  });

  return async (
    tokenHash: Buffer,
    now: Date,
    device: string,
    events: readonly WireEvent[],
  ): Promise<PushResponse | null> => {
    const { readable, malformed } = readEnvelopes(events);
    const own = readable[0]?.actor;
    if (!own?.startsWith('user:') || readable.some((e) => e.actor !== own || e.stream !== own)) return null;
    checkRunningNumbers(events);
    const sorted = await sortOut(readable, (event) => checkAuthorship(event) ?? checkShape(registry, device, event));
    const { valid } = sorted;
    const invalid = [...malformed, ...sorted.invalid];
    const result = await store({
      tokenHash,
      now,
      device,
      first: events[0]!.deviceSeq,
      last: events[events.length - 1]!.deviceSeq,
      valid,
      own,
    });
    if ('fallback' in result) return null;
    return answerOf(result, events, valid, invalid);
  };
}

interface OwnPush {
  tokenHash: Buffer;
  now: Date;
  device: string;
  first: number;
  last: number;
  valid: PushedEvent[];
  own: string;
}
type OwnPushResult = PushBatchResult | { fallback: string };

/** The events that pass the check, and the refused ones with their reasons, in order. */
async function sortOut(events: readonly PushedEvent[], check: (event: PushedEvent) => Problem | Promise<Problem>) {
  const valid: PushedEvent[] = [];
  const invalid: PushResponse['rejected'] = [];
  for (const event of events) {
    const problem = await check(event);
    if (problem) invalid.push({ id: event.id, deviceSeq: event.deviceSeq, ...problem });
    else valid.push(event);
  }
  return { valid, invalid };
}

/**
 * The events whose envelope can be read, and a rejection for each of the others: a device that sent
 * a malformed event gets it back as refused, and its queue moves on.
 */
function readEnvelopes(events: readonly WireEvent[]): { readable: PushedEvent[]; malformed: PushResponse['rejected'] } {
  const readable: PushedEvent[] = [];
  const malformed: PushResponse['rejected'] = [];
  for (const event of events) {
    // Only the payload may hold objects; zod recurses into a field it refuses, so a deeply nested
    // one (thousands of levels) would overflow the stack instead of being refused.
    const nested = Object.keys(event).filter((key) => key !== 'payload' && isNested(event[key as keyof WireEvent]));
    const parsed = nested.length === 0 ? pushedEventSchema.safeParse(event) : undefined;
    if (parsed?.success) {
      readable.push(event as PushedEvent);
      continue;
    }
    const id = typeof event.id === 'string' && event.id.length <= 100 && isStorableText(event.id) ? event.id : '';
    const fields = parsed
      ? [...new Set(parsed.error.issues.map((i) => i.path.join('.') || 'event'))].join(', ')
      : nested.join(', ');
    malformed.push({
      id,
      deviceSeq: event.deviceSeq,
      code: 'invalid',
      reason: `The event's envelope is not valid (${fields}).`,
    });
  }
  return { readable, malformed };
}

const isNested = (value: unknown) => typeof value === 'object' && value !== null;

function checkRunningNumbers(events: readonly WireEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    if (events[i]!.deviceSeq !== events[i - 1]!.deviceSeq + 1)
      throw new HttpError(400, { events: ['deviceSeq must rise by one within a batch.'] });
  }
}

const streamsOf = (events: readonly PushedEvent[]) => [...new Set(events.map((e) => e.stream))].sort();

function answerOf(
  raw: PushBatchResult | string,
  events: readonly WireEvent[],
  valid: PushedEvent[],
  invalid: PushResponse['rejected'],
): PushResponse {
  const result: PushBatchResult = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if ('foreignDevice' in result) throw notAllowed('This device belongs to another account.');
  if ('quota' in result) throw quotaReachedBy(result);
  if ('expected' in result) throw new DeviceSeqConflict(result.expected);
  const last = events[events.length - 1]!.deviceSeq;
  const seqOf = new Map(result.accepted.map((a) => [a.id, a.seq]));
  const rejected = [
    ...invalid.filter((e) => e.deviceSeq > result.held),
    ...valid
      .filter((e) => e.deviceSeq > result.held && !seqOf.has(e.id))
      .map((e) => ({
        id: e.id,
        deviceSeq: e.deviceSeq,
        code: 'invalid' as const,
        reason: 'An event with this id is already stored.',
      })),
  ].sort((a, b) => a.deviceSeq - b.deviceSeq);
  return {
    accepted: valid.filter((e) => seqOf.has(e.id)).map((e) => ({ id: e.id, stream: e.stream, seq: seqOf.get(e.id)! })),
    rejected,
    lastDeviceSeq: Math.max(result.held, last),
  };
}

type PushBatchResult =
  | { foreignDevice: true }
  | { expected: number }
  | PushQuotaAnswer
  | { held: number; accepted: { id: string; stream: string; seq: number }[] };

/** push_counted's answer when a batch would take a stream over a quota (migration 010): nothing was stored. */
export type PushQuotaAnswer = { quota: 'bytes' } | { quota: 'minute'; retryAfter: number };

export const quotaReachedBy = (answer: PushQuotaAnswer): QuotaReached =>
  answer.quota === 'bytes'
    ? new QuotaReached(413, 'streamFull')
    : new QuotaReached(429, 'pushRateLimited', answer.retryAfter);

type Problem = { code: 'invalid' | 'forbidden' | 'unknown_type'; reason: string } | undefined;

/** Whether this actor may write this event's stream, as this actor. */
async function checkAccess(
  tx: Queryable,
  actor: AuthenticatedUser,
  event: PushedEvent,
  access: Map<string, boolean>,
): Promise<Problem> {
  if (event.actor !== `user:${actor.id}`) return { code: 'forbidden', reason: 'The event names another actor.' };
  if (!access.has(event.stream)) access.set(event.stream, (await accessTo(tx, actor, event.stream)).write);
  if (!access.get(event.stream)) return { code: 'forbidden', reason: 'You may not write to this stream.' };
  return undefined;
}

const COACH_DECISIONS = new Set(COACH_DECISION_EVENT_TYPES);
const PERSON_DECISIONS = new Set(PERSON_DECISION_EVENT_TYPES);

/**
 * The check-in's decisions have one author each (issue 21): a coach's approval or decline is
 * written by the coach into the client's stream (checkAccess already limits a coach to their own
 * clients), never by the person into their own; a person's accept or dismiss only into their own.
 */
function checkAuthorship(event: PushedEvent): Problem {
  const own = event.actor === event.stream;
  if (COACH_DECISIONS.has(event.type) && own)
    return { code: 'forbidden', reason: 'Only the coach decides a client’s check-in.' };
  if (PERSON_DECISIONS.has(event.type) && !own)
    return { code: 'forbidden', reason: 'Only the person decides their own check-in.' };
  return undefined;
}

/** Whether the event is one this server can read: this device's, a known type and version, a valid payload. */
function checkShape(registry: EventRegistry, device: string, event: PushedEvent): Problem {
  if (event.device !== device) return { code: 'invalid', reason: 'The event names another device.' };
  if (!registry.has(event.type)) return { code: 'unknown_type', reason: `Unknown event type ${event.type}.` };
  const definition = registry.current(event.type)!;
  if (event.v > definition.v)
    return { code: 'invalid', reason: `${event.type} v${event.v} is newer than this server knows.` };
  // An older version is checked before any upcaster reads it: the payload is stored as sent. The
  // current version is not upcast, and validate() below checks that same payload (once, not twice).
  if (event.v < definition.v) {
    const unstorable = payloadProblem(event.payload);
    if (unstorable) return { code: 'invalid', reason: unstorable };
  }
  let current: EventEnvelope;
  try {
    current = registry.upcast({ ...event, payload: event.payload });
  } catch {
    return { code: 'invalid', reason: `${event.type} v${event.v} cannot be read.` };
  }
  const valid = registry.validate({ type: current.type, payload: current.payload });
  return valid.ok ? undefined : { code: 'invalid', reason: valid.reason };
}

/**
 * A page of a pull as the JSON text of its events, made by the database in one pass over the
 * stream's index (keyset: `seq > after`, never an offset): rows are not parsed into objects and
 * serialised again, which was most of the server's time in a new device's first pull. The SQL
 * function `pull_page` (migration 020) holds the query to the index whatever the statistics say;
 * `head` is the stream's last seq.
 */
export async function pullEventsJson(db: Queryable, stream: string, after: number, limit: number): Promise<JsonPage> {
  const { rows } = await db.query<PageRow>('select * from pull_page($1, $2, $3)', [stream, after, limit]);
  return pageOf(rows[0]!, after, limit);
}

/** What the page functions of the database (`pull_page`, `pull_preview`) answer: one row. */
export interface PageRow {
  events_json: string | null;
  last_seq: string | null;
  page_rows: string;
  head: string | null;
}

/** A page of events as the JSON text the pull sends, the seq it ends at, and the stream's last seq. */
export interface JsonPage {
  json: string;
  last: number;
  hasMore: boolean;
  head: number;
}

/** A page row as the pull sends it; the functions read one row beyond `limit` to tell `hasMore`. */
export function pageOf(row: PageRow, after: number, limit: number): JsonPage {
  return {
    json: row.events_json ?? '',
    last: row.last_seq === null ? after : Number(row.last_seq),
    hasMore: Number(row.page_rows) > limit,
    head: row.head === null ? after : Number(row.head),
  };
}

export async function lastDeviceSeqOf(db: Queryable, device: string, userId: number): Promise<number> {
  const { rows } = await db.query<{ last_device_seq: string }>(
    'select last_device_seq from devices where device = $1 and user_id = $2',
    [device, userId],
  );
  return rows[0] ? Number(rows[0].last_device_seq) : 0;
}
