import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { given } from '../../core/testing/decider';
import { fold } from '../../core/projection';
import { logQuickAdd } from './commands';
import { QuickAddLogged } from './events';
import { MEAL_MOMENTS } from './mealMoments';
import { dayOf, diaryProjection, totalsOf } from './projection';

const commandId = '01936a4e-0000-7000-8000-00000000abcd';

describe('LogQuickAdd', () => {
  it('logs the calories and macros into the chosen meal slot of the day', () => {
    given()
      .when(
        logQuickAdd,
        { date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 420, protein: 30 } },
        { commandId },
      )
      .then([
        QuickAddLogged.draft({
          itemId: commandId,
          date: '2026-11-22',
          mealMoment: 'LUNCH',
          nutrients: { kcal: 420, protein: 30 },
        }),
      ]);
  });

  it('adds to a day that already has items', () => {
    given(QuickAddLogged.draft({ itemId: 'a', date: '2026-11-22', mealMoment: 'BREAKFAST', nutrients: { kcal: 300 } }))
      .when(
        logQuickAdd,
        { date: '2026-11-22', mealMoment: 'BREAKFAST', nutrients: { kcal: 120, fat: 0 } },
        { commandId },
      )
      .then([
        QuickAddLogged.draft({
          itemId: commandId,
          date: '2026-11-22',
          mealMoment: 'BREAKFAST',
          nutrients: { kcal: 120, fat: 0 },
        }),
      ]);
  });

  it.each([
    ['no calories', { date: '2026-11-22', mealMoment: 'LUNCH', nutrients: {} }, 'nutrients.kcal'],
    ['zero calories', { date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 0 } }, 'nutrients.kcal'],
    [
      'negative protein',
      { date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100, protein: -1 } },
      'nutrients.protein',
    ],
    ['an absurd amount', { date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100_000 } }, 'nutrients.kcal'],
    ['an unknown meal slot', { date: '2026-11-22', mealMoment: 'BRUNCH', nutrients: { kcal: 100 } }, 'mealMoment'],
    ['a date that is not one', { date: '2026-13-40', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }, 'date'],
  ])('refuses %s', (_name, payload, path) => {
    given().when(logQuickAdd, payload).thenInvalid(path);
  });
});

describe('diary projection', () => {
  const envelope = (n: number, payload: ReturnType<typeof QuickAddLogged.draft>['payload']) => ({
    id: `01936a4e-0000-7000-8000-${String(n).padStart(12, '0')}`,
    stream: 'user:u',
    type: QuickAddLogged.type,
    v: 1,
    payload,
    actor: 'user:u',
    device: 'd',
    deviceSeq: n,
    at: '2026-11-22T08:00:00.000Z',
  });

  it('folds quick adds into their day and slot, and totals them', () => {
    const state = fold(diaryProjection, [
      envelope(1, {
        itemId: 'a',
        date: '2026-11-22',
        mealMoment: 'BREAKFAST',
        nutrients: { kcal: 350, protein: 20, fat: 10.5 },
      }),
      envelope(2, {
        itemId: 'b',
        date: '2026-11-22',
        mealMoment: 'DINNER',
        nutrients: { kcal: 600, carbohydrates: 70 },
      }),
      envelope(3, { itemId: 'c', date: '2026-11-23', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }),
    ]);
    expect(totalsOf(dayOf(state, '2026-11-22')!.items)).toEqual({
      kcal: 950,
      protein: 20,
      fat: 10.5,
      carbohydrates: 70,
    });
    expect(dayOf(state, '2026-11-23')!.items.map((i) => i.id)).toEqual(['c']);
  });

  it('ignores an event it has already folded (a re-delivered event)', () => {
    const event = envelope(1, { itemId: 'a', date: '2026-11-22', mealMoment: 'BREAKFAST', nutrients: { kcal: 350 } });
    expect(fold(diaryProjection, [event, event])).toEqual(fold(diaryProjection, [event]));
  });

  it('a day total is the sum of its items, whatever their order (property)', () => {
    const item = fc.record({
      mealMoment: fc.constantFrom(...MEAL_MOMENTS),
      kcal: fc.integer({ min: 1, max: 10_000 }),
      protein: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (items) => {
        const events = items.map((it, i) =>
          envelope(i + 1, {
            itemId: `i${i}`,
            date: '2026-11-22',
            mealMoment: it.mealMoment,
            nutrients: { kcal: it.kcal, ...(it.protein === undefined ? {} : { protein: it.protein }) },
          }),
        );
        const forward = totalsOf(dayOf(fold(diaryProjection, events), '2026-11-22')?.items ?? []);
        const backward = totalsOf(dayOf(fold(diaryProjection, [...events].reverse()), '2026-11-22')?.items ?? []);
        expect(forward.kcal).toBe(items.reduce((s, it) => s + it.kcal, 0));
        expect(backward).toEqual(forward);
      }),
    );
  });
});
