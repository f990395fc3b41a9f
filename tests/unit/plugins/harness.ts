import { vi } from 'vitest';
import type { AnyCommandDefinition } from '../../../src/core/commands';
import { evaluateFlags } from '../../../src/core/flags';
import { createPluginHost, type PluginContext, type PluginHost, type PluginTargets } from '../../../src/core/plugins';
import { featureFlags, pluginManifests } from '../../../src/plugins';

export interface Applied {
  readonly host: PluginHost;
  /** Whether a plugin's code was imported. */
  loaded(id: string): boolean;
  /** The command types plugins registered and did not take back. */
  commands(): readonly string[];
  /** The translation namespaces plugins added and did not take back. */
  namespaces(): readonly string[];
  /** Applies the plugins again for other flags (an administrator's switch arriving live). */
  reapply(flags: readonly string[], options?: Partial<Omit<PluginContext, 'flags'>>): Promise<void>;
}

const contextOf = (flags: readonly string[], options: Partial<Omit<PluginContext, 'flags'>> = {}): PluginContext => ({
  flags: evaluateFlags(featureFlags, flags),
  role: options.role ?? 'self-service',
  recipeSystem: options.recipeSystem ?? 'COMPLEX',
});

/** Every plugin of src/plugins, applied for these flags as the shell applies them, with their imports watched. */
export async function pluginsFor(
  flags: readonly string[],
  options: Partial<Omit<PluginContext, 'flags'>> = {},
): Promise<Applied> {
  const loads = new Map<string, ReturnType<typeof vi.fn>>();
  const manifests = pluginManifests.map((manifest) => {
    const load = vi.fn(manifest.load);
    loads.set(manifest.id, load);
    return { ...manifest, load };
  });
  const commands = new Set<AnyCommandDefinition>();
  const namespaces: string[] = [];
  const targets: PluginTargets = {
    addCommands: (added) => {
      added.forEach((c) => commands.add(c));
      return () => added.forEach((c) => commands.delete(c));
    },
    addEvents: () => () => {},
    addProjections: () => () => {},
    addTexts: (texts) => {
      namespaces.push(texts.namespace);
      return () => namespaces.splice(namespaces.indexOf(texts.namespace), 1);
    },
  };
  const host = createPluginHost(manifests, targets, {
    onError: (plugin, error) => {
      throw new Error(`plugin ${plugin} failed: ${String(error)}`);
    },
  });
  await host.apply(contextOf(flags, options));
  return {
    host,
    loaded: (id) => {
      const load = loads.get(id);
      if (!load) throw new Error(`No plugin ${id}`);
      return load.mock.calls.length > 0;
    },
    commands: () => [...commands].map((c) => c.type),
    namespaces: () => [...namespaces],
    reapply: (next, nextOptions) => host.apply(contextOf(next, nextOptions ?? options)),
  };
}
