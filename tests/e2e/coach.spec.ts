import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, codeIn, mailsTo, storageStateOf, waitForMail } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd } from './helpers';

test.describe('a coach and a client', () => {
  test('the coach finds a client, opens their diary, plans a meal, and the client sees it', async ({
    browser,
  }, testInfo) => {
    const day = dayFor(testInfo);
    const coach = await browser.newContext({ storageState: storageStateOf('coach') });
    const client = await browser.newContext({ storageState: storageStateOf('noor') });
    const page = await coach.newPage();
    const noor = await client.newPage();
    await noor.goto(`/diary?date=${day}`);
    await expect(noor.getByTestId('slot-LUNCH')).toBeVisible();
    const lunchOfNoor = noor.getByTestId('slot-LUNCH').getByTestId('diary-item');
    const before = await lunchOfNoor.count();

    // The coach's home is the clients overview.
    await page.goto('/');
    await expect(page).toHaveURL(/\/clients/);
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sam Jansen' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Search clients').fill('bakk');
    await expect(page.getByRole('link', { name: 'Sam Jansen' })).toBeHidden();
    await expect(page.getByText('1 client', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Deactivated clients' }).click();
    await expect(page.getByText('No clients found.')).toBeVisible();
    await page.getByRole('button', { name: 'Active clients' }).click();
    await page.getByRole('link', { name: 'Noor Bakker' }).click();

    await expect(page.getByRole('heading', { name: 'Noor Bakker' })).toBeVisible();
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByRole('tabpanel', { name: 'About' }).getByText('noor@example.com')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Nutrition plan' }).click();
    await page.getByRole('button', { name: 'View plan' }).click();

    // View-as mode: the client's diary under a banner, and it survives a reload.
    const banner = page.getByRole('region', { name: 'You are viewing the plan of Noor Bakker' });
    await expect(banner).toBeVisible();
    await page.goto(`/diary?date=${day}`);
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('slot-LUNCH').getByTestId('diary-item')).toHaveCount(before);
    // The coach reads the day against the client's targets (Noor's weekly plan), not their own.
    await expect(page.getByTestId('total-kcal')).toHaveText(/^\d[\d,]*\s*kcal of [\d,]+/);
    await quickAdd(page, 'Lunch', { kcal: '432', protein: '21' });
    await expect(page.getByTestId('slot-LUNCH').getByTestId('diary-item')).toHaveCount(before + 1);
    await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');
    await expectNoAxeViolations(page);

    // The client sees it without a reload (live poke, else the poll).
    await expect(lunchOfNoor).toHaveCount(before + 1);
    await expect(lunchOfNoor.filter({ hasText: '432' })).toHaveCount(1);

    // Back: the coach is themselves again, on the client's page, and their own tabs return.
    await banner.getByRole('button', { name: 'Back to client' }).click();
    await expect(page.getByRole('heading', { name: 'Noor Bakker' })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.getByRole('link', { name: 'Back to clients' }).click();
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();

    await coach.close();
    await client.close();
  });

  test("logging out while viewing a client erases every log on the device, the client's included", async ({
    browser,
    request,
    baseURL,
  }) => {
    // A token of its own: logging out revokes it, and the other journeys keep the shared one.
    const token = await signInByCode(request, ACCOUNTS.coach);
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: token }] }],
      },
    });
    const page = await context.newPage();
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Lucas Visser' }).click();
    await page.getByRole('button', { name: 'View plan' }).click();
    await expect(page.getByRole('region', { name: 'You are viewing the plan of Lucas Visser' })).toBeVisible();
    const logs = () =>
      page.evaluate(async () =>
        (await indexedDB.databases())
          .map((d) => d.name)
          .filter((name) => name?.startsWith('forkcast'))
          .sort(),
      );
    await expect.poll(logs).toEqual(['forkcast', expect.stringMatching(/^forkcast-client-\d+$/)]);

    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(logs).toEqual([]);
    // Only that this device has seen the welcome carousel stays: it is no one's data.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['forkcast.welcomeSeen']);
    await context.close();
  });

  test('a client cannot open the coach screens', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('sam') });
    const page = await context.newPage();
    await page.goto('/clients');
    await expect(page).toHaveURL(/\/diary/);
    await context.close();
  });
});

/** A fresh sign-in through the code flow; retried when the other viewport's request took the newest mail. */
async function signInByCode(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = mailsTo(email).length;
    expect((await request.post('/api/createMagicLink', { data: { email } })).ok()).toBe(true);
    const verified = await request.post('/api/users/verifyOTP/', {
      data: { email, otp: codeIn(await waitForMail(email, before)) },
    });
    if (verified.ok()) return ((await verified.json()) as { auth_token: string }).auth_token;
  }
  throw new Error(`No sign-in for ${email}`);
}
