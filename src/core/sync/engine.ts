import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { PUSH_BATCH_LIMIT } from '../api/sync';
import { ApiError } from '../apiError';
import type { Clock } from '../ids';
import { markCaughtUp } from '../eventLog';
import { jsonBytes } from '../storable';
import type { EventEnvelope } from '../events';
import type { Kernel } from '../kernel';
import { initialSyncState, merge, type Rejection, type SyncMessage, type SyncState } from './merge';
import { retryAfterMs, type SyncTransport } from './transport';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncEngineOptions {
  readonly kernel: Kernel;
  readonly transport: SyncTransport;
  /** The streams this device follows (the user's own; a coach's clients too). */
  readonly streams: () => readonly string[];
  readonly clock: Clock;
  readonly random?: () => number;
  readonly timers?: Timers;
  /** Fallback poll when no poke arrives (3-daily-use.txt: calendar days every 30 s). */
  readonly pollMs?: number;
  /** Changes the server refused; they are dropped from this device, and the person should hear which. */
  readonly onRejected?: (rejections: readonly DroppedChange[]) => void;
  readonly onUnauthorized?: () => void;
  /** After each cycle that changed the log (another tab may want to reload). */
  readonly onChanged?: () => void;
  /**
   * The server says the user's flags or their organisation's settings changed (an administrator's
   * switch): the shell fetches the current user again. Called too when the live connection comes
   * back after a break, since a change may have been missed meanwhile.
   */
  readonly onConfigChanged?: () => void;
  /** Followed streams that caught up with the server once before (read from the log: hasCaughtUp). */
  readonly caughtUp?: readonly string[];
  /**
   * When to push what a command appended (default: the next task). The app passes 'after the next
   * frame', so a tap's push never runs between it and the screen showing it, and a burst of taps
   * goes in one push. The events are in the log already: waiting loses nothing.
   */
  readonly afterAppend?: (run: () => void) => void;
  /**
   * The first day a new device's preview holds (yyyy-MM-dd): a stream that never caught up is shown
   * from a preview of its recent days while its history is pulled (docs/sync.md). Without it, none.
   */
  readonly previewFrom?: () => string;
  /** Waited for once a preview is shown, before the history is asked (the app: the next frame drawn). */
  readonly afterPreview?: () => Promise<void>;
}

export interface SyncEngine {
  readonly state$: Observable<SyncState>;
  getState(): SyncState;
  /** Pushes everything pending, then pulls every followed stream; one cycle at a time. */
  syncNow(): Promise<void>;
  start(): void;
  stop(): void;
  /** The browser says it went offline or online: show it at once; back online, sync. */
  setOnline(online: boolean): void;
}

const LONGEST_RETRY_WAIT_MS = 60_000;
/** Half the server's body limit (2 MiB): a batch of large events is cut short rather than refused whole. */
const MAX_PUSH_BYTES = 1024 * 1024;

/** A refused change with the type of its event, so the person can be told what was not saved. */
export interface DroppedChange extends Rejection {
  readonly type: string | undefined;
}

/**
 * Moves events between this device's log and the server (docs/sync.md). Offline never blocks a
 * command: the bus appends locally and the engine catches up when it can, with exponential
 * backoff and jitter between failed attempts. Everything it needs after a reload is in the log.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { kernel, transport, clock } = options;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const random = options.random ?? Math.random;
  const device = kernel.log.deviceId;
  const state = new BehaviorSubject<SyncState>(initialSyncState);
  const dispatch = (message: SyncMessage) => state.next(merge(state.getValue(), message));
  dispatch({ type: 'following', streams: options.streams(), caughtUp: options.caughtUp ?? [] });
  // A stream that caught up once is written to the log, so a later boot (offline too) shows its data at once.
  let persisted = new Set(state.getValue().caughtUp);
  state.subscribe((s) => {
    for (const stream of s.caughtUp)
      if (!persisted.has(stream)) void markCaughtUp(kernel.log, stream).catch(() => undefined);
    persisted = new Set(s.caughtUp);
  });

  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let retryTimer: unknown;
  let pollTimer: unknown;
  let liveAbort: AbortController | null = null;
  let appended: Subscription | null = null;

  async function cycle(): Promise<void> {
    let changed = false;
    let pushFailure: { error: unknown } | null = null;
    try {
      changed = await pushPending();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
      // A push the server keeps refusing must not stop this device from receiving: pull anyway, then report it.
      pushFailure = { error };
    }
    for (const stream of options.streams()) {
      let after = await kernel.log.cursor(stream);
      // The first page is asked once the preview is shown (the server reads it ahead meanwhile): a
      // server that reads one query at a time (PGlite) read the page between the preview's query and
      // its answer, which waited for it, and a page that came in while the preview was drawn held it.
      const from = options.previewFrom?.();
      const preview = from ? previewOf(stream, after, from) : null;
      if (preview && from) await showPreview(stream, from, preview);
      let next = transport.pull(stream, after, device);
      for (;;) {
        const page = await next;
        const more = page.hasMore && page.cursor > after;
        // The next page is on its way while this one is stored: a long first pull waits for the
        // server and for IndexedDB at once, not in turn. A failure surfaces when it is awaited.
        if (more) {
          next = transport.pull(stream, page.cursor, device);
          next.catch(() => undefined);
        }
        // Only the last page may settle by deviceSeq: an event of a later page must stay pending till it arrives.
        await kernel.receive(stream, page.events, page.hasMore ? 0 : page.lastDeviceSeq);
        // Caught up: the log's read models replace the preview before the app says so.
        if (!more && kernel.showsPreview()) await kernel.endPreview();
        dispatch({
          type: 'pulled',
          afterFailedPush: pushFailure !== null,
          stream,
          cursor: page.cursor,
          lastDeviceSeq: page.lastDeviceSeq,
          at: clock.now().toISOString(),
          hasMore: page.hasMore,
          ...(page.head === undefined ? {} : { head: page.head }),
        });
        if (page.events.length > 0) changed = true;
        if (!more) break;
        after = page.cursor;
      }
    }
    if (changed) {
      await kernel.snapshot().catch(() => undefined);
      options.onChanged?.();
    }
    if (pushFailure) throw pushFailure.error;
  }

  /** A preview of a stream that never caught up, until one is answered; none where the transport has none. */
  let previewAsked = false;
  function previewOf(stream: string, after: number, from: string) {
    if (previewAsked || !transport.preview) return null;
    if (state.getValue().caughtUp.includes(stream) || kernel.showsPreview()) return null;
    const asked = transport.preview(stream, after, device, from);
    asked.catch(() => undefined);
    return asked;
  }

  /** Shows a preview that arrived whole; one that failed or was cut off leaves the app waiting for the history. */
  async function showPreview(stream: string, from: string, asked: ReturnType<SyncTransport['pull']>) {
    const page = await asked.catch(() => null);
    if (!page) return;
    // Answered: not asked again by this engine, even when it was too long to be one.
    previewAsked = true;
    if (page.hasMore) return;
    await kernel.showPreview(stream, page.events);
    dispatch({ type: 'previewShown', stream, from, ...(page.head === undefined ? {} : { head: page.head }) });
    await options.afterPreview?.();
  }

  /** Pushes pending events batch by batch; true when the server refused some (they are dropped from the log). */
  async function pushPending(): Promise<boolean> {
    let dropped = false;
    let from = state.getValue().acked + 1;
    for (;;) {
      const pending = (await kernel.log.readPending()).sort((a, b) => a.deviceSeq - b.deviceSeq);
      dispatch({
        type: 'loaded',
        pending: pending.map(({ id, deviceSeq, stream }) => ({ id, deviceSeq, stream })),
        cursors: {},
      });
      const batch = withinBytes(pending.filter((e) => e.deviceSeq >= from).slice(0, PUSH_BATCH_LIMIT), MAX_PUSH_BYTES);
      if (batch.length === 0) return dropped;
      const result = await transport.push(device, batch);
      if (!result.ok) {
        const expected = result.expectedDeviceSeq;
        if (expected > batch[0]!.deviceSeq) {
          dispatch({ type: 'pushConflict', expectedDeviceSeq: expected });
          from = state.getValue().acked + 1;
          continue;
        }
        // The server is behind this device (restored from a backup): what it lacks is sent again while this
        // device still holds it; events it no longer holds cannot be, so that is a failure with backoff, not a loop.
        if (expected < batch[0]!.deviceSeq && pending.some((e) => e.deviceSeq === expected)) {
          from = expected;
          continue;
        }
        throw new ApiError('syncPush', 409, { expectedDeviceSeq: expected });
      }
      dispatch({
        type: 'pushed',
        lastDeviceSeq: result.answer.lastDeviceSeq,
        rejected: result.answer.rejected,
        at: clock.now().toISOString(),
      });
      from = state.getValue().acked + 1;
      if (result.answer.rejected.length > 0) {
        await kernel.dropPending(result.answer.rejected.map((r) => r.deviceSeq));
        const typeOf = new Map(batch.map((e) => [e.deviceSeq, e.type]));
        options.onRejected?.(result.answer.rejected.map((r) => ({ ...r, type: typeOf.get(r.deviceSeq) })));
        dropped = true;
      }
    }
  }

  function failed(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      options.onUnauthorized?.();
      stop();
      return;
    }
    if (error instanceof ApiError && error.status === 0) dispatch({ type: 'offline' });
    // A quota (429) is not a failure: the server said when to send again, and every event stays queued till then.
    const asked = retryAfterMs(error);
    if (asked === undefined) dispatch({ type: 'failed' });
    const failures = state.getValue().failures;
    const delay =
      asked !== undefined
        ? asked + 1_000 * random()
        : Math.min(LONGEST_RETRY_WAIT_MS, 1_000 * 2 ** Math.max(0, failures - 1)) * (0.5 + random());
    if (started) {
      timers.clearTimeout(retryTimer);
      retryTimer = timers.setTimeout(syncIfOnline, delay);
    }
  }

  // While the browser says it is offline every fetch fails at once: the retry, the poll and the live
  // connection wait for it to say online (setOnline), which syncs. Each try read every pending event
  // and fetched the user beside the person's taps.
  let onlineWaiters: (() => void)[] = [];
  const browserOnline = () =>
    state.getValue().browserOffline && started
      ? new Promise<void>((resolve) => onlineWaiters.push(resolve))
      : Promise.resolve();
  const wakeOnlineWaiters = () => {
    const waiters = onlineWaiters;
    onlineWaiters = [];
    for (const wake of waiters) wake();
  };
  function syncIfOnline() {
    if (!state.getValue().browserOffline) void syncNow();
  }

  function syncNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await cycle();
        } catch (error) {
          failed(error);
          again = false;
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function followLive(): Promise<void> {
    let failures = 0;
    let reconnecting = false;
    while (started) {
      await browserOnline();
      if (!started) return;
      liveAbort = new AbortController();
      if (reconnecting) options.onConfigChanged?.();
      reconnecting = true;
      try {
        await transport.live(
          options.streams(),
          () => void syncNow(),
          liveAbort.signal,
          () => options.onConfigChanged?.(),
        );
        failures = 0;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return failed(error);
        failures += 1;
      }
      if (!started) return;
      // Reconnected (or retrying): a pull catches up with whatever was missed meanwhile.
      await new Promise<void>((resolve) =>
        timers.setTimeout(() => resolve(), Math.min(LONGEST_RETRY_WAIT_MS, 1_000 * 2 ** failures) * (0.5 + random())),
      );
      syncIfOnline();
    }
  }

  function schedulePoll() {
    pollTimer = timers.setTimeout(() => {
      if (!started) return;
      syncIfOnline();
      schedulePoll();
    }, options.pollMs ?? 30_000);
  }

  // One push for every append since the last one was scheduled.
  let appendedSince: SyncState['pending'][number][] | null = null;
  const afterAppend = options.afterAppend ?? ((run: () => void) => void timers.setTimeout(run, 0));
  function syncAfterAppend(events: readonly EventEnvelope[]) {
    const fresh = events.map(({ id, deviceSeq, stream }) => ({ id, deviceSeq, stream }));
    if (appendedSince) return void appendedSince.push(...fresh);
    appendedSince = fresh;
    afterAppend(() => {
      const appended = appendedSince ?? [];
      appendedSince = null;
      if (!started) return;
      // The browser says it is offline: a push would read every pending event to fail at once. The
      // count waiting grows; coming back online (or the retry's timer) pushes them.
      if (state.getValue().browserOffline) dispatch({ type: 'appended', events: appended });
      else void syncNow();
    });
  }

  function start() {
    if (started) return;
    started = true;
    appended = kernel.bus.appended$.subscribe(syncAfterAppend);
    syncIfOnline();
    void followLive();
    schedulePoll();
  }

  function stop() {
    started = false;
    appended?.unsubscribe();
    appended = null;
    liveAbort?.abort();
    wakeOnlineWaiters();
    timers.clearTimeout(retryTimer);
    timers.clearTimeout(pollTimer);
  }

  function setOnline(online: boolean) {
    dispatch({ type: online ? 'online' : 'offline', browser: true });
    if (!online) return;
    wakeOnlineWaiters();
    void syncNow();
  }

  return { state$: state.asObservable(), getState: () => state.getValue(), syncNow, start, stop, setOnline };
}

/** The first events of a batch that fit in `limit` bytes as JSON; always at least one, so a large event still goes (and is refused on its own). */
function withinBytes<E>(events: readonly E[], limit: number): E[] {
  let bytes = 0;
  const fitting: E[] = [];
  for (const event of events) {
    bytes += jsonBytes(event);
    if (fitting.length > 0 && bytes > limit) break;
    fitting.push(event);
  }
  return fitting;
}
