import { readFileSync, readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations } from './helpers';

/**
 * The recipes of an organisation with recipe inspiration (Recipe Corner, server/seed.ts): the
 * Recipes tab, the recipe search for a diary slot, and favourites. One client per project, so the
 * two projects' favourites never meet.
 */
test.use({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  storageState: async ({}, use, testInfo) =>
    use(storageStateOf(testInfo.project.name === 'phone' ? 'olivia' : 'ruben')),
});

const cards = (page: Page) => page.getByTestId('recipe-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

/** The catalogue's breakfasts ready in 1 to 5 minutes, read from its sources (server/catalogue/recipes). */
function quickBreakfasts(): string[] {
  const dir = new URL('../../server/catalogue/recipes/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('simple'))
    .flatMap(
      (file) =>
        JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
          id: string;
          mealTypes: string[];
          prepMinutes: number;
          cookMinutes: number;
        }[],
    )
    .filter((r) => r.mealTypes.includes('BREAKFAST') && r.prepMinutes + r.cookMinutes >= 1)
    .filter((r) => r.prepMinutes + r.cookMinutes <= 5)
    .map((r) => r.id);
}

async function openSlotSearch(page: Page, date: string) {
  await page.goto(`/diary?date=${date}`);
  await page.getByRole('link', { name: /^Add (a )?recipe to Dinner$/ }).click();
  await expect(page.getByRole('heading', { name: 'Add a recipe to Dinner', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test('browses the recipe inspiration, loads more, filters it and opens a recipe to read', async ({ page }) => {
  // The simple recipes are a plugin of their own: an organisation with the full system never downloads them.
  const downloaded: string[] = [];
  page.on('request', (request) => downloaded.push(new URL(request.url()).pathname));
  // Recipe inspiration: the app opens on the Recipes tab.
  await page.goto('/');
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
  await expect(cards(page)).not.toHaveCount(0);
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
  await expectNoAxeViolations(page);

  // More recipes as the end of the list comes near (or by the button, for keyboard users).
  const more = page.getByRole('button', { name: /Load more|Loading more recipes/ });
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);

  // The filters sheet: its draft starts as what is applied; Cancel changes nothing.
  const filtersButton = page.getByTestId('recipe-filters');
  await filtersButton.click();
  const sheet = page.getByRole('dialog', { name: 'Filter recipes' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Breakfast').check();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(filtersButton).toHaveText('Filters');
  await filtersButton.click();
  await expect(sheet.getByLabel('Breakfast')).not.toBeChecked();

  // Breakfasts ready in 1 to 5 minutes.
  await sheet.getByLabel('Breakfast').check();
  await sheet.getByLabel('1-5 min').check();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(filtersButton).toHaveText('Filters (2)');
  await expect(card(page, 'Greek yogurt with raspberries and walnuts')).toBeVisible();
  await expect(card(page, 'Tofu scramble with spinach and red pepper')).toHaveCount(0);
  // Every quick breakfast of the catalogue (the first page of them), and each card says 1 to 5 minutes.
  await expect(cards(page)).toHaveCount(Math.min(quickBreakfasts().length, 20));
  for (const facts of await cards(page).locator('.recipe-card-facts').allInnerTexts())
    expect(facts).toMatch(/^[1-5] min/);

  // Clear empties the draft; applying it shows every recipe again.
  await filtersButton.click();
  await expect(sheet.getByLabel('1-5 min')).toBeChecked();
  await sheet.getByRole('button', { name: 'Clear' }).click();
  await expect(sheet.getByLabel('Breakfast')).not.toBeChecked();
  await expect(sheet.getByLabel('Any')).toBeChecked();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(filtersButton).toHaveText('Filters');
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);

  // A search that finds nothing says so.
  const search = page.getByLabel('Search recipes');
  await search.fill('xylophone');
  await expect(page.getByText('No recipes found')).toBeVisible();
  await search.fill('lentil');
  await expect(card(page, 'Lentil bolognese with whole-wheat spaghetti')).toBeVisible();

  // A card opens the recipe to read: no planning from inspiration.
  await page.getByRole('link', { name: /Lentil bolognese with whole-wheat spaghetti/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Lentil bolognese with whole-wheat spaghetti', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Plan for/ })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Favourite Lentil bolognese with whole-wheat spaghetti' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The plugin's own files as the build lists them, and its screens by name (the onboarding's
  // short form for simple organisations, simpleCommands, is the core onboarding's, not the plugin's).
  const own = await page.evaluate(
    async () => (await (await fetch('/plugin-chunks.json')).json()) as Record<string, string[]>,
  );
  const plugin = own['simple-recipes']!;
  expect(plugin.length).toBeGreaterThan(0);
  expect(downloaded.filter((path) => plugin.includes(path))).toEqual([]);
  expect(downloaded.filter((path) => /\/assets\/Simple\w*Screen-/.test(path))).toEqual([]);
  expect(downloaded.filter((path) => path.startsWith('/assets/'))).not.toEqual([]);
});

test('plans a recipe from the search of a diary slot, with its chips and filters', async ({ page }, testInfo) => {
  const date = dayFor(testInfo);
  await openSlotSearch(page, date);
  await expect(page.getByLabel('Meal type')).toHaveValue('DINNER');
  await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // A tag narrows the catalogue; Popular lets go of the tags.
  await page.getByRole('button', { name: 'Pasta', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pasta', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'false');
  await expect(card(page, 'Courgette carbonara')).toBeVisible();
  await expect(card(page, 'Bami goreng with chicken')).toHaveCount(0);
  await page.getByLabel('Preparation time').selectOption({ label: '30 min or more' });
  await expect(card(page, 'Courgette carbonara')).toHaveCount(0);
  await page.getByLabel('Preparation time').selectOption({ label: 'All' });
  await page.getByRole('button', { name: 'Popular' }).click();
  await expect(page.getByRole('button', { name: 'Pasta', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // Own recipes are a source of their own: this person has published none.
  await page.getByRole('button', { name: 'Own recipes' }).click();
  await expect(page.getByText('You have no published own recipes that match.')).toBeVisible();
  await page.getByRole('button', { name: 'Own recipes' }).click();
  await expect(page.getByRole('link', { name: /Create your own recipe/ })).toHaveAttribute(
    'href',
    new RegExp(`/recipes/own/new\\?date=${date}&moment=DINNER`),
  );

  // Every meal type, searched by ingredient: the card opens the recipe for this slot.
  await page.getByLabel('Meal type').selectOption('ALL');
  await page.getByLabel('Search recipes by name or ingredient').fill('lentil');
  await page.getByRole('link', { name: /Lentil bolognese with whole-wheat spaghetti/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Lentil bolognese with whole-wheat spaghetti', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'One portion more' }).click();
  await page.getByRole('button', { name: 'Plan for Dinner' }).click();

  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${date}`));
  const dinner = page.getByTestId('slot-DINNER').getByTestId('diary-item');
  await expect(dinner).toHaveCount(1);
  await expect(dinner).toContainText('Lentil bolognese');
});

test('favourites a recipe and finds it under the Favourites chip; not for me hides one', async ({ page }, testInfo) => {
  await openSlotSearch(page, dayFor(testInfo));
  const search = page.getByLabel('Search recipes by name or ingredient');
  await search.fill('courgette');
  const heart = page.getByRole('button', { name: 'Favourite Courgette carbonara' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The chip asks the server, which has the favourite once it has synced.
  await search.fill('');
  await page.getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourites-only')).toBeChecked();
  await expect(card(page, 'Courgette carbonara')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Taken back: it leaves the favourites at once.
  await page.getByRole('button', { name: 'Favourite Courgette carbonara' }).click();
  await expect(card(page, 'Courgette carbonara')).toHaveCount(0);

  // 'Not for me' on a card: the card becomes its undo, and the undo brings it back.
  await page.getByRole('button', { name: 'Favourites' }).click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(6);
  const everything = await cards(page).count();
  await search.fill('courgette');
  // The search has applied (a card kept as its undo lasts until the next search).
  await expect.poll(() => cards(page).count()).toBeLessThan(everything);
  const notForMe = page.getByRole('button', { name: 'Not for me: Courgette carbonara' });
  await notForMe.click();
  await expect(page.getByText('Not for you: Courgette carbonara will no longer be suggested.')).toBeVisible();
  await expect(notForMe).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await notForMe.click();
  await expect(card(page, 'Courgette carbonara')).toBeVisible();
  await expect(notForMe).toHaveAttribute('aria-pressed', 'false');

  // 'Not for me' on a recipe's detail: the search leaves it out.
  await search.fill('lasagne');
  await page.getByRole('link', { name: /Green lasagne with spinach, leek and ricotta/ }).click();
  // The detail's own button, once the detail is there (the search's cards have theirs too).
  await expect(
    page.getByRole('heading', { name: /Green lasagne with spinach, leek and ricotta/, level: 1 }),
  ).toBeVisible();
  const detailNotForMe = page.getByTestId('recipe-dislike');
  await detailNotForMe.click();
  await expect(detailNotForMe).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Add a recipe to Dinner', level: 1 })).toBeVisible();
  await page.getByLabel('Search recipes by name or ingredient').fill('lasagne');
  await expect(page.getByText('No recipes found')).toBeVisible();
});
