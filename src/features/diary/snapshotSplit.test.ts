import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import { DayNoteSet, DayStarted, DiaryItemMarked, PlannedMealRemoved, QuickAddLogged } from './events';
import { dayOf, daysOf, diaryProjection, type DiaryState } from './projection';
import { diarySnapshotSplit, FIRST_PART_DAYS } from './snapshotSplit';

const day = (offset: number) => new Date(Date.UTC(2026, 5, 15) + offset * 86_400_000).toISOString().slice(0, 10);
const dates = fc.integer({ min: -120, max: 120 }).map(day);
const items = fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5', 'i6');

/** Diary events over eight months, items logged, marked, removed and logged again, notes and started days. */
const diaryEvents = fc.array(
  fc.oneof(
    fc
      .record({ itemId: items, date: dates, kcal: fc.integer({ min: 0, max: 900 }) })
      .map(({ itemId, date, kcal }) =>
        QuickAddLogged.draft({ itemId, date, mealMoment: 'LUNCH', nutrients: { kcal } }),
      ),
    fc
      .record({ itemId: items, eaten: fc.boolean() })
      .map(({ itemId, eaten }) => DiaryItemMarked.draft({ itemId, status: eaten ? 'EATEN' : 'PLANNED' })),
    items.map((itemId) => PlannedMealRemoved.draft({ itemId })),
    dates.map((date) => DayNoteSet.draft({ date, note: `note of ${date}` })),
    dates.map((date) => DayStarted.draft({ date })),
  ),
  { maxLength: 40 },
);

const foldDiary = (drafts: Parameters<typeof envelopesOf>[0], from?: DiaryState) =>
  fold(diaryProjection, envelopesOf(drafts), from);

describe('diary: the snapshot in two parts (properties)', () => {
  it('(property) the first part holds the days around today, and joined with the rest it is the whole fold', () => {
    fc.assert(
      fc.property(diaryEvents, dates, (drafts, today) => {
        const state = foldDiary(drafts);
        const { first, rest } = diarySnapshotSplit.split(state, today);
        expect(diarySnapshotSplit.join(first, rest)).toEqual(state);
        const near = (date: string) =>
          Math.abs(Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) <= FIRST_PART_DAYS * 86_400_000;
        for (const { date } of daysOf(first)) expect(near(date)).toBe(true);
        for (const { date } of daysOf(rest)) expect(near(date)).toBe(false);
        // Today's diary reads the same from the first part as from the whole.
        expect(dayOf(first, today)).toEqual(dayOf(state, today));
        for (const item of dayOf(first, today)?.items ?? []) expect(first.itemDays[item.id]).toBe(today);
      }),
    );
  });

  it('(property) the rest counts as unchanged exactly when the events after it touched no day outside the first part', () => {
    fc.assert(
      fc.property(diaryEvents, diaryEvents, dates, (before, after, today) => {
        const earlier = foldDiary(before);
        const later = foldDiary(after, earlier);
        const same = diarySnapshotSplit.sameRest(
          diarySnapshotSplit.split(earlier, today).rest,
          diarySnapshotSplit.split(later, today).rest,
        );
        const restOf = (state: DiaryState) => diarySnapshotSplit.split(state, today).rest;
        // Never 'same' when the rests differ: a rest on disk is never kept when it no longer holds.
        if (same) expect(restOf(later)).toEqual(restOf(earlier));
        // An unchanged fold shares every day, so an untouched rest is found the same.
        expect(diarySnapshotSplit.sameRest(restOf(earlier), restOf(foldDiary([], earlier)))).toBe(true);
      }),
    );
  });

  it('a mark on today leaves the rest the same; a note on a day a year ago does not', () => {
    const today = day(0);
    const state = foldDiary([
      QuickAddLogged.draft({ itemId: 't', date: today, mealMoment: 'LUNCH', nutrients: { kcal: 300 } }),
      DayNoteSet.draft({ date: day(-365), note: 'a year ago' }),
    ]);
    const rest = diarySnapshotSplit.split(state, today).rest;
    const marked = foldDiary([DiaryItemMarked.draft({ itemId: 't', status: 'EATEN' })], state);
    expect(diarySnapshotSplit.sameRest(rest, diarySnapshotSplit.split(marked, today).rest)).toBe(true);
    const noted = foldDiary([DayNoteSet.draft({ date: day(-365), note: 'changed' })], state);
    expect(diarySnapshotSplit.sameRest(rest, diarySnapshotSplit.split(noted, today).rest)).toBe(false);
  });
});
