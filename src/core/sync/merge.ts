/**
 * The sync state of one device as a pure fold over what happens to it.
 *
 * Invariants (checked by `assertInvariants`, and by the property tests):
 * - pending holds this device's unconfirmed events, ascending by deviceSeq, each once;
 * - no pending event has a deviceSeq at or below `acked` (the server holds those);
 * - `acked` and every stream cursor never move back;
 * - failures is 0 after any success.
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
  readonly failures: number;
  readonly rejections: readonly Rejection[];
  readonly lastSyncedAt: string | null;
}

export type SyncMessage =
  | { readonly type: 'loaded'; readonly pending: SyncState['pending']; readonly cursors: Readonly<Record<string, number>> }
  | { readonly type: 'appended'; readonly events: SyncState['pending'] }
  | { readonly type: 'pushed'; readonly lastDeviceSeq: number; readonly rejected: readonly Rejection[]; readonly at: string }
  | { readonly type: 'pushConflict'; readonly expectedDeviceSeq: number }
  | { readonly type: 'pulled'; readonly stream: string; readonly cursor: number; readonly lastDeviceSeq: number; readonly at: string }
  | { readonly type: 'failed' }
  | { readonly type: 'offline' }
  | { readonly type: 'online' };

export const initialSyncState: SyncState = { pending: [], acked: 0, cursors: {}, connection: 'online', failures: 0, rejections: [], lastSyncedAt: null };

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
        connection: 'online',
        failures: 0,
        lastSyncedAt: message.at,
      };
    }
    case 'pushConflict':
      return { ...state, acked: Math.max(state.acked, message.expectedDeviceSeq - 1), connection: 'online', failures: 0 };
    case 'pulled': {
      const cursor = Math.max(state.cursors[message.stream] ?? 0, message.cursor);
      return {
        ...state,
        cursors: { ...state.cursors, [message.stream]: cursor },
        acked: Math.max(state.acked, message.lastDeviceSeq),
        pending: state.pending.filter((e) => !(e.stream === message.stream && e.deviceSeq <= message.lastDeviceSeq)),
        connection: 'online',
        failures: 0,
        lastSyncedAt: message.at,
      };
    }
    case 'failed':
      return { ...state, failures: state.failures + 1 };
    case 'offline':
      return { ...state, connection: 'offline' };
    case 'online':
      return { ...state, connection: 'online' };
  }
}

/** Events still to push: pending and beyond what the server holds. */
export const unpushed = (state: SyncState) => state.pending.filter((e) => e.deviceSeq > state.acked);

export type SyncStatus = 'synced' | 'waiting' | 'offline' | 'error';

export function statusOf(state: SyncState): { status: SyncStatus; pending: number } {
  const pending = state.pending.length;
  if (state.connection === 'offline') return { status: 'offline', pending };
  if (state.failures > 0) return { status: 'error', pending };
  return { status: pending > 0 ? 'waiting' : 'synced', pending };
}

export function assertInvariants(before: SyncState, after: SyncState): void {
  const seqs = after.pending.map((e) => e.deviceSeq);
  for (let i = 1; i < seqs.length; i++) if (seqs[i]! <= seqs[i - 1]!) throw new Error('pending not strictly ascending');
  if (after.acked < before.acked) throw new Error('acked moved back');
  for (const [stream, cursor] of Object.entries(before.cursors)) if ((after.cursors[stream] ?? 0) < cursor) throw new Error(`cursor of ${stream} moved back`);
}

const ascending = (events: SyncState['pending']) => [...new Map(events.map((e) => [e.deviceSeq, e])).values()].sort((a, b) => a.deviceSeq - b.deviceSeq);

const maxCursors = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) => {
  const out: Record<string, number> = { ...a };
  for (const [stream, cursor] of Object.entries(b)) out[stream] = Math.max(out[stream] ?? 0, cursor);
  return out;
};
