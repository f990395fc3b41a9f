import { describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from '../../../src/core/events';
import { createSyncEngine, type Timers } from '../../../src/core/sync/engine';
import type { SyncTransport } from '../../../src/core/sync/transport';
import { addItem, openKernel, uniqueDbName } from '../core/fixtures';

const clock = { now: () => new Date('2026-11-24T10:00:00.000Z') };

/** A server that accepts every push and records each one's events. */
function acceptingServer(): SyncTransport & { pushed: string[][] } {
  const server = {
    pushed: [] as string[][],
    async push(_device: string, events: readonly EventEnvelope[]) {
      server.pushed.push(events.map((e) => (e.payload as { name: string }).name));
      return {
        ok: true as const,
        answer: {
          accepted: events.map((e, i) => ({ id: e.id, stream: e.stream, seq: i + 1 })),
          rejected: [],
          lastDeviceSeq: events.at(-1)!.deviceSeq,
        },
      };
    },
    async pull(stream: string, after: number) {
      return { stream, events: [], cursor: after, hasMore: false, lastDeviceSeq: 0 };
    },
    live: (_streams: readonly string[], _onPoke: (stream: string) => void, signal: AbortSignal) =>
      new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
  };
  return server as SyncTransport & { pushed: string[][] };
}

/** A kernel and a started engine whose pushes after an append wait in `scheduled` until the test runs them. */
async function startedEngine() {
  const { kernel } = await openKernel(uniqueDbName());
  const server = acceptingServer();
  const scheduled: (() => void)[] = [];
  const engine = createSyncEngine({
    kernel,
    transport: server,
    streams: () => ['user:1'],
    clock,
    afterAppend: (run) => scheduled.push(run),
  });
  engine.start();
  return { kernel, server, scheduled, engine };
}

describe('what commands append is pushed when the app says, once for a burst', () => {
  it('given a started engine, when three commands are stored before the scheduled push runs, then one push sends all three', async () => {
    const { kernel, server, scheduled, engine } = await startedEngine();
    await engine.syncNow();
    expect(server.pushed).toEqual([]);

    for (const name of ['oats', 'apple', 'tea']) await kernel.bus.dispatch(addItem.create({ name }));
    // Stored, acknowledged, and not pushed yet: the push waits for its turn, which is asked for once.
    expect(server.pushed).toEqual([]);
    expect(scheduled).toHaveLength(1);

    scheduled.shift()!();
    await engine.syncNow();
    expect(server.pushed).toEqual([['oats', 'apple', 'tea']]);
    expect(engine.getState().acked).toBe(3);

    // A later command asks for a push of its own.
    await kernel.bus.dispatch(addItem.create({ name: 'bread' }));
    expect(scheduled).toHaveLength(1);
    engine.stop();
    kernel.log.close();
  });
  it('given the browser offline, when a command is stored, then it waits without a push and is pushed once online', async () => {
    const { kernel, server, scheduled, engine } = await startedEngine();
    await engine.syncNow();
    engine.setOnline(false);

    for (const name of ['oats', 'apple']) await kernel.bus.dispatch(addItem.create({ name }));
    scheduled.shift()!();
    // Counted as waiting at once, with nothing sent: a push would fail.
    expect(engine.getState().pending.map((e) => e.deviceSeq)).toEqual([1, 2]);
    expect(server.pushed).toEqual([]);

    engine.setOnline(true);
    await engine.syncNow();
    expect(server.pushed).toEqual([['oats', 'apple']]);
    engine.stop();
    kernel.log.close();
  });
  it('given the browser offline, when the retry, the poll and the live connection come round, then nothing is fetched till it is online', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const calls: string[] = [];
    const transport: SyncTransport = {
      push: async (_device, events) => {
        calls.push('push');
        const accepted = events.map((e, i) => ({ id: e.id, stream: e.stream, seq: i + 1 }));
        return { ok: true, answer: { accepted, rejected: [], lastDeviceSeq: events.at(-1)!.deviceSeq } };
      },
      pull: async (stream, after) => {
        calls.push('pull');
        return { stream, events: [], cursor: after, hasMore: false, lastDeviceSeq: 0 };
      },
      live: (_streams, _onPoke, signal) => {
        calls.push('live');
        return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      },
    };
    const due: (() => void)[] = [];
    const timers: Timers = { setTimeout: (fn) => due.push(fn), clearTimeout: () => undefined };
    const engine = createSyncEngine({ kernel, transport, streams: () => ['user:1'], clock, timers });
    engine.setOnline(false);
    engine.start();
    await kernel.bus.dispatch(addItem.create({ name: 'oats' }));
    for (let round = 0; round < 3; round++) {
      for (const fire of due.splice(0)) fire();
      await new Promise((resolve) => setTimeout(resolve));
    }
    expect(calls).toEqual([]);

    engine.setOnline(true);
    await engine.syncNow();
    await vi.waitFor(() => expect(calls).toContain('live'));
    expect(calls.filter((c) => c !== 'live').slice(0, 2)).toEqual(['push', 'pull']);
    engine.stop();
    kernel.log.close();
  });
});
