import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/core/api/client';
import { createSyncEngine, type Timers } from '../../../src/core/sync/engine';
import { createHttpTransport, isConfigEvent, type SyncTransport } from '../../../src/core/sync/transport';
import { fakeTime, openKernel, uniqueDbName } from '../core/fixtures';

/** A live answer that sends these server-sent-event messages and ends. */
const liveAnswer = (messages: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const message of messages) controller.enqueue(new TextEncoder().encode(message));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

describe('the config event of the live connection', () => {
  it('is told apart from pokes and heartbeats by the transport', async () => {
    const fetch = async () =>
      liveAnswer([
        'event: ready\ndata: {"streams":["user:1"]}\n\n',
        ': heartbeat\n\n',
        'event: config\ndata: {}\n\nevent: poke\ndata: {"stream":"user:1","seq":3}\n\n',
        'event: con',
        'fig\ndata: {}\n\n',
      ]);
    const api = createApiClient({ baseUrl: '', token: () => 'a-token-of-twenty-chars', language: () => 'en', fetch });
    const transport = createHttpTransport({
      api,
      baseUrl: 'http://localhost',
      token: () => 'a-token-of-twenty-chars',
      fetch,
    });
    const pokes: string[] = [];
    let configs = 0;
    await transport.live(
      ['user:1'],
      (stream) => pokes.push(stream),
      new AbortController().signal,
      () => (configs += 1),
    );
    expect(pokes).toEqual(['user:1']);
    expect(configs).toBe(2);
    expect(isConfigEvent('event: poke\ndata: {}')).toBe(false);
  });

  it('reaches the engine option, and a reconnection asks too (a change may have been missed)', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const connections: { onConfig?: () => void; end: () => void }[] = [];
    const transport: SyncTransport = {
      push: async () => ({ ok: true, answer: { accepted: [], rejected: [], lastDeviceSeq: 0 } }),
      pull: async (stream, after) => ({ stream, events: [], cursor: after, hasMore: false, lastDeviceSeq: 0 }),
      live: (_streams, _onPoke, signal, onConfig) =>
        new Promise<void>((resolve) => {
          connections.push({ onConfig, end: resolve });
          signal.addEventListener('abort', () => resolve());
        }),
    };
    const waits: (() => void)[] = [];
    const timers: Timers = {
      setTimeout: (fn, ms) => (ms === 30_000 ? 0 : waits.push(fn)),
      clearTimeout: () => undefined,
    };
    let changed = 0;
    const engine = createSyncEngine({
      kernel,
      transport,
      streams: () => ['user:1'],
      clock: fakeTime().clock,
      timers,
      random: () => 0.5,
      onConfigChanged: () => (changed += 1),
    });
    engine.start();
    await expect.poll(() => connections.length).toBe(1);
    expect(changed).toBe(0);
    connections[0]!.onConfig!();
    expect(changed).toBe(1);
    connections[0]!.end();
    await expect.poll(() => waits.length).toBeGreaterThan(0);
    waits.shift()!();
    await expect.poll(() => connections.length).toBe(2);
    expect(changed).toBe(2);
    engine.stop();
  });
});
