import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openEventLog } from '../../../src/core/eventLog';
import { createKernel } from '../../../src/core/kernel';
import { fold } from '../../../src/core/projection';
import { addItem, confirmedEvents, fakeTime, listProjection, openKernel, registry, removeItem, uniqueDbName } from './fixtures';

// Random server histories: adds of a few names and removes of earlier ones.
const history = fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom('-a', '-b', '-c')), { maxLength: 30 });

describe('kernel: boot, snapshot, rebuild', () => {
  it('(property) rebuilding from zero equals snapshot plus replay, for any history and split point', async () => {
    await fc.assert(
      fc.asyncProperty(history, fc.nat(), fc.nat({ max: 10 }), async (names, splitAt, pageSize) => {
        const split = names.length === 0 ? 0 : splitAt % (names.length + 1);
        const events = confirmedEvents(names);
        const name = uniqueDbName();
        const { kernel, log } = await openKernel(name);
        const pages = (from: number, to: number) => {
          const size = Math.max(1, pageSize);
          const out = [];
          for (let i = from; i < to; i += size) out.push(events.slice(i, Math.min(to, i + size)));
          return out;
        };
        for (const page of pages(0, split)) await log.appendConfirmed('user:1', page);
        await kernel.rebuild();
        await kernel.snapshot();
        for (const page of pages(split, events.length)) await log.appendConfirmed('user:1', page);
        log.close();

        const fromSnapshot = await openKernel(name);
        const snapshotPlusReplay = fromSnapshot.kernel.live(listProjection).getState();
        await fromSnapshot.kernel.rebuild();
        const rebuilt = fromSnapshot.kernel.live(listProjection).getState();
        expect(snapshotPlusReplay).toEqual(rebuilt);
        expect(rebuilt).toEqual(fold(listProjection, events));
        fromSnapshot.log.close();
      }),
      { numRuns: 40 },
    );
  });

  it('(property) the same events in the same order always give the same read model', async () => {
    await fc.assert(
      fc.asyncProperty(history, async (names) => {
        const events = confirmedEvents(names);
        const states = [];
        for (let i = 0; i < 2; i++) {
          const { kernel, log } = await openKernel(uniqueDbName());
          await log.appendConfirmed('user:1', events);
          await kernel.rebuild();
          states.push(kernel.live(listProjection).getState());
          log.close();
        }
        expect(states[0]).toEqual(states[1]);
      }),
      { numRuns: 30 },
    );
  });

  it('(property) a crash between append and snapshot loses nothing that was acknowledged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('x', 'y', 'z', 'w'), { minLength: 1, maxLength: 8 }), fc.nat({ max: 8 }), async (toAdd, confirmedCount) => {
        const name = uniqueDbName();
        const { clock, ids } = fakeTime();
        const log = await openEventLog(name, () => ids.next());
        // The snapshot write is lost: the process dies before it commits.
        const crashingLog = { ...log, saveSnapshot: () => Promise.reject(new Error('process killed')) };
        const kernel = await createKernel({ log: crashingLog, events: registry, commands: [addItem, removeItem], projections: [listProjection as never], clock, ids, session: () => ({ actor: 'user:1', stream: 'user:1' }) });
        await log.appendConfirmed('user:1', confirmedEvents(['c1', 'c2', 'c3'].slice(0, confirmedCount % 4)));
        const acknowledged: string[] = [];
        for (const item of toAdd) {
          const result = await kernel.bus.dispatch(addItem.create({ name: item }));
          if (result.ok) acknowledged.push(item);
        }
        await expect(kernel.snapshot()).rejects.toThrow('process killed');
        log.close();

        const restarted = await openKernel(name);
        const names = restarted.kernel.live(listProjection).getState().items.map((i) => i.name);
        for (const item of acknowledged) expect(names).toContain(item);
        expect(names).toHaveLength(acknowledged.length + (confirmedCount % 4));
        restarted.log.close();
      }),
      { numRuns: 30 },
    );
  });

  it('shows pending events on top of the confirmed state', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b']));
    await kernel.rebuild();
    await kernel.bus.dispatch(addItem.create({ name: 'mine' }));
    expect(kernel.live(listProjection).getState().items.map((i) => i.name)).toEqual(['a', 'b', 'mine']);
    expect(kernel.live(listProjection).confirmed().state.items.map((i) => i.name)).toEqual(['a', 'b']);
  });

  it('ignores a snapshot of an older projection version and rebuilds', async () => {
    const name = uniqueDbName();
    const { log } = await openKernel(name);
    await log.appendConfirmed('user:1', confirmedEvents(['a']));
    await log.saveSnapshot({ name: 'list', version: 0, position: { 'user:1': 1 }, state: { items: [{ id: 'stale', name: 'stale' }], removed: 0, folded: 1 } });
    log.close();
    const { kernel } = await openKernel(name);
    expect(kernel.live(listProjection).getState().items.map((i) => i.name)).toEqual(['a']);
  });
});
