import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand } from '../../../src/core/commands';
import { accept, BusError } from '../../../src/core/errors';
import { createEventRegistry, defineEvent } from '../../../src/core/events';
import {
  addItem,
  asProjections,
  ItemAdded,
  ItemRemoved,
  listProjection,
  openKernel,
  tallyProjection,
  uniqueDbName,
} from './fixtures';

/** A command a plugin brings: it adds two items at once. */
const addTwice = defineCommand({
  type: 'AddTwice',
  schema: () => z.object({ name: z.string().min(1) }),
  projection: listProjection,
  decide: ({ name }, _state, meta) =>
    accept([
      ItemAdded.draft({ id: `${meta.commandId}:1`, name }),
      ItemAdded.draft({ id: `${meta.commandId}:2`, name }),
    ]),
});

describe('what a plugin registers on a running kernel', () => {
  it('its commands are handled while it is loaded, and unknown again after its disposer', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const remove = kernel.addCommands([addTwice]);
    const result = await kernel.bus.dispatch(addTwice.create({ name: 'pear' }));
    expect(result.ok && result.events).toHaveLength(2);

    remove();
    const code = await kernel.bus.dispatch(addTwice.create({ name: 'pear' })).then(
      () => 'resolved',
      (e: unknown) => (e instanceof BusError ? e.code : 'other'),
    );
    expect(code).toBe('unknown_command');
    expect(() => kernel.addCommands([addItem])).toThrow(/twice/);
    kernel.dispose();
  });

  it('its read models are folded from the whole log, follow new events, and go with the disposer', async () => {
    const { kernel } = await openKernel(uniqueDbName(), { projections: asProjections(listProjection) });
    await kernel.bus.dispatch(addItem.create({ name: 'apple' }));
    const added = kernel.addProjections(asProjections(tallyProjection));
    await added.ready;
    const counted = () => kernel.live(tallyProjection).getState().perStream['user:1']?.length;
    expect(counted()).toBe(1);
    await kernel.bus.dispatch(addItem.create({ name: 'pear' }));
    expect(counted()).toBe(2);

    added.dispose();
    expect(() => kernel.live(tallyProjection)).toThrow(/not registered/);
    kernel.dispose();
  });

  it('its event types are known while it is loaded', () => {
    const registry = createEventRegistry([ItemAdded]);
    const Noted = defineEvent({ type: 'Noted', v: 1, schema: () => z.object({ text: z.string() }) });
    const remove = registry.add([Noted, ItemRemoved]);
    expect(registry.validate(Noted.draft({ text: 'hi' }))).toEqual({ ok: true, payload: { text: 'hi' } });
    expect(() => registry.add([ItemAdded])).toThrow(/twice/);
    remove();
    expect(registry.has('Noted')).toBe(false);
    expect(registry.has('ItemAdded')).toBe(true);
  });
});
