import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/apiError';
import type { EventEnvelope } from '../../../src/core/events';
import { createSyncEngine, type DroppedChange, type Timers } from '../../../src/core/sync/engine';
import { statusOf } from '../../../src/core/sync/merge';
import type { SyncTransport } from '../../../src/core/sync/transport';
import { addItem, confirmedEvents, listProjection, openKernel, uniqueDbName } from '../core/fixtures';

const clock = { now: () => new Date('2026-11-24T10:00:00.000Z') };

/** Timers that only record what the engine scheduled, so a test reads the backoff without waiting for it. */
function recordingTimers() {
  const delays: number[] = [];
  const timers: Timers = { setTimeout: (_fn, ms) => delays.push(ms), clearTimeout: () => undefined };
  return { timers, delays };
}

/** A server whose push always fails with `status` and whose stream holds `history`. */
function pushFailingServer(
  status: number,
  history: EventEnvelope[],
): SyncTransport & { pushes: number; pulls: number } {
  const server = {
    pushes: 0,
    pulls: 0,
    async push() {
      server.pushes += 1;
      throw new ApiError('syncPush', status, { detail: 'Something went wrong. Please try again later.' });
    },
    async pull(stream: string, after: number) {
      server.pulls += 1;
      const events = history.filter((e) => (e.seq ?? 0) > after) as (EventEnvelope & { seq: number })[];
      return { stream, events, cursor: events.at(-1)?.seq ?? after, hasMore: false, lastDeviceSeq: 0 };
    },
    live: (_streams: readonly string[], _onPoke: (stream: string) => void, signal: AbortSignal) =>
      new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
  };
  return server;
}

describe('a push that fails does not stop this device from receiving', () => {
  it('pulls what others wrote even while every push fails, then reports the failure', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'Mine, not yet saved' }));
    const server = pushFailingServer(500, confirmedEvents(['From the other phone']));
    const engine = createSyncEngine({ kernel, transport: server, streams: () => ['user:1'], clock });

    await engine.syncNow();

    expect(server.pushes).toBe(1);
    expect(server.pulls).toBe(1);
    expect(
      kernel
        .live(listProjection)
        .getState()
        .items.map((i) => i.name),
    ).toEqual(['From the other phone', 'Mine, not yet saved']);
    expect(statusOf(engine.getState()).status).toBe('error');
    expect(engine.getState().pending).toHaveLength(1);
    kernel.log.close();
  });

  it('keeps backing off while the push keeps failing, though every pull succeeds', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'Mine' }));
    const { timers, delays } = recordingTimers();
    const engine = createSyncEngine({
      kernel,
      transport: pushFailingServer(400, []),
      streams: () => ['user:1'],
      clock,
      timers,
      random: () => 0.5,
    });
    engine.start();
    // A call made while a cycle runs joins it, so count cycles by their failures, not by calls.
    for (let calls = 0; engine.getState().failures < 4 && calls < 20; calls++) await engine.syncNow();
    engine.stop();
    // The poll and live timers are 30 s and more; the retries are the backoff: 1 s, 2 s, 4 s, 8 s.
    expect(delays.filter((d) => d < 30_000)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(engine.getState().failures).toBe(4);
    kernel.log.close();
  });

  it('stops on a sign-in that is no longer valid, without pulling', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'Mine' }));
    const server = pushFailingServer(401, confirmedEvents(['Theirs']));
    let signedOut = 0;
    const engine = createSyncEngine({
      kernel,
      transport: server,
      streams: () => ['user:1'],
      clock,
      onUnauthorized: () => void (signedOut += 1),
    });
    await engine.syncNow();
    expect(signedOut).toBe(1);
    expect(server.pulls).toBe(0);
    kernel.log.close();
  });
});

describe('changes the server refuses', () => {
  it('are dropped, the rest of the queue moves on, and the person hears which kind of change it was', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'Refused' }));
    await kernel.bus.dispatch(addItem.create({ name: 'Kept' }));
    const told: DroppedChange[][] = [];
    const stored: (EventEnvelope & { seq: number })[] = [];
    const transport: SyncTransport = {
      async push(_device, events) {
        const [refused, ...rest] = events;
        for (const e of rest) stored.push({ ...e, seq: stored.length + 1 });
        return {
          ok: true,
          answer: {
            accepted: stored.map((e) => ({ id: e.id, stream: e.stream, seq: e.seq })),
            rejected: [
              {
                id: refused!.id,
                deviceSeq: refused!.deviceSeq,
                code: 'invalid',
                reason: 'note holds characters that cannot be stored',
              },
            ],
            lastDeviceSeq: events.at(-1)!.deviceSeq,
          },
        };
      },
      pull: async (stream, after) => ({
        stream,
        events: stored.filter((e) => e.seq > after),
        cursor: stored.at(-1)?.seq ?? after,
        hasMore: false,
        lastDeviceSeq: 2,
      }),
      live: () => new Promise<void>(() => undefined),
    };
    const engine = createSyncEngine({
      kernel,
      transport,
      streams: () => ['user:1'],
      clock,
      onRejected: (r) => void told.push([...r]),
    });
    await engine.syncNow();
    expect(told).toEqual([[expect.objectContaining({ deviceSeq: 1, code: 'invalid', type: 'ItemAdded' })]]);
    expect(
      kernel
        .live(listProjection)
        .getState()
        .items.map((i) => i.name),
    ).toEqual(['Kept']);
    expect(await kernel.log.readPending()).toEqual([]);
    kernel.log.close();
  });
});

describe('a server that asks for numbers this device no longer holds', () => {
  it('does not resend in a loop (after a restore the server can be behind the device): it backs off and still pulls', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'Mine' }));
    const { timers, delays } = recordingTimers();
    const server = {
      ...pushFailingServer(500, confirmedEvents(['Theirs'])),
      pushes: 0,
      // Asks for deviceSeq 1 again and again, which is the batch it was just sent: no answer moves the queue on.
      async push() {
        server.pushes += 1;
        if (server.pushes > 20) throw new Error('the engine kept resending the same batch');
        return { ok: false as const, expectedDeviceSeq: 1 };
      },
    };
    const engine = createSyncEngine({
      kernel,
      transport: server,
      streams: () => ['user:1'],
      clock,
      timers,
      random: () => 0.5,
    });
    engine.start();
    await engine.syncNow();
    engine.stop();
    expect(server.pushes).toBeLessThanOrEqual(2);
    expect(
      kernel
        .live(listProjection)
        .getState()
        .items.map((i) => i.name),
    ).toContain('Theirs');
    expect(statusOf(engine.getState()).status).toBe('error');
    expect(delays.filter((d) => d < 30_000).length).toBeGreaterThan(0);
    expect(engine.getState().pending).toHaveLength(1);
    kernel.log.close();
  });
});

describe('a server restored from a backup', () => {
  it('gets again the changes it lost that this device still holds, from the number it asks for', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    for (const name of ['One', 'Two', 'Three']) await kernel.bus.dispatch(addItem.create({ name }));
    const received: number[][] = [];
    // Said it held 1 to 3, then lost 2 and 3 in a restore.
    let held = 0;
    const server = {
      ...pushFailingServer(500, []),
      async push(_device: string, events: readonly EventEnvelope[]) {
        received.push(events.map((e) => e.deviceSeq));
        if (events[0]!.deviceSeq > held + 1) return { ok: false as const, expectedDeviceSeq: held + 1 };
        held = Math.max(held, events.at(-1)!.deviceSeq);
        return { ok: true as const, answer: { accepted: [], rejected: [], lastDeviceSeq: held } };
      },
    };
    const engine = createSyncEngine({ kernel, transport: server, streams: () => ['user:1'], clock });
    await engine.syncNow();
    held = 1;
    await kernel.bus.dispatch(addItem.create({ name: 'Four' }));
    await engine.syncNow();
    expect(received).toEqual([[1, 2, 3], [4], [2, 3, 4]]);
    expect(held).toBe(4);
    kernel.log.close();
  });
});
