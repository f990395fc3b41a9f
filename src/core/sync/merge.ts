/**
 * The sync state of one device as a pure fold over what happens to it.
 *
 * Invariants (checked by `assertInvariants`, and by the property tests):
 * - pending holds this device's unconfirmed events, ascending by deviceSeq, each once;
 * - no pending event has a deviceSeq at or below `acked` (the server holds those);
 * - `acked` and every stream cursor never move back;
 * - failures is 0 after any success, except a pull in a cycle whose push failed: the backoff keeps
 *   growing while the push keeps failing, and the pulls go on meanwhile;
 * - a stream that has caught up with the server once stays caught up (`caughtUp` never shrinks).
 */
export interface Rejection {
  readonly id: string;
  readonly deviceSeq: number;
  readonly code: string;
  readonly reason: string;
}

export interface SyncState {
  readonly pending: readonly { readonly id: string; readonly deviceSeq: number; readonly stream: string }[];
  readonly acked: number;
  readonly cursors: Readonly<Record<string, number>>;
  readonly connection: 'online' | 'offline';
  /** The browser itself says it is offline: a call that was under way and succeeds does not make it online. */
  readonly browserOffline: boolean;
  readonly failures: number;
  readonly rejections: readonly Rejection[];
  readonly lastSyncedAt: string | null;
  /** The streams this device follows; until each has caught up once, its read models are not the account's. */
  readonly following: readonly string[];
  /** Streams whose every event up to the server's head was pulled at least once (kept in the log). */
  readonly caughtUp: readonly string[];
  /** The stream's last seq as the server last reported it, for the progress of a long first pull. */
  readonly heads: Readonly<Record<string, number>>;
  /**
   * Streams shown from a preview while their history is pulled (docs/sync.md), with the preview's
   * first day: an earlier day is not shown until the history has arrived.
   */
  readonly previewed: Readonly<Record<string, string>>;
}

export type SyncMessage =
  | {
      readonly type: 'loaded';
      readonly pending: SyncState['pending'];
      readonly cursors: Readonly<Record<string, number>>;
    }
  | { readonly type: 'appended'; readonly events: SyncState['pending'] }
  | {
      readonly type: 'pushed';
      readonly lastDeviceSeq: number;
      readonly rejected: readonly Rejection[];
      readonly at: string;
    }
  | { readonly type: 'pushConflict'; readonly expectedDeviceSeq: number }
  | {
      readonly type: 'pulled';
      readonly stream: string;
      readonly cursor: number;
      readonly lastDeviceSeq: number;
      readonly at: string;
      /** More pages wait on the server; absent or false means this page reached the stream's head. */
      readonly hasMore?: boolean;
      readonly head?: number;
      /** This cycle's push failed: the pull succeeded, but the sync did not. */
      readonly afterFailedPush?: boolean;
    }
  | { readonly type: 'previewShown'; readonly stream: string; readonly from: string; readonly head?: number }
  | { readonly type: 'following'; readonly streams: readonly string[]; readonly caughtUp: readonly string[] }
  | { readonly type: 'failed' }
  | { readonly type: 'offline'; readonly browser?: boolean }
  | { readonly type: 'online'; readonly browser?: boolean };

export const initialSyncState: SyncState = {
  pending: [],
  acked: 0,
  cursors: {},
  connection: 'online',
  browserOffline: false,
  failures: 0,
  rejections: [],
  lastSyncedAt: null,
  following: [],
  caughtUp: [],
  heads: {},
  previewed: {},
};

export function merge(state: SyncState, message: SyncMessage): SyncState {
  switch (message.type) {
    case 'loaded':
      return { ...state, pending: ascending(message.pending), cursors: maxCursors(state.cursors, message.cursors) };
    case 'appended': {
      const known = new Set(state.pending.map((e) => e.deviceSeq));
      const fresh = message.events.filter((e) => e.deviceSeq > state.acked && !known.has(e.deviceSeq));
      return { ...state, pending: ascending([...state.pending, ...fresh]) };
    }
    case 'pushed': {
      const acked = Math.max(state.acked, message.lastDeviceSeq);
      const refused = new Set(message.rejected.map((r) => r.deviceSeq));
      return {
        ...state,
        acked,
        // Accepted events stay pending until their stream is pulled, so the view never loses them.
        pending: state.pending.filter((e) => !refused.has(e.deviceSeq)),
        rejections: [...state.rejections, ...message.rejected],
        connection: connected(state),
        failures: 0,
        lastSyncedAt: message.at,
      };
    }
    case 'pushConflict':
      return {
        ...state,
        acked: Math.max(state.acked, message.expectedDeviceSeq - 1),
        connection: connected(state),
        failures: 0,
      };
    case 'pulled': {
      const cursor = Math.max(state.cursors[message.stream] ?? 0, message.cursor);
      const reachedHead = !message.hasMore && !state.caughtUp.includes(message.stream);
      const head = Math.max(cursor, message.head ?? 0, message.hasMore ? (state.heads[message.stream] ?? 0) : 0);
      return {
        ...state,
        cursors: { ...state.cursors, [message.stream]: cursor },
        heads: { ...state.heads, [message.stream]: head },
        caughtUp: reachedHead ? [...state.caughtUp, message.stream] : state.caughtUp,
        acked: Math.max(state.acked, message.lastDeviceSeq),
        pending: state.pending.filter((e) => !(e.stream === message.stream && e.deviceSeq <= message.lastDeviceSeq)),
        connection: connected(state),
        failures: message.afterFailedPush ? state.failures : 0,
        lastSyncedAt: message.at,
      };
    }
    case 'previewShown':
      return {
        ...state,
        previewed: { ...state.previewed, [message.stream]: message.from },
        heads: { ...state.heads, [message.stream]: Math.max(state.heads[message.stream] ?? 0, message.head ?? 0) },
      };
    case 'failed':
      return { ...state, failures: state.failures + 1 };
    case 'offline':
      return { ...state, connection: 'offline', browserOffline: state.browserOffline || message.browser === true };
    case 'online':
      // The browser back online proves nothing yet: the next successful call says so.
      return message.browser ? { ...state, browserOffline: false } : { ...state, connection: 'online' };
    case 'following':
      return {
        ...state,
        following: [...message.streams],
        caughtUp: [...new Set([...state.caughtUp, ...message.caughtUp])],
      };
  }
}

const connected = (state: SyncState): SyncState['connection'] => (state.browserOffline ? 'offline' : 'online');

/** Events still to push: pending and beyond what the server holds. */
export const unpushed = (state: SyncState) => state.pending.filter((e) => e.deviceSeq > state.acked);

export type SyncStatus = 'synced' | 'waiting' | 'offline' | 'error' | 'loading';

export function statusOf(state: SyncState): { status: SyncStatus; pending: number } {
  const pending = state.pending.length;
  if (state.connection === 'offline') return { status: 'offline', pending };
  if (state.failures > 0) return { status: 'error', pending };
  // Nothing waits to be saved, but the account's data has not all arrived: 'all changes saved' would mislead.
  if (pending === 0 && loadingStreams(state).length > 0) return { status: 'loading', pending };
  return { status: pending > 0 ? 'waiting' : 'synced', pending };
}

/** The first day shown of a stream still shown from a preview (null once its history has arrived, or without one). */
export const previewFromOf = (state: SyncState, stream: string): string | null =>
  state.caughtUp.includes(stream) ? null : (state.previewed[stream] ?? null);

const loadingStreams = (state: SyncState) => state.following.filter((stream) => !state.caughtUp.includes(stream));

/**
 * Whether the app may show (and route on) the read models: only once every followed stream has
 * caught up with the server once. Before that a new device would take an onboarded person for a
 * new one. Until then: loading (with the events pulled of those known to exist, once the server
 * said how many), or offline with nothing loaded, or failing.
 */
export type Readiness =
  | { readonly kind: 'ready' }
  | { readonly kind: 'loading'; readonly loaded: number; readonly total: number | null }
  /** Shown from a preview: the history still arriving (or stopped, offline or failing). */
  | {
      readonly kind: 'preview';
      readonly loaded: number;
      readonly total: number | null;
      readonly problem: 'offline' | 'failing' | null;
    }
  | { readonly kind: 'offline' }
  | { readonly kind: 'failing' };

export function readinessOf(state: SyncState): Readiness {
  const loading = loadingStreams(state);
  if (loading.length === 0) return { kind: 'ready' };
  const problem = state.connection === 'offline' ? 'offline' : state.failures > 0 ? 'failing' : null;
  const loaded = loading.reduce((sum, stream) => sum + (state.cursors[stream] ?? 0), 0);
  const known = loading.every((stream) => state.heads[stream] !== undefined);
  const sum = known ? loading.reduce((all, stream) => all + state.heads[stream]!, 0) : null;
  const total = sum !== null && sum > loaded ? sum : null;
  if (loading.every((stream) => state.previewed[stream] !== undefined))
    return { kind: 'preview', loaded, total, problem };
  if (problem) return { kind: problem };
  return { kind: 'loading', loaded, total };
}

export function assertInvariants(before: SyncState, after: SyncState): void {
  const seqs = after.pending.map((e) => e.deviceSeq);
  for (let i = 1; i < seqs.length; i++) if (seqs[i]! <= seqs[i - 1]!) throw new Error('pending not strictly ascending');
  if (after.acked < before.acked) throw new Error('acked moved back');
  for (const [stream, cursor] of Object.entries(before.cursors))
    if ((after.cursors[stream] ?? 0) < cursor) throw new Error(`cursor of ${stream} moved back`);
  for (const stream of before.caughtUp)
    if (!after.caughtUp.includes(stream)) throw new Error(`${stream} is no longer caught up`);
}

const ascending = (events: SyncState['pending']) =>
  [...new Map(events.map((e) => [e.deviceSeq, e])).values()].sort((a, b) => a.deviceSeq - b.deviceSeq);

const maxCursors = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) => {
  const out: Record<string, number> = { ...a };
  for (const [stream, cursor] of Object.entries(b)) out[stream] = Math.max(out[stream] ?? 0, cursor);
  return out;
};
