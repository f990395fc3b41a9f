import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';

test.describe('page titles and focus', () => {
  test('the login page is titled, and the first load leaves focus alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle('Log in · Forkcast');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateOf('sam') });

    test('each route titles the page and a navigation moves focus to its heading', async ({ page }) => {
      await page.goto('/diary');
      // A loaded machine may take a while to open the device's data the first time.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page).toHaveTitle('Planner · Forkcast');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'My profile' }).click();
      await expect(page).toHaveTitle('My profile · Forkcast');
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeFocused();
      await nav.getByRole('link', { name: 'Planner' }).click();
      await expect(page).toHaveTitle('Planner · Forkcast');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test('the title follows the language', async ({ page }) => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
      await expect(page).toHaveTitle('My profile · Forkcast');
      await page.getByLabel('Language').selectOption('nl');
      await expect(page).toHaveTitle('Mijn profiel · Forkcast');
    });

    test('a page that does not exist says so in its title', async ({ page }) => {
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: 'This page does not exist.' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Forkcast');
    });
  });
});
