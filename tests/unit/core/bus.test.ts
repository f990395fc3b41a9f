import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCommandBus } from '../../../src/core/bus';
import { defineCommand } from '../../../src/core/commands';
import { accept } from '../../../src/core/errors';
import { BusError } from '../../../src/core/errors';
import { addItem, listProjection, openKernel, registry, removeItem, uniqueDbName, fakeTime } from './fixtures';

const busError = (e: unknown) => (e instanceof BusError ? e.code : `not a BusError: ${String(e)}`);

describe('command bus', () => {
  it('rejects an unknown command type with a typed error', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    await expect(kernel.bus.dispatch({ type: 'NoSuchCommand', payload: {} }).catch(busError)).resolves.toBe('unknown_command');
  });

  it('rejects an invalid payload with a typed error and stores nothing', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    await expect(kernel.bus.dispatch(addItem.create({ name: '' })).catch(busError)).resolves.toBe('invalid_command');
    expect(await log.readPending()).toEqual([]);
  });

  it('resolves a business rejection as a value and stores nothing', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    await expect(kernel.bus.dispatch(removeItem.create({ id: 'missing' }))).resolves.toEqual({ ok: false, error: { code: 'not_found', messageKey: 'errors.notFound' } });
    expect(await log.readPending()).toEqual([]);
  });

  it('has the events on disk before the dispatch resolves, with device, running number and meta', async () => {
    const name = uniqueDbName();
    const { kernel, log } = await openKernel(name);
    const result = await kernel.bus.dispatch(addItem.create({ name: 'apples' }, { commandId: '01936a4e-0000-7000-8000-000000000001' }));
    expect(result.ok).toBe(true);
    const pending = await log.readPending();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: '01936a4e-0000-7000-8000-000000000001', type: 'ItemAdded', v: 1, stream: 'user:1', actor: 'user:1', device: log.deviceId, deviceSeq: 1 });
    await kernel.bus.dispatch(addItem.create({ name: 'pears' }));
    expect((await log.readPending()).map((e) => e.deviceSeq)).toEqual([1, 2]);
  });

  it('runs commands one at a time: each sees the state the one before left', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => kernel.bus.dispatch(addItem.create({ name: n }))));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false]);
    expect(kernel.live(listProjection).getState().items.map((i) => i.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a decider that throws rejects with decider_failed, and the bus keeps working', async () => {
    const boom = defineCommand({ type: 'Boom', schema: z.object({}), projection: listProjection, decide: () => { throw new Error('bug'); } });
    const { kernel } = await openKernel(uniqueDbName(), { commands: [addItem, boom] });
    await expect(kernel.bus.dispatch(boom.create({})).catch(busError)).resolves.toBe('decider_failed');
    await expect(kernel.bus.dispatch(addItem.create({ name: 'after' }))).resolves.toMatchObject({ ok: true });
  });

  it('a draft that breaks its event schema rejects with decider_failed and stores nothing', async () => {
    const sloppy = defineCommand({ type: 'Sloppy', schema: z.object({}), projection: listProjection, decide: () => accept([{ type: 'ItemAdded', payload: { id: 'x' } }]) });
    const { kernel, log } = await openKernel(uniqueDbName(), { commands: [sloppy] });
    await expect(kernel.bus.dispatch(sloppy.create({})).catch(busError)).resolves.toBe('decider_failed');
    expect(await log.readPending()).toEqual([]);
  });

  it('never hangs: a store that does not answer times out, and the next command still runs', async () => {
    const { clock, ids } = fakeTime();
    let hang = true;
    const bus = createCommandBus({
      commands: [addItem],
      events: registry,
      clock,
      ids,
      deviceId: 'device-1',
      session: () => ({ actor: 'user:1', stream: 'user:1' }),
      stateOf: () => listProjection.initialState,
      append: (build) => (hang ? new Promise(() => {}) : Promise.resolve(build(1))),
      apply: () => {},
      timeoutMs: 50,
    });
    await expect(bus.dispatch(addItem.create({ name: 'x' })).catch(busError)).resolves.toBe('timeout');
    hang = false;
    await expect(bus.dispatch(addItem.create({ name: 'y' }))).resolves.toMatchObject({ ok: true });
  });

  it('a store that fails rejects with storage_failed', async () => {
    const { clock, ids } = fakeTime();
    const bus = createCommandBus({
      commands: [addItem], events: registry, clock, ids, deviceId: 'd', session: () => ({ actor: 'user:1', stream: 'user:1' }),
      stateOf: () => listProjection.initialState, append: () => Promise.reject(new Error('QuotaExceededError')), apply: () => {},
    });
    await expect(bus.dispatch(addItem.create({ name: 'x' })).catch(busError)).resolves.toBe('storage_failed');
  });

  it('a dispatch after dispose rejects instead of hanging', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    kernel.dispose();
    await expect(kernel.bus.dispatch(addItem.create({ name: 'late' })).catch(busError)).resolves.toBe('storage_failed');
  });

  it('refuses two handlers for one command type', () => {
    const { clock, ids } = fakeTime();
    expect(() =>
      createCommandBus({ commands: [addItem, addItem], events: registry, clock, ids, deviceId: 'd', session: () => ({ actor: 'a', stream: 's' }), stateOf: () => undefined, append: async () => [], apply: () => {} }),
    ).toThrow(/twice/);
  });
});
