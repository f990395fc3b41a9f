import { expect, test, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storageStateOf, type Account } from './support/accounts';
import { dayFor } from './support/days';
import { quickAdd, waitForServiceWorker } from './helpers';

const tokenOf = (account: Account): string => {
  const state = JSON.parse(readFileSync(storageStateOf(account), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  return state.origins[0]!.localStorage.find((item) => item.name === 'forkcast.token')!.value;
};

const device = async (browser: Browser, account: Account) => {
  const context = await browser.newContext({ storageState: storageStateOf(account) });
  return { context, page: await context.newPage() };
};

test('an item logged offline reaches the other device and the coach once the network is back', async ({
  browser,
  request,
}, testInfo) => {
  const day = dayFor(testInfo);
  const phone = await device(browser, 'sam');
  const laptop = await device(browser, 'sam');
  await phone.page.goto(`/diary?date=${day}`);
  await waitForServiceWorker(phone.page);
  await laptop.page.goto(`/diary?date=${day}`);
  await expect(laptop.page.getByTestId('total-kcal')).toHaveText(/^0\s*kcal/);

  await phone.context.setOffline(true);
  await phone.page.reload();
  await quickAdd(phone.page, 'Dinner', { kcal: '321', protein: '12' });
  await phone.page.reload();
  await expect(phone.page.getByTestId('slot-DINNER').getByTestId('diary-item')).toHaveCount(1);
  await expect(phone.page.getByTestId('sync-status').first()).toHaveAttribute('data-status', /offline|error|waiting/);

  await phone.context.setOffline(false);
  await phone.page.evaluate(() => window.dispatchEvent(new Event('online')));
  // The other device learns of it by a live poke, without a reload.
  await expect(laptop.page.getByTestId('total-kcal')).toHaveText(/^321\s*kcal/);
  await expect(phone.page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');

  const me = await (
    await request.get('/api/auth/users/me', { headers: { Authorization: `Token ${tokenOf('sam')}` } })
  ).json();
  const pulled = await request.get(`/api/sync/pull?stream=${me.stream}`, {
    headers: { Authorization: `Token ${tokenOf('coach')}` },
  });
  expect(pulled.status()).toBe(200);
  const { events } = (await pulled.json()) as {
    events: { type: string; payload: { date: string; nutrients: { kcal: number } } }[];
  };
  expect(
    events.some((e) => e.type === 'QuickAddLogged' && e.payload.date === day && e.payload.nutrients.kcal === 321),
  ).toBe(true);

  await phone.context.close();
  await laptop.context.close();
});

test("a client cannot read another client's diary, and nobody reads across organisations", async ({ request }) => {
  const noor = await (
    await request.get('/api/auth/users/me', { headers: { Authorization: `Token ${tokenOf('noor')}` } })
  ).json();
  const asSam = await request.get(`/api/sync/pull?stream=${noor.stream}`, {
    headers: { Authorization: `Token ${tokenOf('sam')}` },
  });
  expect(asSam.status()).toBe(403);
  const asMila = await request.get(`/api/sync/pull?stream=${noor.stream}`, {
    headers: { Authorization: `Token ${tokenOf('mila')}` },
  });
  expect(asMila.status()).toBe(403);
});
