import { expect, test } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd, waitForServiceWorker } from './helpers';

test.use({ storageState: storageStateOf('sam') });

/** The seeded client runs their day: mark eaten and back, delete after confirming, a note; online and offline. */
test.describe('a day in the diary', () => {
  test('marks an item eaten and planned again, deletes one after confirming, and keeps a note', async ({
    page,
  }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await quickAdd(page, 'Breakfast', { kcal: '350' });
    await quickAdd(page, 'Lunch', { kcal: '500' });

    const breakfast = page.getByTestId('slot-BREAKFAST').getByTestId('diary-item');
    await page.getByRole('button', { name: 'Mark Quick add as eaten' }).first().click();
    await expect(breakfast).toHaveAttribute('data-status', 'EATEN');
    await expect(breakfast.getByRole('button', { name: 'Mark Quick add as planned' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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

  test('marking eaten and deleting work with the network off and survive a reload', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await quickAdd(page, 'Dinner', { kcal: '640' });
    await quickAdd(page, 'Dinner', { kcal: '120' });
    const dinner = page.getByTestId('slot-DINNER').getByTestId('diary-item');
    await dinner
      .first()
      .getByRole('button', { name: /as eaten/ })
      .click();
    await expect(dinner.first()).toHaveAttribute('data-status', 'EATEN');
    await dinner
      .last()
      .getByRole('button', { name: /^Delete/ })
      .click();
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
  const other = strip
    .getByRole('listitem')
    .nth(parseISO(day).getDay() === 1 ? 1 : 0)
    .getByRole('button');
  await other.click();
  await expect(page).not.toHaveURL(new RegExp(`date=${day}`));
  const chosen = new URL(page.url()).searchParams.get('date')!;

  await strip.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${format(addDays(parseISO(chosen), 7), 'yyyy-MM-dd')}`));
  await strip.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${chosen}`));

  // A swipe to the left shows the next week.
  const box = (await strip.boundingBox())!;
  await strip.dispatchEvent('pointerdown', {
    pointerType: 'touch',
    clientX: box.x + box.width - 20,
    clientY: box.y + 20,
    isPrimary: true,
  });
  await strip.dispatchEvent('pointerup', {
    pointerType: 'touch',
    clientX: box.x + 20,
    clientY: box.y + 20,
    isPrimary: true,
  });
  await expect(page).toHaveURL(new RegExp(`date=${format(addDays(parseISO(chosen), 7), 'yyyy-MM-dd')}`));

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${format(new Date(), 'yyyy-MM-dd')}`));
  await expectNoAxeViolations(page);
});

test('an empty day offers a copy of a recent day or an empty start, and a day copies to other days', async ({
  page,
}, testInfo) => {
  const day = dayFor(testInfo);
  const shift = (n: number) => format(addDays(parseISO(day), n), 'yyyy-MM-dd');
  await page.goto(`/diary?date=${shift(-2)}`);
  await quickAdd(page, 'Breakfast', { kcal: '410' });

  await page.goto(`/diary?date=${day}`);
  const emptyDay = page.getByRole('region', { name: 'How do you want to start this day?' });
  await expect(emptyDay).toBeVisible();
  await expectNoAxeViolations(page);
  await emptyDay.getByRole('button', { name: `Copy ${format(parseISO(shift(-2)), 'EEEE d MMMM')}` }).click();
  await expect(page.getByTestId('total-kcal')).toHaveText(/^410\s*kcal/);
  await expect(emptyDay).toBeHidden();

  // Copy the day (the organisation has FF_COPY_MEALS_TO_ANOTHER_DAY on).
  await page.getByRole('button', { name: 'Copy day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy this day' });
  await expect(dialog.getByRole('button', { name: /^Copy to/ })).toBeDisabled();
  await dialog.getByLabel(format(parseISO(shift(3)), 'EEEE d MMMM')).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Copy to 1 day' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('slot-BREAKFAST').getByRole('button', { name: 'Copy Breakfast' })).toBeVisible();
  await page.goto(`/diary?date=${shift(3)}`);
  await expect(page.getByTestId('total-kcal')).toHaveText(/^410\s*kcal/);

  // An empty start: the choices go, also after a reload.
  await page.goto(`/diary?date=${shift(1)}`);
  await page.getByRole('button', { name: 'Start with an empty day' }).click();
  await expect(emptyDay).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('total-kcal')).toBeVisible();
  await expect(emptyDay).toBeHidden();
});

test('without FF_COPY_MEALS_TO_ANOTHER_DAY there is no copy action', async ({ page }, testInfo) => {
  await page.route('**/api/auth/users/me', async (route) => {
    const response = await route.fetch();
    const user = await response.json();
    user.organisation.feature_flags = user.organisation.feature_flags.filter(
      (f: string) => f !== 'FF_COPY_MEALS_TO_ANOTHER_DAY',
    );
    await route.fulfill({ response, json: user });
  });
  await page.goto(`/diary?date=${dayFor(testInfo)}`);
  await quickAdd(page, 'Lunch', { kcal: '300' });
  await expect(page.getByTestId('slot-LUNCH').getByTestId('diary-item')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Copy day' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy Lunch' })).toHaveCount(0);
});

test('a long press on an item opens the same delete dialog', async ({ page }, testInfo) => {
  // The page's clock is moved by the test, so 'nothing happens after a short touch' needs no wait.
  await page.clock.install();
  await page.goto(`/diary?date=${dayFor(testInfo)}`);
  await quickAdd(page, 'Lunch', { kcal: '250' });
  const item = page.getByTestId('slot-LUNCH').getByTestId('diary-item');
  // A short touch does nothing; holding it opens the dialog. The installed clock still flows, so
  // the touch goes down and up in one step: two steps can be further apart than a long press on a
  // busy machine.
  await item.locator('.item-text').evaluate((text) => {
    for (const type of ['pointerdown', 'pointerup'])
      text.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', isPrimary: true }));
  });
  await page.clock.runFor(700);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await item.locator('.item-text').dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await page.clock.runFor(600);
  await expect(page.getByRole('dialog', { name: 'Delete this item?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});
