import { Subject, concatMap, defer, timeout, tap, catchError, EMPTY, type Observable } from 'rxjs';
import type { AnyCommandDefinition, Command, CommandMeta } from './commands';
import { BusError, type DomainError } from './errors';
import type { EventEnvelope, EventRegistry } from './events';
import type { Clock, IdSource } from './ids';

export type DispatchResult =
  | { readonly ok: true; readonly events: readonly EventEnvelope[] }
  | { readonly ok: false; readonly error: DomainError };

export interface CommandBus {
  /** Resolves once the command's events are on disk (or with a rejection); rejects with BusError. */
  dispatch(command: Command): Promise<DispatchResult>;
  /** Every batch of events this device appended, after it is stored. */
  readonly appended$: Observable<readonly EventEnvelope[]>;
  /** Handles these commands from now on (a plugin that loaded); the disposer stops handling them. */
  addCommands(commands: readonly AnyCommandDefinition[]): () => void;
  dispose(): void;
}

export interface BusDependencies {
  readonly commands: readonly AnyCommandDefinition[];
  readonly events: EventRegistry;
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly deviceId: string;
  /** Who acts and on which stream, when the command's meta does not say. */
  readonly session: () => { actor: string; stream: string };
  /** The visible state of a projection by name. */
  readonly stateOf: (projectionName: string) => unknown;
  /** Resolves once every read model is whole (a split snapshot's rest joined in); decisions wait for it. */
  readonly ready?: () => Promise<void>;
  /**
   * Resolves once the read models hold the whole history (not a new device's preview). A command
   * that `needsWholeHistory` waits for it before it joins the queue, so the commands after it do not
   * wait with it, and no timeout runs meanwhile: its dispatch stays pending, and its screen busy.
   */
  readonly wholeHistory?: () => Promise<void>;
  /** Stores events atomically with the device's running number. */
  readonly append: (build: (firstDeviceSeq: number) => EventEnvelope[]) => Promise<EventEnvelope[]>;
  /** Folds stored events into the live projections. */
  readonly apply: (events: readonly EventEnvelope[]) => void;
  readonly timeoutMs?: number;
}

interface Job {
  readonly command: Command;
  readonly resolve: (result: DispatchResult) => void;
  readonly reject: (error: BusError) => void;
}

export function createCommandBus(deps: BusDependencies): CommandBus {
  const handlers = new Map<string, AnyCommandDefinition>();
  const addCommands = (commands: readonly AnyCommandDefinition[]) => {
    for (const [i, def] of commands.entries())
      if (handlers.has(def.type) || commands.findIndex((d) => d.type === def.type) !== i)
        throw new Error(`Command type registered twice: ${def.type}`);
    for (const def of commands) handlers.set(def.type, def);
    return () => {
      for (const def of commands) if (handlers.get(def.type) === def) handlers.delete(def.type);
    };
  };
  addCommands(deps.commands);
  const jobs = new Subject<Job>();
  const appended = new Subject<readonly EventEnvelope[]>();
  // Dispatches not answered yet, so dispose() can answer them instead of leaving them hanging.
  const unanswered = new Set<Job>();

  // One command at a time: each decision sees the state left by the one before.
  const subscription = jobs
    .pipe(
      concatMap((job) =>
        defer(() => handle(job.command)).pipe(
          timeout({
            first: deps.timeoutMs ?? 10_000,
            with: () => {
              throw new BusError('timeout', `${job.command.type} did not finish`);
            },
          }),
          tap({ next: job.resolve, error: (e: unknown) => job.reject(asBusError(e)) }),
          catchError(() => EMPTY),
        ),
      ),
    )
    .subscribe();

  async function handle(command: Command): Promise<DispatchResult> {
    const def = handlers.get(command.type);
    if (!def) throw new BusError('unknown_command', `No handler for command ${command.type}`);
    const parsed = def.schema.safeParse(command.payload);
    if (!parsed.success) throw new BusError('invalid_command', `Invalid ${command.type}`, parsed.error.issues);
    if (deps.ready) await deps.ready();
    const meta = completeMeta(command.meta);
    let decision;
    try {
      decision = def.decide(parsed.data, deps.stateOf(def.projection.name), meta);
    } catch (e) {
      throw new BusError('decider_failed', `${command.type} decider threw`, e);
    }
    if (!decision.ok) return { ok: false, error: decision.error };
    const drafts = decision.value.map((draft) => {
      const valid = deps.events.validate(draft);
      if (!valid.ok) throw new BusError('decider_failed', valid.reason);
      return { type: draft.type, payload: valid.payload };
    });
    if (drafts.length === 0) return { ok: true, events: [] };
    let stored: EventEnvelope[];
    try {
      stored = await deps.append((first) =>
        drafts.map((draft, i) => ({
          id: i === 0 ? meta.commandId : deps.ids.next(),
          stream: meta.stream,
          type: draft.type,
          v: deps.events.current(draft.type)!.v,
          payload: draft.payload,
          actor: meta.actor,
          device: deps.deviceId,
          deviceSeq: first + i,
          at: meta.now,
        })),
      );
    } catch (e) {
      throw new BusError('storage_failed', 'Could not store events', e);
    }
    deps.apply(stored);
    appended.next(stored);
    return { ok: true, events: stored };
  }

  function completeMeta(partial: Partial<CommandMeta> | undefined): CommandMeta {
    const session = deps.session();
    return {
      commandId: partial?.commandId ?? deps.ids.next(),
      now: partial?.now ?? deps.clock.now().toISOString(),
      actor: partial?.actor ?? session.actor,
      stream: partial?.stream ?? session.stream,
    };
  }

  return {
    dispatch: (command) =>
      new Promise<DispatchResult>((resolve, reject) => {
        if (jobs.closed || jobs.isStopped) {
          reject(new BusError('storage_failed', 'The app is shutting down'));
          return;
        }
        const job: Job = {
          command,
          resolve: (result) => {
            unanswered.delete(job);
            resolve(result);
          },
          reject: (error) => {
            unanswered.delete(job);
            reject(error);
          },
        };
        unanswered.add(job);
        const waiting = handlers.get(command.type)?.needsWholeHistory ? deps.wholeHistory?.() : undefined;
        if (!waiting) return jobs.next(job);
        void waiting.then(() => {
          // Disposed meanwhile: the job was answered then.
          if (!jobs.closed && !jobs.isStopped) jobs.next(job);
        });
      }),
    appended$: appended.asObservable(),
    addCommands,
    dispose() {
      subscription.unsubscribe();
      jobs.complete();
      appended.complete();
      for (const job of [...unanswered]) job.reject(new BusError('storage_failed', 'The app is shutting down'));
    },
  };
}

function asBusError(e: unknown): BusError {
  return e instanceof BusError ? e : new BusError('storage_failed', e instanceof Error ? e.message : String(e), e);
}
