import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

test('a Dutch device gets the app in Dutch, and the choice of language is kept', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Snel toevoegen aan Ontbijt' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await page.getByRole('link', { name: 'Mijn profiel' }).click();
  await page.getByLabel('Taal').selectOption('en');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('another device language falls back to English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Planner' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick add to Breakfast' })).toBeVisible();
  await context.close();
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

test('resetting the app erases this device\'s data', async ({ page }) => {
  await page.goto('/diary');
  await page.getByRole('button', { name: 'Quick add to Breakfast' }).click();
  await page.getByRole('dialog').getByLabel('Calories').fill('100');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('diary-item')).toHaveCount(1);

  await page.getByRole('link', { name: 'My profile' }).click();
  await page.getByRole('button', { name: 'Reset app' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erase and reset' }).click();
  await expect(page).toHaveURL(/\/diary/);
  await expect(page.getByTestId('total-kcal')).toHaveText(/^0\s*kcal$/);
  await expect(page.getByTestId('diary-item')).toHaveCount(0);
});

test('the server sends a strict content security policy', async ({ request }) => {
  const response = await request.get('/diary');
  const csp = response.headers()['content-security-policy'] ?? '';
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"]) expect(csp).toContain(directive);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('when the device storage cannot be opened, the app says so and offers a way out', async ({ page }) => {
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
  await expect(page.getByRole('heading', { name: 'Something happened!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset app' })).toBeVisible();
});
