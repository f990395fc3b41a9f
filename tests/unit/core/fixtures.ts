import { produce } from 'immer';
import { z } from 'zod';
import { defineCommand } from '../../../src/core/commands';
import { accept, reject } from '../../../src/core/errors';
import { createEventRegistry, defineEvent, type EventEnvelope } from '../../../src/core/events';
import { openEventLog } from '../../../src/core/eventLog';
import type { Clock, IdSource } from '../../../src/core/ids';
import { uuidv7 } from '../../../src/core/ids';
import { createKernel } from '../../../src/core/kernel';
import { defineProjection } from '../../../src/core/projection';

/** A tiny shopping list: enough behaviour to exercise the kernel without the app's slices. */
export const ItemAdded = defineEvent({ type: 'ItemAdded', v: 1, schema: z.object({ id: z.string(), name: z.string().min(1) }) });
export const ItemRemoved = defineEvent({ type: 'ItemRemoved', v: 1, schema: z.object({ id: z.string() }) });

export interface ListState {
  readonly items: readonly { id: string; name: string }[];
  readonly removed: number;
  /** Every event folded; not idempotent, so a property catches an event folded twice. */
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

export const addItem = defineCommand({
  type: 'AddItem',
  schema: z.object({ name: z.string().min(1).max(50) }),
  projection: listProjection,
  decide: (payload, state, meta) =>
    state.items.length >= 5 ? reject('list_full', 'errors.listFull') : accept([ItemAdded.draft({ id: meta.commandId, name: payload.name })]),
});

export const removeItem = defineCommand({
  type: 'RemoveItem',
  schema: z.object({ id: z.string() }),
  projection: listProjection,
  decide: (payload, state) =>
    state.items.some((i) => i.id === payload.id) ? accept([ItemRemoved.draft({ id: payload.id })]) : reject('not_found', 'errors.notFound'),
});

export const registry = createEventRegistry([ItemAdded, ItemRemoved]);

let counter = 0;
export const uniqueDbName = () => `test-${process.pid}-${++counter}-${Math.random().toString(36).slice(2)}`;

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

export async function openKernel(name: string, extra: Partial<Parameters<typeof createKernel>[0]> = {}) {
  const { clock, ids } = fakeTime();
  const log = await openEventLog(name, () => ids.next());
  const kernel = await createKernel({
    log,
    events: registry,
    commands: [addItem, removeItem],
    projections: [listProjection as never],
    clock,
    ids,
    session: () => ({ actor: 'user:1', stream: 'user:1' }),
    ...extra,
  });
  return { kernel, log };
}

/** Server-ordered envelopes, as a pull would deliver them. */
export function confirmedEvents(names: readonly string[], stream = 'user:1', firstSeq = 1): EventEnvelope[] {
  return names.map((name, i) => ({
    id: uuidv7(Date.UTC(2026, 0, 1) + firstSeq + i, new Uint8Array(10).fill((firstSeq + i) % 256)),
    stream,
    type: name.startsWith('-') ? 'ItemRemoved' : 'ItemAdded',
    v: 1,
    payload: name.startsWith('-') ? { id: name.slice(1) } : { id: name, name },
    actor: 'user:1',
    device: 'other-device',
    deviceSeq: firstSeq + i,
    at: '2026-01-01T00:00:00.000Z',
    seq: firstSeq + i,
  }));
}
