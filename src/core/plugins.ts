import { BehaviorSubject, type Observable } from 'rxjs';
import type { FlagSet } from './flags';

/** Named places in the UI that plugins can fill. */
export type SlotName = 'diary.dayActions' | 'diary.slotActions' | 'plan.options' | 'onboarding.steps' | 'theme' | 'profile.sections' | 'recipes.tabs';

export interface PluginContext {
  readonly flags: FlagSet;
  readonly role: 'coach' | 'client' | 'self-service' | 'anonymous';
  readonly recipeSystem: 'SIMPLE' | 'COMPLEX';
}

export interface SlotEntry<C = unknown> {
  readonly plugin: string;
  readonly id: string;
  /** What the UI renders; core does not know it is a component. */
  readonly contribution: C;
  readonly order?: number;
}

export interface PluginApi {
  addToSlot<C>(slot: SlotName, entry: { id: string; contribution: C; order?: number }): () => void;
  addTranslations(language: string, resources: Record<string, unknown>): void;
}

export interface PluginModule {
  /** Registers the plugin; returns a disposer that removes everything it added. */
  register(api: PluginApi): () => void;
}

/**
 * A plugin as the index lists it: cheap to evaluate, with its code behind a dynamic import so a
 * disabled plugin is never loaded.
 */
export interface PluginManifest {
  readonly id: string;
  readonly isEnabled: (context: PluginContext) => boolean;
  readonly load: () => Promise<PluginModule>;
}

export const definePlugin = (manifest: PluginManifest): PluginManifest => manifest;

export interface PluginHost {
  /** Loads the plugins enabled for this context and unloads those no longer enabled. */
  apply(context: PluginContext): Promise<void>;
  slot<C>(name: SlotName): Observable<readonly SlotEntry<C>[]>;
  slotEntries<C>(name: SlotName): readonly SlotEntry<C>[];
  active(): readonly string[];
  dispose(): void;
}

export function createPluginHost(manifests: readonly PluginManifest[], onTranslations: PluginApi['addTranslations'] = () => {}): PluginHost {
  const slots = new Map<SlotName, BehaviorSubject<readonly SlotEntry[]>>();
  const loaded = new Map<string, () => void>();
  const slotSubject = (name: SlotName) => {
    let subject = slots.get(name);
    if (!subject) slots.set(name, (subject = new BehaviorSubject<readonly SlotEntry[]>([])));
    return subject;
  };
  const apiFor = (plugin: string): PluginApi => ({
    addToSlot(slot, entry) {
      const subject = slotSubject(slot);
      const added: SlotEntry = { plugin, ...entry };
      subject.next([...subject.getValue(), added].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)));
      return () => subject.next(subject.getValue().filter((e) => e !== added));
    },
    addTranslations: onTranslations,
  });

  // apply() runs one call at a time: overlapping calls would load a plugin twice (leaving entries
  // no disposer removes) or keep a plugin that a later call switched off.
  let applying: Promise<void> = Promise.resolve();
  async function applyNow(context: PluginContext) {
    for (const manifest of manifests) {
      const wanted = manifest.isEnabled(context);
      const dispose = loaded.get(manifest.id);
      if (!wanted && dispose) {
        dispose();
        loaded.delete(manifest.id);
      } else if (wanted && !dispose) {
        const module = await manifest.load();
        loaded.set(manifest.id, module.register(apiFor(manifest.id)));
      }
    }
  }

  return {
    apply(context) {
      const run = applying.then(() => applyNow(context));
      applying = run.catch(() => undefined);
      return run;
    },
    slot: <C>(name: SlotName) => slotSubject(name).asObservable() as Observable<readonly SlotEntry<C>[]>,
    slotEntries: <C>(name: SlotName) => slotSubject(name).getValue() as readonly SlotEntry<C>[],
    active: () => [...loaded.keys()],
    dispose() {
      for (const dispose of loaded.values()) dispose();
      loaded.clear();
    },
  };
}
