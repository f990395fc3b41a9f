import { pulledPageSchema, syncApi, type PullResponse, type PushResponse } from '../api/sync';
import type { ApiClient } from '../api/client';
import { ApiError } from '../apiError';
import type { EventEnvelope } from '../events';

/** What the engine needs of a server: the protocol of docs/sync.md. */
export interface SyncTransport {
  push(
    device: string,
    events: readonly EventEnvelope[],
  ): Promise<{ ok: true; answer: PushResponse } | { ok: false; expectedDeviceSeq: number }>;
  pull(stream: string, after: number, device: string): Promise<PullResponse>;
  /** A new device's preview after `after`: undated events and the dated ones from `recent` on (docs/sync.md). */
  preview?(stream: string, after: number, device: string, recent: string): Promise<PullResponse>;
  /**
   * Calls onPoke for each change of a followed stream, and onConfig when the user's flags or their
   * organisation's settings changed, until the signal aborts; resolves when the connection ends.
   */
  live(
    streams: readonly string[],
    onPoke: (stream: string) => void,
    signal: AbortSignal,
    onConfig?: () => void,
  ): Promise<void>;
}

export interface HttpTransportOptions {
  readonly api: ApiClient;
  readonly baseUrl: string;
  readonly token: () => string | undefined;
  readonly fetch?: typeof fetch;
}

/** The transport over /api: push and pull through the API client, live pokes by fetch streaming. */
export function createHttpTransport(options: HttpTransportOptions): SyncTransport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async push(device, events) {
      try {
        const answer = await options.api.call('syncPush', syncApi.push, {
          body: { device, events: events.map(({ seq: _seq, ...e }) => e) },
        });
        return { ok: true, answer };
      } catch (error) {
        const expected =
          error instanceof ApiError && error.status === 409
            ? (error.body as { expectedDeviceSeq?: unknown }).expectedDeviceSeq
            : undefined;
        if (typeof expected === 'number') return { ok: false, expectedDeviceSeq: expected };
        throw error;
      }
    },
    pull: (stream, after, device) =>
      options.api.call(
        'syncPull',
        { ...syncApi.pull, response: pulledPageSchema },
        { query: { stream, after, device } },
      ),
    // Without the device: a preview settles nothing by its lastDeviceSeq, and a new device can
    // then ask for it before its log is open (src/app/earlyStart.ts).
    preview: (stream, after, _device, recent) =>
      options.api.call(
        'syncPreview',
        { ...syncApi.pull, response: pulledPageSchema },
        { query: { stream, after, recent } },
      ),
    async live(streams, onPoke, signal, onConfig) {
      const token = options.token();
      const url = `${options.baseUrl}/api${syncApi.live.path}?streams=${encodeURIComponent(streams.join(','))}`;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Token ${token}` } : {}) },
          signal,
        });
      } catch (error) {
        if (signal.aborted) return;
        throw new ApiError('syncLive', 0, { detail: String(error) });
      }
      if (!response.ok || !response.body) throw new ApiError('syncLive', response.status, undefined);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const poke = parsePoke(message);
            if (poke) onPoke(poke);
            else if (isConfigEvent(message)) onConfig?.();
          }
        }
      } catch (error) {
        if (!signal.aborted) throw error;
      }
    },
  };
}

/** The stream of an `event: poke` message, or nothing for other messages and heartbeats. */
export function parsePoke(message: string): string | undefined {
  const lines = message.split('\n');
  if (!lines.includes('event: poke')) return undefined;
  const data = lines
    .find((l) => l.startsWith('data:'))
    ?.slice(5)
    .trim();
  try {
    const parsed = data ? (JSON.parse(data) as { stream?: unknown }) : undefined;
    return typeof parsed?.stream === 'string' ? parsed.stream : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a message is `event: config`: the current user (flags, organisation settings) is to be fetched again. */
export const isConfigEvent = (message: string): boolean => message.split('\n').includes('event: config');

/** The longest wait a server's 429 can impose, so that a wrong answer cannot park a device for ever. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/**
 * How long a 429 asks the device to wait: the server's Retry-After, which it also puts in the
 * body as `retryAfter` (seconds), since the API client keeps bodies, not headers. Undefined for
 * any other failure.
 */
export function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = (error.body as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds * 1_000, MAX_RETRY_AFTER_MS)
    : undefined;
}
