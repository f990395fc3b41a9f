import { BehaviorSubject, distinctUntilChanged, map, skip, type Observable } from 'rxjs';
import type { AnyCommandDefinition } from './commands';
import type { EventDefinition } from './events';
import type { FlagSet } from './flags';
import type { RouteDeclaration, TextsDeclaration } from './feature';
import type { Projection } from './projection';

/** Undoes what a registration added. */
export type Disposer = () => void;

/**
 * A named place that plugins fill, typed by what it holds. A list slot collects values (a diary
 * action, a profile section); a fold slot lets each plugin transform a value in turn (the theme,
 * the plan options, the tabs), given the input its owner passes.
 */
export interface ListSlot<C> {
  readonly kind: 'list';
  readonly name: string;
  /** Never set: carries the type. */
  readonly holds?: C;
}
export interface FoldSlot<V, I = void> {
  readonly kind: 'fold';
  readonly name: string;
  readonly holds?: (value: V, input: I) => V;
}

export const listSlot = <C>(name: string): ListSlot<C> => ({ kind: 'list', name });
export const foldSlot = <V, I = void>(name: string): FoldSlot<V, I> => ({ kind: 'fold', name });

export interface SlotEntry<C> {
  readonly plugin: string;
  readonly id: string;
  readonly value: C;
  readonly order?: number;
}
interface FoldEntry<V, I> {
  readonly plugin: string;
  readonly id: string;
  readonly apply: (value: V, input: I) => V;
  readonly order?: number;
}

export interface PluginContext {
  readonly flags: FlagSet;
  readonly role: 'coach' | 'client' | 'self-service' | 'anonymous';
  readonly recipeSystem: 'SIMPLE' | 'COMPLEX';
}

/** Where a plugin's commands, events, projections, texts and routes go; the session provides them. */
export interface PluginTargets {
  addCommands(commands: readonly AnyCommandDefinition[]): Disposer;
  addEvents(events: readonly EventDefinition[]): Disposer;
  addProjections(projections: readonly Projection<unknown>[]): Disposer;
  addTexts(texts: TextsDeclaration): Disposer;
  /** Resolves once what was added so far is usable (texts fetched): the host shows a plugin's contributions only then. */
  settled?(): Promise<void>;
}

export interface PluginApi extends PluginTargets {
  /** The context the plugin was loaded for. */
  readonly context: PluginContext;
  add<C>(slot: ListSlot<C>, entry: { id: string; value: C; order?: number }): Disposer;
  fold<V, I>(slot: FoldSlot<V, I>, entry: { id: string; apply: (value: V, input: I) => V; order?: number }): Disposer;
  addRoutes(routes: readonly RouteDeclaration[]): Disposer;
}

export interface PluginModule {
  /** Registers the plugin; returns a disposer that removes everything it added. */
  register(api: PluginApi): Disposer;
}

/**
 * A plugin as src/plugins lists it: its flag and a cheap rule, with its code behind a dynamic
 * import so a disabled plugin is never downloaded.
 */
/** What can switch a plugin on: a feature flag (its name as the server sends it), or the organisation's recipe system. */
export type PluginFlag = string;

/** The organisation setting a plugin may name instead of a feature flag. */
export const RECIPE_SYSTEM_SETTING = 'recipe_system_type';

/** The feature flags a list of plugins declares, each once, in the list's order. */
export const featureFlagsOf = (manifests: readonly PluginManifest[]): readonly string[] => [
  ...new Set(
    manifests
      .flatMap((m) => (typeof m.flag === 'string' ? [m.flag] : m.flag))
      .filter((f) => f !== RECIPE_SYSTEM_SETTING),
  ),
];

export interface PluginManifest {
  readonly id: string;
  /** The feature flag(s) (or organisation setting) that switch it on, as documentation and for the admin screen. */
  readonly flag: PluginFlag | readonly PluginFlag[];
  /** A flag the context does not know reads as undefined: off. */
  readonly isEnabled: (context: PluginContext) => boolean | undefined;
  readonly load: () => Promise<PluginModule>;
}

export const definePlugin = (manifest: PluginManifest): PluginManifest => manifest;

export interface PluginHost {
  /** Loads the plugins enabled for this context and unloads those no longer enabled; call again whenever the context changes. */
  apply(context: PluginContext): Promise<void>;
  entries$<C>(slot: ListSlot<C>): Observable<readonly SlotEntry<C>[]>;
  entries<C>(slot: ListSlot<C>): readonly SlotEntry<C>[];
  /** The value after every active plugin's fold, in order; emits again when plugins change. */
  folded$<V, I>(slot: FoldSlot<V, I>, value: V, input: I): Observable<V>;
  folded<V, I>(slot: FoldSlot<V, I>, value: V, input: I): V;
  /** Emits whenever the slot's entries change (not on subscribing): for views that fold on render. */
  changed$(slot: { readonly name: string }): Observable<void>;
  /** What the slot holds now, as an opaque value whose identity changes exactly when its entries do. */
  revision(slot: { readonly name: string }): unknown;
  readonly routes$: Observable<readonly RouteDeclaration[]>;
  /** The routes plugins add now: the router starts with them, so a plugin's screen is the first one shown. */
  routes(): readonly RouteDeclaration[];
  active(): readonly string[];
  dispose(): void;
}

export interface PluginHostOptions {
  /** A plugin whose code failed to load or register; the others still apply, and the next apply() tries it again. */
  readonly onError?: (plugin: string, error: unknown) => void;
}

const noTargets: PluginTargets = {
  addCommands: () => () => {},
  addEvents: () => () => {},
  addProjections: () => () => {},
  addTexts: () => () => {},
};

type AnyEntry = (SlotEntry<unknown> | FoldEntry<unknown, unknown>) & { readonly rank: number };

interface Loaded {
  readonly context: PluginContext;
  readonly dispose: Disposer;
}

export function createPluginHost(
  manifests: readonly PluginManifest[],
  targets: PluginTargets = noTargets,
  options: PluginHostOptions = {},
): PluginHost {
  const slots = new Map<string, BehaviorSubject<readonly AnyEntry[]>>();
  const routes = new BehaviorSubject<readonly RouteDeclaration[]>([]);
  const loaded = new Map<string, Loaded>();
  const rankOf = new Map(manifests.map((m, i) => [m.id, i]));
  // While apply() swaps plugins, slots change silently and emit once at the end, so a fold never
  // shows the state between one plugin's removal and its return (no green flash before purple).
  let batching = false;
  const dirty = new Set<BehaviorSubject<readonly AnyEntry[]>>();
  const slotSubject = (name: string) => {
    let subject = slots.get(name);
    if (!subject) slots.set(name, (subject = new BehaviorSubject<readonly AnyEntry[]>([])));
    return subject;
  };
  let pending = new Map<BehaviorSubject<readonly AnyEntry[]>, readonly AnyEntry[]>();
  const current = (subject: BehaviorSubject<readonly AnyEntry[]>) => pending.get(subject) ?? subject.getValue();
  const set = (subject: BehaviorSubject<readonly AnyEntry[]>, entries: readonly AnyEntry[]) => {
    if (batching) {
      pending.set(subject, entries);
      dirty.add(subject);
    } else subject.next(entries);
  };
  // Entries in the order of their `order`, then of the plugin list, then of registration: a
  // plugin that re-registers keeps its place among the others.
  const insert = (subject: BehaviorSubject<readonly AnyEntry[]>, added: AnyEntry): Disposer => {
    set(
      subject,
      [...current(subject), added].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.rank - b.rank),
    );
    return once(() =>
      set(
        subject,
        current(subject).filter((e) => e !== added),
      ),
    );
  };
  const apiFor = (plugin: string, context: PluginContext): PluginApi => {
    const rank = rankOf.get(plugin) ?? manifests.length;
    return {
      addCommands: (commands) => once(targets.addCommands(commands)),
      addEvents: (events) => once(targets.addEvents(events)),
      addProjections: (projections) => once(targets.addProjections(projections)),
      addTexts: (texts) => once(targets.addTexts(texts)),
      settled: () => targets.settled?.() ?? Promise.resolve(),
      context,
      add: (slot, entry) => insert(slotSubject(slot.name), { plugin, rank, ...entry } as AnyEntry),
      fold: (slot, entry) => insert(slotSubject(slot.name), { plugin, rank, ...entry } as AnyEntry),
      addRoutes: (added) => addAll(routes, added),
    };
  };
  const foldWith = <V, I>(entries: readonly unknown[], value: V, input: I) =>
    (entries as readonly FoldEntry<V, I>[]).reduce((folded, entry) => entry.apply(folded, input), value);

  function unload(id: string) {
    const plugin = loaded.get(id);
    if (!plugin) return;
    loaded.delete(id);
    try {
      plugin.dispose();
    } catch (error) {
      options.onError?.(id, error);
    }
  }

  // apply() runs one call at a time: overlapping calls would load a plugin twice (leaving entries
  // no disposer removes) or keep a plugin that a later call switched off.
  let applying: Promise<void> = Promise.resolve();
  async function applyNow(context: PluginContext) {
    const wanted = manifests.filter((m) => m.isEnabled(context) === true);
    // Code first, all at once and before anything changes: a slow chunk never leaves half the
    // plugins of the new context on screen with those of the old one.
    const modules = await Promise.all(
      wanted.map((m) =>
        loaded.has(m.id) && sameContext(loaded.get(m.id)!.context, context)
          ? undefined
          : m.load().catch((error: unknown) => {
              options.onError?.(m.id, error);
              return null;
            }),
      ),
    );
    batching = true;
    try {
      for (const manifest of manifests) if (!wanted.includes(manifest)) unload(manifest.id);
      wanted.forEach((manifest, i) => {
        const module = modules[i];
        if (module === undefined) return; // Loaded for this very context already.
        unload(manifest.id); // Its context changed: it registers again and sees the new one.
        if (module === null) return;
        try {
          loaded.set(manifest.id, { context, dispose: module.register(apiFor(manifest.id, context)) });
        } catch (error) {
          options.onError?.(manifest.id, error);
        }
      });
      await targets.settled?.().catch((error: unknown) => options.onError?.('texts', error));
    } finally {
      batching = false;
      const changed = [...dirty];
      const values = pending;
      dirty.clear();
      pending = new Map();
      for (const subject of changed) subject.next(values.get(subject)!);
    }
  }

  return {
    apply(context) {
      const run = applying.then(() => applyNow(context));
      applying = run.catch(() => undefined);
      return run;
    },
    entries$: <C>(slot: ListSlot<C>) =>
      slotSubject(slot.name).asObservable() as unknown as Observable<readonly SlotEntry<C>[]>,
    entries: <C>(slot: ListSlot<C>) => slotSubject(slot.name).getValue() as unknown as readonly SlotEntry<C>[],
    folded$: (slot, value, input) =>
      slotSubject(slot.name).pipe(
        map((entries) => foldWith(entries, value, input)),
        distinctUntilChanged(),
      ),
    folded: (slot, value, input) => foldWith(slotSubject(slot.name).getValue(), value, input),
    revision: (slot) => slotSubject(slot.name).getValue(),
    changed$: (slot) =>
      slotSubject(slot.name).pipe(
        skip(1),
        map(() => undefined),
      ),
    routes$: routes.asObservable(),
    routes: () => routes.getValue(),
    active: () => manifests.filter((m) => loaded.has(m.id)).map((m) => m.id),
    dispose() {
      for (const id of [...loaded.keys()]) unload(id);
    },
  };
}

/** Two contexts a plugin cannot tell apart. */
function sameContext(a: PluginContext, b: PluginContext): boolean {
  if (a.role !== b.role || a.recipeSystem !== b.recipeSystem) return false;
  const keys = new Set([...Object.keys(a.flags), ...Object.keys(b.flags)]);
  return [...keys].every((key) => a.flags[key] === b.flags[key]);
}

/** A disposer that does its work once, however often it is called. */
function once(dispose: Disposer): Disposer {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    dispose();
  };
}

function addAll<T>(subject: BehaviorSubject<readonly T[]>, added: readonly T[]): Disposer {
  subject.next([...subject.getValue(), ...added]);
  return once(() => subject.next(subject.getValue().filter((item) => !added.includes(item))));
}
