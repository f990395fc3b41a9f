import { describe, expect, it } from 'vitest';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../../../src/features/diary/viewOptions';
import { pluginsFor } from './harness';
import { navigationOf } from './navigation';

describe('hide-macros (FF_DONT_SHOW_MACROS)', () => {
  it('on: no macros or targets, everything else as it was', async () => {
    const on = await pluginsFor(['FF_DONT_SHOW_MACROS']);
    expect(on.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined)).toEqual({
      ...BASE_DIARY_VIEW,
      showMacros: false,
      showTargets: false,
    });
    expect(navigationOf(on).initialTab).toBe('diary');
  });

  it('off: macros and targets; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined)).toEqual(BASE_DIARY_VIEW);
    expect(off.loaded('hide-macros')).toBe(false);
  });
});
