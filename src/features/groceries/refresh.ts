import type { GroceryListItem } from './events';
import type { GroceryList } from './projection';

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
