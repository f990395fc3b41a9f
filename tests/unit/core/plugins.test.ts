import { describe, expect, it, vi } from 'vitest';
import { evaluateFlags, featureFlagDefaults } from '../../../src/core/flags';
import { createPluginHost, definePlugin, type PluginContext, type PluginModule, type SlotEntry } from '../../../src/core/plugins';

const context = (...flags: string[]): PluginContext => ({ flags: evaluateFlags(flags), role: 'client', recipeSystem: 'COMPLEX' });
const copyMealsOn = context('FF_COPY_MEALS_TO_ANOTHER_DAY');
const copyMealsOff = context();

/** A plugin that puts two buttons in the diary's day actions, registered out of order. */
function copyMealsPlugin(loadDelayMs = 0) {
  const disposed = vi.fn();
  const module: PluginModule = {
    register(api) {
      const second = api.addToSlot('diary.dayActions', { id: 'copy', contribution: 'CopyButton', order: 2 });
      const first = api.addToSlot('diary.dayActions', { id: 'copy-first', contribution: 'FirstButton', order: 1 });
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
  return { manifest: definePlugin({ id: 'copy-meals', isEnabled: (c) => c.flags.FF_COPY_MEALS_TO_ANOTHER_DAY, load }), load, disposed };
}

describe('plugin host', () => {
  it('never loads the code of a disabled plugin, and its slot stays empty', async () => {
    const { manifest, load } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOff);
    expect(load).not.toHaveBeenCalled();
    expect(host.slotEntries('diary.dayActions')).toEqual([]);
    expect(host.active()).toEqual([]);
  });

  it('an enabled plugin fills its slot, in order, and subscribers see it', async () => {
    const { manifest } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    const emitted: (readonly SlotEntry<string>[])[] = [];
    host.slot<string>('diary.dayActions').subscribe((entries) => emitted.push(entries));

    await host.apply(copyMealsOn);

    expect(emitted.at(-1)!.map((e) => e.contribution)).toEqual(['FirstButton', 'CopyButton']);
    expect(emitted.at(-1)!.every((e) => e.plugin === 'copy-meals')).toBe(true);
    expect(emitted[0]).toEqual([]);
    expect(host.active()).toEqual(['copy-meals']);
    expect(host.slotEntries('plan.options')).toEqual([]);
  });

  it('applying the same context again does not load the plugin twice', async () => {
    const { manifest, load } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    await host.apply(copyMealsOn);
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.slotEntries('diary.dayActions')).toHaveLength(2);
  });

  it('a context where the plugin is disabled calls its disposer and empties the slot', async () => {
    const { manifest, disposed } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    await host.apply(copyMealsOff);
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(host.slotEntries('diary.dayActions')).toEqual([]);
    expect(host.active()).toEqual([]);
  });

  it('overlapping apply() calls end in the state of the last one, loading nothing twice', async () => {
    const { manifest, load } = copyMealsPlugin(10);
    const host = createPluginHost([manifest]);
    await Promise.all([host.apply(copyMealsOn), host.apply(copyMealsOn)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.slotEntries('diary.dayActions')).toHaveLength(2);

    await host.apply(copyMealsOff);
    await Promise.all([host.apply(copyMealsOn), host.apply(copyMealsOff)]);
    expect(host.active()).toEqual([]);
    expect(host.slotEntries('diary.dayActions')).toEqual([]);
  });

  it('dispose() removes everything every plugin added', async () => {
    const { manifest, disposed } = copyMealsPlugin();
    const host = createPluginHost([manifest]);
    await host.apply(copyMealsOn);
    host.dispose();
    expect(disposed).toHaveBeenCalledTimes(1);
    expect(host.slotEntries('diary.dayActions')).toEqual([]);
  });

  it('passes a plugin\'s translations to the app', async () => {
    const added: unknown[] = [];
    const translated = definePlugin({
      id: 'translated',
      isEnabled: () => true,
      load: async () => ({
        register: (api) => {
          api.addTranslations('nl', { copy: { title: 'Kopiëren' } });
          return () => {};
        },
      }),
    });
    const host = createPluginHost([translated], (language, resources) => added.push([language, resources]));
    await host.apply(copyMealsOff);
    expect(added).toEqual([['nl', { copy: { title: 'Kopiëren' } }]]);
  });
});

describe('feature flags', () => {
  it('are all off when nobody turns them on', () => {
    const flags = evaluateFlags([]);
    expect(flags).toEqual(featureFlagDefaults);
    expect(Object.values(flags).every((on) => on === false)).toBe(true);
  });

  it('combine organisation and user flags: on when either turns it on', () => {
    const flags = evaluateFlags(['FF_RECIPE_INSPIRATION'], ['FF_DONT_SHOW_MACROS']);
    expect(flags.FF_RECIPE_INSPIRATION).toBe(true);
    expect(flags.FF_DONT_SHOW_MACROS).toBe(true);
    expect(flags.FF_COPY_MEALS_TO_ANOTHER_DAY).toBe(false);
    expect(evaluateFlags([], ['DisableProductLogging']).DisableProductLogging).toBe(true);
  });

  it('ignore names the app does not know', () => {
    const flags = evaluateFlags(['FF_FROM_THE_FUTURE', 'toString', '__proto__'], ['ff_recipe_inspiration']);
    expect(flags).toEqual(featureFlagDefaults);
    expect(Object.keys(flags)).not.toContain('FF_FROM_THE_FUTURE');
  });
});
