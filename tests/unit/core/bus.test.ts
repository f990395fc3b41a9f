import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCommandBus, type BusDependencies, type DispatchResult } from '../../../src/core/bus';
import { defineCommand } from '../../../src/core/commands';
import { accept, BusError } from '../../../src/core/errors';
import { openEventLog } from '../../../src/core/eventLog';
import { eventEnvelopeSchema, type EventEnvelope } from '../../../src/core/events';
import {
  addItem,
  addPair,
  fakeTime,
  itemNames,
  ItemAdded,
  listProjection,
  openKernel,
  registry,
  removeItem,
  session,
  uniqueDbName,
} from './fixtures';

/** The BusError code a dispatch rejected with (or a clear failure when it resolved or threw something else). */
const codeOf = (promise: Promise<DispatchResult>) =>
  promise.then(
    (result) => `resolved: ${JSON.stringify(result)}`,
    (e: unknown) => (e instanceof BusError ? e.code : `not a BusError: ${String(e)}`),
  );

/** Settles within `ms` or says it hangs: a hang never settles, so the margin is wide for a busy machine. */
const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('hangs'), ms)),
  ]);

/** A bus without a kernel, for what a kernel cannot stage (a store that hangs or fails). */
function bareBus(overrides: Partial<BusDependencies> = {}) {
  const { clock, ids } = fakeTime();
  return createCommandBus({
    commands: [addItem, removeItem],
    events: registry,
    clock,
    ids,
    deviceId: 'device-1',
    session,
    stateOf: () => listProjection.initialState,
    append: async (build) => build(1),
    apply: () => {},
    ...overrides,
  });
}

describe('command bus: refusals', () => {
  it('rejects an unknown command type with unknown_command', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    expect(await codeOf(kernel.bus.dispatch({ type: 'NoSuchCommand', payload: {} }))).toBe('unknown_command');
  });

  it('rejects an invalid payload with invalid_command and stores nothing', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    expect(await codeOf(kernel.bus.dispatch(addItem.create({ name: '' })))).toBe('invalid_command');
    expect(await codeOf(kernel.bus.dispatch({ type: 'AddItem', payload: { name: 42 } }))).toBe('invalid_command');
    expect(await log.readPending()).toEqual([]);
  });

  it('resolves a business rejection as a value, and stores and shows nothing', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    const result = await kernel.bus.dispatch(removeItem.create({ id: 'missing' }));
    expect(result).toEqual({ ok: false, error: { code: 'not_found', messageKey: 'errors.notFound' } });
    expect(await log.readPending()).toEqual([]);
    expect(kernel.live(listProjection).getState()).toEqual(listProjection.initialState);
  });

  it('a decider that throws rejects with decider_failed, and the bus keeps working', async () => {
    const boom = defineCommand({
      type: 'Boom',
      schema: () => z.object({}),
      projection: listProjection,
      decide: () => {
        throw new Error('bug');
      },
    });
    const { kernel, log } = await openKernel(uniqueDbName(), { commands: [addItem, boom] });
    const failed = kernel.bus.dispatch(boom.create({}));
    const next = kernel.bus.dispatch(addItem.create({ name: 'after' }));
    expect(await codeOf(failed)).toBe('decider_failed');
    expect(await next).toMatchObject({ ok: true });
    expect((await log.readPending()).map((e) => e.deviceSeq)).toEqual([1]);
  });

  it('a draft that breaks its event schema rejects with decider_failed and stores nothing', async () => {
    const sloppy = defineCommand({
      type: 'Sloppy',
      schema: () => z.object({}),
      projection: listProjection,
      decide: () => accept([{ type: 'ItemAdded', payload: { id: 'x' } }]),
    });
    const unknownType = defineCommand({
      type: 'Unknown',
      schema: () => z.object({}),
      projection: listProjection,
      decide: () => accept([{ type: 'NotAnEvent', payload: {} }]),
    });
    const { kernel, log } = await openKernel(uniqueDbName(), { commands: [sloppy, unknownType] });
    expect(await codeOf(kernel.bus.dispatch(sloppy.create({})))).toBe('decider_failed');
    expect(await codeOf(kernel.bus.dispatch(unknownType.create({})))).toBe('decider_failed');
    expect(await log.readPending()).toEqual([]);
  });

  it('a store that fails rejects with storage_failed', async () => {
    const bus = bareBus({ append: () => Promise.reject(new Error('QuotaExceededError')) });
    expect(await codeOf(bus.dispatch(addItem.create({ name: 'x' })))).toBe('storage_failed');
  });

  it('refuses two handlers for one command type', () => {
    expect(() => bareBus({ commands: [addItem, addItem] })).toThrow(/twice/);
  });
});

describe('command bus: never hangs', () => {
  it('a store that never answers times out, and the next command still runs', async () => {
    let hang = true;
    const bus = bareBus({
      append: (build) => (hang ? new Promise<EventEnvelope[]>(() => {}) : Promise.resolve(build(1))),
      timeoutMs: 30,
    });
    const first = bus.dispatch(addItem.create({ name: 'x' }));
    hang = false; // only the first append hangs; the second is queued behind it
    const second = bus.dispatch(addItem.create({ name: 'y' }));
    expect(await codeOf(first)).toBe('timeout');
    expect(await second).toMatchObject({ ok: true, events: [{ payload: { name: 'y' } }] });
  });

  it('a dispatch after dispose rejects instead of hanging', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    kernel.dispose();
    const late = kernel.bus.dispatch(addItem.create({ name: 'late' }));
    expect(await within(late)).toBe('settled');
    expect(await codeOf(late)).toBe('storage_failed');
  });

  it('commands still queued or running when the bus is disposed are answered, not left hanging', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const running = kernel.bus.dispatch(addItem.create({ name: 'a' }));
    const queued = kernel.bus.dispatch(addItem.create({ name: 'b' }));
    kernel.dispose();
    expect(await within(running)).toBe('settled');
    expect(await within(queued)).toBe('settled');
    expect(await codeOf(queued)).toBe('storage_failed');
  });
});

describe('command bus: one at a time, stored before acknowledged', () => {
  it('the second command sees the state the first left', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const commandId = '01936a4e-0000-7000-8000-0000000000a1';
    // Dispatched together: the remove can only succeed if it runs after the add is folded.
    const [added, removed] = await Promise.all([
      kernel.bus.dispatch(addItem.create({ name: 'apples' }, { commandId })),
      kernel.bus.dispatch(removeItem.create({ id: commandId })),
    ]);
    expect(added.ok).toBe(true);
    expect(removed.ok).toBe(true);
    expect(kernel.live(listProjection).getState()).toMatchObject({ items: [], removed: 1 });
  });

  it('runs commands in dispatch order, each deciding on the state before it', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const results = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => kernel.bus.dispatch(addItem.create({ name: n }))),
    );
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'list_full',
      'list_full',
    ]);
    expect(itemNames(kernel.live(listProjection).getState())).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('does not answer, nor show the events, until the store has answered', async () => {
    let store!: () => void;
    const shown: EventEnvelope[] = [];
    const bus = bareBus({
      append: (build) => new Promise((resolve) => (store = () => resolve(build(1)))),
      apply: (events) => shown.push(...events),
    });
    let answered = false;
    const result = bus.dispatch(addItem.create({ name: 'x' })).then((r) => ((answered = true), r));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(shown).toEqual([]);
    store();
    expect(await result).toMatchObject({ ok: true });
    expect(shown).toHaveLength(1);
  });

  it('an acknowledged command is in IndexedDB when its promise resolves (a reload finds it)', async () => {
    const name = uniqueDbName();
    const { kernel, log } = await openKernel(name);
    const result = await kernel.bus.dispatch(addItem.create({ name: 'apples' }));
    // Straight away, through a second connection, as a reloaded tab would read it.
    const reopened = await openEventLog(name, () => 'unused');
    expect(result.ok && result.events.map((e) => e.id)).toEqual((await reopened.readPending()).map((e) => e.id));
    expect(await log.readPending()).toHaveLength(1);
    reopened.close();
  });

  it('tells appended$ about each stored batch', async () => {
    const { kernel } = await openKernel(uniqueDbName());
    const batches: number[][] = [];
    kernel.bus.appended$.subscribe((events) => batches.push(events.map((e) => e.deviceSeq)));
    await kernel.bus.dispatch(addPair.create({ first: 'a', second: 'b' }));
    await kernel.bus.dispatch(removeItem.create({ id: 'missing' }));
    await kernel.bus.dispatch(addItem.create({ name: 'c' }));
    expect(batches).toEqual([[1, 2], [3]]);
  });
});

describe('command bus: envelopes', () => {
  it('stamps device, contiguous deviceSeq, and actor, stream, time and id from the meta', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    await kernel.bus.dispatch(addItem.create({ name: 'first' }));
    const commandId = '01936a4e-0000-7000-8000-0000000000b2';
    const meta = { commandId, actor: 'user:coach', stream: 'user:client', now: '2026-11-22T10:15:00.000+01:00' };
    const result = await kernel.bus.dispatch(addPair.create({ first: 'a', second: 'b' }, meta));
    if (!result.ok) throw new Error('expected the command to be accepted');

    const [one, two] = result.events;
    expect(one).toMatchObject({
      id: commandId,
      type: 'ItemAdded',
      v: 1,
      actor: 'user:coach',
      stream: 'user:client',
      at: meta.now,
      device: log.deviceId,
      deviceSeq: 2,
    });
    expect(two).toMatchObject({
      actor: 'user:coach',
      stream: 'user:client',
      at: meta.now,
      device: log.deviceId,
      deviceSeq: 3,
    });
    expect(two!.id).not.toBe(commandId);
    for (const event of result.events) expect(eventEnvelopeSchema.safeParse(event).success).toBe(true);
    expect(await log.readPending()).toEqual([expect.objectContaining({ deviceSeq: 1 }), one, two]);
  });

  it('takes actor and stream from the session and the time from the clock when the meta does not say', async () => {
    const { kernel, log } = await openKernel(uniqueDbName());
    const result = await kernel.bus.dispatch(addItem.create({ name: 'x' }));
    expect(result).toMatchObject({
      ok: true,
      events: [
        { actor: 'user:1', stream: 'user:1', at: '2026-11-22T09:00:00.000Z', device: log.deviceId, deviceSeq: 1 },
      ],
    });
    // The decider derived the item's id from the command id, which is the first event's id.
    const [event] = result.ok ? result.events : [];
    expect(event!.payload).toEqual(ItemAdded.draft({ id: event!.id, name: 'x' }).payload);
  });

  it('an accepted command with no events stores nothing and uses no running number', async () => {
    const noop = defineCommand({
      type: 'Noop',
      schema: () => z.object({}),
      projection: listProjection,
      decide: () => accept([]),
    });
    const { kernel, log } = await openKernel(uniqueDbName(), { commands: [noop, addItem] });
    expect(await kernel.bus.dispatch(noop.create({}))).toEqual({ ok: true, events: [] });
    expect(await log.readPending()).toEqual([]);
    expect(await kernel.bus.dispatch(addItem.create({ name: 'x' }))).toMatchObject({ events: [{ deviceSeq: 1 }] });
  });
});
