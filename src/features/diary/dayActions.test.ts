import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../core/events';
import { fold } from '../../core/projection';
import { given } from '../../core/testing/decider';
import { deleteItem, markItem, setDayNote } from './commands';
import { DayNoteSet, DiaryItemMarked, PlannedMealRemoved, QuickAddLogged } from './events';
import { diaryProjection, findItem } from './projection';

const lunch = QuickAddLogged.draft({
  itemId: 'soup',
  date: '2026-11-23',
  mealMoment: 'LUNCH',
  nutrients: { kcal: 320 },
});

describe('MarkDiaryItem (the check circle)', () => {
  it('marks a planned item eaten', () => {
    given(lunch)
      .when(markItem, { itemId: 'soup', status: 'EATEN' })
      .then([DiaryItemMarked.draft({ itemId: 'soup', status: 'EATEN' })]);
  });

  it('marks an eaten item planned again', () => {
    given(lunch, DiaryItemMarked.draft({ itemId: 'soup', status: 'EATEN' }))
      .when(markItem, { itemId: 'soup', status: 'PLANNED' })
      .then([DiaryItemMarked.draft({ itemId: 'soup', status: 'PLANNED' })]);
  });

  it('records nothing when the item already has that status (a double tap)', () => {
    given(lunch, DiaryItemMarked.draft({ itemId: 'soup', status: 'EATEN' }))
      .when(markItem, { itemId: 'soup', status: 'EATEN' })
      .thenNothingHappens();
  });

  it('refuses an item that is not in the diary, or was deleted', () => {
    given().when(markItem, { itemId: 'soup', status: 'EATEN' }).thenRejects('item_not_found');
    given(lunch, PlannedMealRemoved.draft({ itemId: 'soup' }))
      .when(markItem, { itemId: 'soup', status: 'EATEN' })
      .thenRejects('item_not_found');
  });

  it('refuses a status that is not one', () => {
    given(lunch).when(markItem, { itemId: 'soup', status: 'SKIPPED' }).thenInvalid('status');
  });
});

describe('DeleteDiaryItem', () => {
  it('takes the item out of the day', () => {
    given(lunch)
      .when(deleteItem, { itemId: 'soup' })
      .then([PlannedMealRemoved.draft({ itemId: 'soup' })]);
  });

  it('refuses an item that is already gone', () => {
    given(lunch, PlannedMealRemoved.draft({ itemId: 'soup' }))
      .when(deleteItem, { itemId: 'soup' })
      .thenRejects('item_not_found');
  });
});

describe('SetDayNote', () => {
  it('saves the trimmed note of the day', () => {
    given()
      .when(setDayNote, { date: '2026-11-23', note: '  Slept badly, ate late.  ' })
      .then([DayNoteSet.draft({ date: '2026-11-23', note: 'Slept badly, ate late.' })]);
  });

  it("says in the person's words why pasted characters cannot be saved", () => {
    const result = setDayNote.schema.safeParse({ date: '2026-11-23', note: 'a\u0000b' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['common:text.invalid']);
  });

  it('records nothing when the note is unchanged', () => {
    given(DayNoteSet.draft({ date: '2026-11-23', note: 'Same' }))
      .when(setDayNote, { date: '2026-11-23', note: 'Same ' })
      .thenNothingHappens();
  });

  it.each([
    ['an empty note', { date: '2026-11-23', note: '' }, 'note'],
    ['only spaces', { date: '2026-11-23', note: '   ' }, 'note'],
    ['no note at all', { date: '2026-11-23' }, 'note'],
    ['a note of over 2,000 characters', { date: '2026-11-23', note: 'x'.repeat(2_001) }, 'note'],
    ['a date that is not one', { date: '23-11-2026', note: 'ok' }, 'date'],
    ['a note with U+0000 (pasted)', { date: '2026-11-23', note: 'Slept\u0000 badly' }, 'note'],
    ['a note with half an emoji (a lone surrogate)', { date: '2026-11-23', note: 'Ate \ud83c late' }, 'note'],
  ])('refuses %s', (_name, payload, path) => {
    given().when(setDayNote, payload).thenInvalid(path);
  });
});

describe('two devices: one marks eaten, the other deletes', () => {
  const at = (n: number, draft: { type: string; payload: unknown }): EventEnvelope =>
    ({
      id: `01936a4e-0000-7000-8000-${String(n).padStart(12, '0')}`,
      stream: 'user:u',
      type: draft.type,
      v: 1,
      payload: draft.payload,
      actor: 'u',
      at: '2026-11-23T12:00:00.000Z',
      seq: n,
    }) as EventEnvelope;

  it('ends with the item deleted in whichever order the server stored the two', () => {
    const mark = DiaryItemMarked.draft({ itemId: 'soup', status: 'EATEN' });
    const remove = PlannedMealRemoved.draft({ itemId: 'soup' });
    for (const order of [
      [mark, remove],
      [remove, mark],
    ]) {
      const state = fold(
        diaryProjection,
        [lunch, ...order].map((e, i) => at(i + 1, e)),
      );
      expect(findItem(state, 'soup')).toBeUndefined();
    }
  });

  it('any order of marks and deletes on any items folds to: deleted items gone, others with their last mark', () => {
    const items = ['a', 'b', 'c'];
    const action = fc.record({ item: fc.constantFrom(...items), kind: fc.constantFrom('EATEN', 'PLANNED', 'DELETE') });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const logged = items.map((id) =>
          QuickAddLogged.draft({ itemId: id, date: '2026-11-23', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }),
        );
        const events = actions.map((a) =>
          a.kind === 'DELETE'
            ? PlannedMealRemoved.draft({ itemId: a.item })
            : DiaryItemMarked.draft({ itemId: a.item, status: a.kind as 'EATEN' | 'PLANNED' }),
        );
        const state = fold(
          diaryProjection,
          [...logged, ...events].map((e, i) => at(i + 1, e)),
        );
        for (const id of items) {
          const mine = actions.filter((a) => a.item === id);
          if (mine.some((a) => a.kind === 'DELETE')) expect(findItem(state, id)).toBeUndefined();
          else expect(findItem(state, id)?.status).toBe(mine.at(-1)?.kind ?? 'PLANNED');
        }
      }),
    );
  });
});
