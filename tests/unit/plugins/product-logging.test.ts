import { describe, expect, it } from 'vitest';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../../src/features/diary/viewOptions';
import { diaryDayActions } from '../../../src/features/diary/slots';
import { pluginsFor } from './harness';
import { navigationOf } from './navigation';

describe('product-logging (DisableProductLogging)', () => {
  it('on: items not editable, no add button, no copy, no progress tab', async () => {
    const on = await pluginsFor(['DisableProductLogging', 'FF_COPY_MEALS_TO_ANOTHER_DAY']);
    expect(on.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined)).toEqual({
      ...BASE_DIARY_VIEW,
      itemsEditable: false,
      addButton: false,
    });
    expect(on.host.entries(diaryDayActions)).toEqual([]);
    expect(navigationOf(on).tabs).not.toContain('progress');
  });

  it('on with the female-hormones flag: the progress tab stays', async () => {
    const on = await pluginsFor(['DisableProductLogging', 'FF_FEMALE_HORMONES']);
    expect(navigationOf(on).tabs).toContain('progress');
  });

  it('with recipe inspiration: recipes first, no progress (the opinionated recipe-inspiration app)', async () => {
    const on = await pluginsFor(['DisableProductLogging', 'FF_RECIPE_INSPIRATION']);
    expect(navigationOf(on)).toMatchObject({
      tabs: ['diary', 'recipes', 'groceries', 'profile'],
      initialTab: 'recipes',
    });
  });

  it('off: the diary is editable, with its add button and progress; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined)).toEqual(BASE_DIARY_VIEW);
    expect(navigationOf(off).tabs).toContain('progress');
    expect(off.loaded('product-logging')).toBe(false);
  });
});
