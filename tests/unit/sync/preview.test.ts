import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../../src/core/events';
import { createSyncEngine } from '../../../src/core/sync/engine';
import { readinessOf } from '../../../src/core/sync/merge';
import type { SyncTransport } from '../../../src/core/sync/transport';
import { confirmedEvents, itemNames, listProjection, openKernel, uniqueDbName } from '../core/fixtures';

const at = '2026-11-24T10:00:00.000Z';

/**
 * A server with a history, answering pulls in pages of `size` and a preview with the events that
 * `recent` keeps; each page waits for `release` so a test sees what shows meanwhile.
 */
function previewServer(history: EventEnvelope[], size: number, recent: (e: EventEnvelope) => boolean) {
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transport: SyncTransport = {
    push: () => Promise.reject(new Error('nothing to push')),
    async pull(stream, after) {
      asked.push(`pull ${after}`);
      await released;
      const events = history.filter((e) => (e.seq ?? 0) > after).slice(0, size) as (EventEnvelope & { seq: number })[];
      const cursor = events.length ? events[events.length - 1]!.seq : after;
      const hasMore = cursor < history.length;
      return { stream, events, cursor, hasMore, lastDeviceSeq: 0, ...(hasMore ? { head: history.length } : {}) };
    },
    async preview(stream, after, _device, from) {
      asked.push(`preview ${after} ${from}`);
      const events = history.filter((e) => (e.seq ?? 0) > after && recent(e)) as (EventEnvelope & { seq: number })[];
      return { stream, events, cursor: after, hasMore: false, lastDeviceSeq: 0, head: history.length };
    },
    live: (_streams, _onPoke, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
  };
  return { transport, asked, release };
}

describe("a new device's first pull, from a preview", () => {
  it('shows the preview before any page, with the progress of the history, then the whole history once caught up', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const history = confirmedEvents(['a', 'b', 'c', 'd', 'e']);
    const server = previewServer(history, 2, (e) => (e.seq ?? 0) >= 4);
    const engine = createSyncEngine({
      kernel,
      transport: server.transport,
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
      previewFrom: () => '2026-10-20',
    });
    const syncing = engine.syncNow();
    await expect.poll(() => readinessOf(engine.getState()).kind).toBe('preview');
    expect(server.asked.slice(0, 2)).toEqual(['preview 0 2026-10-20', 'pull 0']);
    expect(readinessOf(engine.getState())).toEqual({ kind: 'preview', loaded: 0, total: 5, problem: null });
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['d', 'e']);
    expect(await kernel.log.cursor('user:1')).toBe(0);

    server.release();
    await syncing;
    expect(readinessOf(engine.getState())).toEqual({ kind: 'ready' });
    expect(kernel.showsPreview()).toBe(false);
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['a', 'b', 'c', 'd', 'e']);
    engine.stop();
  });

  it('asks for the history only once the preview is shown and drawn', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const server = previewServer(confirmedEvents(['a', 'b', 'c']), 2, (e) => (e.seq ?? 0) >= 3);
    let drawn!: () => void;
    const engine = createSyncEngine({
      kernel,
      transport: server.transport,
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
      previewFrom: () => '2026-10-20',
      afterPreview: () => new Promise((resolve) => (drawn = resolve)),
    });
    const syncing = engine.syncNow();
    await expect.poll(() => readinessOf(engine.getState()).kind).toBe('preview');
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['c']);
    expect(server.asked).toEqual(['preview 0 2026-10-20']);
    drawn();
    await expect.poll(() => server.asked).toEqual(['preview 0 2026-10-20', 'pull 0']);
    server.release();
    await syncing;
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['a', 'b', 'c']);
    engine.stop();
  });

  it('asks for no preview once the stream caught up, nor without a first day', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const server = previewServer(confirmedEvents(['a']), 2, () => true);
    server.release();
    const caughtUp = createSyncEngine({
      kernel,
      transport: server.transport,
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
      previewFrom: () => '2026-10-20',
      caughtUp: ['user:1'],
    });
    await caughtUp.syncNow();
    const without = createSyncEngine({
      kernel,
      transport: server.transport,
      streams: () => ['user:1'],
      clock: { now: () => new Date(at) },
    });
    await without.syncNow();
    expect(server.asked.filter((call) => call.startsWith('preview'))).toEqual([]);
  });
});
