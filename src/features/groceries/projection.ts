import type { EventOf } from '../../core/events';
import { defineProjection } from '../../core/projection';
import type {
  GroceryItemAdded,
  GroceryItemChecked,
  GroceryItemRemoved,
  GroceryListCreated,
  GroceryListDeleted,
} from './events';
import type { GroceryCategory } from './needs';

export interface GroceryItem {
  readonly itemId: string;
  /** The list's items carry both languages; an item of the person's own is the same in both. */
  readonly name: { readonly en: string; readonly nl: string };
  readonly category: GroceryCategory;
  readonly amount: number | null;
  readonly unit: 'g' | 'ml' | 'piece' | null;
  readonly meals: readonly string[];
  readonly checked: boolean;
  /** Added by the person, not made from a meal. */
  readonly own: boolean;
}

export interface GroceryList {
  readonly listId: string;
  readonly kind: 'REGULAR' | 'SIMPLE';
  readonly startDate: string;
  readonly endDate: string;
  /** Planned recipes whose ingredients were not known when the list was made. */
  readonly missingRecipes: number;
  /** In the order they were made and added. */
  readonly items: readonly GroceryItem[];
}

export interface GroceriesState {
  /** The lists not deleted, oldest first: the newest is the one shown. */
  readonly lists: readonly GroceryList[];
}

type GroceryEvent =
  | EventOf<typeof GroceryListCreated>
  | EventOf<typeof GroceryItemChecked>
  | EventOf<typeof GroceryItemAdded>
  | EventOf<typeof GroceryItemRemoved>
  | EventOf<typeof GroceryListDeleted>;

const changeList = (state: GroceriesState, listId: string, change: (list: GroceryList) => GroceryList) =>
  state.lists.some((list) => list.listId === listId)
    ? { lists: state.lists.map((list) => (list.listId === listId ? change(list) : list)) }
    : state;

const changeItem = (list: GroceryList, itemId: string, change: (item: GroceryItem) => GroceryItem) => ({
  ...list,
  items: list.items.map((item) => (item.itemId === itemId ? change(item) : item)),
});

/**
 * The person's grocery lists, folded in stream order: the same on every device once they hold the
 * same events, whatever order the ticks were made in offline.
 */
export const groceriesProjection = defineProjection<GroceriesState>({
  name: 'groceries',
  version: 1,
  initialState: { lists: [] },
  evolve: (state, envelope) => {
    const event = envelope as unknown as GroceryEvent;
    switch (event.type) {
      case 'GroceryListCreated': {
        const { listId, kind, startDate, endDate, items, missingRecipes = 0 } = event.payload;
        if (state.lists.some((list) => list.listId === listId)) return state;
        const made = items.map((item) => ({ ...item, checked: false, own: false }));
        return { lists: [...state.lists, { listId, kind, startDate, endDate, missingRecipes, items: made }] };
      }
      case 'GroceryItemChecked': {
        const { listId, itemId, checked } = event.payload;
        return changeList(state, listId, (list) => changeItem(list, itemId, (item) => ({ ...item, checked })));
      }
      case 'GroceryItemAdded': {
        const { listId, itemId, name, category } = event.payload;
        return changeList(state, listId, (list) =>
          list.items.some((item) => item.itemId === itemId)
            ? list
            : {
                ...list,
                items: [
                  ...list.items,
                  {
                    itemId,
                    name: { en: name, nl: name },
                    category,
                    amount: null,
                    unit: null,
                    meals: [],
                    checked: false,
                    own: true,
                  },
                ],
              },
        );
      }
      case 'GroceryItemRemoved': {
        const { listId, itemId } = event.payload;
        return changeList(state, listId, (list) => ({
          ...list,
          items: list.items.filter((item) => item.itemId !== itemId),
        }));
      }
      case 'GroceryListDeleted':
        return { lists: state.lists.filter((list) => list.listId !== event.payload.listId) };
      default:
        return state;
    }
  },
});

/** The list shown: the newest not deleted. */
export const newestList = (state: GroceriesState): GroceryList | undefined => state.lists.at(-1);

export const findList = (state: GroceriesState, listId: string) => state.lists.find((list) => list.listId === listId);
