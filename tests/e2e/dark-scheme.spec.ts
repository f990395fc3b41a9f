import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd } from './helpers';

// The device asks for the dark scheme; each project gives its own size (phone 375x812, desktop 1440x1024).
test.use({ colorScheme: 'dark' });

/** A screenshot of the whole page in the test's results, named by screen and project; axe runs on it too. */
async function capture(page: Page, testInfo: TestInfo, screen: string) {
  await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  const name = `${screen}-dark-${testInfo.project.name}.png`;
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  await expectNoAxeViolations(page, ['dark']);
}

test.describe('the dark scheme', () => {
  test('the login screen', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // The page is dark: its background is the dark scheme's, not the light one.
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(18, 20, 17)');
    await capture(page, testInfo, 'login');
  });

  test('a client diary with items, and a dialog on it', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam'), colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    // A new device first loads the account's data.
    await expect(page.getByTestId('slot-BREAKFAST')).toBeVisible();
    await quickAdd(page, 'Breakfast', { kcal: '350', protein: '20' });
    await quickAdd(page, 'Lunch', { kcal: '500' });
    await page.getByTestId('slot-BREAKFAST').getByRole('button', { name: 'Mark Quick add as eaten' }).click();
    await expect(page.getByTestId('slot-BREAKFAST').getByTestId('diary-item')).toHaveAttribute('data-status', 'EATEN');
    await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');
    await capture(page, testInfo, 'diary');

    await page.getByTestId('slot-LUNCH').getByRole('button', { name: 'Delete Quick add' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this item?' })).toBeVisible();
    await capture(page, testInfo, 'diary-dialog');
    await context.close();
  });

  test('the profile', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam'), colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await capture(page, testInfo, 'profile');
    await context.close();
  });

  test('the clients overview of a coach', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('coach'), colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sam Jansen' })).toBeVisible();
    await capture(page, testInfo, 'clients');
    await context.close();
  });
});
