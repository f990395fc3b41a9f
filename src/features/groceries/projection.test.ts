import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../core/events';
import { fold } from '../../core/projection';
import { envelopesOf } from '../../core/testing/decider';
import {
  GroceryItemAdded,
  GroceryItemChecked,
  GroceryItemRemoved,
  GroceryListCreated,
  GroceryListDeleted,
  type GroceryListItem,
} from './events';
import { groceriesProjection, newestList } from './projection';

const item = (itemId: string): GroceryListItem => ({
  itemId,
  name: { en: itemId, nl: itemId },
  category: 'PRODUCE',
  amount: 1,
  unit: 'piece',
  meals: [],
});
const created = (listId: string) =>
  GroceryListCreated.draft({
    listId,
    kind: 'REGULAR',
    startDate: '2026-11-24',
    endDate: '2026-11-30',
    items: ['a', 'b', 'c'].map(item),
  });
const stateOf = (drafts: readonly EventDraft[]) => fold(groceriesProjection, envelopesOf(drafts));

describe('the grocery lists', () => {
  it('show the newest list not deleted', () => {
    const state = stateOf([created('one'), created('two'), GroceryListDeleted.draft({ listId: 'two' })]);
    expect(newestList(state)?.listId).toBe('one');
    expect(newestList(stateOf([]))).toBeUndefined();
  });

  it('say how many planned recipes a list lacks, none when its event does not say', () => {
    const lacking = GroceryListCreated.draft({ ...created('two').payload, listId: 'two', missingRecipes: 3 });
    const state = stateOf([created('one'), lacking]);
    expect(state.lists.map((list) => list.missingRecipes)).toEqual([0, 3]);
  });

  it('keep the items made, then those the person added, in that order', () => {
    const state = stateOf([
      created('one'),
      GroceryItemAdded.draft({ listId: 'one', itemId: 'own:1', name: 'kitchen roll', category: 'OTHER' }),
      GroceryItemRemoved.draft({ listId: 'one', itemId: 'b' }),
    ]);
    expect(newestList(state)?.items.map((i) => [i.itemId, i.own])).toEqual([
      ['a', false],
      ['c', false],
      ['own:1', true],
    ]);
  });

  it('ignore a change to a list that is gone, and a list made twice (a replayed event)', () => {
    const state = stateOf([
      created('one'),
      GroceryItemChecked.draft({ listId: 'one', itemId: 'a', checked: true }),
      created('one'),
      GroceryItemChecked.draft({ listId: 'gone', itemId: 'a', checked: true }),
    ]);
    expect(state.lists).toHaveLength(1);
    expect(state.lists[0]!.items[0]!.checked).toBe(true);
  });

  // Two devices tick offline; the server orders their events into one stream, which every device
  // folds: each item ends as the last tick in that stream says, whoever made it.
  const tick = fc.record({ itemId: fc.constantFrom('a', 'b', 'c', 'x'), checked: fc.boolean() });
  it('end, for every item, as the last tick of the stream says (property)', () => {
    fc.assert(
      fc.property(fc.array(tick, { maxLength: 40 }), (ticks) => {
        const state = stateOf([created('one'), ...ticks.map((t) => GroceryItemChecked.draft({ listId: 'one', ...t }))]);
        for (const shown of newestList(state)!.items) {
          const last = ticks.filter((t) => t.itemId === shown.itemId).at(-1);
          expect(shown.checked).toBe(last?.checked ?? false);
        }
      }),
    );
  });

  it('are the same folded at once or from a kept state, at any cut (property)', () => {
    const change = fc.oneof(
      tick.map((t) => GroceryItemChecked.draft({ listId: 'one', ...t })),
      fc.constantFrom('a', 'b', 'x').map((itemId) => GroceryItemRemoved.draft({ listId: 'one', itemId })),
      fc
        .nat(9)
        .map((n) =>
          GroceryItemAdded.draft({ listId: 'one', itemId: `own:${n}`, name: `thing ${n}`, category: 'OTHER' }),
        ),
      fc.constant(GroceryListDeleted.draft({ listId: 'one' })),
      fc.constant(created('one')),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), fc.nat(30), (changes, at) => {
        const all = envelopesOf([created('one'), ...changes]);
        const cut = Math.min(at, all.length);
        const kept = fold(groceriesProjection, all.slice(0, cut));
        expect(fold(groceriesProjection, all.slice(cut), kept)).toEqual(fold(groceriesProjection, all));
      }),
    );
  });
});
