import { createCommandBus, type CommandBus } from './bus';
import type { AnyCommandDefinition } from './commands';
import type { EventDefinition, EventEnvelope, EventRegistry } from './events';
import type { EventLog } from './eventLog';
import type { Clock, IdSource } from './ids';
import { advance, createLiveProjection, fold, type LiveProjection, type Position, type Projection } from './projection';

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
}

export async function createKernel(options: KernelOptions): Promise<Kernel> {
  const { log, events } = options;
  const lives = new Map<string, LiveProjection<unknown>>();
  for (const p of options.projections) {
    if (lives.has(p.name)) throw new Error(`Projection registered twice: ${p.name}`);
    lives.set(p.name, createLiveProjection(p));
  }
  await boot(log, events, [...lives.values()], true);

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
        ready: boot(log, events, added, true),
        dispose: () => {
          for (const live of added) if (lives.get(live.projection.name) === live) lives.delete(live.projection.name);
        },
      };
    },
    async snapshot() {
      for (const live of lives.values()) {
        const { state, position } = live.confirmed();
        await log.saveSnapshot({ name: live.projection.name, version: live.projection.version, position, state });
      }
    },
    rebuild: () => boot(log, events, [...lives.values()], false),
    reload: () => boot(log, events, [...lives.values()], true),
    async receive(stream, page, lastDeviceSeq) {
      await log.appendConfirmed(stream, [...page], lastDeviceSeq);
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
      await log.dropPending(deviceSeqs);
      const pending = (await log.readPending()).map(events.upcast);
      for (const live of lives.values()) {
        const { state, position } = live.confirmed();
        live.reset(state, position, pending);
      }
    },
    dispose: () => bus.dispose(),
  };
}

/**
 * Reads the log once from the lowest snapshot position and folds each event into the projections
 * whose own position it lies beyond; then replays pending events on top.
 */
async function boot(
  log: EventLog,
  events: EventRegistry,
  lives: LiveProjection<unknown>[],
  useSnapshots: boolean,
): Promise<void> {
  const starts = await Promise.all(
    lives.map(async (live) => {
      const snap = useSnapshots ? await log.loadSnapshot(live.projection.name) : undefined;
      const usable = snap && snap.version === live.projection.version;
      return {
        live,
        state: usable ? snap.state : live.projection.initialState,
        position: usable ? snap.position : ({} as Position),
      };
    }),
  );
  const from = lowestPosition(starts.map((s) => s.position));
  await log.readConfirmed(from, (page) => {
    const upcast = page.map(events.upcast);
    for (const start of starts) {
      const fresh = upcast.filter((e) => (e.seq ?? 0) > (start.position[e.stream] ?? 0));
      start.state = fold(start.live.projection, fresh, start.state);
      start.position = advance(start.position, fresh);
    }
  });
  const pending = (await log.readPending()).map(events.upcast);
  for (const start of starts) start.live.reset(start.state, start.position, pending);
}

function lowestPosition(positions: Position[]): Position {
  if (positions.some((p) => Object.keys(p).length === 0)) return {};
  const streams = new Set(positions.flatMap((p) => Object.keys(p)));
  const lowest: Record<string, number> = {};
  for (const stream of streams) lowest[stream] = Math.min(...positions.map((p) => p[stream] ?? 0));
  return lowest;
}
