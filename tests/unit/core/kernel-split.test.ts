import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventLog, SnapshotRest } from '../../../src/core/eventLog';
import type { EventEnvelope } from '../../../src/core/events';
import { defineProjection, fold, type Projection } from '../../../src/core/projection';
import {
  addItem,
  confirmedEvents,
  listProjection,
  openKernel,
  pagesOf,
  tallyProjection,
  uniqueDbName,
  type TallyState,
} from './fixtures';

/**
 * The tally with a split snapshot: the user's own stream is the first part, every other stream the
 * rest (the diary's days around today and its older days, in small).
 */
const splitTally = defineProjection<TallyState>({
  ...tallyProjection,
  snapshotSplit: {
    split: ({ perStream }): { first: TallyState; rest: TallyState } => {
      const { 'user:1': own, ...others } = perStream;
      return { first: { perStream: own ? { 'user:1': own } : {} }, rest: { perStream: others } };
    },
    join: (first, rest) => ({ perStream: { ...rest.perStream, ...first.perStream } }),
    sameRest: (a, b) =>
      Object.keys(a.perStream).length === Object.keys(b.perStream).length &&
      Object.entries(a.perStream).every(([stream, ids]) => b.perStream[stream] === ids),
  },
});
const projections = [listProjection, splitTally] as unknown as readonly Projection<unknown>[];

/** Counts the rests written, and lets a test hold back the idle join. */
function counting(log: EventLog, rests: SnapshotRest[]): EventLog {
  return {
    ...log,
    saveSnapshot: async (snapshot, rest) => {
      await log.saveSnapshot(snapshot, rest);
      if (rest) rests.push(rest as SnapshotRest);
    },
  };
}

const history = fc.array(
  fc.record({ stream: fc.constantFrom('user:1', 'org:1', 'org:2'), name: fc.constantFrom('a', 'b', 'c') }),
  { maxLength: 25 },
);

function serverOrder(steps: readonly { stream: string; name: string }[]): EventEnvelope[] {
  const seqs = new Map<string, number>();
  return steps.map(({ stream, name }) => {
    const seq = (seqs.get(stream) ?? 0) + 1;
    seqs.set(stream, seq);
    return confirmedEvents([name], stream, seq)[0]!;
  });
}

async function receiveAll(receive: (stream: string, page: EventEnvelope[]) => Promise<void>, events: EventEnvelope[]) {
  for (const event of events) for (const page of pagesOf([event], 1)) await receive(event.stream, page);
}

describe('kernel: split snapshots', () => {
  it('(property) shows the first part at once, then the whole fold; the rest is written only when it changed', async () => {
    await fc.assert(
      fc.asyncProperty(history, history, async (before, after) => {
        const events = serverOrder([...before, ...after]);
        const name = uniqueDbName();
        const rests: SnapshotRest[] = [];
        const first = await openKernel(name, { projections, wrapLog: (log) => counting(log, rests) });
        await receiveAll((s, p) => first.kernel.receive(s, p, 0), events.slice(0, before.length));
        await first.kernel.snapshot();
        const restsAfterFirst = rests.length;
        await first.kernel.snapshot();
        // Nothing changed: the rest on disk still holds, and is not written again.
        expect(rests.length).toBe(restsAfterFirst);
        await receiveAll((s, p) => first.kernel.receive(s, p, 0), events.slice(before.length));
        await first.kernel.bus.dispatch(addItem.create({ name: 'mine' }));
        await first.kernel.snapshot();
        const othersChanged = after.some((step) => step.stream !== 'user:1');
        expect(rests.length).toBe(restsAfterFirst + (othersChanged ? 1 : 0));
        first.kernel.dispose();
        first.log.close();

        let runIdle: () => void = () => undefined;
        const second = await openKernel(name, { projections, idle: (run) => void (runIdle = run) });
        const pending = await second.log.readPending();
        const whole = fold(splitTally, [...events, ...pending]);
        expect(second.kernel.live(splitTally).getState()).toEqual(splitTally.snapshotSplit!.split(whole, '').first);
        // The rest is joined in when idle, or as soon as a decision, a pull or a snapshot needs it.
        runIdle();
        await second.kernel.snapshot();
        expect(second.kernel.live(splitTally).getState()).toEqual(whole);
        // A reload (another tab changed the log) shows whole read models at once, never a part.
        await second.kernel.reload();
        expect(second.kernel.live(splitTally).getState()).toEqual(whole);
        // Joined from disk, the rest is known as written: a snapshot does not write it again.
        expect(rests.length).toBe(restsAfterFirst + (othersChanged ? 1 : 0));
        second.kernel.dispose();
        second.log.close();
      }),
      { numRuns: 25 },
    );
  });

  it('a first part whose rest is missing folds that read model from the log instead', async () => {
    const name = uniqueDbName();
    const first = await openKernel(name, { projections });
    const events = serverOrder([
      { stream: 'org:1', name: 'a' },
      { stream: 'user:1', name: 'b' },
    ]);
    await receiveAll((s, p) => first.kernel.receive(s, p, 0), events);
    await first.kernel.snapshot();
    const snapshot = await first.log.loadSnapshot('tally');
    // A first part that names a rest the log does not hold (a store cleared by hand).
    await first.log.saveSnapshot({ ...snapshot!, restKey: 'gone' });
    first.kernel.dispose();
    first.log.close();

    const second = await openKernel(name, { projections });
    await second.kernel.snapshot();
    expect(second.kernel.live(splitTally).getState()).toEqual(fold(splitTally, events));
    second.kernel.dispose();
    second.log.close();
  });
});
