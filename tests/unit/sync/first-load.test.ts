import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasCaughtUp, markCaughtUp, openEventLog } from '../../../src/core/eventLog';
import type { EventEnvelope } from '../../../src/core/events';
import { createSyncEngine } from '../../../src/core/sync/engine';
import {
  assertInvariants,
  initialSyncState,
  merge,
  readinessOf,
  statusOf,
  type SyncMessage,
  type SyncState,
} from '../../../src/core/sync/merge';
import type { SyncTransport } from '../../../src/core/sync/transport';
import { ApiError } from '../../../src/core/apiError';
import { ItemAdded, listProjection, openKernel, uniqueDbName } from '../core/fixtures';

const at = '2026-11-24T10:00:00.000Z';
const following = (state: SyncState, streams: string[], caughtUp: string[] = []) =>
  merge(state, { type: 'following', streams, caughtUp });
const pulled = (stream: string, cursor: number, more: { hasMore?: boolean; head?: number } = {}): SyncMessage => ({
  type: 'pulled',
  stream,
  cursor,
  lastDeviceSeq: 0,
  at,
  ...more,
});

describe('a new device: no route before the first pull lands', () => {
  it('is not ready, and does not say "all changes saved", before a followed stream caught up once', () => {
    const state = following(initialSyncState, ['user:7']);
    expect(readinessOf(state)).toEqual({ kind: 'loading', loaded: 0, total: null });
    expect(statusOf(state).status).toBe('loading');
  });

  it('shows how much of a long history has arrived, and is ready once the last page lands', () => {
    let state = following(initialSyncState, ['user:7']);
    state = merge(state, pulled('user:7', 1_000, { hasMore: true, head: 12_000 }));
    expect(readinessOf(state)).toEqual({ kind: 'loading', loaded: 1_000, total: 12_000 });
    state = merge(state, pulled('user:7', 3_000, { hasMore: true }));
    expect(readinessOf(state)).toEqual({ kind: 'loading', loaded: 3_000, total: 12_000 });
    state = merge(state, pulled('user:7', 12_000, { hasMore: false }));
    expect(readinessOf(state)).toEqual({ kind: 'ready' });
    expect(statusOf(state).status).toBe('synced');
  });

  it('says plainly that nothing is loaded when offline, or that loading fails, instead of routing', () => {
    const state = following(initialSyncState, ['user:7']);
    expect(readinessOf(merge(state, { type: 'offline' }))).toEqual({ kind: 'offline' });
    expect(readinessOf(merge(state, { type: 'failed' }))).toEqual({ kind: 'failing' });
  });

  it('is ready at once, offline too, when the device caught up with the stream before', () => {
    const state = merge(following(initialSyncState, ['user:7'], ['user:7']), { type: 'offline' });
    expect(readinessOf(state)).toEqual({ kind: 'ready' });
    expect(statusOf(state).status).toBe('offline');
  });

  it('waits for every followed stream, and a pending change still reads as waiting', () => {
    let state = following(initialSyncState, ['user:1', 'user:2']);
    state = merge(state, pulled('user:1', 4));
    expect(readinessOf(state).kind).toBe('loading');
    state = merge(state, { type: 'appended', events: [{ id: 'e1', deviceSeq: 1, stream: 'user:1' }] });
    expect(statusOf(state).status).toBe('waiting');
    expect(readinessOf(merge(state, pulled('user:2', 0))).kind).toBe('ready');
  });

  it('(property) never forgets that a stream caught up', () => {
    const message: fc.Arbitrary<SyncMessage> = fc.oneof(
      fc
        .record({
          stream: fc.constantFrom('user:1', 'user:2'),
          cursor: fc.nat(50),
          hasMore: fc.option(fc.boolean(), { nil: undefined }),
          head: fc.option(fc.nat(80), { nil: undefined }),
        })
        .map(({ stream, cursor, hasMore, head }) =>
          pulled(stream, cursor, {
            ...(hasMore === undefined ? {} : { hasMore }),
            ...(head === undefined ? {} : { head }),
          }),
        ),
      fc
        .subarray(['user:1', 'user:2'])
        .map((caughtUp): SyncMessage => ({ type: 'following', streams: ['user:1', 'user:2'], caughtUp })),
      fc.constantFrom<SyncMessage>({ type: 'failed' }, { type: 'offline' }, { type: 'online' }),
    );
    fc.assert(
      fc.property(fc.array(message, { maxLength: 40 }), (messages) => {
        let state = following(initialSyncState, ['user:1', 'user:2']);
        for (const m of messages) {
          const next = merge(state, m);
          assertInvariants(state, next);
          const readiness = readinessOf(next);
          if (readiness.kind === 'loading' && readiness.total !== null)
            expect(readiness.total).toBeGreaterThan(readiness.loaded);
          state = next;
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("caught up once, kept in the device's log", () => {
  it('a new log has caught up with nothing; marking a stream keeps it', async () => {
    const log = await openEventLog(uniqueDbName(), () => 'device-first-load');
    expect(await hasCaughtUp(log, 'user:1')).toBe(false);
    await log.appendConfirmed('user:1', [event('user:1', 1)]);
    expect(await hasCaughtUp(log, 'user:1')).toBe(false);
    await markCaughtUp(log, 'user:1');
    expect(await hasCaughtUp(log, 'user:1')).toBe(true);
    expect(await hasCaughtUp(log, 'user:2')).toBe(false);
    log.close();
  });

  it('a log from before this was recorded counts a stream it pulled from as caught up, so it opens offline', async () => {
    const log = await openEventLog(uniqueDbName(), () => 'device-legacy');
    await log.setMeta('catchUpTracked', undefined);
    expect(await hasCaughtUp(log, 'user:1')).toBe(false);
    await log.appendConfirmed('user:1', [event('user:1', 1)]);
    expect(await hasCaughtUp(log, 'user:1')).toBe(true);
    log.close();
  });

  it('the engine reports progress page by page, and writes the catch-up to the log for the next boot', async () => {
    const name = uniqueDbName();
    const { kernel } = await openKernel(name);
    const history = Array.from({ length: 5 }, (_, i) => event('user:1', i + 1));
    const seen: ReturnType<typeof readinessOf>[] = [];
    const engine = createSyncEngine({
      kernel,
      transport: pagedServer(history, 2),
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
    });
    engine.state$.subscribe((s) => seen.push(readinessOf(s)));
    await engine.syncNow();
    expect(seen[0]).toEqual({ kind: 'loading', loaded: 0, total: null });
    expect(seen).toContainEqual({ kind: 'loading', loaded: 2, total: 5 });
    expect(seen).toContainEqual({ kind: 'loading', loaded: 4, total: 5 });
    expect(seen.at(-1)).toEqual({ kind: 'ready' });
    // When it says ready, the read model holds the whole history.
    expect(kernel.live(listProjection).getState().items).toHaveLength(5);
    await expect.poll(() => hasCaughtUp(kernel.log, 'user:1')).toBe(true);
    engine.stop();

    // The next boot, offline: ready from the start.
    const again = createSyncEngine({
      kernel,
      transport: offlineServer(),
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
      caughtUp: ['user:1'],
    });
    again.setOnline(false);
    expect(readinessOf(again.getState())).toEqual({ kind: 'ready' });
    expect(again.getState().connection).toBe('offline');
    kernel.log.close();
  });

  it('the browser going offline shows at once; failed calls (status 0) show as offline', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const engine = createSyncEngine({
      kernel,
      transport: offlineServer(),
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
    });
    engine.setOnline(false);
    expect(statusOf(engine.getState()).status).toBe('offline');
    const fresh = createSyncEngine({
      kernel,
      transport: offlineServer(),
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
    });
    await fresh.syncNow();
    expect(statusOf(fresh.getState()).status).toBe('offline');
    expect(readinessOf(fresh.getState())).toEqual({ kind: 'offline' });
    kernel.log.close();
  });
});

function event(stream: string, seq: number): EventEnvelope {
  return {
    id: crypto.randomUUID(),
    stream,
    type: ItemAdded.type,
    v: 1,
    payload: { id: `item-${seq}`, name: `Item ${seq}` },
    actor: 'user:1',
    device: 'other-device',
    deviceSeq: seq,
    at,
    seq,
  };
}

/** A server holding a history, answering pulls in pages of `size` with the head while more follow. */
function pagedServer(history: EventEnvelope[], size: number): SyncTransport {
  return {
    push: () => Promise.reject(new Error('nothing to push')),
    async pull(stream, after) {
      const events = history.filter((e) => (e.seq ?? 0) > after).slice(0, size) as (EventEnvelope & { seq: number })[];
      const cursor = events.length ? events[events.length - 1]!.seq : after;
      const hasMore = cursor < history.length;
      return { stream, events, cursor, hasMore, lastDeviceSeq: 0, ...(hasMore ? { head: history.length } : {}) };
    },
    live: (_streams, _onPoke, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
  };
}

function offlineServer(): SyncTransport {
  const offline = () => Promise.reject(new ApiError('sync', 0, { detail: 'offline' }));
  return { push: offline, pull: offline, live: offline };
}

describe('the browser going offline', () => {
  it('stays offline when a call that was under way succeeds afterwards, until the browser is back and a call succeeds', () => {
    let state = merge(following(initialSyncState, ['user:7'], ['user:7']), { type: 'offline', browser: true });
    state = merge(state, pulled('user:7', 3));
    expect(statusOf(state).status).toBe('offline');
    state = merge(state, { type: 'online', browser: true });
    expect(statusOf(state).status).toBe('offline');
    state = merge(state, pulled('user:7', 4));
    expect(statusOf(state).status).toBe('synced');
  });
});
