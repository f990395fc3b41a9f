import { BehaviorSubject, type Observable } from 'rxjs';
import type { EventEnvelope } from './events';

/**
 * A read model: a pure fold over events. Raising `version` discards old snapshots, so the next
 * boot rebuilds it from the log.
 */
export interface Projection<S> {
  readonly name: string;
  readonly version: number;
  readonly initialState: S;
  readonly evolve: (state: S, event: EventEnvelope) => S;
  /**
   * Folds many events at once, as a page of a pull or a boot does; must equal evolving them one by
   * one. For a read model that copies less when it changes many things together.
   */
  readonly evolveAll?: (state: S, events: readonly EventEnvelope[]) => S;
  /**
   * Folds page after page into one state that no one sees before the last (a boot, a rebuild), so
   * a read model that copies what it changes copies it once, not once a page. `add` folds a page
   * as `evolveAll` would; `state` ends the fold. Must equal evolving the events one by one.
   */
  readonly folder?: (from: S) => Folder<S>;
  /**
   * For a read model that grows with the history: its snapshot in two parts, the one the first
   * screen needs (shown at once) and the rest (joined in after, and written again only when it
   * changed), so neither opening nor saving costs the whole history.
   */
  readonly snapshotSplit?: SnapshotSplit<S>;
}

export interface Folder<S> {
  add(events: readonly EventEnvelope[]): void;
  state(): S;
}

export interface SnapshotSplit<S> {
  /** The part of a state the first screen of `today` (yyyy-MM-dd, the device's day) needs, and the rest. */
  split(state: S, today: string): { first: S; rest: S };
  /** Undoes split: join(split(s, d).first, split(s, d).rest) equals s, for any day d. */
  join(first: S, rest: S): S;
  /** Whether two rests are the same (by identity of their parts: a fold shares what it leaves alone). */
  sameRest(a: S, b: S): boolean;
}

export function defineProjection<S>(projection: Projection<S>): Projection<S> {
  return projection;
}

export const fold = <S>(
  projection: Projection<S>,
  events: Iterable<EventEnvelope>,
  from: S = projection.initialState,
): S => {
  if (projection.evolveAll) {
    const all = [...events];
    return all.length === 0 ? from : projection.evolveAll(from, all);
  }
  let state = from;
  for (const event of events) state = projection.evolve(state, event);
  return state;
};

/** Position of a confirmed state: the highest seq folded, per stream. */
export type Position = Readonly<Record<string, number>>;

export function advance(position: Position, events: readonly EventEnvelope[]): Position {
  const next: Record<string, number> = { ...position };
  for (const e of events) if (e.seq !== undefined && e.seq > (next[e.stream] ?? 0)) next[e.stream] = e.seq;
  return next;
}

/**
 * A projection held in memory. Confirmed state is the fold of server-ordered events; the visible
 * state is that plus the device's pending events on top. Subscribers only ever see whole states.
 */
export interface LiveProjection<S> {
  readonly projection: Projection<S>;
  readonly state$: Observable<S>;
  getState(): S;
  confirmed(): { state: S; position: Position };
  /** Replaces confirmed state and pending events at once (boot, pull, rebase). */
  reset(confirmed: S, position: Position, pending: readonly EventEnvelope[]): void;
  /** Folds new pending events onto the visible state. */
  applyPending(events: readonly EventEnvelope[]): void;
  /** Folds newly confirmed events and re-applies what is still pending. */
  applyConfirmed(events: readonly EventEnvelope[], stillPending: readonly EventEnvelope[]): void;
}

export function createLiveProjection<S>(projection: Projection<S>): LiveProjection<S> {
  let confirmedState = projection.initialState;
  let position: Position = {};
  // The ids of the pending events folded onto the confirmed state to make the visible one, in order.
  let shown: readonly string[] = [];
  const subject = new BehaviorSubject<S>(projection.initialState);
  return {
    projection,
    state$: subject.asObservable(),
    getState: () => subject.getValue(),
    confirmed: () => ({ state: confirmedState, position }),
    reset(state, pos, pending) {
      confirmedState = state;
      position = pos;
      shown = pending.map((e) => e.id);
      subject.next(fold(projection, pending, state));
    },
    applyPending(events) {
      if (events.length === 0) return;
      shown = [...shown, ...events.map((e) => e.id)];
      subject.next(fold(projection, events, subject.getValue()));
    },
    applyConfirmed(events, stillPending) {
      position = advance(position, events);
      // The server confirmed what is shown, in the order shown: the visible state stays as it is,
      // so nothing renders again. With nothing left pending it is the confirmed state too.
      if (sameIds(shown, events, stillPending)) {
        confirmedState = stillPending.length === 0 ? subject.getValue() : fold(projection, events, confirmedState);
        shown = stillPending.map((e) => e.id);
        return;
      }
      confirmedState = fold(projection, events, confirmedState);
      shown = stillPending.map((e) => e.id);
      subject.next(fold(projection, stillPending, confirmedState));
    },
  };
}

/** Whether `ids` are the ids of `first` then `second`. */
function sameIds(ids: readonly string[], first: readonly EventEnvelope[], second: readonly EventEnvelope[]): boolean {
  if (ids.length !== first.length + second.length) return false;
  for (let i = 0; i < first.length; i++) if (first[i]!.id !== ids[i]) return false;
  for (let i = 0; i < second.length; i++) if (second[i]!.id !== ids[first.length + i]) return false;
  return true;
}
