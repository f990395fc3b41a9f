import { describe, expect, it, vi } from 'vitest';
import type { GroceryItem, GroceryList } from '../projection';
import { groupByCategory } from './groups';
import { listAsText, shareText } from './share';

const item = (over: Partial<GroceryItem> & Pick<GroceryItem, 'itemId' | 'category'>): GroceryItem => ({
  name: { en: over.itemId, nl: over.itemId },
  amount: null,
  unit: null,
  meals: [],
  checked: false,
  own: false,
  ...over,
});

const list: GroceryList = {
  listId: 'l1',
  kind: 'REGULAR',
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  missingRecipes: 0,
  items: [
    item({ itemId: 'milk', category: 'DAIRY_EGGS', name: { en: 'Milk', nl: 'Melk' }, amount: 1500, unit: 'ml' }),
    item({ itemId: 'tomato', category: 'PRODUCE', name: { en: 'Tomato', nl: 'Tomaat' }, amount: 450, unit: 'g' }),
    item({
      itemId: 'egg',
      category: 'DAIRY_EGGS',
      name: { en: 'Egg', nl: 'Ei' },
      amount: 6,
      unit: 'piece',
      checked: true,
    }),
    item({ itemId: 'own:1', category: 'OTHER', name: { en: 'Kitchen roll', nl: 'Kitchen roll' }, own: true }),
  ],
};

const names: Record<string, string> = { PRODUCE: 'Produce', DAIRY_EGGS: 'Dairy and eggs', OTHER: 'Other' };

describe('the grocery list as text', () => {
  it('groups by category in the shop order, keeps the list order within one, and leaves empty ones out', () => {
    expect(groupByCategory(list.items).map((g) => [g.category, g.items.map((i) => i.itemId)])).toEqual([
      ['PRODUCE', ['tomato']],
      ['DAIRY_EGGS', ['milk', 'egg']],
      ['OTHER', ['own:1']],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });

  it('writes name and amount in metric English, ticked items marked', () => {
    const text = listAsText(list, {
      language: 'en',
      units: 'METRIC',
      title: 'Groceries 23–29 Nov',
      categoryName: (c) => names[c]!,
    });
    expect(text).toBe(
      [
        'Groceries 23–29 Nov',
        '',
        'Produce',
        '☐ Tomato, 450 g',
        '',
        'Dairy and eggs',
        '☐ Milk, 1.5 l',
        '☑ Egg, 6',
        '',
        'Other',
        '☐ Kitchen roll',
      ].join('\n'),
    );
  });

  it('writes Dutch names and decimals, and imperial units', () => {
    const dutch = listAsText(list, { language: 'nl', units: 'METRIC', title: 'B', categoryName: (c) => c });
    expect(dutch).toContain('☐ Tomaat, 450 g');
    expect(dutch).toContain('☐ Melk, 1,5 l');
    const imperial = listAsText(list, { language: 'en', units: 'IMPERIAL', title: 'B', categoryName: (c) => c });
    expect(imperial).toContain('☐ Tomato, 1 lb');
    expect(imperial).toContain('☐ Milk, 51 fl oz');
  });
});

describe('sharing the text', () => {
  const clipboard = () => ({ writeText: vi.fn(async () => {}) }) as unknown as Clipboard;

  it('uses the share sheet where there is one', async () => {
    const nav = { share: vi.fn(async () => {}), canShare: () => true, clipboard: clipboard() };
    expect(await shareText('text', 'title', nav)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ title: 'title', text: 'text' });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies without a share sheet, or when sharing is refused', async () => {
    const plain = { clipboard: clipboard() } as unknown as Navigator;
    expect(await shareText('text', 'title', plain)).toBe('copied');
    expect(plain.clipboard.writeText).toHaveBeenCalledWith('text');
    const refused = {
      share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
      canShare: () => true,
      clipboard: clipboard(),
    };
    expect(await shareText('text', 'title', refused)).toBe('copied');
  });

  it('takes a closed share sheet as the person changing their mind, and a refused clipboard as a failure', async () => {
    const closed = {
      share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
      canShare: () => true,
      clipboard: clipboard(),
    };
    expect(await shareText('text', 'title', closed)).toBe('cancelled');
    const denied = {
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    } as unknown as Navigator;
    expect(await shareText('text', 'title', denied)).toBe('failed');
  });
});
