import type { DiaryState } from '../diary/projection';
import type { GroceryListItem } from './events';
import type { GroceryList } from './projection';

/**
 * A list is stale when a meal it was made from is no longer in the diary on its day: re-planned
 * (issue 21's check-in), replaced or deleted. Meals added since are not seen: the list only records
 * the meals its items came from, and a meal whose recipe the device could not read is in none.
 */
export function isStale(list: GroceryList, diary: DiaryState): boolean {
  for (const item of list.items) {
    if (item.own) continue;
    for (const meal of item.meals) {
      const date = diary.itemDays[meal];
      if (date === undefined || date < list.startDate || date > list.endDate) return true;
    }
  }
  return false;
}

/**
 * The ticks a refreshed list keeps: an item still on it, in the same unit, needing no more than was
 * ticked (the shopper bought that much; needing more means buying again).
 */
export function keptTicks(old: GroceryList, items: readonly GroceryListItem[]): string[] {
  const ticked = new Map(old.items.filter((i) => i.checked && !i.own).map((i) => [i.itemId, i]));
  return items
    .filter((item) => {
      const before = ticked.get(item.itemId);
      if (!before || before.unit !== item.unit) return false;
      return before.amount === null || item.amount === null
        ? before.amount === item.amount
        : item.amount <= before.amount;
    })
    .map((item) => item.itemId);
}
