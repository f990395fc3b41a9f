import type { DiaryState } from '../diary/projection';
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
