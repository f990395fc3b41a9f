import { describe, expect, it } from 'vitest';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../../src/features/diary/viewOptions';
import { pluginsFor } from './harness';
import { navigationInput, navigationOf } from './navigation';

describe('recipe-inspiration (FF_RECIPE_INSPIRATION)', () => {
  it('on: the recipes tab, first; no macros or targets in the diary', async () => {
    const on = await pluginsFor(['FF_RECIPE_INSPIRATION']);
    expect(navigationOf(on)).toEqual({
      tabs: ['diary', 'recipes', 'progress', 'groceries', 'profile'],
      initialTab: 'recipes',
      blocked: false,
    });
    expect(on.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined)).toMatchObject({
      showMacros: false,
      showTargets: false,
      itemsEditable: true,
    });
  });

  it('on: a coach in coach mode and a blocked account keep their tabs and first tab', async () => {
    const on = await pluginsFor(['FF_RECIPE_INSPIRATION']);
    expect(navigationOf(on, navigationInput({ isCoach: true }, { mode: 'coach' }))).toMatchObject({
      tabs: ['profile', 'clients', 'account'],
      initialTab: 'clients',
    });
    expect(navigationOf(on, navigationInput({ billingIssue: 'accountDisabled' }))).toMatchObject({
      tabs: ['profile', 'billing'],
      initialTab: 'billing',
    });
  });

  it('on, in a simple-recipe organisation: the navigation is the simple recipes’ own', async () => {
    const on = await pluginsFor(['FF_RECIPE_INSPIRATION'], { recipeSystem: 'SIMPLE' });
    const without = await pluginsFor([], { recipeSystem: 'SIMPLE' });
    const input = navigationInput({}, { simple: true });
    expect(navigationOf(on, input)).toEqual(navigationOf(without, input));
  });

  it('off: no recipes tab, the diary first, macros shown; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(navigationOf(off)).toEqual({
      tabs: ['diary', 'progress', 'groceries', 'profile'],
      initialTab: 'diary',
      blocked: false,
    });
    expect(off.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined).showMacros).toBe(true);
    expect(off.loaded('recipe-inspiration')).toBe(false);
  });
});
