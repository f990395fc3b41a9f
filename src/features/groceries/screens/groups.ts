import type { GroceryItem } from '../projection';
import { GROCERY_CATEGORIES, type GroceryCategory } from '../needs';

export interface CategoryGroup {
  readonly category: GroceryCategory;
  readonly items: readonly GroceryItem[];
}

/**
 * A list's items under their categories, in the shop's order (needs.ts), each category's items in
 * the list's order; categories without items are left out. Checked items keep their place, so a
 * tick never moves what the shopper is looking at.
 */
export function groupByCategory(items: readonly GroceryItem[]): CategoryGroup[] {
  return GROCERY_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}
