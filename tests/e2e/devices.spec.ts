import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { readFileSync } from 'node:fs';
import { storageStateOf, type Account } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd } from './helpers';

/**
 * Devices that lose nothing: a new device shows the account's data loading (and how far) instead
 * of routing on empty read models, keeps a deep link, says plainly when it is offline with nothing
 * loaded, notices going offline at once, and never erases unsent changes without saying so.
 */

const tokenOf = (account: Account): string => {
  const state = JSON.parse(readFileSync(storageStateOf(account), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  return state.origins[0]!.localStorage.find((item) => item.name === 'forkcast.token')!.value;
};

const PROFILE = {
  profile: {
    sex: 'FEMALE',
    age: 34,
    heightCm: 168,
    weightKg: 70,
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

/** Pushes events to the account's stream as another device of theirs would (batches of 100). */
async function pushHistory(
  request: APIRequestContext,
  account: Account,
  events: { type: string; payload: unknown }[],
): Promise<string> {
  const headers = { Authorization: `Token ${tokenOf(account)}` };
  const me = (await (await request.get('/api/auth/users/me', { headers })).json()) as { id: number; stream: string };
  const device = `e2e-history-${crypto.randomUUID()}`;
  for (let from = 0; from < events.length; from += 100) {
    const batch = events.slice(from, from + 100).map((e, i) => ({
      id: crypto.randomUUID(),
      stream: me.stream,
      type: e.type,
      v: 1,
      payload: e.payload,
      actor: `user:${me.id}`,
      device,
      deviceSeq: from + i + 1,
      at: new Date().toISOString(),
    }));
    const response = await request.post('/api/sync/push', { headers, data: { device, events: batch } });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { rejected: unknown[] }).rejected).toEqual([]);
  }
  return me.stream;
}

/** The self-service account with a plan and a history longer than one pull page. */
async function evaWithLongHistory(request: APIRequestContext, day: string) {
  const notes = Array.from({ length: 1_100 }, (_, i) => ({
    type: 'DayStarted',
    payload: { date: format(new Date(Date.UTC(2020, 0, 1) + i * 86_400_000), 'yyyy-MM-dd') },
  }));
  await pushHistory(request, 'eva', [
    { type: 'NutritionProfileSet', payload: PROFILE },
    ...notes,
    {
      type: 'QuickAddLogged',
      payload: { itemId: `e2e-${crypto.randomUUID()}`, date: day, mealMoment: 'LUNCH', nutrients: { kcal: 432 } },
    },
  ]);
}

const onboardingHeading = (page: Page) => page.getByRole('heading', { name: 'What is your goal?' });

test('a new device shows its recent days at once and an older deep-linked day as loading, with progress, then that day: never the onboarding', async ({
  browser,
  request,
}, testInfo) => {
  const day = dayFor(testInfo);
  await evaWithLongHistory(request, day);
  const context = await browser.newContext({ storageState: storageStateOf('eva'), serviceWorkers: 'block' });
  const page = await context.newPage();
  // Hold the second page of the first pull until the progress has been seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sync/pull?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('after') !== '0') await released;
    // Pages of 1,000 (the app asks for 5,000), so this history of 1,102 events comes in two.
    url.searchParams.set('limit', '1000');
    await route.continue({ url: url.toString() });
  });

  await page.goto(`/diary?date=${day}`);
  // The preview (recent days and everything undated) shows the session; the day, older, is loading.
  await expect(page.getByTestId('history-loading')).toHaveText(/^Loading your older data: 1,000 of \d{1,3}(,\d{3})+$/);
  await expect(page.getByTestId('diary-day-loading')).toHaveText('This day is loading with your older data.');
  await expect(page.getByRole('heading', { level: 1, name: format(parseISO(day), 'EEEE') })).toBeVisible();
  await expect(onboardingHeading(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${day}$`));
  await expectNoAxeViolations(page);

  release();
  await expect(page.getByTestId('total-kcal')).toHaveText(/^432\s*kcal/);
  await expect(page.getByTestId('history-loading')).toHaveCount(0);
  await expect(page.getByTestId('diary-day-loading')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${day}$`));
  await expect(onboardingHeading(page)).toHaveCount(0);
  await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');

  // Caught up once: the next visit routes at once, offline too (the log remembers).
  await page.unroute('**/api/sync/pull?*');
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByTestId('total-kcal')).toHaveText(/^432\s*kcal/);
  await expect(page.getByTestId('data-loading')).toHaveCount(0);
  await context.close();
});

test('a new device offline with nothing loaded says so plainly, and loads once it can', async ({
  browser,
  request,
}, testInfo) => {
  const day = dayFor(testInfo);
  await pushHistory(request, 'eva', [{ type: 'NutritionProfileSet', payload: PROFILE }]);
  const context = await browser.newContext({ storageState: storageStateOf('eva'), serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/api/sync/**', (route) => route.abort('internetdisconnected'));

  await page.goto(`/diary?date=${day}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(
    page.getByText('Your data has not been loaded on this device yet. Connect to the internet and it will load.'),
  ).toBeVisible();
  await expect(onboardingHeading(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Focused while still offline: once the network is back the app's own retry may load the data
  // before the key is pressed, and the button is gone then (on a loaded machine it was).
  await page.getByRole('button', { name: 'Try again' }).focus();
  await page.unroute('**/api/sync/**');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: format(parseISO(day), 'EEEE') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/diary\\?date=${day}$`));
  await context.close();
});

test("a browser that refuses storage is told so plainly, in the app's words", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Forkcast cannot store data in this browser' })).toBeVisible();
  await expect(page.getByText(/Private browsing, or blocking data for this site, prevents that/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test.describe('with the seeded client', () => {
  test.use({ storageState: storageStateOf('sam') });

  test('the sync indicator notices going offline at once, and coming back', async ({ page, context }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    const status = page.getByTestId('sync-status').first();
    await expect(status).toHaveAttribute('data-status', 'synced');
    await context.setOffline(true);
    await expect(status).toHaveAttribute('data-status', 'offline');
    await expect(status).toHaveText('Offline: changes are kept on this device');
    await context.setOffline(false);
    await expect(status).toHaveAttribute('data-status', 'synced');
  });

  test('without IndexedDB (a private mode) the signed-in app says so plainly instead of a blank page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam'), serviceWorkers: 'block' });
    await context.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        );
      };
    });
    const page = await context.newPage();
    await page.goto('/diary');
    await expect(page.getByRole('heading', { name: 'Forkcast cannot store data in this browser' })).toBeVisible();
    await context.close();
  });

  test('a full device storage is told when a change cannot be saved, not swallowed', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam'), serviceWorkers: 'block' });
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (this.name === 'pending' && (window as { storageFull?: boolean }).storageFull)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    const page = await context.newPage();
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await expect(page.getByTestId('total-kcal')).toHaveText(/^0\s*kcal/);
    await page.evaluate(() => ((window as { storageFull?: boolean }).storageFull = true));
    await page.getByRole('button', { name: 'Quick add to Dinner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick add' });
    await dialog.getByLabel('Calories').fill('180');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByText(
        'The storage of this device is full: your change could not be saved. Free up some space and try again.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('total-kcal')).toHaveText(/^0\s*kcal/);
    await context.close();
  });

  test('logging out with a change the server cannot get yet says it would be lost, and Cancel keeps it', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam'), serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/api/sync/push', (route) => route.abort('internetdisconnected'));
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await quickAdd(page, 'Dinner', { kcal: '210' });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase changes that are not saved?' });
    await expect(dialog).toContainText(
      '1 change on this device has not reached the server yet. Logging out erases it for good.',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('forkcast.token'))).not.toBeNull();
    await context.close();
  });

  test('Reset app with changes not yet on the server says how many would be lost first', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam'), serviceWorkers: 'block' });
    const page = await context.newPage();
    // The server cannot be reached for pushes: the change stays on this device.
    await page.route('**/api/sync/push', (route) => route.abort('internetdisconnected'));
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await quickAdd(page, 'Dinner', { kcal: '250' });
    await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', /offline|error|waiting/);

    // The diary cannot start (its code cannot be loaded): the failure page offers Reset app.
    await page.route(/\/assets\/DiaryRoute-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Something happened!' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase changes that are not saved?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      '1 change on this device has not reached the server yet. Resetting the app erases it for good.',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reset app' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('forkcast.token'))).not.toBeNull();

    await page.getByRole('button', { name: 'Reset app' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Erase and reset' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('forkcast.token'))).toBeNull();
    await context.close();
  });
});
