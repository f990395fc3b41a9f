import { describe, expect, it } from 'vitest';
import { envelopesOf } from '../../core/testing/decider';
import { fold } from '../../core/projection';
import { DiaryItemMarked, MealPlanned, QuickAddLogged } from '../diary/events';
import { diaryProjection } from '../diary/projection';
import { MeasurementRecorded } from '../progress/events';
import { progressProjection } from '../progress/projection';
import { intakeDays, weighIns } from './estimate';

const planned = (itemId: string, date: string, kcal: number) =>
  MealPlanned.draft({
    itemId,
    date,
    mealMoment: 'DINNER',
    recipe: { kind: 'RECIPE', id: 'r1', name: { en: 'Stew', nl: 'Stoofpot' }, portions: 2, portionsMultiplier: 1 },
    nutrients: { kcal },
    plannedBy: 'AUTO_PLAN',
  });

describe('the days that count', () => {
  const diary = fold(
    diaryProjection,
    envelopesOf([
      planned('a', '2026-03-01', 600),
      planned('b', '2026-03-01', 900),
      DiaryItemMarked.draft({ itemId: 'a', status: 'EATEN' }),
      // Only planned: the day does not count, not even as zero.
      planned('c', '2026-03-02', 700),
      // A quick add counts without a tick.
      QuickAddLogged.draft({ itemId: 'q', date: '2026-03-03', mealMoment: 'SNACK', nutrients: { kcal: 250 } }),
      planned('d', '2026-03-03', 500),
      DiaryItemMarked.draft({ itemId: 'd', status: 'EATEN' }),
      // Eaten, then planned again: no longer counts.
      planned('e', '2026-03-04', 800),
      DiaryItemMarked.draft({ itemId: 'e', status: 'EATEN' }),
      DiaryItemMarked.draft({ itemId: 'e', status: 'PLANNED' }),
      QuickAddLogged.draft({ itemId: 'later', date: '2026-03-09', mealMoment: 'SNACK', nutrients: { kcal: 100 } }),
    ]),
  );

  it('sums the eaten items and quick adds of days with any, up to the day asked', () => {
    const days = intakeDays(diary, '2026-03-08').sort((x, y) => x.date.localeCompare(y.date));
    expect(days).toEqual([
      { date: '2026-03-01', kcal: 600 },
      { date: '2026-03-03', kcal: 750 },
    ]);
    expect(intakeDays(diary)).toHaveLength(3);
  });

  it('reads the weights in kg', () => {
    const progress = fold(
      progressProjection,
      envelopesOf([
        MeasurementRecorded.draft({ measurementId: 'w1', type: 'WEIGHT', date: '2026-03-01', value: 81.5 }),
      ]),
    );
    expect(weighIns(progress)).toEqual([{ date: '2026-03-01', kg: 81.5 }]);
  });
});
