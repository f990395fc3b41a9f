import { produce } from 'immer';
import { z } from 'zod';
import { defineCommand } from '../../../src/core/commands';
import { accept, reject } from '../../../src/core/errors';
import { openEventLog, type EventLog } from '../../../src/core/eventLog';
import { createEventRegistry, defineEvent, type EventEnvelope } from '../../../src/core/events';
import { uuidv7, type Clock, type IdSource } from '../../../src/core/ids';
import { createKernel, type KernelOptions } from '../../../src/core/kernel';
import { defineProjection, type Projection } from '../../../src/core/projection';

/** A tiny shopping list: enough behaviour to exercise the kernel without the app's slices. */
export const ItemAdded = defineEvent({
  type: 'ItemAdded',
  v: 1,
  schema: () => z.object({ id: z.string(), name: z.string().min(1) }),
});
export const ItemRemoved = defineEvent({ type: 'ItemRemoved', v: 1, schema: () => z.object({ id: z.string() }) });

export interface ListState {
  readonly items: readonly { id: string; name: string }[];
  readonly removed: number;
  /** Every event folded; not idempotent, so a property catches an event folded twice or skipped. */
  readonly folded: number;
}

export const listProjection = defineProjection<ListState>({
  name: 'list',
  version: 1,
  initialState: { items: [], removed: 0, folded: 0 },
  evolve: (state, event) =>
    produce(state, (draft) => {
      draft.folded += 1;
      if (event.type === 'ItemAdded') {
        const p = event.payload as { id: string; name: string };
        if (!draft.items.some((i) => i.id === p.id)) draft.items.push(p);
      } else if (event.type === 'ItemRemoved') {
        const p = event.payload as { id: string };
        const before = draft.items.length;
        draft.items = draft.items.filter((i) => i.id !== p.id);
        if (draft.items.length < before) draft.removed += 1;
      }
    }),
});

/**
 * A second read model, in plain objects: per stream, how many events and their ids in order.
 * Streams have no order between them, so a read model keeps them apart (a rebuild folds stream
 * by stream, a pull page by page).
 */
export interface TallyState {
  readonly perStream: Readonly<Record<string, readonly string[]>>;
}

export const tallyProjection = defineProjection<TallyState>({
  name: 'tally',
  version: 1,
  initialState: { perStream: {} },
  evolve: (state, event) => ({
    perStream: { ...state.perStream, [event.stream]: [...(state.perStream[event.stream] ?? []), event.id] },
  }),
  // The kernel folds a boot's pages through this (plain writes into its own copies), a pull through
  // evolve: the properties comparing them cover both.
  folder: (from) => {
    const perStream = Object.fromEntries(Object.entries(from.perStream).map(([stream, ids]) => [stream, [...ids]]));
    return {
      add: (events) => events.forEach((event) => (perStream[event.stream] ??= []).push(event.id)),
      state: () => ({ perStream }),
    };
  },
});

/** Projections as the kernel takes them (a projection of S is not a projection of unknown). */
export const asProjections = <S1, S2 = never>(first: Projection<S1>, second?: Projection<S2>) =>
  (second ? [first, second] : [first]) as unknown as readonly Projection<unknown>[];

export const addItem = defineCommand({
  type: 'AddItem',
  schema: () => z.object({ name: z.string().min(1).max(50) }),
  projection: listProjection,
  decide: (payload, state, meta) =>
    state.items.length >= 5
      ? reject('list_full', 'errors.listFull')
      : accept([ItemAdded.draft({ id: meta.commandId, name: payload.name })]),
});

export const removeItem = defineCommand({
  type: 'RemoveItem',
  schema: () => z.object({ id: z.string() }),
  projection: listProjection,
  decide: (payload, state) =>
    state.items.some((i) => i.id === payload.id)
      ? accept([ItemRemoved.draft({ id: payload.id })])
      : reject('not_found', 'errors.notFound'),
});

/** Two events from one command. */
export const addPair = defineCommand({
  type: 'AddPair',
  schema: () => z.object({ first: z.string().min(1), second: z.string().min(1) }),
  projection: listProjection,
  decide: (payload, _state, meta) =>
    accept([
      ItemAdded.draft({ id: `${meta.commandId}/1`, name: payload.first }),
      ItemAdded.draft({ id: `${meta.commandId}/2`, name: payload.second }),
    ]),
});

export const registry = createEventRegistry([ItemAdded, ItemRemoved]);

let counter = 0;
export const uniqueDbName = () => `core-${process.pid}-${++counter}-${globalThis.crypto.randomUUID()}`;

/** A clock and id source that move forward deterministically. */
export function fakeTime(start = Date.UTC(2026, 10, 22, 9)) {
  let now = start;
  let seq = 0;
  const clock: Clock = { now: () => new Date(now) };
  const ids: IdSource = {
    next: () => {
      seq += 1;
      const random = new Uint8Array(10);
      random[9] = seq % 256;
      random[8] = Math.floor(seq / 256) % 256;
      return uuidv7(now + seq, random);
    },
  };
  return { clock, ids, advance: (ms: number) => void (now += ms) };
}

export const session = () => ({ actor: 'user:1', stream: 'user:1' });

/** Opens (or reopens) the log called `name` and boots a kernel on it. */
export async function openKernel(
  name: string,
  extra: Partial<KernelOptions> & { wrapLog?: (log: EventLog) => EventLog } = {},
) {
  const { wrapLog, ...options } = extra;
  const { clock, ids } = fakeTime();
  const log = await openEventLog(name, () => ids.next());
  const kernel = await createKernel({
    log: wrapLog ? wrapLog(log) : log,
    events: registry,
    commands: [addItem, removeItem, addPair],
    projections: asProjections(listProjection),
    clock,
    ids,
    session,
    ...options,
  });
  return { kernel, log };
}

/** Eight bytes that differ between streams, so that events of two streams never share an id. */
const streamTag = (stream: string) => {
  const tag = new Uint8Array(8);
  for (let i = 0; i < stream.length; i++) tag[i % 8] = (tag[i % 8]! * 31 + stream.charCodeAt(i)) % 256;
  return tag;
};

/**
 * Server-ordered envelopes, as a pull would deliver them. A name adds that item; '-name' removes
 * it; '#text' is an event of a type the list does not know (it still counts it as folded).
 */
export function confirmedEvents(names: readonly string[], stream = 'user:1', firstSeq = 1): EventEnvelope[] {
  return names.map((name, i) => ({
    id: uuidv7(
      Date.UTC(2026, 0, 1) + firstSeq + i,
      new Uint8Array([...streamTag(stream), (firstSeq + i) >> 8, (firstSeq + i) % 256]),
    ),
    stream,
    type: name.startsWith('#') ? 'NoteTaken' : name.startsWith('-') ? 'ItemRemoved' : 'ItemAdded',
    v: 1,
    payload: name.startsWith('#')
      ? { text: name.slice(1) }
      : name.startsWith('-')
        ? { id: name.slice(1) }
        : { id: name, name },
    actor: 'user:1',
    device: 'other-device',
    deviceSeq: firstSeq + i,
    at: '2026-01-01T00:00:00.000Z',
    seq: firstSeq + i,
  }));
}

/** A pending event as this device would have stored it. */
export function pendingEvent(deviceSeq: number, device: string, stream = 'user:1'): EventEnvelope {
  return {
    id: uuidv7(Date.UTC(2026, 0, 1) + deviceSeq, new Uint8Array(10)),
    stream,
    type: 'ItemAdded',
    v: 1,
    payload: { id: `p${deviceSeq}`, name: `p${deviceSeq}` },
    actor: 'user:1',
    device,
    deviceSeq,
    at: '2026-11-22T09:00:00.000Z',
  };
}

/** Splits a list into pages of `size` (at least 1). */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, size);
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += step) pages.push(items.slice(i, i + step));
  return pages;
}

export const itemNames = (state: ListState) => state.items.map((i) => i.name);
