import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import {
  DayNoteSet,
  DayStarted,
  DiaryItemMarked,
  FoodAmountChanged,
  FoodLogged,
  MealPlanned,
  MealPortionsChanged,
  PlannedMealRemoved,
  QuickAddLogged,
} from './events';
import { dayOf, daysOf, diaryProjection, type DiaryState } from './projection';

const dates = fc.constantFrom('2026-05-31', '2026-06-14', '2026-06-15', '2026-06-16', '2026-07-01');
const items = fc.constantFrom('i1', 'i2', 'i3', 'i4', 'i5', 'i6');
const moments = fc.constantFrom('BREAKFAST', 'LUNCH', 'DINNER') as fc.Arbitrary<'BREAKFAST' | 'LUNCH' | 'DINNER'>;
const food = (id: string) => ({
  id,
  name: `food ${id}`,
  brand: null,
  servings: [{ id: `${id}/1`, description: '100 g', grams: 100, kcal: 50, protein: 1, carbohydrates: 2, fat: 3 }],
});
const recipe = {
  kind: 'RECIPE' as const,
  id: 'r1',
  name: { en: 'Soup', nl: 'Soep' },
  portions: 2,
  portionsMultiplier: 1,
};

/** Every kind of diary event, on a few items and days, so events meet: marks, deletes, re-logs, notes. */
const diaryEvent = fc.oneof(
  fc
    .record({ itemId: items, date: dates, mealMoment: moments, kcal: fc.integer({ min: 1, max: 900 }) })
    .map(({ itemId, date, mealMoment, kcal }) =>
      QuickAddLogged.draft({ itemId, date, mealMoment, nutrients: { kcal } }),
    ),
  fc
    .record({ itemId: items, date: dates, mealMoment: moments, foodId: fc.constantFrom('f1', 'f2') })
    .map(({ itemId, date, mealMoment, foodId }) =>
      FoodLogged.draft({
        itemId,
        date,
        mealMoment,
        food: food(foodId),
        servingId: `${foodId}/1`,
        amount: 1,
        nutrients: { kcal: 50 },
      }),
    ),
  fc
    .record({ itemId: items, date: dates, mealMoment: moments })
    .map(({ itemId, date, mealMoment }) =>
      MealPlanned.draft({ itemId, date, mealMoment, recipe, nutrients: { kcal: 400 }, plannedBy: 'PERSON' }),
    ),
  fc
    .record({ itemId: items, amount: fc.integer({ min: 1, max: 5 }) })
    .map(({ itemId, amount }) =>
      FoodAmountChanged.draft({ itemId, servingId: 'f1/1', amount, nutrients: { kcal: 50 * amount } }),
    ),
  fc
    .record({ itemId: items, portions: fc.integer({ min: 1, max: 4 }) })
    .map(({ itemId, portions }) =>
      MealPortionsChanged.draft({ itemId, portionsMultiplier: portions, nutrients: { kcal: 200 * portions } }),
    ),
  fc
    .record({ itemId: items, eaten: fc.boolean() })
    .map(({ itemId, eaten }) => DiaryItemMarked.draft({ itemId, status: eaten ? 'EATEN' : 'PLANNED' })),
  items.map((itemId) => PlannedMealRemoved.draft({ itemId })),
  fc.record({ date: dates, note: fc.constantFrom('a', 'b') }).map((payload) => DayNoteSet.draft(payload)),
  dates.map((date) => DayStarted.draft({ date })),
);
const history = fc.array(diaryEvent, { maxLength: 60 });

/** Where a history is cut into pages (as pulls and boots fold it). */
const cuts = fc.array(fc.nat({ max: 60 }), { maxLength: 6 });
const pagesOf = <T>(all: readonly T[], at: readonly number[]): T[][] => {
  const points = [...new Set([0, ...at.filter((n) => n < all.length), all.length])].sort((a, b) => a - b);
  return points.slice(1).map((end, i) => all.slice(points[i], end));
};

const oneByOne = (events: ReturnType<typeof envelopesOf>, from: DiaryState = diaryProjection.initialState) =>
  events.reduce((state, event) => diaryProjection.evolve(state, event), from);

describe('diary fold (properties)', () => {
  it('(property) a rebuild in one page equals folding the events one by one, and in any pages', () => {
    fc.assert(
      fc.property(history, cuts, (drafts, at) => {
        const events = envelopesOf(drafts);
        const rebuilt = fold(diaryProjection, events);
        expect(rebuilt).toEqual(oneByOne(events));
        const paged = pagesOf(events, at).reduce(
          (state, page) => fold(diaryProjection, page, state),
          diaryProjection.initialState,
        );
        expect(paged).toEqual(rebuilt);
        // A boot's fold: page after page into one state, taken at the end.
        const folding = diaryProjection.folder!(diaryProjection.initialState);
        for (const page of pagesOf(events, at)) folding.add(page);
        expect(folding.state()).toEqual(rebuilt);
      }),
    );
  });

  it('(property) files every day under its month and its date, with no month empty', () => {
    fc.assert(
      fc.property(history, cuts, (drafts, at) => {
        const folding = diaryProjection.folder!(diaryProjection.initialState);
        for (const page of pagesOf(envelopesOf(drafts), at)) folding.add(page);
        for (const state of [folding.state(), oneByOne(envelopesOf(drafts))])
          for (const [month, days] of Object.entries(state.months)) {
            expect(Object.keys(days).length).toBeGreaterThan(0);
            for (const [date, day] of Object.entries(days)) {
              expect(day.date).toBe(date);
              expect(date.slice(0, 7)).toBe(month);
            }
          }
      }),
    );
  });

  it('(property) never changes the state it folds from', () => {
    fc.assert(
      fc.property(history, history, (before, after) => {
        const earlier = fold(diaryProjection, envelopesOf(before));
        const copy = structuredClone(earlier);
        fold(diaryProjection, envelopesOf(after), earlier);
        oneByOne(envelopesOf(after), earlier);
        const folding = diaryProjection.folder!(earlier);
        folding.add(envelopesOf(after));
        folding.add(envelopesOf(before));
        folding.state();
        expect(earlier).toEqual(copy);
      }),
    );
  });

  it('(property) keeps the identity of every day and item the events leave alone, and of a state they do not change', () => {
    fc.assert(
      fc.property(history, history, (before, after) => {
        const earlier = fold(diaryProjection, envelopesOf(before));
        const later = fold(diaryProjection, envelopesOf(after), earlier);
        const named = new Set(
          after.flatMap((e) => ('itemId' in (e.payload as object) ? [(e.payload as { itemId: string }).itemId] : [])),
        );
        const touched = new Set(
          after.flatMap((e) => ('date' in (e.payload as object) ? [(e.payload as { date: string }).date] : [])),
        );
        for (const id of named) for (const s of [earlier, later]) if (s.itemDays[id]) touched.add(s.itemDays[id]);
        for (const day of daysOf(earlier)) if (!touched.has(day.date)) expect(dayOf(later, day.date)).toBe(day);
        // A month none of whose days the events touched is shared whole.
        const touchedMonths = new Set([...touched].map((date) => date.slice(0, 7)));
        for (const [month, days] of Object.entries(earlier.months))
          if (!touchedMonths.has(month)) expect(later.months[month]).toBe(days);
        for (const day of daysOf(later))
          for (const item of day.items) {
            const was = earlier.itemDays[item.id]
              ? dayOf(earlier, earlier.itemDays[item.id]!)!.items.find((i) => i.id === item.id)
              : undefined;
            if (was && !named.has(item.id)) expect(item).toBe(was);
          }
        expect(fold(diaryProjection, [], later)).toBe(later);
      }),
    );
  });

  it('marks an item eaten in a new item and day, leaving the other items and days as they were', () => {
    const [logged, other, elsewhere] = envelopesOf([
      QuickAddLogged.draft({ itemId: 'a', date: '2026-06-15', mealMoment: 'LUNCH', nutrients: { kcal: 300 } }),
      QuickAddLogged.draft({ itemId: 'b', date: '2026-06-15', mealMoment: 'LUNCH', nutrients: { kcal: 200 } }),
      QuickAddLogged.draft({ itemId: 'c', date: '2026-06-16', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }),
    ]);
    const state = fold(diaryProjection, [logged!, other!, elsewhere!]);
    const [mark] = envelopesOf([DiaryItemMarked.draft({ itemId: 'a', status: 'EATEN' })]);
    const marked = diaryProjection.evolve(state, mark!);
    expect(dayOf(marked, '2026-06-15')!.items.map((i) => i.status)).toEqual(['EATEN', 'PLANNED']);
    expect(dayOf(state, '2026-06-15')!.items[0]!.status).toBe('PLANNED');
    expect(dayOf(marked, '2026-06-15')!.items[1]).toBe(dayOf(state, '2026-06-15')!.items[1]);
    expect(dayOf(marked, '2026-06-16')).toBe(dayOf(state, '2026-06-16'));
    expect(marked.itemDays).toBe(state.itemDays);
    // Marking it eaten again changes nothing.
    expect(diaryProjection.evolve(marked, mark!)).toBe(marked);
  });
});
