import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineCommand } from '../../../src/core/commands';
import { accept } from '../../../src/core/errors';
import type { EventEnvelope } from '../../../src/core/events';
import { fold } from '../../../src/core/projection';
import { z } from 'zod';
import {
  addItem,
  asProjections,
  confirmedEvents,
  ItemAdded,
  itemNames,
  listProjection,
  openKernel,
  pagesOf,
  tallyProjection,
  uniqueDbName,
} from './fixtures';

/** Counts the list's items: a decision that needs the whole history, as the check-in's do. */
const countItems = defineCommand({
  type: 'CountItems',
  schema: () => z.object({}),
  projection: listProjection,
  needsWholeHistory: true,
  decide: (_payload, state, meta) =>
    accept([ItemAdded.draft({ id: meta.commandId, name: `count ${state.items.length}` })]),
});

const commands = [addItem, countItems];
const projections = asProjections(listProjection, tallyProjection);

/** A kernel of a new device shown a preview of `history` (the events at `shown`), nothing pulled yet. */
async function givenAPreview(history: readonly EventEnvelope[], shown: (e: EventEnvelope) => boolean) {
  const { kernel, log } = await openKernel(uniqueDbName(), { commands, projections });
  await kernel.showPreview('user:1', history.filter(shown));
  /** The whole history arrives in pages of `size`, and the kernel is told it caught up. */
  const pullAll = async (size: number) => {
    for (const page of pagesOf(history, size)) await kernel.receive('user:1', page, 0);
    await kernel.endPreview();
  };
  return { kernel, log, pullAll };
}

const names = fc.array(fc.constantFrom('a', 'b', 'c', '-a', '-b'), { maxLength: 25 });

describe("a new device's preview", () => {
  it('(property) shows the preview, then exactly the fold of the whole history: preview-then-full equals full', async () => {
    await fc.assert(
      fc.asyncProperty(
        names,
        fc.array(fc.boolean(), { maxLength: 25 }),
        fc.integer({ min: 1, max: 7 }),
        async (steps, keep, size) => {
          const history = confirmedEvents(steps);
          const shown = (e: EventEnvelope) => keep[(e.seq ?? 1) - 1] ?? false;
          const { kernel, log, pullAll } = await givenAPreview(history, shown);
          expect(kernel.showsPreview()).toBe(true);
          expect(kernel.live(listProjection).getState()).toEqual(fold(listProjection, history.filter(shown)));
          // Pages arrive out of sight: the preview stays what is shown, and no snapshot is taken of it.
          await kernel.receive('user:1', history.slice(0, size), 0);
          await kernel.snapshot();
          expect(await log.loadSnapshots()).toEqual([]);
          expect(kernel.live(listProjection).getState()).toEqual(fold(listProjection, history.filter(shown)));

          await pullAll(size);
          expect(kernel.showsPreview()).toBe(false);
          expect(kernel.live(listProjection).getState()).toEqual(fold(listProjection, history));
          expect(kernel.live(tallyProjection).getState()).toEqual(fold(tallyProjection, history));
          expect(kernel.live(listProjection).confirmed().position).toEqual(
            history.length ? { 'user:1': history.length } : {},
          );
          kernel.dispose();
          log.close();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps what was done on the preview: pending events are replayed on the whole history', async () => {
    const history = confirmedEvents(['a', 'b', 'c']);
    const { kernel, log, pullAll } = await givenAPreview(history, (e) => e.seq === 3);
    const added = await kernel.bus.dispatch(addItem.create({ name: 'x' }));
    expect(added.ok).toBe(true);
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['c', 'x']);

    await pullAll(2);
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['a', 'b', 'c', 'x']);
    expect(await log.readPending()).toHaveLength(1);
    kernel.dispose();
    log.close();
  });
});

describe('a command that needs the whole history, on a preview', () => {
  it('given a preview, when it is dispatched, then it waits for the history and decides on all of it', async () => {
    const { kernel, log, pullAll } = await givenAPreview(confirmedEvents(['a', 'b', 'c']), (e) => e.seq === 3);
    const counted = kernel.bus.dispatch(countItems.create({}));
    let answered = false;
    void counted.then(() => (answered = true));
    // A command after it that the preview may decide does not wait with it.
    expect((await kernel.bus.dispatch(addItem.create({ name: 'x' }))).ok).toBe(true);
    expect(answered).toBe(false);

    await pullAll(10);
    const result = await counted;
    expect(result.ok && result.events.map((e) => e.payload)).toEqual([expect.objectContaining({ name: 'count 4' })]);
    kernel.dispose();
    log.close();
  });

  it('given no preview, when it is dispatched, then it decides at once', async () => {
    const { kernel, log } = await openKernel(uniqueDbName(), { commands, projections });
    const result = await kernel.bus.dispatch(countItems.create({}));
    expect(result.ok && result.events.map((e) => e.payload)).toEqual([expect.objectContaining({ name: 'count 0' })]);
    kernel.dispose();
    log.close();
  });

  it('given a preview, when the session ends before the history, then its dispatch is answered, not left hanging', async () => {
    const { kernel, log } = await givenAPreview(confirmedEvents(['a']), () => true);
    const counted = kernel.bus.dispatch(countItems.create({}));
    kernel.dispose();
    await expect(counted).rejects.toMatchObject({ code: 'storage_failed' });
    log.close();
  });
});
