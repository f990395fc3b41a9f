import { createCommandBus, type CommandBus } from './bus';
import type { AnyCommandDefinition } from './commands';
import type { EventDefinition, EventEnvelope, EventRegistry } from './events';
import type { EventLog } from './eventLog';
import type { Clock, IdSource } from './ids';
import {
  advance,
  createLiveProjection,
  fold,
  type Folder,
  type LiveProjection,
  type Position,
  type Projection,
} from './projection';

/**
 * The kernel wires one event log, the live projections and the command bus. It is created per
 * signed-in session and holds no global state, so tests make as many as they like.
 */
export interface Kernel {
  readonly bus: CommandBus;
  readonly log: EventLog;
  live<S>(projection: Projection<S>): LiveProjection<S>;
  /**
   * What a plugin brings while it is loaded: commands the bus handles, event types the log
   * validates and upcasts, read models folded from the whole log (the state is the initial one
   * until `ready` resolves). Each returns a disposer.
   */
  addCommands(commands: readonly AnyCommandDefinition[]): () => void;
  addEvents(events: readonly EventDefinition[]): () => void;
  addProjections(projections: readonly Projection<unknown>[]): {
    readonly ready: Promise<void>;
    readonly dispose: () => void;
  };
  /** Saves every projection's confirmed state at its position. */
  snapshot(): Promise<void>;
  /** Folds every projection from zero, ignoring snapshots. */
  rebuild(): Promise<void>;
  /** Re-reads the log (another tab changed it): snapshot plus replay, as at boot. */
  reload(): Promise<void>;
  /**
   * Stores a pulled page and switches every view to confirmed + still-pending in one step
   * (the rebase): the page's events are folded into the confirmed state, pending ones on top.
   */
  receive(stream: string, events: readonly EventEnvelope[], lastDeviceSeq: number): Promise<void>;
  /** Removes refused pending events and rebases the views without them. */
  dropPending(deviceSeqs: readonly number[]): Promise<void>;
  /**
   * A new device's preview (docs/sync.md): folds these events of the stream into the views without
   * storing them or moving the cursor. Until `endPreview` the pulled pages are stored and folded out
   * of sight, and commands that need the whole history wait (`needsWholeHistory`).
   */
  showPreview(stream: string, events: readonly EventEnvelope[]): Promise<void>;
  /** The history has arrived: the views become the log's read models, the preview dropped, pending events on top. */
  endPreview(): Promise<void>;
  /** Whether a preview is shown, not yet the log's read models. */
  showsPreview(): boolean;
  /** Resolves once no preview is shown (at once when none is). */
  wholeHistory(): Promise<void>;
  dispose(): void;
}

export interface KernelOptions {
  readonly log: EventLog;
  readonly events: EventRegistry;
  readonly commands: readonly AnyCommandDefinition[];
  readonly projections: readonly Projection<unknown>[];
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly session: () => { actor: string; stream: string };
  /**
   * When to join the rests of split snapshots in, after their first parts are shown (the app: when
   * the browser is idle). Anything that needs whole read models (a command, a pull) asks sooner.
   */
  readonly idle?: (run: () => void) => void;
}

interface Start {
  readonly live: LiveProjection<unknown>;
  /** The state so far; while `folding` is set, that fold holds what came after it. */
  state: unknown;
  folding?: Folder<unknown>;
  position: Position;
  /** The snapshot was a first part: the stored rest of this key completes it. */
  restKey?: string;
}

export async function createKernel(options: KernelOptions): Promise<Kernel> {
  const { log, events } = options;
  const idle = options.idle ?? ((run: () => void) => void setTimeout(run, 0));
  const lives = new Map<string, LiveProjection<unknown>>();
  for (const p of options.projections) {
    if (lives.has(p.name)) throw new Error(`Projection registered twice: ${p.name}`);
    lives.set(p.name, createLiveProjection(p));
  }
  // The rest of each split snapshot as it is on disk, so an unchanged rest is not written again.
  const storedRests = new Map<string, { version: number; key: string; state: unknown }>();
  // Rests still to join in: each starts at the latest when something needs whole read models.
  const joining = new Set<() => Promise<void>>();
  const whole = async () => {
    while (joining.size > 0) await Promise.all([...joining].map((join) => join()));
  };
  // While a preview shows: the log's read models, folded page by page as the history arrives.
  let preview: { readonly starts: Start[]; readonly ended: Promise<void>; readonly end: () => void } | null = null;

  const foldPage = (starts: readonly Start[], page: readonly EventEnvelope[]) => {
    const upcast = page.map(events.upcast);
    // Where the page starts in each stream: a read model past none of it folds it whole, unfiltered.
    const first: Record<string, number> = {};
    for (const e of upcast) first[e.stream] = Math.min(first[e.stream] ?? Infinity, e.seq ?? 0);
    const end = advance({}, upcast);
    for (const start of starts) {
      const { position } = start;
      const whole = Object.entries(first).every(([stream, seq]) => seq > (position[stream] ?? 0));
      const fresh = whole ? upcast : upcast.filter((e) => (e.seq ?? 0) > (position[e.stream] ?? 0));
      const { folder } = start.live.projection;
      if (folder) (start.folding ??= folder(start.state)).add(fresh);
      else start.state = fold(start.live.projection, fresh, start.state);
      start.position = whole ? mergePositions(position, end) : advance(position, fresh);
    }
  };
  /** A start's state with every page folded so far. */
  const settled = (start: Start) => {
    if (start.folding) start.state = start.folding.state();
    delete start.folding;
    return start.state;
  };
  const publish = async (starts: readonly Start[]) => {
    const pending = (await log.readPending()).map(events.upcast);
    for (const start of starts) start.live.reset(settled(start), start.position, pending);
  };
  /** Completes a first part with its stored rest; without a matching rest, folds that read model from zero. */
  const joinRest = async (start: Start) => {
    const { name, version, snapshotSplit, initialState } = start.live.projection;
    const rest = await log.loadSnapshotRest(name);
    if (snapshotSplit && rest && rest.key === start.restKey && rest.version === version) {
      start.state = snapshotSplit.join(settled(start), rest.state);
      storedRests.set(name, { version, key: rest.key, state: rest.state });
    } else {
      delete start.folding;
      start.state = initialState;
      start.position = {};
      await log.readConfirmed({}, (page) => foldPage([start], page));
    }
    delete start.restKey;
  };

  /**
   * Reads the log once from the lowest snapshot position and folds each event into the projections
   * whose own position it lies beyond; then replays pending events on top. When split snapshots
   * already cover every confirmed event, their first parts are shown at once and the rests are
   * joined in later (`whole`).
   */
  async function boot(
    targets: readonly LiveProjection<unknown>[],
    useSnapshots: boolean,
    firstPartsEarly = true,
  ): Promise<void> {
    // One read for the session's read models; a plugin's few, name by name.
    const read = !useSnapshots
      ? []
      : targets.length === lives.size
        ? await log.loadSnapshots()
        : await Promise.all(targets.map((live) => log.loadSnapshot(live.projection.name)));
    performance.mark('forkcast:snapshots-read');
    const snapshots = new Map(read.flatMap((s) => (s ? [[s.name, s] as const] : [])));
    const starts: Start[] = targets.map((live) => {
      const snap = snapshots.get(live.projection.name);
      const usable =
        snap && snap.version === live.projection.version && (!snap.restKey || live.projection.snapshotSplit);
      return usable
        ? { live, state: snap.state, position: snap.position, ...(snap.restKey ? { restKey: snap.restKey } : {}) }
        : { live, state: live.projection.initialState, position: {} };
    });
    const from = lowestPosition(starts.map((s) => s.position));
    const split = starts.filter((s) => s.restKey !== undefined);
    if (split.length === 0) {
      await log.readConfirmed(from, (page) => foldPage(starts, page));
      return publish(starts);
    }
    const after: EventEnvelope[][] = [];
    await log.readConfirmed(from, (page) => after.push(page));
    // A reload (another tab changed the log) keeps showing whole read models: no part in between.
    if (after.length > 0 || !firstPartsEarly) {
      for (const start of split) await joinRest(start);
      for (const page of after) foldPage(starts, page);
      return publish(starts);
    }
    await publish(starts);
    let joined: Promise<void> | null = null;
    // A failed read is tried again by the next that needs whole read models; none decides on a part.
    const join = () =>
      (joined ??= (async () => {
        for (const start of split) await joinRest(start);
        await publish(split);
      })().then(
        () => void joining.delete(join),
        (error: unknown) => {
          joined = null;
          throw error;
        },
      ));
    joining.add(join);
    idle(() => void join().catch(() => undefined));
  }

  await boot([...lives.values()], true);

  /** The views again from their confirmed states, with the pending events as the log holds them now. */
  async function rebase() {
    const pending = (await log.readPending()).map(events.upcast);
    for (const live of lives.values()) {
      const { state, position } = live.confirmed();
      live.reset(state, position, pending);
    }
  }

  /** While a preview shows, a rebuild folds the log from zero into the read models kept out of sight. */
  async function rebuildOutOfSight(starts: Start[]) {
    for (const start of starts) {
      delete start.folding;
      start.state = start.live.projection.initialState;
      start.position = {};
    }
    await log.readConfirmed({}, (page) => foldPage(starts, page));
  }

  const bus = createCommandBus({
    commands: options.commands,
    events,
    clock: options.clock,
    ids: options.ids,
    deviceId: log.deviceId,
    session: options.session,
    stateOf: (name) => {
      const live = lives.get(name);
      if (!live) throw new Error(`Projection not registered: ${name}`);
      return live.getState();
    },
    ready: whole,
    wholeHistory: () => preview?.ended ?? Promise.resolve(),
    append: (build) => log.appendPending(build),
    apply: (stored) => {
      for (const live of lives.values()) live.applyPending(stored);
    },
  });

  return {
    bus,
    log,
    live<S>(projection: Projection<S>) {
      const live = lives.get(projection.name);
      if (!live) throw new Error(`Projection not registered: ${projection.name}`);
      return live as LiveProjection<S>;
    },
    addCommands: (commands) => bus.addCommands(commands),
    addEvents: (added) => events.add(added),
    addProjections(projections) {
      for (const p of projections) if (lives.has(p.name)) throw new Error(`Projection registered twice: ${p.name}`);
      const added = projections.map((p) => createLiveProjection(p));
      for (const live of added) lives.set(live.projection.name, live);
      return {
        ready: boot(added, true),
        dispose: () => {
          for (const live of added) if (lives.get(live.projection.name) === live) lives.delete(live.projection.name);
        },
      };
    },
    async snapshot() {
      await whole();
      // A preview is not the log's: a snapshot of it would be taken for the history at its position.
      if (preview) return;
      const today = localDay(options.clock.now());
      for (const live of lives.values()) {
        const { state, position } = live.confirmed();
        const { name, version, snapshotSplit } = live.projection;
        if (!snapshotSplit) {
          await log.saveSnapshot({ name, version, position, state });
          continue;
        }
        const { first, rest } = snapshotSplit.split(state, today);
        const stored = storedRests.get(name);
        const same = stored !== undefined && stored.version === version && snapshotSplit.sameRest(stored.state, rest);
        const key = same ? stored.key : options.ids.next();
        await log.saveSnapshot(
          { name, version, position, state: first, restKey: key },
          same ? undefined : { name, version, key, state: rest },
        );
        if (!same) storedRests.set(name, { version, key, state: rest });
      }
    },
    async rebuild() {
      await whole();
      if (preview) return rebuildOutOfSight(preview.starts);
      await boot([...lives.values()], false);
    },
    async reload() {
      await whole();
      // Another tab changed the log: what it appended shows on the preview; the history is this tab's own pull.
      if (preview) return rebase();
      await boot([...lives.values()], true, false);
    },
    async receive(stream, page, lastDeviceSeq) {
      await whole();
      await log.appendConfirmed(stream, [...page], lastDeviceSeq);
      if (preview) return foldPage(preview.starts, page);
      const pending = (await log.readPending()).map(events.upcast);
      const upcast = page.map(events.upcast);
      for (const live of lives.values()) {
        const position = live.confirmed().position[stream] ?? 0;
        live.applyConfirmed(
          upcast.filter((e) => (e.seq ?? 0) > position),
          pending,
        );
      }
    },
    async dropPending(deviceSeqs) {
      await whole();
      await log.dropPending(deviceSeqs);
      await rebase();
    },
    async showPreview(stream, page) {
      await whole();
      if (preview) return;
      // The log's read models as they are (a first pull may have stored some pages already): the
      // history folds into them out of sight, and the views show them with the preview's events on top.
      const starts: Start[] = [...lives.values()].map((live) => ({ live, ...live.confirmed() }));
      const shown: Start[] = starts.map((start) => ({ ...start }));
      const fresh = page.filter((e) => e.stream === stream);
      foldPage(shown, fresh);
      const pending = (await log.readPending()).map(events.upcast);
      for (const [i, start] of shown.entries()) start.live.reset(settled(start), starts[i]!.position, pending);
      let end!: () => void;
      const ended = new Promise<void>((resolve) => (end = resolve));
      preview = { starts, ended, end };
    },
    async endPreview() {
      await whole();
      if (!preview) return;
      const { starts, end } = preview;
      preview = null;
      // A plugin's read models added meanwhile were folded from the log then, and missed what came after.
      const added = [...lives.values()].filter((live) => !starts.some((start) => start.live === live));
      await publish(starts);
      if (added.length > 0) await boot(added, false);
      end();
    },
    showsPreview: () => preview !== null,
    wholeHistory: () => preview?.ended ?? Promise.resolve(),
    dispose: () => bus.dispose(),
  };
}

/** The device's day, yyyy-MM-dd: what a split snapshot keeps in its first part is around it. */
const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The higher seq of each stream. */
function mergePositions(a: Position, b: Position): Position {
  const merged: Record<string, number> = { ...a };
  for (const [stream, seq] of Object.entries(b)) merged[stream] = Math.max(merged[stream] ?? 0, seq);
  return merged;
}

function lowestPosition(positions: Position[]): Position {
  if (positions.some((p) => Object.keys(p).length === 0)) return {};
  const streams = new Set(positions.flatMap((p) => Object.keys(p)));
  const lowest: Record<string, number> = {};
  for (const stream of streams) lowest[stream] = Math.min(...positions.map((p) => p[stream] ?? 0));
  return lowest;
}
