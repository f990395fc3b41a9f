import { expect, test } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd, waitForServiceWorker } from './helpers';

test.use({ storageState: storageStateOf('sam') });

/** The seeded client runs their day: mark eaten and back, delete after confirming, a note; online and offline. */
test.describe('a day in the diary', () => {
  test('marks an item eaten and planned again, deletes one after confirming, and keeps a note', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await quickAdd(page, 'Breakfast', { kcal: '350' });
    await quickAdd(page, 'Lunch', { kcal: '500' });

    const breakfast = page.getByTestId('slot-BREAKFAST').getByTestId('diary-item');
    await page.getByRole('button', { name: 'Mark Quick add as eaten' }).first().click();
    await expect(breakfast).toHaveAttribute('data-status', 'EATEN');
    await expect(breakfast.getByRole('button', { name: 'Mark Quick add as planned' })).toHaveAttribute('aria-pressed', 'true');
    await breakfast.getByRole('button', { name: 'Mark Quick add as planned' }).click();
    await expect(breakfast).toHaveAttribute('data-status', 'PLANNED');

    // Delete asks first; Cancel keeps the item.
    const lunch = page.getByTestId('slot-LUNCH');
    await lunch.getByRole('button', { name: 'Delete Quick add' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(lunch.getByTestId('diary-item')).toHaveCount(1);
    await lunch.getByRole('button', { name: 'Delete Quick add' }).click();
    await page.getByRole('dialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(lunch.getByTestId('diary-item')).toHaveCount(0);
    await expect(page.getByTestId('total-kcal')).toHaveText(/^350\s*kcal/);

    // The note: required, trimmed, kept.
    await page.getByRole('button', { name: 'Add a note' }).click();
    const note = page.getByRole('dialog', { name: 'Note' });
    await note.getByLabel('Note for this day').fill('   ');
    await note.getByRole('button', { name: 'Save' }).click();
    await expect(note.getByRole('alert')).toHaveText('Required');
    await note.getByLabel('Note for this day').fill('  Ate late after training.  ');
    await expectNoAxeViolations(page);
    await note.getByRole('button', { name: 'Save' }).click();
    await expect(note).toBeHidden();
    await expect(page.getByText('Ate late after training.')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Ate late after training.')).toBeVisible();
    await expect(page.getByTestId('diary-item')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('marking eaten and deleting work with the network off and survive a reload', async ({ page, context }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await quickAdd(page, 'Dinner', { kcal: '640' });
    await quickAdd(page, 'Dinner', { kcal: '120' });
    const dinner = page.getByTestId('slot-DINNER').getByTestId('diary-item');
    await dinner.first().getByRole('button', { name: /as eaten/ }).click();
    await expect(dinner.first()).toHaveAttribute('data-status', 'EATEN');
    await dinner.last().getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(dinner).toHaveCount(1);
    await page.reload();
    await expect(dinner).toHaveCount(1);
    await expect(dinner.first()).toHaveAttribute('data-status', 'EATEN');
    await context.setOffline(false);
  });
});

test('the week strip chooses a day, and the arrows and a swipe change the week', async ({ page }, testInfo) => {
  const day = dayFor(testInfo);
  await page.goto(`/diary?date=${day}`);
  const strip = page.getByRole('navigation', { name: /^Week of/ });
  await expect(strip.getByRole('listitem')).toHaveCount(7);
  const selected = strip.locator('[aria-current="date"]');
  await expect(selected).toHaveCount(1);

  // Another day of the week.
  const other = strip.getByRole('listitem').nth((await selected.getAttribute('aria-label'))!.startsWith('Monday') ? 1 : 0).getByRole('button');
  await other.click();
  await expect(page).not.toHaveURL(new RegExp(`date=${day}`));
  const chosen = new URL(page.url()).searchParams.get('date')!;

  await strip.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${format(addDays(parseISO(chosen), 7), 'yyyy-MM-dd')}`));
  await strip.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${chosen}`));

  // A swipe to the left shows the next week.
  const box = (await strip.boundingBox())!;
  await strip.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + box.width - 20, clientY: box.y + 20, isPrimary: true });
  await strip.dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + 20, clientY: box.y + 20, isPrimary: true });
  await expect(page).toHaveURL(new RegExp(`date=${format(addDays(parseISO(chosen), 7), 'yyyy-MM-dd')}`));

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${format(new Date(), 'yyyy-MM-dd')}`));
  await expectNoAxeViolations(page);
});
