import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http';
import { messageFor, type ServerMessage } from './messages';

/**
 * What one person may take of a server, set high enough that real use never meets them (a heavy
 * user logs a few hundred events a day; an offline week arrives as a few thousand at once) and
 * low enough that one account cannot stall or fill the server. Environment: QUOTA_* (README).
 */
export interface Quotas {
  /** Events stored per stream per clock minute, by every device and the planner together. */
  readonly eventsPerMinute: number;
  /** Bytes of events (as pushed, in JSON) one stream may hold. */
  readonly streamBytes: number;
  /** Open live connections per sign-in; a new one closes the oldest beyond this. */
  readonly liveConnectionsPerToken: number;
  /** Open live connections per user on one server process; beyond this a new one is refused. */
  readonly liveConnectionsPerUser: number;
  /** Auto-plans a user may ask for per clock minute on one server process. */
  readonly plansPerMinute: number;
}

export const DEFAULT_QUOTAS: Quotas = {
  eventsPerMinute: 6_000,
  streamBytes: 1024 * 1024 * 1024,
  liveConnectionsPerToken: 4,
  liveConnectionsPerUser: 20,
  plansPerMinute: 30,
};

export const quotasOf = (given: Partial<Quotas> | undefined): Quotas => ({ ...DEFAULT_QUOTAS, ...given });

/** A quota met: answered 429 (with when to try again) or 413, in the user's language. */
export class QuotaReached extends Error {
  constructor(
    readonly status: 413 | 429,
    readonly key: ServerMessage,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${key} (${status})`);
  }

  /** The answer: Retry-After as a header and in the body (the app's API client reads bodies). */
  answer(request: FastifyRequest, reply: FastifyReply): HttpError {
    const seconds = this.retryAfterSeconds;
    if (seconds !== undefined) reply.header('Retry-After', String(seconds));
    return new HttpError(this.status, {
      detail: messageFor(request, this.key, { seconds: seconds ?? '' }),
      ...(seconds !== undefined ? { retryAfter: seconds } : {}),
    });
  }
}

/** Runs a route's work and answers a quota it meets in the user's language. */
export async function answeringQuotas<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof QuotaReached ? error.answer(request, reply) : error;
  }
}

/**
 * Counts requests per key in clock-minute windows, in this process: for work that costs this
 * process (planning), where a count in the database would cost more than it saves.
 */
export function minuteCounter(max: number) {
  let minute = -1;
  const counts = new Map<string, number>();
  return {
    /** Counts one for key; the seconds until the next minute when key is over max, else undefined. */
    take(key: string, now: Date): number | undefined {
      const current = Math.floor(now.getTime() / 60_000);
      if (current !== minute) {
        minute = current;
        counts.clear();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count > max ? Math.max(1, Math.ceil(((current + 1) * 60_000 - now.getTime()) / 1000)) : undefined;
    },
  };
}
