import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertInvariants,
  initialSyncState,
  merge,
  statusOf,
  unpushed,
  type SyncMessage,
} from '../../../src/core/sync/merge';
import { parsePoke } from '../../../src/core/sync/transport';

const event = (deviceSeq: number, stream = 'user:1') => ({ id: `e${deviceSeq}`, deviceSeq, stream });
const message: fc.Arbitrary<SyncMessage> = fc.oneof(
  fc
    .array(fc.integer({ min: 1, max: 40 }), { maxLength: 5 })
    .map((seqs) => ({ type: 'appended' as const, events: seqs.map((s) => event(s)) })),
  fc
    .record({
      lastDeviceSeq: fc.integer({ min: 0, max: 40 }),
      rejected: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 2 }),
    })
    .map(({ lastDeviceSeq, rejected }) => ({
      type: 'pushed' as const,
      lastDeviceSeq,
      rejected: rejected.map((s) => ({ id: `e${s}`, deviceSeq: s, code: 'invalid', reason: 'bad' })),
      at: '2026-11-22T10:00:00.000Z',
    })),
  fc.integer({ min: 1, max: 40 }).map((expectedDeviceSeq) => ({ type: 'pushConflict' as const, expectedDeviceSeq })),
  fc
    .record({
      cursor: fc.integer({ min: 0, max: 100 }),
      lastDeviceSeq: fc.integer({ min: 0, max: 40 }),
      stream: fc.constantFrom('user:1', 'user:2'),
    })
    .map((m) => ({ type: 'pulled' as const, at: '2026-11-22T10:00:00.000Z', ...m })),
  fc.constantFrom<SyncMessage>({ type: 'failed' }, { type: 'offline' }, { type: 'online' }),
);

describe('sync merge', () => {
  it('(property) keeps its invariants for any sequence of messages', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 60 }), (messages) => {
        let state = initialSyncState;
        for (const m of messages) {
          const next = merge(state, m);
          assertInvariants(state, next);
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a pushed event be pushed again', () => {
    const state = [
      { type: 'appended', events: [event(1), event(2), event(3)] },
      { type: 'pushed', lastDeviceSeq: 2, rejected: [], at: 'now' },
    ].reduce((s, m) => merge(s, m as SyncMessage), initialSyncState);
    expect(unpushed(state).map((e) => e.deviceSeq)).toEqual([3]);
    expect(statusOf(state)).toEqual({ status: 'waiting', pending: 3 });
  });

  it('drops refused events at once and keeps them to tell the user', () => {
    const state = merge(merge(initialSyncState, { type: 'appended', events: [event(1), event(2)] }), {
      type: 'pushed',
      lastDeviceSeq: 2,
      rejected: [{ id: 'e2', deviceSeq: 2, code: 'forbidden', reason: 'no' }],
      at: 'now',
    });
    expect(state.pending.map((e) => e.deviceSeq)).toEqual([1]);
    expect(state.rejections).toHaveLength(1);
  });

  it('confirms pending events of a stream when that stream is pulled', () => {
    const state = merge(merge(initialSyncState, { type: 'appended', events: [event(1), event(2, 'user:2')] }), {
      type: 'pulled',
      stream: 'user:1',
      cursor: 7,
      lastDeviceSeq: 2,
      at: 'now',
    });
    expect(state.pending.map((e) => e.deviceSeq)).toEqual([2]);
    expect(
      statusOf(merge(state, { type: 'pulled', stream: 'user:2', cursor: 1, lastDeviceSeq: 2, at: 'now' })),
    ).toEqual({ status: 'synced', pending: 0 });
  });

  it('says offline before error, and error before waiting', () => {
    const waiting = merge(initialSyncState, { type: 'appended', events: [event(1)] });
    expect(statusOf(merge(waiting, { type: 'failed' })).status).toBe('error');
    expect(statusOf(merge(merge(waiting, { type: 'failed' }), { type: 'offline' })).status).toBe('offline');
  });

  it('reads pokes from server-sent events and ignores everything else', () => {
    expect(parsePoke('event: poke\ndata: {"stream":"user:4","seq":9}')).toBe('user:4');
    expect(parsePoke(': heartbeat')).toBeUndefined();
    expect(parsePoke('event: ready\ndata: {"streams":["user:4"]}')).toBeUndefined();
    expect(parsePoke('event: poke\ndata: not json')).toBeUndefined();
  });
});
