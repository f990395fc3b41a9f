import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventLog } from '../../../src/core/eventLog';
import type { EventEnvelope } from '../../../src/core/events';
import type { Kernel } from '../../../src/core/kernel';
import { advance, defineProjection, fold } from '../../../src/core/projection';
import {
  addItem,
  asProjections,
  confirmedEvents,
  itemNames,
  listProjection,
  openKernel,
  pagesOf,
  removeItem,
  tallyProjection,
  uniqueDbName,
  type ListState,
} from './fixtures';

const both = { projections: asProjections(listProjection, tallyProjection) };

/** A server history over two streams: list changes on the user's stream, notes on the organisation's. */
const history = fc.array(
  fc.oneof(
    fc.constantFrom('a', 'b', 'c', 'd', 'e', '-a', '-b', '-c').map((name) => ({ stream: 'user:1', name })),
    fc.constantFrom('#x', '#y').map((name) => ({ stream: 'org:1', name })),
  ),
  { maxLength: 30 },
);

/** Numbers each stream's events 1, 2, 3, ... as the server would. */
function serverOrder(steps: readonly { stream: string; name: string }[]): EventEnvelope[] {
  const seqs = new Map<string, number>();
  return steps.map(({ stream, name }) => {
    const seq = (seqs.get(stream) ?? 0) + 1;
    seqs.set(stream, seq);
    return confirmedEvents([name], stream, seq)[0]!;
  });
}

const byStream = (events: readonly EventEnvelope[]) => {
  const streams = new Map<string, EventEnvelope[]>();
  for (const e of events) streams.set(e.stream, [...(streams.get(e.stream) ?? []), e]);
  return streams;
};

/** Stores events as pulled pages of at most `pageSize`, straight into the log. */
async function storePages(log: EventLog, events: readonly EventEnvelope[], pageSize: number) {
  for (const [stream, ofStream] of byStream(events))
    for (const page of pagesOf(ofStream, pageSize)) await log.appendConfirmed(stream, page);
}

const states = (kernel: Kernel) => ({
  list: kernel.live(listProjection).getState(),
  tally: kernel.live(tallyProjection).getState(),
});

const expectedStates = (events: readonly EventEnvelope[]) => ({
  list: fold(listProjection, events),
  tally: fold(tallyProjection, events),
});

describe('kernel: snapshot plus replay equals a rebuild (properties)', () => {
  it('(property) boot from a snapshot, a rebuild from zero and a plain fold agree, for any history and split', async () => {
    await fc.assert(
      fc.asyncProperty(
        history,
        fc.nat(),
        fc.integer({ min: 1, max: 4 }),
        fc.nat({ max: 3 }),
        async (steps, at, pageSize, pendingCount) => {
          const events = serverOrder(steps);
          const split = at % (events.length + 1);
          const name = uniqueDbName();

          const first = await openKernel(name, both);
          await storePages(first.log, events.slice(0, split), pageSize);
          await first.kernel.reload();
          for (let i = 0; i < pendingCount; i++) await first.kernel.bus.dispatch(addItem.create({ name: `mine${i}` }));
          await first.kernel.snapshot();
          await storePages(first.log, events.slice(split), pageSize);
          first.kernel.dispose();
          first.log.close();

          const second = await openKernel(name, both);
          const pending = await second.log.readPending();
          expect((await second.log.loadSnapshot('list'))?.position).toEqual(advance({}, events.slice(0, split)));
          const fromSnapshot = states(second.kernel);
          const confirmedFromSnapshot = second.kernel.live(listProjection).confirmed();
          await second.kernel.rebuild();
          const rebuilt = states(second.kernel);

          expect(fromSnapshot).toEqual(rebuilt);
          expect(rebuilt).toEqual(expectedStates([...events, ...pending]));
          expect(confirmedFromSnapshot).toEqual({ state: fold(listProjection, events), position: advance({}, events) });
          expect(second.kernel.live(listProjection).confirmed()).toEqual(confirmedFromSnapshot);
          second.kernel.dispose();
          second.log.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('(property) the same events in the same order give the same read model, however they arrive', async () => {
    await fc.assert(
      fc.asyncProperty(
        history,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        async (steps, pageA, pageB) => {
          const events = serverOrder(steps);
          const a = await openKernel(uniqueDbName(), both);
          const b = await openKernel(uniqueDbName(), both);
          // One device pulls them live, page by page; the other finds them in its log at boot.
          for (const [stream, ofStream] of byStream(events))
            for (const page of pagesOf(ofStream, pageA)) await a.kernel.receive(stream, page, 0);
          await storePages(b.log, events, pageB);
          await b.kernel.reload();

          expect(states(a.kernel)).toEqual(states(b.kernel));
          expect(states(a.kernel)).toEqual(expectedStates(events));
          for (const device of [a, b]) {
            device.kernel.dispose();
            device.log.close();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

type Step =
  | { kind: 'add'; name: string }
  | { kind: 'remove'; which: number }
  | { kind: 'confirm'; count: number; others: number }
  | { kind: 'snapshot' };
type Fate = 'saved' | 'dropped' | 'throws';

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom('p', 'q', 'r', 's').map((name) => ({ kind: 'add' as const, name })),
  fc.nat({ max: 5 }).map((which) => ({ kind: 'remove' as const, which })),
  fc.record({ count: fc.nat({ max: 3 }), others: fc.nat({ max: 2 }) }).map((c) => ({ kind: 'confirm' as const, ...c })),
  fc.constant({ kind: 'snapshot' as const }),
);

describe('kernel: a crash loses nothing acknowledged (property)', () => {
  it('(property) after commands, pulls and snapshot writes that fail or vanish, a new boot shows exactly what was shown', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 14 }),
        fc.array(fc.constantFrom<Fate>('saved', 'dropped', 'throws'), { minLength: 30, maxLength: 30 }),
        async (steps, fates) => {
          const name = uniqueDbName();
          let snapshotWrites = 0;
          // The snapshot write may commit, be lost with the process, or fail outright.
          const unreliableSnapshots = (log: EventLog): EventLog => ({
            ...log,
            saveSnapshot: async (snapshot) => {
              const fate = fates[snapshotWrites++ % fates.length];
              if (fate === 'throws') throw new Error('process killed');
              if (fate === 'saved') await log.saveSnapshot(snapshot);
            },
          });
          const device = await openKernel(name, { ...both, wrapLog: unreliableSnapshots });
          const acknowledged: string[] = [];
          let serverSeq = 0;
          let othersMade = 0;

          for (const s of steps) {
            if (s.kind === 'add' || s.kind === 'remove') {
              const items = device.kernel.live(listProjection).getState().items;
              const command =
                s.kind === 'add'
                  ? addItem.create({ name: s.name })
                  : removeItem.create({ id: items[s.which % Math.max(1, items.length)]?.id ?? 'none' });
              const result = await device.kernel.bus.dispatch(command);
              if (result.ok) acknowledged.push(...result.events.map((e) => e.id));
            } else if (s.kind === 'confirm') {
              // The server accepts this device's oldest pending events, after some from another device.
              const mine = (await device.log.readPending()).sort((x, y) => x.deviceSeq - y.deviceSeq).slice(0, s.count);
              const others = Array.from(
                { length: s.others },
                () => confirmedEvents([`o${++othersMade}`], 'user:1', othersMade)[0]!,
              );
              const page = [...others, ...mine].map((e) => ({ ...e, seq: ++serverSeq }));
              await device.kernel.receive('user:1', page, mine.at(-1)?.deviceSeq ?? 0);
            } else {
              await device.kernel.snapshot().catch(() => undefined);
            }
          }
          const shown = states(device.kernel);
          device.kernel.dispose();
          device.log.close(); // the crash: nothing more is written

          const rebooted = await openKernel(name, both);
          expect(states(rebooted.kernel)).toEqual(shown);
          const ids = rebooted.kernel.live(tallyProjection).getState().perStream['user:1'] ?? [];
          for (const id of acknowledged) expect(ids).toContain(id);
          expect(new Set(ids).size).toBe(ids.length);
          rebooted.kernel.dispose();
          rebooted.log.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('kernel: views', () => {
  it('shows pending events on top of the confirmed state', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b']));
    await kernel.reload();
    await kernel.bus.dispatch(addItem.create({ name: 'mine' }));
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['a', 'b', 'mine']);
    expect(itemNames(kernel.live(listProjection).confirmed().state)).toEqual(['a', 'b']);
  });

  it('a pulled page that confirms a pending event switches the view in one step, showing it once', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    const result = await kernel.bus.dispatch(addItem.create({ name: 'mine' }));
    const [mine] = result.ok ? result.events : [];
    const seen: ListState[] = [];
    kernel.live(listProjection).state$.subscribe((s) => seen.push(s));

    await kernel.receive('user:1', [...confirmedEvents(['x']), { ...mine!, seq: 2 }], mine!.deviceSeq);

    expect(seen.map(itemNames)).toEqual([['mine'], ['x', 'mine']]);
    expect(kernel.live(listProjection).getState().folded).toBe(2);
    expect(await log.readPending()).toEqual([]);
  });

  it('a page received twice is folded once', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const page = confirmedEvents(['a', 'b']);
    await kernel.receive('user:1', page, 0);
    await kernel.receive('user:1', page, 0);
    expect(kernel.live(listProjection).getState()).toMatchObject({ folded: 2 });
  });

  it('refused pending events leave the view', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'refused' }));
    await kernel.bus.dispatch(addItem.create({ name: 'kept' }));
    await kernel.dropPending([1]);
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['kept']);
    expect((await log.readPending()).map((e) => e.deviceSeq)).toEqual([2]);
  });

  it('reload() shows what another tab wrote to the same log', async () => {
    const name = uniqueDbName();
    const tab1 = await openKernel(name);
    const tab2 = await openKernel(name);
    await tab2.kernel.bus.dispatch(addItem.create({ name: 'from tab 2' }));
    expect(itemNames(tab1.kernel.live(listProjection).getState())).toEqual([]);
    await tab1.kernel.reload();
    expect(itemNames(tab1.kernel.live(listProjection).getState())).toEqual(['from tab 2']);
  });
});

describe('kernel: snapshots', () => {
  it('boots from a snapshot and replays only the events after its position', async () => {
    const name = uniqueDbName();
    const { log } = await openKernel(name);
    await log.appendConfirmed('user:1', confirmedEvents(['a', 'b', 'c']));
    // A snapshot that differs from the fold, so the test can tell it was used.
    await log.saveSnapshot({
      name: 'list',
      version: 1,
      position: { 'user:1': 2 },
      state: { items: [{ id: 's', name: 'from snapshot' }], removed: 0, folded: 100 },
    });
    log.close();

    const { kernel } = await openKernel(name);
    expect(kernel.live(listProjection).getState()).toEqual({
      items: [
        { id: 's', name: 'from snapshot' },
        { id: 'c', name: 'c' },
      ],
      removed: 0,
      folded: 101,
    });
    await kernel.rebuild();
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['a', 'b', 'c']);
  });

  it('a projection whose version was raised ignores its old snapshot and rebuilds', async () => {
    const name = uniqueDbName();
    const v1 = await openKernel(name);
    await v1.kernel.receive('user:1', confirmedEvents(['apples', 'pears']), 0);
    await v1.kernel.snapshot();
    v1.log.close();

    // Version 2 shows names in capitals; its state must come from the events, not the v1 snapshot.
    const listV2 = defineProjection<ListState>({
      ...listProjection,
      version: 2,
      evolve: (state, event) => {
        const next = listProjection.evolve(state, event);
        return { ...next, items: next.items.map((i) => ({ ...i, name: i.name.toUpperCase() })) };
      },
    });
    const v2 = await openKernel(name, { projections: asProjections(listV2), commands: [] });
    expect(itemNames(v2.kernel.live(listV2).getState())).toEqual(['APPLES', 'PEARS']);
    await v2.kernel.snapshot();
    expect(await v2.log.loadSnapshot('list')).toMatchObject({ version: 2, position: { 'user:1': 2 } });
  });

  it('each projection boots from its own snapshot when their positions differ', async () => {
    const name = uniqueDbName();
    const first = await openKernel(name, both);
    await first.kernel.receive('user:1', confirmedEvents(['a', 'b']), 0);
    await first.kernel.receive('org:1', confirmedEvents(['#n'], 'org:1'), 0);
    await first.kernel.snapshot(); // both at user:1 2, org:1 1
    await first.kernel.receive('user:1', confirmedEvents(['c'], 'user:1', 3), 0);
    const tally = first.kernel.live(tallyProjection).confirmed();
    await first.log.saveSnapshot({ name: 'tally', version: 1, ...tally }); // only the tally moves on, to user:1 3
    await first.kernel.receive('user:1', confirmedEvents(['d'], 'user:1', 4), 0);
    const before = states(first.kernel);
    first.log.close();

    const second = await openKernel(name, both);
    expect(states(second.kernel)).toEqual(before);
    expect(itemNames(second.kernel.live(listProjection).getState())).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a projection without a usable snapshot is folded from zero next to one that has a snapshot', async () => {
    const name = uniqueDbName();
    const first = await openKernel(name, both);
    await first.kernel.receive('user:1', confirmedEvents(['a', 'b']), 0);
    await first.kernel.snapshot();
    await first.log.saveSnapshot({
      name: 'list',
      version: 0,
      position: { 'user:1': 2 },
      state: { items: [], removed: 0, folded: 0 },
    });
    await first.kernel.receive('user:1', confirmedEvents(['c'], 'user:1', 3), 0);
    const before = states(first.kernel);
    first.log.close();

    const second = await openKernel(name, both);
    expect(states(second.kernel)).toEqual(before);
  });
});
