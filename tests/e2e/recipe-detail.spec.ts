import { expect, test, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, waitForServiceWorker } from './helpers';

test.use({ storageState: storageStateOf('noor') });

const BOLOGNESE = { id: 'lentil-bolognese-with-whole-wheat-spaghetti', name: 'Lentil bolognese' };
const SALAD = { id: 'tuna-and-white-bean-salad-with-rocket', name: 'Tuna and white bean salad' };

const kcalOf = async (page: Page) =>
  // The day's total, not its target ('1,234 kcal of 2,068').
  Number((await page.getByTestId('total-kcal').innerText()).split('kcal')[0]!.replace(/[^\d]/g, '') || '0');

/** Plans a recipe through its detail in choosing mode: the portions it suggests, then Plan. */
async function planThroughDetail(page: Page, recipe: { id: string; name: string }, date: string, moment: string) {
  await page.goto(`/recipes/${recipe.id}?moment=${moment.toUpperCase()}&date=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(recipe.name) })).toBeVisible();
  await page.getByRole('button', { name: `Plan for ${moment}` }).click();
  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${date}`));
}

test.describe('a recipe in the diary', () => {
  test('is read view-only, chosen for a slot with portions, opened from the diary, its portions changed, and read offline', async ({
    page,
    context,
  }, testInfo) => {
    const day = dayFor(testInfo);

    // View-only: everything to read, nothing to choose.
    await page.goto(`/recipes/${BOLOGNESE.id}`);
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(BOLOGNESE.name) });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(page.getByTestId('recipe-ingredients').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Directions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Plan for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'One portion more' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Choosing for a slot: portions by minus and plus, then Plan, back to the day.
    await page.goto(`/recipes/${BOLOGNESE.id}?moment=DINNER&date=${day}`);
    await expect(heading).toBeVisible();
    await expect(page.getByText(/^For Dinner on /)).toBeVisible();
    const portions = page.getByTestId('recipe-portions');
    const suggested = Number(await portions.innerText());
    expect(suggested).toBeGreaterThanOrEqual(1);
    if (suggested > 1) await page.getByRole('button', { name: 'One portion fewer' }).click();
    await expect(portions).toHaveText(suggested > 1 ? String(suggested - 1) : '1');
    await page.getByRole('button', { name: 'One portion more' }).click();
    const chosen = suggested > 1 ? suggested : 2;
    await expect(portions).toHaveText(String(chosen));
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Plan for Dinner' }).click();

    await expect(page).toHaveURL(new RegExp(`/diary\\?date=${day}`));
    const dinner = page.getByTestId('slot-DINNER').getByTestId('diary-item');
    await expect(dinner).toHaveCount(1);
    await waitForServiceWorker(page);
    await expect.poll(() => kcalOf(page)).toBeGreaterThan(0);
    const before = await kcalOf(page);

    // The planned recipe opens its detail by a real link, from the keyboard too.
    const link = dinner.getByRole('link', { name: new RegExp(`^${BOLOGNESE.name}`) });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(heading).toBeVisible();
    await expect(page.getByText(/^Planned for Dinner on /)).toBeVisible();
    await expect(portions).toHaveText(String(chosen));
    await expectNoAxeViolations(page);

    // One portion more is saved as the meal's portions, and the day's energy follows.
    await page.getByRole('button', { name: 'One portion more' }).click();
    await expect(portions).toHaveText(String(chosen + 1));
    await expect(page.getByRole('status').filter({ hasText: 'Portions saved' })).toBeVisible();
    await page.getByRole('link', { name: /Back to the diary/ }).click();
    await expect(dinner).toHaveCount(1);
    const expected = Math.round((before / chosen) * (chosen + 1));
    await expect.poll(() => kcalOf(page)).toBeGreaterThanOrEqual(expected - 1);
    expect(await kcalOf(page)).toBeLessThanOrEqual(expected + 1);

    // Offline, after a reload: the planned recipe still opens, with its ingredients and steps.
    await context.setOffline(true);
    await page.reload();
    await expect(dinner).toHaveCount(1);
    await dinner.getByRole('link', { name: new RegExp(`^${BOLOGNESE.name}`) }).click();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('recipe-ingredients').getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Directions' })).toBeVisible();
    await expect(portions).toHaveText(String(chosen + 1));
    await context.setOffline(false);
  });

  test('a recipe planned in the coming week opens offline without having been opened on the device', async ({
    page,
    context,
  }) => {
    const today = format(new Date(), 'yyyy-MM-dd');
    await planThroughDetail(page, SALAD, today, 'Lunch');
    await waitForServiceWorker(page);
    // Forget what opening it kept: the diary fetches it ahead on its own.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase('forkcast-cache');
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    );
    await page.goto(`/diary?date=${today}`);
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('forkcast-cache');
              // Not there yet: do not create it empty (the app makes it with its store).
              open.onupgradeneeded = () => open.transaction?.abort();
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('entries')) return (db.close(), resolve(false));
                const get = db.transaction('entries').objectStore('entries').getKey(`recipe:RECIPE:${id}:en`);
                get.onsuccess = () => (db.close(), resolve(get.result !== undefined));
                get.onerror = () => (db.close(), resolve(false));
              };
            }),
          SALAD.id,
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByTestId('slot-LUNCH')
      .getByRole('link', { name: new RegExp(`^${SALAD.name}`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(SALAD.name) })).toBeVisible();
    await expect(page.getByTestId('recipe-ingredients').getByRole('listitem')).not.toHaveCount(0);
    await context.setOffline(false);
  });

  test('a recipe that is not in the catalogue says so', async ({ page }) => {
    await page.goto('/recipes/no-such-recipe');
    await expect(page.getByText(/^This recipe could not be found\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
