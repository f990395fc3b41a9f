import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import { DiaryItemMarked, MealPlanned, QuickAddLogged } from '../diary/events';
import { diaryProjection } from '../diary/projection';
import { planningProfileProjection } from '../profile/planningProfile';
import { onboardedEvents } from './onboardedFixture';
import { replanDays, runsOf } from './replan';

const planned = (itemId: string, date: string, kcal: number) =>
  MealPlanned.draft({
    itemId,
    date,
    mealMoment: 'DINNER',
    recipe: { kind: 'RECIPE', id: 'r', name: { en: 'R', nl: 'R' }, portions: 2, portionsMultiplier: 1 },
    nutrients: { kcal },
    plannedBy: 'AUTO_PLAN',
  });
const plan = fold(planningProfileProjection, envelopesOf(onboardedEvents()));

describe('the days a re-plan changes', () => {
  it('are the coming week’s days with planned, not eaten, recipes, with what they bring and their target', () => {
    const diary = fold(
      diaryProjection,
      envelopesOf([
        planned('today', '2026-11-22', 500), // today is not re-planned
        planned('a', '2026-11-23', 600),
        planned('b', '2026-11-23', 700),
        planned('eaten', '2026-11-24', 800),
        DiaryItemMarked.draft({ itemId: 'eaten', status: 'EATEN' }),
        QuickAddLogged.draft({ itemId: 'q', date: '2026-11-25', mealMoment: 'SNACK', nutrients: { kcal: 200 } }),
        planned('c', '2026-11-29', 900),
        planned('far', '2026-11-30', 900), // beyond the week
      ]),
    );
    expect(replanDays(diary, plan, '2026-11-22')).toEqual([
      { date: '2026-11-23', plannedKcal: 1300, targetKcal: 1394 },
      { date: '2026-11-29', plannedKcal: 900, targetKcal: 1394 },
    ]);
  });

  it('go to the planner as runs of consecutive days', () => {
    expect(runsOf(['2026-11-25', '2026-11-23', '2026-11-24', '2026-11-29', '2026-12-01', '2026-11-30'])).toEqual([
      { start: '2026-11-23', days: 3 },
      { start: '2026-11-29', days: 3 },
    ]);
    expect(runsOf([])).toEqual([]);
  });
});
