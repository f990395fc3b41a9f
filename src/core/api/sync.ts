import { z } from 'zod';
import { eventEnvelopeSchema } from '../events';
import { ID_DIGITS } from './idParam';

/** The sync protocol (docs/sync.md), paths relative to /api. */
export const PUSH_BATCH_LIMIT = 100;
/**
 * A new device's first pull of a long history in few round trips: 10,000 events are about 4 MB of
 * JSON, 0.5 MB as Brotli; each page costs the app a fold and a transaction, so fewer is faster.
 */
export const PULL_PAGE_LIMIT = 10_000;

/** A stream in its one spelling: `user:` and the user's id (idParam.ts); `user:02` is not a name of `user:2`. */
const STREAM_PATTERN = new RegExp(`^user:(${ID_DIGITS})$`);
export const streamIdSchema = z.string().regex(STREAM_PATTERN, 'Unknown stream');
/** The user whose stream this is; undefined for anything but the canonical spelling. */
export const ownerOfStream = (stream: string): number | undefined => {
  const match = STREAM_PATTERN.exec(stream);
  return match ? Number(match[1]) : undefined;
};

/** Devices the server writes through (the planner's); an app pushing as one would block them. */
export const SERVER_DEVICE_PREFIX = 'server:';
export const serverDeviceOf = (owner: number): string => `${SERVER_DEVICE_PREFIX}user:${owner}`;
export const deviceIdSchema = z
  .string()
  .min(8)
  .max(100)
  .refine((device) => !device.startsWith(SERVER_DEVICE_PREFIX), 'This device id is kept for the server.');

export const pushedEventSchema = eventEnvelopeSchema.omit({ seq: true });
/**
 * A pulled event: the server checked it in full when it was pushed, so its shape is all that is
 * checked again (no pattern per id, date and text), which was most of the cost of a first pull.
 */
export const pulledEventSchema = z.object({
  id: z.string(),
  stream: z.string(),
  type: z.string(),
  v: z.number().int(),
  payload: z.unknown(),
  actor: z.string(),
  device: z.string(),
  deviceSeq: z.number().int(),
  at: z.string(),
  seq: z.number().int().positive(),
});
/**
 * What the batch itself asks of each event: only its running number. The server checks the rest
 * event by event, so one malformed event is refused in `rejected` instead of failing the batch the
 * device would otherwise resend for ever.
 */
export const wireEventSchema = z.looseObject({ deviceSeq: z.number().int().positive() });

export const syncApi = {
  push: {
    method: 'POST',
    path: '/sync/push',
    body: z.object({ device: deviceIdSchema, events: z.array(wireEventSchema).min(1).max(PUSH_BATCH_LIMIT) }),
    response: z.object({
      accepted: z.array(z.object({ id: z.string(), stream: z.string(), seq: z.number().int().positive() })),
      rejected: z.array(
        z.object({
          id: z.string(),
          deviceSeq: z.number().int(),
          code: z.enum(['invalid', 'forbidden', 'unknown_type']),
          reason: z.string(),
        }),
      ),
      /** The last deviceSeq the server holds for this device after this batch. */
      lastDeviceSeq: z.number().int().nonnegative(),
    }),
    /** 409: the batch skips ahead; resend from expectedDeviceSeq. */
    conflict: z.object({ detail: z.string(), expectedDeviceSeq: z.number().int().positive() }),
  },
  pull: {
    method: 'GET',
    path: '/sync/pull',
    query: z.object({
      stream: streamIdSchema,
      after: z.coerce.number().int().nonnegative().default(0),
      limit: z.coerce.number().int().min(1).max(PULL_PAGE_LIMIT).default(PULL_PAGE_LIMIT),
      device: deviceIdSchema.optional(),
      /**
       * A new device's preview instead of a page (docs/sync.md): the events after `after` that are
       * not about a dated day, and the dated ones from this day (yyyy-MM-dd) on; `head` always.
       */
      recent: z.iso.date({ error: 'recent must be a date like 2026-10-24.' }).optional(),
    }),
    response: z.object({
      stream: z.string(),
      events: z.array(pulledEventSchema),
      /** The cursor to pull after next time: the last seq in this page, or `after` when empty. */
      cursor: z.number().int().nonnegative(),
      hasMore: z.boolean(),
      /** The last deviceSeq the server holds for `device` (0 when unknown or not given). */
      lastDeviceSeq: z.number().int().nonnegative(),
      /** The stream's last seq, when more pages follow: how far a first pull of a long history has to go. */
      head: z.number().int().nonnegative().optional(),
    }),
  },
  streams: {
    method: 'GET',
    path: '/sync/streams',
    response: z.object({ streams: z.array(z.object({ stream: z.string(), writable: z.boolean() })) }),
  },
  /** Server-sent events: `event: poke` with data {"stream","seq"} whenever a followed stream changes. */
  live: {
    method: 'GET',
    path: '/sync/live',
    query: z.object({ streams: z.string().max(20_000).optional() }),
  },
} as const;

export type PushResponse = z.infer<typeof syncApi.push.response>;
export type PullResponse = z.infer<typeof syncApi.pull.response>;
export type PulledEvent = z.infer<typeof pulledEventSchema>;

const isSafeInteger = Number.isSafeInteger;
/** pulledEventSchema as a plain check: the same fields and types, with the event itself kept (no copy). */
export function isPulledEvent(value: unknown): value is PulledEvent {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.stream === 'string' &&
    typeof e.type === 'string' &&
    isSafeInteger(e.v) &&
    'payload' in e &&
    typeof e.actor === 'string' &&
    typeof e.device === 'string' &&
    isSafeInteger(e.deviceSeq) &&
    typeof e.at === 'string' &&
    isSafeInteger(e.seq) &&
    (e.seq as number) > 0
  );
}

/**
 * The pull's answer as the app checks it: a first pull parses 100,000 events, and zod copying each
 * one was a tenth of the app's work in it; the contract above still describes the route.
 */
export const pulledPageSchema = syncApi.pull.response.extend({
  events: z.array(z.custom<PulledEvent>(isPulledEvent, 'Not a pulled event')),
});
