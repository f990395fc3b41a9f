import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd, waitForServiceWorker } from './helpers';

test.use({ storageState: storageStateOf('sam') });

test.describe('quick add on a diary day', () => {
  test('an item added to a meal slot updates the totals and survives a reload', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await expect(page.getByTestId('total-kcal')).toHaveText(/^0\s*kcal/);

    await quickAdd(page, 'Breakfast', { kcal: '350', protein: '20', fat: '10,5', carbohydrates: '40' });
    await quickAdd(page, 'Dinner', { kcal: '600' });

    const breakfast = page.getByTestId('slot-BREAKFAST');
    await expect(breakfast.getByTestId('diary-item')).toHaveCount(1);
    await expect(page.getByTestId('slot-total-BREAKFAST')).toHaveText(/^350( \/ [\d,]+)? kcal$/);
    await expect(page.getByTestId('total-kcal')).toHaveText(/^950\s*kcal/);
    await expect(page.getByTestId('total-protein')).toHaveText(/^20\s*g\b/);
    await expect(page.getByTestId('total-fat')).toHaveText(/^11\s*g\b/);

    await page.reload();
    await expect(page.getByTestId('total-kcal')).toHaveText(/^950\s*kcal/);
    await expect(page.getByTestId('slot-DINNER').getByTestId('diary-item')).toHaveCount(1);
  });

  test('opens on today and works with the network off after the first visit', async ({ page, context }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/diary/);
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await quickAdd(page, 'Lunch', { kcal: '420', protein: '30' });
    await expect(page.getByTestId('total-kcal')).toHaveText(/^420\s*kcal/);

    await page.reload();
    await expect(page.getByTestId('slot-LUNCH').getByTestId('diary-item')).toHaveCount(1);
    await expect(page.getByTestId('total-protein')).toHaveText(/^30\s*g\b/);
    await context.setOffline(false);
  });

  test('bad input shows a clear message and adds nothing', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await page.getByRole('button', { name: 'Quick add to Lunch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick add' });
    const add = dialog.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();

    await dialog.getByLabel('Calories').fill('abc');
    await expect(dialog.getByText('Enter a number, for example 12 or 12.5')).toBeVisible();
    await expect(add).toBeDisabled();

    await dialog.getByLabel('Calories').fill('0');
    await expect(dialog.getByText('Must be more than 0')).toBeVisible();
    await dialog.getByLabel('Calories').fill('');
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByLabel('Calories').fill('200');
    await dialog.getByLabel('Protein').fill('-3');
    await expect(dialog.getByText('Enter a number, for example 12 or 12.5')).toBeVisible();
    await expect(add).toBeDisabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('diary-item')).toHaveCount(0);
    await expect(page.getByTestId('total-kcal')).toHaveText(/^0\s*kcal/);
  });

  test('can be done with the keyboard alone', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    const open = page.getByRole('button', { name: 'Quick add to Afternoon snack' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Quick add' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Calories').focus();
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.getByTestId('slot-total-AFTERNOON_SNACK')).toHaveText(/^150( \/ [\d,]+)? kcal$/);

    await open.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Calories')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the diary and the quick-add dialog pass axe-core', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Quick add to Breakfast' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Calories').fill('x');
    await expectNoAxeViolations(page);
  });
});
