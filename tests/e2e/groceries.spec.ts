import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { readFileSync } from 'node:fs';
import { GROCERY_CATEGORIES } from '../../src/core/api/groceries';
import { DEFAULT_MEAL_PLAN } from '../../src/core/nutrition/mealSizes';
import { expectNoAxeViolations, waitForServiceWorker } from './helpers';
import { signUpPerson } from './support/people';

/**
 * The Groceries tab (issue 15): a person with a planned week makes the list in one tap, ticks it
 * off in a shop without signal, sees the ticks on their other device, adds their own item and
 * deletes the list. Each project signs up a person of its own, so no other journey's meals or
 * lists meet these.
 */

// A new account's first pull, a week's plan and several axe passes on a machine running two journeys.
const PROFILE = {
  profile: {
    sex: 'FEMALE',
    age: 41,
    heightCm: 172,
    weightKg: 74,
    bodyFat: null,
    activity: 'MILDLY_ACTIVE',
    goal: 'LOSE_WEIGHT',
    weeklyChangeKg: 0.5,
    diet: 'OMNIVORE',
    sustainability: null,
    keto: false,
    lowCarb: false,
  },
  intolerances: [],
  allergens: [],
  dislikes: [],
};

/** The onboarding's meal sizes: with the profile, a DIY plan on every day (docs/events.md). */
const MEAL_SIZES = { type: 'MealPlanSet', payload: { sizes: DEFAULT_MEAL_PLAN } };

/** What a person of each recipe system has answered, and how their week is planned. */
const SYSTEMS = {
  REGULAR: {
    organisation: 'demo',
    answers: [{ type: 'NutritionProfileSet', payload: PROFILE }, MEAL_SIZES],
    plan: {
      path: '/api/planner/autoPlanDays/',
      body: (today: string) => ({ num_days: 7, start_date_inclusive: today }),
    },
  },
  SIMPLE: {
    organisation: 'simple',
    answers: [
      { type: 'NutritionProfileSet', payload: PROFILE },
      MEAL_SIZES,
      {
        type: 'SimpleProfileSet',
        payload: {
          motivation: 'SAVE_TIME',
          cookingStyles: ['QUICK'],
          diet: null,
          allergens: [],
          mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
        },
      },
    ],
    plan: {
      path: '/api/planner/autoPlanSimpleRecipes/',
      body: (today: string) => ({ start_date: today, end_date: format(addDays(new Date(), 6), 'yyyy-MM-dd') }),
    },
  },
} as const;

/** A new self-service person, signed up through the API, with their answers given and a planned week from today. */
async function personWithAPlannedWeek(
  request: APIRequestContext,
  email: string,
  system: keyof typeof SYSTEMS = 'REGULAR',
): Promise<string> {
  const { organisation, answers, plan } = SYSTEMS[system];
  const { token, headers } = await signUpPerson(request, email, organisation, answers);
  const planned = await request.post(plan.path, {
    headers,
    data: { ...plan.body(format(new Date(), 'yyyy-MM-dd')), seed: 15 },
  });
  expect(planned.status()).toBe(200);
  expect(((await planned.json()) as { planned: unknown[] }).planned.length).toBeGreaterThan(7);
  return token;
}

async function deviceOf(
  browser: Browser,
  baseURL: string,
  token: string,
  viewport: { width: number; height: number } | null,
  serviceWorkers: 'allow' | 'block' = 'allow',
) {
  const context = await browser.newContext({
    viewport,
    serviceWorkers,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'forkcast.token', value: token }] }],
    },
  });
  return { context, page: await context.newPage() };
}

const synced = (page: Page) => expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');

const CATEGORY_NAMES = (
  JSON.parse(readFileSync(new URL('../../locales/en/groceries.json', import.meta.url), 'utf8')) as {
    categories: Record<string, string>;
  }
).categories;

/** Screenshots to look at, in the light and the dark scheme (GROCERY_SHOTS names their folder; none without it). */
async function shoot(page: Page, name: string) {
  const folder = process.env.GROCERY_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${folder}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The category headings shown, top to bottom. */
const categoryHeadings = (page: Page) => page.locator('.grocery-group h2').allTextContents();

test('a planned week becomes a grocery list, ticked off offline and seen on a second device', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const token = await personWithAPlannedWeek(request, `groceries-${testInfo.project.name}-${Date.now()}@example.com`);
  const viewport = testInfo.project.use.viewport ?? null;
  const { context, page } = await deviceOf(browser, baseURL!, token, viewport);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/groceries');
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  await synced(page);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'No grocery list yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Groceries' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // The dialog: the coming week is chosen, Create makes the list from it.
  await page.getByRole('button', { name: 'Make a grocery list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a grocery list' });
  await expect(dialog).toBeVisible();
  const long = (date: Date) => format(date, 'EEEE d MMMM');
  await expect(dialog.getByText(`From ${long(new Date())} to ${long(addDays(new Date(), 6))} (7 days)`)).toBeVisible();
  await expect(dialog.getByRole('grid', { name: format(new Date(), 'MMMM yyyy') })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `dialog-${testInfo.project.name}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  // The list: the week's dates, items under their categories in the shop's order.
  const week = `${format(new Date(), 'EEE d MMM')} – ${format(addDays(new Date(), 6), 'EEE d MMM')}`;
  await expect(page.getByText(week, { exact: true })).toBeVisible();
  const items = page.getByTestId('grocery-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(5);
  const headings = await categoryHeadings(page);
  const order = GROCERY_CATEGORIES.map((c) => CATEGORY_NAMES[c]!);
  expect(headings.length).toBeGreaterThan(1);
  expect(headings).toEqual(order.filter((name) => headings.includes(name)));
  await expectNoAxeViolations(page);
  await shoot(page, `list-${testInfo.project.name}`);
  // Printed: the list and its dates only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'New list' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Add an item' })).toBeHidden();
  await expect(page.getByText(week, { exact: true })).toBeVisible();
  await expect(items.first()).toBeVisible();
  if (process.env.GROCERY_SHOTS)
    await page.screenshot({ path: `${process.env.GROCERY_SHOTS}/print-${testInfo.project.name}.png` });
  await page.emulateMedia({ media: 'screen' });

  // In a shop without signal: two ticks, kept through a reload.
  const first = items.nth(0).getByRole('checkbox');
  const third = items.nth(2).getByRole('checkbox');
  const firstName = (await items.nth(0).locator('label').textContent())!;
  const firstFood = (await items.nth(0).locator('.grocery-name').textContent())!;
  const thirdName = (await items.nth(2).locator('label').textContent())!;
  await context.setOffline(true);
  await first.check();
  await third.check();
  await expect(first).toBeChecked();
  // A tick shows at once and is kept once stored (its row no longer busy): what a reload keeps.
  await expect(items.nth(0)).not.toHaveAttribute('aria-busy');
  await expect(items.nth(2)).not.toHaveAttribute('aria-busy');
  await expect(items.nth(1).getByRole('checkbox')).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: firstName, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: thirdName, exact: true })).toBeChecked();
  await expect(page.getByTestId('grocery-item').nth(1).getByRole('checkbox')).not.toBeChecked();
  await shoot(page, `ticked-${testInfo.project.name}`);

  // Back online: the other device sees the ticks.
  await context.setOffline(false);
  await synced(page);
  // The second device cannot reach what lists are made from (routed away, which its service worker
  // would hide), so its offline list below has nothing of the planned recipes.
  const second = await deviceOf(browser, baseURL!, token, viewport, 'block');
  await second.context.route('**/api/groceries/needs/', (route) => route.abort());
  await second.page.goto('/groceries');
  await expect(second.page.getByRole('checkbox', { name: firstName, exact: true })).toBeChecked();
  await expect(second.page.getByRole('checkbox', { name: thirdName, exact: true })).toBeChecked();
  await expect(second.page.getByText(week, { exact: true })).toBeVisible();
  await synced(second.page);
  // This device never read the planned recipes: offline, a new list says so, on every device, instead of seeming complete.
  await second.context.setOffline(true);
  await second.page.getByRole('button', { name: 'New list' }).click();
  const offlineDialog = second.page.getByRole('dialog', { name: 'Make a grocery list' });
  // A first tap sets one day; the arrow keys move through the grid and Enter ends the range there.
  const tomorrow = addDays(new Date(), 1);
  // A phone shows one month: on a month's last day, tomorrow is on the next page.
  if (testInfo.project.name === 'phone' && tomorrow.getDate() === 1)
    await offlineDialog.getByRole('button', { name: /next month/i }).click();
  await offlineDialog.getByRole('button', { name: new RegExp(`\\b${format(tomorrow, 'd MMMM yyyy')}`) }).click();
  await expect(offlineDialog.getByText('Tap a later day to end the list, or make it for this day.')).toBeVisible();
  await second.page.keyboard.press('ArrowRight');
  await second.page.keyboard.press('ArrowRight');
  await second.page.keyboard.press('Enter');
  await expect(
    offlineDialog.getByText(`From ${long(addDays(new Date(), 1))} to ${long(addDays(new Date(), 3))} (3 days)`),
  ).toBeVisible();
  await offlineDialog.getByRole('button', { name: 'Create' }).click();
  await expect(offlineDialog).toBeHidden();
  await expect(
    second.page.getByRole('status').filter({ hasText: /planned recipes could not be loaded when this list was made/ }),
  ).toBeVisible();
  await expect(second.page.getByTestId('grocery-item')).toHaveCount(0);
  await second.page.getByRole('button', { name: 'Delete list' }).click();
  await second.page
    .getByRole('dialog', { name: 'Delete this grocery list?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  // The first list is the newest again, ticks and all.
  await expect(second.page.getByRole('checkbox', { name: firstName, exact: true })).toBeChecked();
  await second.context.setOffline(false);
  await synced(second.page);
  await second.context.close();

  // In Dutch: the screen, the dates and the aisles in the person's language.
  const dutch = await browser.newContext({
    viewport,
    locale: 'nl-NL',
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: token }] }],
    },
  });
  const dutchPage = await dutch.newPage();
  await dutchPage.goto('/groceries');
  await expect(dutchPage.getByRole('heading', { level: 1, name: 'Boodschappen' })).toBeVisible();
  const nlWeek = `${format(new Date(), 'EEEEEE d MMM', { locale: nl })} – ${format(addDays(new Date(), 6), 'EEEEEE d MMM', { locale: nl })}`;
  await expect(dutchPage.getByText(nlWeek, { exact: true })).toBeVisible();
  await expect(dutchPage.getByRole('heading', { name: 'Groente en fruit' })).toBeVisible();
  await expect(dutchPage.getByRole('button', { name: 'Nieuwe lijst' })).toBeVisible();
  await expectNoAxeViolations(dutchPage, ['light']);
  await shoot(dutchPage, `list-nl-${testInfo.project.name}`);
  await dutch.close();

  // An item of one's own: a blank one is refused in words, a named one goes under Other.
  const add = page.getByRole('textbox', { name: 'Add an item' });
  await add.fill('   ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter what you want to buy.' })).toBeVisible();
  const count = await items.count();
  await add.fill('Kitchen roll');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(items).toHaveCount(count + 1);
  const other = page.getByRole('region', { name: 'Other' });
  await expect(other.getByRole('checkbox', { name: 'Kitchen roll' })).toBeVisible();
  await expect(add).toHaveValue('');

  // Shared as text: copied where the device has no share sheet.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Groceries ${week}`);
  expect(copied).toContain('☐ Kitchen roll');
  expect(copied).toContain(`☑ ${firstFood}`);

  // Removing an item; deleting the list asks first.
  await page.getByRole('button', { name: 'Remove Kitchen roll' }).click();
  await expect(items).toHaveCount(count);
  await page.getByRole('button', { name: 'Delete list' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this grocery list?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(count);
  await page.getByRole('button', { name: 'Delete list' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No grocery list yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a grocery list' })).toBeFocused();
  await context.close();
});

test('in the shop without signal: the diary’s Finish planning makes the week’s list in one tap, then it is ticked off', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const token = await personWithAPlannedWeek(
    request,
    `groceries-shop-${testInfo.project.name}-${Date.now()}@example.com`,
  );
  const { context, page } = await deviceOf(browser, baseURL!, token, testInfo.project.use.viewport ?? null);

  // At home: the diary of today, planned, leads on to finishing the plan.
  await page.goto('/diary');
  await synced(page);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Finish planning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finish planning' })).toBeVisible();
  // The device fetches ahead what the planned meals need, and says when it has it all.
  await expect(page.getByRole('status').filter({ hasText: 'Ready for the shop' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `finish-${testInfo.project.name}`);

  // In the shop, no signal: the screen opens again, and the week's list is one tap on Create.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Finish planning' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ready for the shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a grocery list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a grocery list' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/groceries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  const items = page.getByTestId('grocery-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(5);
  await expect(page.getByRole('status').filter({ hasText: /could not be loaded/ })).toHaveCount(0);

  // Ticked off, and still ticked after the page is opened again, all without a connection.
  const first = items.nth(0).getByRole('checkbox');
  const name = (await items.nth(0).locator('label').textContent())!;
  await first.check();
  await expect(items.nth(0)).not.toHaveAttribute('aria-busy');
  await page.reload();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await context.setOffline(false);
  await synced(page);
  await context.close();
});

test('a person of a simple organisation gets the simple list: the recipe lines by category, ticked offline, seen on a second device and deleted', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const token = await personWithAPlannedWeek(
    request,
    `groceries-simple-${testInfo.project.name}-${Date.now()}@example.com`,
    'SIMPLE',
  );
  const viewport = testInfo.project.use.viewport ?? null;
  const { context, page } = await deviceOf(browser, baseURL!, token, viewport);
  await page.goto('/groceries');
  await synced(page);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Make a grocery list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a grocery list' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const items = page.getByTestId('grocery-item');
  await expect(items.first()).toBeVisible();
  const headings = await categoryHeadings(page);
  expect(headings.length).toBeGreaterThan(1);
  expect(headings).toEqual(GROCERY_CATEGORIES.map((c) => CATEGORY_NAMES[c]!).filter((name) => headings.includes(name)));
  // Ticked in the shop without signal, kept through a reload, seen on the other device once back online.
  const name = (await items.first().locator('label').textContent())!;
  await context.setOffline(true);
  await items.first().getByRole('checkbox').check();
  await expect(items.first()).toHaveClass(/checked/);
  await expect(items.first()).not.toHaveAttribute('aria-busy');
  await page.reload();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, `simple-${testInfo.project.name}`);
  await context.setOffline(false);
  await synced(page);
  const second = await deviceOf(browser, baseURL!, token, viewport);
  await second.page.goto('/groceries');
  await expect(second.page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await second.context.close();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('dialog', { name: 'Delete this grocery list?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No grocery list yet' })).toBeVisible();
  await context.close();
});
