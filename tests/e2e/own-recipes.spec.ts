import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, waitForServiceWorker } from './helpers';

test.use({ storageState: storageStateOf('noor') });
// Two contexts, offline and online, and axe on each new screen: more than the default 30 s.
const FOODS = [
  { query: 'banana', name: 'Bananas, raw' },
  { query: 'milk', name: 'Milk, whole' },
] as const;

/** Logs a food in the morning, so that the food search finds it offline too (as it finds foods logged before). */
async function logFood(page: Page, day: string, food: (typeof FOODS)[number]) {
  await page.goto(`/diary/food?date=${day}&moment=BREAKFAST`);
  await page.getByLabel('Search foods').fill(food.query);
  await page.getByTestId('food-result').filter({ hasText: food.name }).first().click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByTestId('slot-BREAKFAST').getByTestId('diary-item').filter({ hasText: food.name }),
  ).toBeVisible();
}

const synced = (page: Page) => expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');

test('an own recipe made offline: a name first, two ingredients, published, there after a reload and on a second device, then planned', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const day = dayFor(testInfo);
  const name = `Overnight oats ${testInfo.project.name} ${day}`;
  for (const food of FOODS) await logFood(page, day, food);

  await page.goto('/recipes/own/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New recipe' })).toBeVisible();
  // The app's screens are precached before the network goes: the editor's code too.
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // The name comes first and is required; the ingredients only once there is one.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add ingredient' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/recipes\/own\/[0-9a-f-]{36}$/);
  const recipePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('own-status')).toHaveText('Draft: not saved yet');

  for (const [i, food] of FOODS.entries()) {
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    const choice = page.getByTestId('food-result').filter({ hasText: food.name }).first();
    await expect(choice).toBeVisible();
    if (i === 0) await expectNoAxeViolations(page);
    await choice.click();
    await page.getByLabel('Amount').fill('2');
    await page.getByRole('button', { name: 'Add to the recipe' }).click();
    await expect(page.getByTestId('own-ingredient').filter({ hasText: food.name })).toBeVisible();
  }
  await expect(page.getByTestId('own-ingredient')).toHaveCount(2);

  // A quantity: 0 asks for the delete button, a word for a number; otherwise rounded to 0.05.
  const quantity = page.getByLabel('Quantity of Bananas, raw');
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(page.getByText('To remove an ingredient, use its delete button.')).toBeVisible();
  await quantity.fill('lots');
  await quantity.press('Enter');
  await expect(page.getByText('Enter a number.')).toBeVisible();
  await quantity.fill('1,52');
  await quantity.press('Enter');
  await expect(page.getByTestId('own-ingredient').filter({ hasText: 'Bananas, raw' })).toContainText('1½');
  // Portions: whole, at least 1.
  const portions = page.getByLabel('Portions');
  await portions.fill('0');
  await portions.press('Enter');
  await expect(page.getByText('Portions are a whole number from 1 to 12.')).toBeVisible();
  await portions.fill('2');
  await portions.press('Enter');
  await expect(page.getByTestId('own-totals')).toContainText('kcal');
  await expect(page.getByTestId('own-totals')).not.toContainText(/^Calories\s*0 kcal/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/recipes$/);

  // Still there after a reload, offline.
  await page.goto(recipePath);
  await expect(page.getByTestId('own-status')).toHaveText('Published in your own recipes');
  await expect(page.getByTestId('own-ingredient')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Delete recipe' })).toBeVisible();

  await context.setOffline(false);
  await synced(page);

  // On a second device: under the 'Own recipes' chip of a slot's recipe search.
  const second = await browser.newContext({
    storageState: storageStateOf('noor'),
    viewport: testInfo.project.use.viewport ?? null,
  });
  const other = await second.newPage();
  await other.goto(`/diary/recipe?date=${day}&moment=DINNER`);
  await other.getByTestId('chip-own').click();
  await expect(other.getByTestId('chip-own')).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByTestId('recipe-card').filter({ hasText: name })).toBeVisible();
  await expectNoAxeViolations(other);

  // Planned into dinner from there: saved (it stays published) and in the day.
  await other.goto(`${recipePath}?date=${day}&moment=DINNER`);
  await other.getByRole('button', { name: 'Save and plan for Dinner' }).click();
  await expect(other).toHaveURL(new RegExp(`/diary\\?date=${day}$`));
  await expect(other.getByTestId('slot-DINNER').getByTestId('diary-item').filter({ hasText: name })).toBeVisible();

  // Editing a published recipe takes it out of 'own recipes' until it is published again; delete asks first.
  await other.goto(recipePath);
  await other.getByLabel('Portions').fill('3');
  await other.getByLabel('Portions').press('Enter');
  await expect(other.getByTestId('own-status')).toHaveText('Saved, not published');
  await expect(other.getByRole('button', { name: 'Delete recipe' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Publish' }).click();
  await expect(other).toHaveURL(/\/recipes$/);
  await other.goto(recipePath);
  await other.getByRole('button', { name: 'Delete recipe' }).click();
  const confirm = other.getByRole('dialog', { name: 'Delete this recipe?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(other);
  await confirm.getByRole('button', { name: 'Delete recipe' }).click();
  await expect(other).toHaveURL(/\/recipes$/);
  await other.goto(recipePath);
  await expect(other.getByTestId('own-status')).toHaveText('Saved, not published');
  await second.close();
});

test('closing a new recipe asks first, and discarding it leaves nothing behind', async ({ page }, testInfo) => {
  const name = `Discarded soup ${testInfo.project.name}`;
  await page.goto(`/recipes/own/new?date=${dayFor(testInfo)}&moment=LUNCH`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Name').press('Enter');
  await expect(page.getByRole('button', { name: 'Add ingredient' })).toBeVisible();
  const recipePath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this recipe?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/diary\?date=/);

  await page.goto(recipePath);
  await expect(page.getByText('This recipe does not exist, or it was discarded.')).toBeVisible();
});
