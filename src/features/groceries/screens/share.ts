import { formatGroceryAmount, type GroceryMeasure } from '../groceryUnits';
import type { GroceryCategory } from '../needs';
import type { GroceryList } from '../projection';
import { groupByCategory } from './groups';

export interface ListTextOptions {
  readonly language: 'en' | 'nl';
  readonly units: GroceryMeasure;
  /** The list's heading, with its dates, in the person's language. */
  readonly title: string;
  readonly categoryName: (category: GroceryCategory) => string;
}

/** What marks an item in the shared text: a ticked item stays on it, marked as bought. */
export const UNCHECKED_MARK = '☐';
export const CHECKED_MARK = '☑';

/**
 * The list as plain text for the Web Share API or the clipboard: its title, then each category's
 * items as 'name, amount' in the person's units and language, ticked ones marked, a blank line
 * between categories. A text any messaging app or notes app shows as it is.
 */
export function listAsText(list: GroceryList, options: ListTextOptions): string {
  const { language, units, title, categoryName } = options;
  const sections = groupByCategory(list.items).map(({ category, items }) =>
    [
      categoryName(category),
      ...items.map((item) => {
        const amount = formatGroceryAmount(item, { units, language });
        const name = item.name[language];
        return `${item.checked ? CHECKED_MARK : UNCHECKED_MARK} ${amount ? `${name}, ${amount}` : name}`;
      }),
    ].join('\n'),
  );
  return [title, ...sections].join('\n\n');
}

/** How the list left the device: shared through the system's sheet, copied, or not at all. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares the text through the system's share sheet where there is one (phones), else copies it.
 * The person closing the share sheet is not a failure.
 */
export async function shareText(
  text: string,
  title: string,
  nav: Pick<Navigator, 'share' | 'canShare' | 'clipboard'>,
): Promise<ShareOutcome> {
  const data = { title, text };
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (a desktop browser without a share target): copy instead.
    }
  }
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
