import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { simpleClientReady } from './support/simple';
import { expectNoAxeViolations } from './helpers';

/**
 * Simple recipe inspiration and search, as a client of the simple-recipe organisation (Simple
 * Kitchen, server/seed.ts, curated: kid-friendly featured, five tags shown, sardines on toast never
 * offered). One client per project, so the two projects' favourites never meet; the journeys of a
 * project run in order, as they share the account.
 */
test.use({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  storageState: async ({}, use, testInfo) => use(storageStateOf(testInfo.project.name === 'phone' ? 'lotte' : 'joris')),
});
test.describe.configure({ mode: 'serial' });

const DENIED = 'Sardines on toast with tomato';
// A recipe of the full catalogue (server/catalogue/recipes/dinner.json): never among the simple ones.
const COMPLEX = 'Chickpea and spinach coconut curry with brown rice';

const cards = (page: Page) => page.getByTestId('simple-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });

async function expectNeverShown(page: Page) {
  await expect(page.getByText(DENIED)).toHaveCount(0);
  await expect(page.getByText(COMPLEX)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await simpleClientReady(page);
});

test('browses the simple inspiration: logo, featured carousel, search bar, categories and curated sections', async ({
  page,
}) => {
  // A simple organisation's app opens on its Recipes tab.
  await page.goto('/');
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('organisation-brand')).toContainText('Simple Kitchen');

  // The featured carousel: the organisation's featured tag, cards that snap, Previous and Next.
  const carousel = page.getByRole('region', { name: 'Kid-friendly' });
  await expect(carousel).toBeVisible();
  const slides = carousel.getByRole('group', { name: /^\d+ of \d+: / });
  await expect(slides).toHaveCount(6);
  const first = carousel.getByRole('group', { name: /^1 of 6: / });
  const second = carousel.getByRole('group', { name: /^2 of 6: / });
  const last = carousel.getByRole('group', { name: /^6 of 6: / });
  await expect(first).toBeInViewport({ ratio: 0.9 });
  const next = carousel.getByRole('button', { name: 'Next recipe' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(second).toBeInViewport({ ratio: 0.9 });
  // Past the start it goes on from the end: a copy of the last card, then the real one.
  const previous = carousel.getByRole('button', { name: 'Previous recipe' });
  await previous.click();
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await previous.click();
  await expect(last).toBeInViewport({ ratio: 0.9 });

  // The category cards: the five tags the organisation shows, in its order.
  await expect(page.getByTestId('category-card')).toHaveText([
    'One pot',
    'No cooking',
    'High protein',
    'Budget',
    'Comfort food',
  ]);
  // Curated sections: rows that scroll sideways and a grid.
  await expect(page.getByTestId('curated-section').first()).toBeVisible();
  await expect(page.locator('[data-testid="curated-section"][data-layout="horizontal"]')).not.toHaveCount(0);
  await expect(page.locator('[data-testid="curated-section"][data-layout="vertical"]')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Saved recipes', level: 2 })).toBeVisible();
  await expectNeverShown(page);
  await expectNoAxeViolations(page);

  // The search bar opens simple search; a search applies from 3 letters.
  await page.getByRole('link', { name: 'Search recipes' }).click();
  await expect(page).toHaveURL(/\/recipes\/simple$/);
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // Page 2 comes half a second after page 1, without a scroll; page 3 by 'Load more' from the keyboard.
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards(page).count()).toBeGreaterThan(40);
  // The rest by 'Load more' (or by scrolling) until the catalogue ends: then there is nothing more to load.
  await expect(async () => {
    if (await loadMore.isVisible()) await loadMore.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(page.getByRole('button', { name: /Load more|Loading more/ })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expectNeverShown(page);
  const search = page.getByRole('searchbox', { name: 'Search recipes' });
  // A search finds the recipes whose name or ingredients say it, and only those.
  await search.fill('toast');
  await expect(card(page, 'Scrambled eggs on toast')).toBeVisible();
  await expect(card(page, 'Tofu scramble on toast')).toBeVisible();
  await expect(card(page, 'Shakshuka')).toHaveCount(0);
  await expect(card(page, 'Overnight oats with blueberries')).toHaveCount(0);
  await expectNeverShown(page);
  await search.fill('sardines');
  await expect(page.getByText('No recipes found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters to find more recipes')).toBeVisible();
  // The simple coconut curries, never the full catalogue's.
  await search.fill('coconut curry');
  await expect(card(page, 'Tofu and spinach coconut curry')).toBeVisible();
  await expectNeverShown(page);
  await expectNoAxeViolations(page);
});

test('opens a category, filters it by meal time and prep time, takes the chips back, and clears', async ({ page }) => {
  await page.goto('/recipes');
  await page.getByTestId('category-card').filter({ hasText: 'One pot' }).click();
  await expect(page).toHaveURL(/\/recipes\/simple\?.*tags=.*one-pot/);
  await expect(page.getByRole('heading', { name: 'One pot', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(card(page, 'Shakshuka')).toBeVisible();
  await expect(card(page, 'Chicken and ginger congee')).toBeVisible();
  await expect(card(page, 'Split pea soup with vegetables')).toBeVisible();
  await expect(card(page, 'Mushroom and pea risotto')).toHaveCount(0);
  await expectNeverShown(page);
  await expectNoAxeViolations(page);

  // The sheet's draft starts as what is applied; Cancel changes nothing.
  const filter = page.getByTestId('simple-filters');
  await filter.click();
  const sheet = page.getByRole('dialog', { name: 'Filter recipes' });
  await sheet.getByLabel('Breakfast').check();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);

  // Breakfasts ready in up to 30 minutes.
  await filter.click();
  await expect(sheet.getByLabel('Breakfast')).not.toBeChecked();
  await expect(sheet.getByLabel('One pot')).toBeChecked();
  await sheet.getByLabel('Breakfast').check();
  await sheet.getByLabel('Up to 30 min').check();
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('filter-chip')).toHaveText(['Breakfast', 'Up to 30 min']);
  await expect(filter).toHaveText('Filter (2)');
  // One-pot breakfasts only, and only the quick ones: not the slow congee, not the soup.
  await expect(card(page, 'Apple and cinnamon porridge')).toBeVisible();
  await expect(card(page, 'Shakshuka')).toBeVisible();
  await expect(card(page, 'Chicken and ginger congee')).toHaveCount(0);
  await expect(card(page, 'Split pea soup with vegetables')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A chip's close icon takes back its filter only.
  await page.getByRole('button', { name: 'Remove filter Up to 30 min' }).click();
  await expect(page.getByTestId('filter-chip')).toHaveText(['Breakfast']);
  await expect(card(page, 'Chicken and ginger congee')).toBeVisible();
  await expect(card(page, 'Split pea soup with vegetables')).toHaveCount(0);

  // Clear: every chip goes, the category stays.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  await expect(card(page, 'Split pea soup with vegetables')).toBeVisible();
  await expect(card(page, 'Mushroom and pea risotto')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'One pot', level: 1 })).toBeVisible();
});

test('opens a recipe view-only, favourites it, and finds it under saved recipes and See all', async ({ page }) => {
  await page.goto('/recipes/simple?tags=one-pot&title=One%20pot&hideSearch=true');
  const shakshuka = card(page, 'Shakshuka');
  await shakshuka.getByRole('link').click();
  await expect(page).toHaveURL(/\/recipes\/simple\/simple-shakshuka$/);
  await expect(page.getByRole('heading', { name: 'Shakshuka', level: 1 })).toBeVisible();
  await page.goBack();

  const heart = page.getByRole('button', { name: 'Favourite Shakshuka' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Saved recipes on the inspiration, once the favourite has synced.
  await page.goto('/recipes');
  const saved = page.getByTestId('saved-recipes');
  await expect(saved.getByTestId('simple-card').filter({ hasText: 'Shakshuka' })).toBeVisible();
  await saved.getByRole('link', { name: 'See all saved recipes' }).click();
  await expect(page).toHaveURL(/\/recipes\/simple\?.*favourites=true/);
  await expect(page.getByRole('heading', { name: 'Saved recipes', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(card(page, 'Shakshuka')).toBeVisible();
  await expectNoAxeViolations(page);

  // A heart taken back leaves the saved recipes at once.
  await page.getByRole('button', { name: 'Favourite Shakshuka' }).click();
  await expect(card(page, 'Shakshuka')).toHaveCount(0);
});

test('marks a recipe not for me in its detail: it leaves the category, and comes back when taken back', async ({
  page,
}) => {
  const category = '/recipes/simple?tags=one-pot&title=One%20pot&hideSearch=true';
  await page.goto(category);
  await card(page, 'Minestrone').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Minestrone', level: 1 })).toBeVisible();
  const notForMe = page.getByRole('button', { name: 'Not for me' });
  await expect(notForMe).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);
  await notForMe.click();
  await expect(notForMe).toHaveAttribute('aria-pressed', 'true');

  await page.goto(category);
  await expect(card(page, 'Shakshuka')).toBeVisible();
  await expect(card(page, 'Minestrone')).toHaveCount(0);

  // Taken back in the detail, it is offered again.
  await page.goto('/recipes/simple/simple-minestrone');
  await expect(notForMe).toHaveAttribute('aria-pressed', 'true');
  await notForMe.click();
  await expect(notForMe).toHaveAttribute('aria-pressed', 'false');
  await page.goto(category);
  await expect(card(page, 'Minestrone')).toBeVisible();
});

test('searches for a diary slot: the slot’s meal type is the first filter, and a card opens to choose', async ({
  page,
}) => {
  await page.goto('/diary/recipe?moment=DINNER');
  await expect(page.getByRole('heading', { name: 'Add a recipe to Dinner', level: 1 })).toBeVisible();
  await expect(page.getByTestId('filter-chip')).toHaveText(['Dinner']);
  await expect(cards(page).first()).toBeVisible();
  // Dinners only: a breakfast is not found, a dinner is.
  const search = page.getByRole('searchbox', { name: 'Search recipes' });
  await search.fill('overnight oats');
  await expect(page.getByText('No recipes found')).toBeVisible();
  await search.fill('bolognese');
  await expect(card(page, 'Spaghetti bolognese')).toBeVisible();
  await expect(card(page, 'Spaghetti bolognese').getByRole('link')).toHaveAttribute(
    'href',
    /\/recipes\/simple\/simple-spaghetti-bolognese\?.*moment=DINNER/,
  );
  await expectNeverShown(page);
  await expectNoAxeViolations(page);
});
