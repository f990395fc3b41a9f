import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

test.describe('signed out', () => {
  test('a Dutch device gets the app in Dutch', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await context.close();
  });

  test('another device language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await context.close();
  });

  test('the server sends a strict content security policy', async ({ request }) => {
    const response = await request.get('/diary');
    const csp = response.headers()['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"])
      expect(csp).toContain(directive);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('sam') });

  test('the choice of language is kept', async ({ page }) => {
    await page.goto('/profile');
    await page.getByLabel('Language').selectOption('nl');
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('the profile names the sources of the food data, in the chosen language', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Food data and its sources' })).toBeVisible();
    await expect(page.getByText(/Open Food Facts .* Open Database License \(ODbL\) v1\.0/)).toBeVisible();
    await expect(page.getByText(/USDA National Nutrient Database for Standard Reference, Release 28/)).toBeVisible();
    await expect(page.getByText(/Open Tandoor Data/)).toBeVisible();
  });

  test('the navigation moves between the tabs and marks the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Planner' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  test('an unknown address shows a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the start screen' }).click();
    await expect(page).toHaveURL(/\/diary/);
  });

  test('when the device storage cannot be opened, the app says so plainly and offers to try again', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        value: {
          open: () => {
            throw new DOMException('blocked by the test', 'SecurityError');
          },
          deleteDatabase: () => ({}),
        },
      });
    });
    await page.goto('/diary');
    // Blocked storage (private modes, site data refused) is said in plain words; resetting could not help.
    await expect(page.getByRole('heading', { name: 'Forkcast cannot store data in this browser' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
