import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { evaluateFlags } from '../../../src/core/flags';
import { createPluginHost, definePlugin, type PluginContext } from '../../../src/core/plugins';

const context = (flags: string[]): PluginContext => ({ flags: evaluateFlags(flags), role: 'client', recipeSystem: 'COMPLEX' });

describe('plugins', () => {
  const copyMeals = () => {
    const removed = vi.fn();
    const load = vi.fn(async () => ({
      register: (api: Parameters<Awaited<ReturnType<Parameters<typeof definePlugin>[0]['load']>>['register']>[0]) => {
        const a = api.addToSlot('diary.dayActions', { id: 'copy', contribution: 'CopyButton', order: 2 });
        const b = api.addToSlot('diary.dayActions', { id: 'copy-first', contribution: 'First', order: 1 });
        return () => {
          a();
          b();
          removed();
        };
      },
    }));
    return { manifest: definePlugin({ id: 'copy-meals', isEnabled: (c) => c.flags.FF_COPY_MEALS_TO_ANOTHER_DAY, load }), load, removed };
  };

  it('never loads the code of a disabled plugin', async () => {
    const { manifest, load } = copyMeals();
    const host = createPluginHost([manifest]);
    await host.apply(context([]));
    expect(load).not.toHaveBeenCalled();
    expect(host.slotEntries('diary.dayActions')).toEqual([]);
  });

  it('an enabled plugin fills its slots, in order', async () => {
    const { manifest } = copyMeals();
    const host = createPluginHost([manifest]);
    await host.apply(context(['FF_COPY_MEALS_TO_ANOTHER_DAY']));
    const entries = await firstValueFrom(host.slot('diary.dayActions'));
    expect(entries.map((e) => e.contribution)).toEqual(['First', 'CopyButton']);
    expect(host.active()).toEqual(['copy-meals']);
  });

  it('switching the flag off unloads the plugin and empties its slots', async () => {
    const { manifest, removed, load } = copyMeals();
    const host = createPluginHost([manifest]);
    await host.apply(context(['FF_COPY_MEALS_TO_ANOTHER_DAY']));
    await host.apply(context(['FF_COPY_MEALS_TO_ANOTHER_DAY']));
    expect(load).toHaveBeenCalledTimes(1);
    await host.apply(context([]));
    expect(removed).toHaveBeenCalledTimes(1);
    expect(host.slotEntries('diary.dayActions')).toEqual([]);
    expect(host.active()).toEqual([]);
  });

  it('passes translations to the app', async () => {
    const added: unknown[] = [];
    const host = createPluginHost(
      [definePlugin({ id: 't', isEnabled: () => true, load: async () => ({ register: (api) => (api.addTranslations('nl', { copy: { title: 'Kopiëren' } }), () => {}) }) })],
      (language, resources) => added.push([language, resources]),
    );
    await host.apply(context([]));
    expect(added).toEqual([['nl', { copy: { title: 'Kopiëren' } }]]);
  });
});

describe('flags', () => {
  it('combines organisation and user flags; unknown names are ignored; absent means off', () => {
    const flags = evaluateFlags(['FF_RECIPE_INSPIRATION', 'FF_FROM_THE_FUTURE'], ['FF_DONT_SHOW_MACROS']);
    expect(flags.FF_RECIPE_INSPIRATION).toBe(true);
    expect(flags.FF_DONT_SHOW_MACROS).toBe(true);
    expect(flags.FF_COPY_MEALS_TO_ANOTHER_DAY).toBe(false);
    expect(Object.keys(flags)).not.toContain('FF_FROM_THE_FUTURE');
  });
});
