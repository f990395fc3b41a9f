import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/apiError';
import type { EventEnvelope } from '../../../src/core/events';
import { createSyncEngine, type Timers } from '../../../src/core/sync/engine';
import { statusOf } from '../../../src/core/sync/merge';
import type { SyncTransport } from '../../../src/core/sync/transport';
import { addItem, fakeTime, itemNames, listProjection, openKernel, uniqueDbName } from '../core/fixtures';

/** A server that stores pushes in memory, and answers 429 (wait 42 s) while `busy`. */
function quotaServer() {
  const stored: (EventEnvelope & { seq: number })[] = [];
  const server = { busy: true, pushes: 0 };
  const transport: SyncTransport = {
    async push(_device, events) {
      if (server.busy) throw new ApiError('syncPush', 429, { detail: 'Many changes arrived at once.', retryAfter: 42 });
      server.pushes += 1;
      const accepted = events.map((e) => ({
        id: e.id,
        stream: e.stream,
        seq: stored.push({ ...e, seq: stored.length + 1 }),
      }));
      return { ok: true, answer: { accepted, rejected: [], lastDeviceSeq: events[events.length - 1]!.deviceSeq } };
    },
    async pull(stream, after) {
      const events = stored.filter((e) => e.seq > after);
      return {
        stream,
        events,
        cursor: events.length ? events[events.length - 1]!.seq : after,
        hasMore: false,
        lastDeviceSeq: stored.length ? stored[stored.length - 1]!.deviceSeq : 0,
      };
    },
    live: (_streams, _onPoke, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
  };
  return { server, transport };
}

/** Timers the test fires by hand. */
function handTimers() {
  const scheduled = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => (scheduled.set(++next, { fn, ms }), next),
    clearTimeout: (handle) => void scheduled.delete(handle as number),
  };
  return { timers, scheduled };
}

describe('a quota answered 429', () => {
  it('makes the engine wait as long as the server asks, keep every change, and then send them all', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    for (const name of ['oats', 'apple', 'tea']) await kernel.bus.dispatch(addItem.create({ name }));
    const { server, transport } = quotaServer();
    const { timers, scheduled } = handTimers();
    const engine = createSyncEngine({
      kernel,
      transport,
      streams: () => ['user:1'],
      clock: fakeTime().clock,
      timers,
      random: () => 0.5,
    });
    engine.start();

    const retry = () => [...scheduled.values()].find((t) => t.ms !== 30_000);
    await expect.poll(() => retry()?.ms).toBe(42_500);
    expect(await kernel.log.readPending()).toHaveLength(3);
    expect(statusOf(engine.getState())).toEqual({ status: 'waiting', pending: 3 });

    server.busy = false;
    retry()!.fn();
    await expect.poll(async () => (await kernel.log.readPending()).length).toBe(0);
    expect(server.pushes).toBe(1);
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['oats', 'apple', 'tea']);
    expect(statusOf(engine.getState()).status).toBe('synced');
    engine.stop();
    kernel.log.close();
  });
});
