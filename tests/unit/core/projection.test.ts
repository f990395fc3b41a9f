import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../../src/core/events';
import { advance, createLiveProjection, defineProjection, fold } from '../../../src/core/projection';
import { pagesOf } from './fixtures';

/** A counter read model, defined here in plain objects: a total, and the ids seen in order. */
interface Counter {
  readonly total: number;
  readonly seen: readonly string[];
}

const counter = defineProjection<Counter>({
  name: 'counter',
  version: 1,
  initialState: { total: 0, seen: [] },
  evolve: (state, event) => {
    if (event.type === 'Added')
      return { total: state.total + (event.payload as { by: number }).by, seen: [...state.seen, event.id] };
    if (event.type === 'Reset') return { total: 0, seen: [...state.seen, event.id] };
    return state;
  },
});

let made = 0;
function event(type: 'Added' | 'Reset' | 'Other', by = 1, extra: Partial<EventEnvelope> = {}): EventEnvelope {
  made += 1;
  return {
    id: `e${made}`,
    stream: 'user:1',
    type,
    v: 1,
    payload: { by },
    actor: 'user:1',
    device: 'd',
    deviceSeq: made,
    at: '2026-11-22T09:00:00.000Z',
    ...extra,
  };
}
const confirmed = (stream: string, seq: number, by = 1) => event('Added', by, { stream, seq });

const anyEvent = fc
  .tuple(
    fc.constantFrom<'Added' | 'Reset' | 'Other'>('Added', 'Added', 'Added', 'Reset', 'Other'),
    fc.integer({ min: -5, max: 5 }),
  )
  .map(([type, by]) => event(type, by));

describe('fold', () => {
  it('folds events in order from the initial state, or from a given one', () => {
    const events = [event('Added', 2), event('Added', 3), event('Reset'), event('Added', 4)];
    expect(fold(counter, events).total).toBe(4);
    expect(fold(counter, events.slice(0, 2)).total).toBe(5);
    expect(fold(counter, [event('Added', 1)], { total: 10, seen: [] }).total).toBe(11);
    expect(fold(counter, [])).toBe(counter.initialState);
  });

  it('ignores events it does not know', () => {
    const state = fold(counter, [event('Added', 1)]);
    expect(fold(counter, [event('Other', 9)], state)).toBe(state);
  });

  it('(property) folding in two parts equals folding at once', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), fc.nat(), (events, at) => {
        const split = at % (events.length + 1);
        expect(fold(counter, events.slice(split), fold(counter, events.slice(0, split)))).toEqual(
          fold(counter, events),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('advance', () => {
  it('records the highest seq per stream and ignores events without a seq', () => {
    const position = advance({}, [
      confirmed('user:1', 3),
      confirmed('org:1', 1),
      confirmed('user:1', 4),
      event('Added'),
    ]);
    expect(position).toEqual({ 'user:1': 4, 'org:1': 1 });
  });

  it('never moves a position back', () => {
    expect(advance({ 'user:1': 9 }, [confirmed('user:1', 3)])).toEqual({ 'user:1': 9 });
  });

  it('does not change the position it was given', () => {
    const before = { 'user:1': 1 };
    advance(before, [confirmed('user:1', 2)]);
    expect(before).toEqual({ 'user:1': 1 });
  });
});

describe('live projection', () => {
  it('shows pending events on top of the confirmed state, which keeps them out', () => {
    const live = createLiveProjection(counter);
    live.reset(fold(counter, [confirmed('user:1', 1, 10)]), { 'user:1': 1 }, [event('Added', 1)]);
    live.applyPending([event('Added', 2)]);
    expect(live.getState().total).toBe(13);
    expect(live.confirmed().state.total).toBe(10);
    expect(live.confirmed().position).toEqual({ 'user:1': 1 });
  });

  it('on a confirmed page, folds it into the confirmed state and replays only what is still pending', () => {
    const live = createLiveProjection(counter);
    const mine = event('Added', 5);
    const stillMine = event('Added', 7);
    live.applyPending([mine, stillMine]);
    // The server confirmed `mine` (now with a seq); `stillMine` waits.
    live.applyConfirmed([{ ...mine, seq: 1 }], [stillMine]);
    expect(live.confirmed()).toEqual({ state: { total: 5, seen: [mine.id] }, position: { 'user:1': 1 } });
    expect(live.getState()).toEqual({ total: 12, seen: [mine.id, stillMine.id] });
  });

  it('subscribers see one whole state per change, never a half-applied one', () => {
    const live = createLiveProjection(counter);
    const seen: Counter[] = [];
    live.state$.subscribe((s) => seen.push(s));
    const pending = [event('Added', 1), event('Added', 1)];
    live.applyPending(pending);
    live.applyConfirmed([confirmed('user:1', 1, 10), confirmed('user:1', 2, 10)], pending);
    live.applyPending([]);
    expect(seen.map((s) => s.total)).toEqual([0, 2, 22]);
  });

  it('(property) after any pages of confirmed events, shows fold(confirmed) then pending', () => {
    fc.assert(
      fc.property(
        fc.array(anyEvent, { maxLength: 25 }),
        fc.array(anyEvent, { maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        (server, pending, pageSize) => {
          const confirmedEvents = server.map((e, i) => ({ ...e, seq: i + 1 }));
          const live = createLiveProjection(counter);
          live.reset(counter.initialState, {}, pending);
          for (const page of pagesOf(confirmedEvents, pageSize)) live.applyConfirmed(page, pending);
          expect(live.confirmed().state).toEqual(fold(counter, confirmedEvents));
          expect(live.getState()).toEqual(fold(counter, [...confirmedEvents, ...pending]));
          expect(live.confirmed().position).toEqual(confirmedEvents.length ? { 'user:1': confirmedEvents.length } : {});
        },
      ),
      { numRuns: 100 },
    );
  });
  it('a confirmation of what is shown publishes nothing, and with nothing left pending shares the visible state', () => {
    const live = createLiveProjection(counter);
    const seen: Counter[] = [];
    live.state$.subscribe((s) => seen.push(s));
    const [a, b] = [event('Added', 2), event('Added', 3)];
    live.applyPending([a]);
    live.applyPending([b]);
    const shown = live.getState();
    live.applyConfirmed([{ ...a, seq: 1 }], [b]);
    expect(live.getState()).toBe(shown);
    expect(live.confirmed().state).toEqual({ total: 2, seen: [a.id] });
    live.applyConfirmed([{ ...b, seq: 2 }], []);
    expect(live.confirmed().state).toBe(shown);
    expect(live.confirmed().position).toEqual({ 'user:1': 2 });
    expect(seen).toHaveLength(3);
  });

  it("(property) with own pending events confirmed among others' events, shows fold(confirmed) then what is still pending", () => {
    fc.assert(
      fc.property(
        fc.array(anyEvent, { maxLength: 12 }),
        fc.array(anyEvent, { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (others, mine, picks, pageSize) => {
          // The server's order: own events in the order appended, others' in between as `picks` says.
          const server: EventEnvelope[] = [];
          const [o, m] = [[...others], [...mine]];
          for (const pickMine of picks) {
            const next = (pickMine ? m : o).shift();
            if (next) server.push(next);
          }
          const confirmedEvents = server.map((e, i) => ({ ...e, seq: i + 1 }));
          const live = createLiveProjection(counter);
          live.reset(counter.initialState, {}, []);
          let published = 0;
          live.state$.subscribe(() => (published += 1));
          for (const e of mine) live.applyPending([e]);
          let done: EventEnvelope[] = [];
          for (const page of pagesOf(confirmedEvents, pageSize)) {
            const before = live.getState();
            const publishedBefore = published;
            const pendingBefore = mine.filter((e) => !done.some((d) => d.id === e.id));
            done = [...done, ...page];
            const stillPending = mine.filter((e) => !done.some((d) => d.id === e.id));
            live.applyConfirmed(page, stillPending);
            expect(live.confirmed().state).toEqual(fold(counter, done));
            expect(live.getState()).toEqual(fold(counter, [...done, ...stillPending]));
            // A page of own events only, confirmed in the order shown, changes nothing on screen.
            if (page.every((e, i) => e.id === pendingBefore[i]?.id)) {
              expect(live.getState()).toBe(before);
              expect(published).toBe(publishedBefore);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
