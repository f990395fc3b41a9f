import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { storageStateOf } from './support/accounts';
import { simpleClientReady } from './support/simple';
import { expectNoAxeViolations, waitForServiceWorker } from './helpers';

// The simple organisation's clients, one per project; the onboarding plans them a week from today.
const accountOf = (project: string) => (project === 'phone' ? 'sanne' : 'daan');
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  storageState: async ({}, use, testInfo) => use(storageStateOf(accountOf(testInfo.project.name))),
});
// Both journeys change the same account's week: one after the other.
test.describe.configure({ mode: 'serial' });

const count = (n: number) => `${n} serving${n === 1 ? '' : 's'}`;
const servingsIn = async (row: Locator) => Number((await row.getByTestId('simple-servings').innerText()).split(' ')[0]);
const kcalIn = async (row: Locator) => Number((await row.locator('.item-kcal').innerText()).replace(/[^\d]/g, ''));
const nameIn = async (row: Locator) => (await row.getByRole('link').first().innerText()).trim();

/** The first slot of the day that holds a planned simple meal (its servings control says so). */
async function simpleSlot(page: Page, date: string): Promise<Locator> {
  await page.goto(`/diary?date=${date}`);
  const row = page.getByTestId('diary-item').filter({ has: page.getByTestId('simple-servings') });
  await expect(row.first()).toBeVisible();
  const slot = await row.first().evaluate((el) => el.closest('[data-testid^="slot-"]')!.getAttribute('data-testid')!);
  return page.getByTestId(slot);
}

test("a planned simple meal's servings change in the diary and in its detail, and the meal is replaced", async ({
  page,
}) => {
  await simpleClientReady(page);
  const today = format(new Date(), 'yyyy-MM-dd');
  const slot = await simpleSlot(page, today);
  const row = slot.getByTestId('diary-item').first();
  const name = await nameIn(row);
  const servings = await servingsIn(row);
  const kcal = await kcalIn(row);
  await expectNoAxeViolations(page);

  // One serving more, in place: saved after its second, and the meal's energy follows.
  await row.getByRole('button', { name: `More servings of ${name}` }).click();
  await expect(row.getByTestId('simple-servings')).toHaveText(count(servings + 1));
  const expected = Math.round((kcal / servings) * (servings + 1));
  await expect.poll(() => kcalIn(row)).toBeGreaterThanOrEqual(expected - 1);
  expect(await kcalIn(row)).toBeLessThanOrEqual(expected + 1);
  await page.reload();
  await expect(row.getByTestId('simple-servings')).toHaveText(count(servings + 1));

  // Its name opens its detail: the planned meal's servings to change, ingredients and steps.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/recipes\/simple\/[a-z0-9-]+\?.*item=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detailServings = page.getByTestId('simple-servings');
  await expect(detailServings).toHaveText(count(servings + 1));
  await expect(page.getByRole('button', { name: 'More servings' })).toBeEnabled();
  await expect(page.getByTestId('simple-total-energy')).toBeVisible();
  await expect(page.getByTestId('simple-ingredients').getByRole('listitem')).not.toHaveCount(0);
  const steps = page.getByRole('tab', { name: 'Steps' });
  await steps.click();
  await expect(steps).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('simple-steps').getByRole('listitem')).not.toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Ingredients' })).toBeFocused();
  await expect(page.getByTestId('simple-ingredients')).toBeVisible();
  await expectNoAxeViolations(page);

  // One fewer, and closed within the second: still saved, back in the diary.
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(detailServings).toHaveText(count(servings));
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${today}`));
  await expect(row.getByTestId('simple-servings')).toHaveText(count(servings));
  await expect.poll(() => kcalIn(row)).toBeLessThanOrEqual(kcal + 1);

  // Replace: the simple search for this slot, another recipe's detail, 'Choose for this meal'.
  await row.getByRole('link', { name: `Replace ${name}` }).click();
  await expect(page).toHaveURL(/\/diary\/recipe\?/);
  const other = page.getByTestId('simple-card').filter({ hasNotText: name }).first();
  await expect(other).toBeVisible();
  await expectNoAxeViolations(page);
  await other.getByRole('link').click();
  const choose = page.getByRole('button', { name: 'Choose for this meal' });
  await expect(choose).toBeVisible();
  const chosen = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(chosen).not.toBe(name);
  await expect(page.getByText(/^Instead of a meal at /)).toBeVisible();
  // Choosing takes the recipe's own servings: the count is read-only.
  await expect(page.getByRole('button', { name: 'More servings' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await choose.click();

  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${today}`));
  await expect(slot.getByRole('link', { name: chosen, exact: true })).toBeVisible();
  await expect(slot.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test("a planned simple meal's servings change offline and reach the server once online", async ({
  page,
  browser,
  context,
}) => {
  await simpleClientReady(page);
  const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
  await page.goto(`/diary?date=${tomorrow}`);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');
  const slot = await simpleSlot(page, tomorrow);
  const row = slot.getByTestId('diary-item').first();
  const name = await nameIn(row);
  const servings = await servingsIn(row);
  const kcal = await kcalIn(row);
  const next = servings > 1 ? servings - 1 : servings + 1;

  await context.setOffline(true);
  await row.getByRole('button', { name: `${next < servings ? 'Fewer' : 'More'} servings of ${name}` }).click();
  await expect(row.getByTestId('simple-servings')).toHaveText(count(next));
  await expect.poll(() => kcalIn(row)).not.toBe(kcal);
  // The app is installed: it reloads offline with the change, and the meal's detail opens from the device.
  await page.reload();
  await expect(row.getByTestId('simple-servings')).toHaveText(count(next));
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('simple-ingredients').getByRole('listitem')).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');

  // Another device of the same person finds the change on the server.
  const other = await browser.newContext({
    storageState: storageStateOf(accountOf(test.info().project.name)),
    serviceWorkers: 'block',
  });
  const laptop = await other.newPage();
  await laptop.goto(`/diary?date=${tomorrow}`);
  const there = laptop
    .getByTestId('diary-item')
    .filter({ has: laptop.getByRole('link', { name, exact: true }) })
    .first();
  await expect(there.getByTestId('simple-servings')).toHaveText(count(next));
  await other.close();
});
