import { describe, expect, it } from 'vitest';
import { diaryDayActions, diarySlotActions } from '../../../src/features/diary/slots';
import { pluginsFor } from './harness';

describe('copy-meals (FF_COPY_MEALS_TO_ANOTHER_DAY)', () => {
  it("on: 'Copy day' and 'Copy meal' in the diary, and the CopyMeals command", async () => {
    const on = await pluginsFor(['FF_COPY_MEALS_TO_ANOTHER_DAY']);
    expect(on.host.entries(diaryDayActions).map((e) => e.id)).toEqual(['copy-day']);
    expect(on.host.entries(diarySlotActions).map((e) => e.id)).toEqual(['copy-meal']);
    expect(on.commands()).toEqual(['CopyMeals']);
  });

  it('off: no copy actions, no command, and its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.entries(diaryDayActions)).toEqual([]);
    expect(off.host.entries(diarySlotActions)).toEqual([]);
    expect(off.commands()).toEqual([]);
    expect(off.loaded('copy-meals')).toBe(false);
  });

  it('off under DisableProductLogging, even with its flag: that diary is not edited', async () => {
    const readOnly = await pluginsFor(['FF_COPY_MEALS_TO_ANOTHER_DAY', 'DisableProductLogging']);
    expect(readOnly.host.entries(diaryDayActions)).toEqual([]);
    expect(readOnly.commands()).toEqual([]);
    expect(readOnly.loaded('copy-meals')).toBe(false);
  });

  it('switched off live: the actions and the command go', async () => {
    const applied = await pluginsFor(['FF_COPY_MEALS_TO_ANOTHER_DAY']);
    await applied.reapply([]);
    expect(applied.host.entries(diaryDayActions)).toEqual([]);
    expect(applied.commands()).toEqual([]);
  });
});
