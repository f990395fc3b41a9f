import { describe, expect, it, vi } from 'vitest';
import { evaluateFlags } from '../../../src/core/flags';
import {
  createPluginHost,
  definePlugin,
  featureFlagsOf,
  foldSlot,
  listSlot,
  type PluginApi,
  type PluginContext,
  type PluginModule,
  type PluginTargets,
  type SlotEntry,
} from '../../../src/core/plugins';

/** The flags these tests' plugins know, as the shell passes the plugins' list. */
const KNOWN = ['FF_COPY_MEALS_TO_ANOTHER_DAY', 'FF_RECIPE_INSPIRATION', 'FF_DONT_SHOW_MACROS', 'DisableProductLogging'];
const allOff = Object.fromEntries(KNOWN.map((flag) => [flag, false]));

const context = (...flags: string[]): PluginContext => ({
  flags: evaluateFlags(KNOWN, flags),
  role: 'client',
  recipeSystem: 'COMPLEX',
});
const copyMealsOn = context('FF_COPY_MEALS_TO_ANOTHER_DAY');
const copyMealsOff = context();

const dayActions = listSlot<string>('test.dayActions');
const planOptions = listSlot<string>('test.planOptions');
const tabs = foldSlot<readonly string[], { coach: boolean }>('test.tabs');

/** A plugin that puts two buttons in the diary's day actions, registered out of order. */
function copyMealsPlugin(loadDelayMs = 0) {
  const disposed = vi.fn();
  const registered = vi.fn();
  const module: PluginModule = {
    register(api) {
      registered(api.context);
      const second = api.add(dayActions, { id: 'copy', value: 'CopyButton', order: 2 });
      const first = api.add(dayActions, { id: 'copy-first', value: 'FirstButton', order: 1 });
      return () => {
        second();
        first();
        disposed();
      };
    },
  };
  const load = vi.fn(async () => {
    if (loadDelayMs) await new Promise((resolve) => setTimeout(resolve, loadDelayMs));
    return module;
  });
  const manifest = definePlugin({
    id: 'copy-meals',
    flag: 'FF_COPY_MEALS_TO_ANOTHER_DAY',
    isEnabled: (c) => c.flags.FF_COPY_MEALS_TO_ANOTHER_DAY,
    load,
  });
  return { manifest, load, disposed, registered };
}

/** A plugin that always loads and folds the tabs, adding one named after a flag it reads. */
function foldingPlugin(id: string, tab: string, order?: number) {
  return definePlugin({
    id,
    flag: 'FF_RECIPE_INSPIRATION',
    isEnabled: () => true,
    load: async () => ({
      register: (api: PluginApi) =>
        api.fold(tabs, {
          id: tab,
          ...(order === undefined ? {} : { order }),
          apply: (value, { coach }) =>
            coach ? value : [...value, api.context.flags.FF_RECIPE_INSPIRATION ? `${tab}!` : tab],
        }),
    }),
  });
}

describe('plugin host', () => {
  it('never loads the code of a disabled plugin, and its slot stays empty', async () => {
    const { manifest, load } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOff);
    expect(load).not.toHaveBeenCalled();
    expect(host.entries(dayActions)).toEqual([]);
    expect(host.active()).toEqual([]);
  });

  it('an enabled plugin fills its slot, in order, and subscribers see it', async () => {
    const { manifest } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    const emitted: (readonly SlotEntry<string>[])[] = [];
    host.entries$(dayActions).subscribe((entries) => emitted.push(entries));

    await host.apply(copyMealsOn);

    expect(emitted.at(-1)!.map((e) => e.value)).toEqual(['FirstButton', 'CopyButton']);
    expect(emitted.at(-1)!.every((e) => e.plugin === 'copy-meals')).toBe(true);
    expect(emitted[0]).toEqual([]);
    expect(emitted).toHaveLength(2);
    expect(host.active()).toEqual(['copy-meals']);
    expect(host.entries(planOptions)).toEqual([]);
  });

  it('applying the same context again does not load or register the plugin twice', async () => {
    const { manifest, load, registered } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    await host.apply(context('FF_COPY_MEALS_TO_ANOTHER_DAY'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(registered).toHaveBeenCalledTimes(1);
    expect(host.entries(dayActions)).toHaveLength(2);
  });

  it('a plugin that stays on while the context changes registers again and sees the new context, in one emission', async () => {
    const { manifest, registered, disposed } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    const emitted: (readonly SlotEntry<string>[])[] = [];
    host.entries$(dayActions).subscribe((entries) => emitted.push(entries));

    const changed = context('FF_COPY_MEALS_TO_ANOTHER_DAY', 'FF_DONT_SHOW_MACROS');
    await host.apply(changed);

    expect(disposed).toHaveBeenCalledTimes(1);
    expect(registered).toHaveBeenLastCalledWith(changed);
    // The current value on subscribing, then one new list: never the empty list in between.
    expect(emitted.map((entries) => entries.length)).toEqual([2, 2]);
  });

  it('a context where the plugin is disabled calls its disposer and empties the slot', async () => {
    const { manifest, disposed } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    await host.apply(copyMealsOff);
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(host.entries(dayActions)).toEqual([]);
    expect(host.active()).toEqual([]);
  });

  it('overlapping apply() calls end in the state of the last one, loading nothing twice', async () => {
    const { manifest, load } = copyMealsPlugin(10);
    const host = createPluginHost([manifest]);
    await Promise.all([host.apply(copyMealsOn), host.apply(copyMealsOn)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.entries(dayActions)).toHaveLength(2);

    await host.apply(copyMealsOff);
    await Promise.all([host.apply(copyMealsOn), host.apply(copyMealsOff)]);
    expect(host.active()).toEqual([]);
    expect(host.entries(dayActions)).toEqual([]);
  });

  it('dispose() removes everything every plugin added', async () => {
    const { manifest, disposed } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    host.dispose();
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(host.entries(dayActions)).toEqual([]);
  });

  it("folds a value through every active plugin in the order of the plugin list, with the owner's input", async () => {
    const host = createPluginHost([foldingPlugin('a', 'recipes'), foldingPlugin('b', 'hormones')]);
    const seen: (readonly string[])[] = [];
    host.folded$(tabs, ['diary'], { coach: false }).subscribe((value) => seen.push(value));
    await host.apply(copyMealsOff);
    expect(host.folded(tabs, ['diary'], { coach: false })).toEqual(['diary', 'recipes', 'hormones']);
    expect(host.folded(tabs, ['diary'], { coach: true })).toEqual(['diary']);
    expect(seen).toEqual([['diary'], ['diary', 'recipes', 'hormones']]);

    // Re-registered for a new context, 'a' keeps its place before 'b'.
    await host.apply(context('FF_RECIPE_INSPIRATION'));
    expect(host.folded(tabs, ['diary'], { coach: false })).toEqual(['diary', 'recipes!', 'hormones!']);
  });

  it('an explicit order comes before the plugin list', async () => {
    const host = createPluginHost([foldingPlugin('a', 'recipes'), foldingPlugin('b', 'hormones', -1)]);
    await host.apply(copyMealsOff);
    expect(host.folded(tabs, [], { coach: false })).toEqual(['hormones', 'recipes']);
  });

  it('a plugin whose code fails to load is reported and skipped; the others apply, and the next apply tries again', async () => {
    const { manifest } = copyMealsPlugin();
    const failing = vi.fn().mockRejectedValueOnce(new Error('offline'));
    const broken = definePlugin({
      id: 'broken',
      flag: 'FF_B2C_PAYWALL',
      isEnabled: () => true,
      load: async () => ({ register: (api) => api.add(planOptions, { id: 'x', value: 'X' }) }),
    });
    const flaky = { ...broken, load: () => failing().then(() => broken.load()) };
    const onError = vi.fn();
    const host = createPluginHost([flaky, manifest], undefined, { onError });
    await host.apply(copyMealsOn);
    expect(onError).toHaveBeenCalledWith('broken', expect.any(Error));
    expect(host.active()).toEqual(['copy-meals']);

    failing.mockResolvedValueOnce(undefined);
    await host.apply(copyMealsOn);
    expect(host.active()).toEqual(['broken', 'copy-meals']);
    expect(host.entries(planOptions).map((e) => e.value)).toEqual(['X']);
  });

  it("passes a plugin's commands and texts to the session's targets, and takes them back on unload", async () => {
    const added: string[] = [];
    const targets: PluginTargets = {
      addCommands: (commands) => {
        added.push(...commands.map((c) => c.type));
        return () => added.splice(0, added.length, ...added.filter((t) => !commands.some((c) => c.type === t)));
      },
      addEvents: () => () => {},
      addProjections: () => () => {},
      addTexts: (texts) => {
        added.push(`texts:${texts.namespace}`);
        return () => added.splice(added.indexOf(`texts:${texts.namespace}`), 1);
      },
    };
    const translated = definePlugin({
      id: 'translated',
      flag: 'FF_COPY_MEALS_TO_ANOTHER_DAY',
      isEnabled: (c) => c.flags.FF_COPY_MEALS_TO_ANOTHER_DAY,
      load: async () => ({
        register: (api) => {
          const texts = api.addTexts({
            namespace: 'copy',
            load: { en: async () => ({ default: {} }), nl: async () => ({ default: {} }) },
          });
          const commands = api.addCommands([{ type: 'CopyMeals' } as never]);
          return () => {
            texts();
            commands();
          };
        },
      }),
    });
    const host = createPluginHost([translated], targets);
    await host.apply(copyMealsOn);
    expect(added).toEqual(['texts:copy', 'CopyMeals']);
    await host.apply(copyMealsOff);
    expect(added).toEqual([]);
  });
});

describe('feature flags', () => {
  it('are all off when nobody turns them on', () => {
    const flags = evaluateFlags(KNOWN, []);
    expect(flags).toEqual(allOff);
    expect(Object.values(flags).every((on) => on === false)).toBe(true);
  });

  it('combine organisation and user flags: on when either turns it on', () => {
    const flags = evaluateFlags(KNOWN, ['FF_RECIPE_INSPIRATION'], ['FF_DONT_SHOW_MACROS']);
    expect(flags.FF_RECIPE_INSPIRATION).toBe(true);
    expect(flags.FF_DONT_SHOW_MACROS).toBe(true);
    expect(flags.FF_COPY_MEALS_TO_ANOTHER_DAY).toBe(false);
    expect(evaluateFlags(KNOWN, [], ['DisableProductLogging']).DisableProductLogging).toBe(true);
  });

  it('ignore names the app does not know', () => {
    const flags = evaluateFlags(KNOWN, ['FF_FROM_THE_FUTURE', 'toString', '__proto__'], ['ff_recipe_inspiration']);
    expect(flags).toEqual(allOff);
    expect(Object.keys(flags)).not.toContain('FF_FROM_THE_FUTURE');
  });

  it('are the ones the plugins declare, each once, and not the recipe-system setting', () => {
    const plugin = (id: string, flag: string | string[]) =>
      definePlugin({ id, flag, isEnabled: () => false, load: () => Promise.reject(new Error('not loaded')) });
    const manifests = [plugin('a', 'FF_A'), plugin('b', ['FF_B', 'FF_A']), plugin('c', 'recipe_system_type')];
    expect(featureFlagsOf(manifests)).toEqual(['FF_A', 'FF_B']);
  });

  it('leave a plugin off when its flag is one the context does not know', async () => {
    const load = vi.fn(() => Promise.resolve({ register: () => () => {} }));
    const host = createPluginHost([
      definePlugin({ id: 'future', flag: 'FF_FUTURE', isEnabled: (c) => c.flags.FF_FUTURE, load }),
    ]);
    await host.apply(context('FF_FUTURE'));
    expect(load).not.toHaveBeenCalled();
  });
});
