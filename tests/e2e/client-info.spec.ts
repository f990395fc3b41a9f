import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, mailsTo, storageStateOf, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

/** The coach's token, as global-setup stored it. */
const coachToken = (): string =>
  (JSON.parse(readFileSync(storageStateOf('coach'), 'utf8')) as { origins: { localStorage: { value: string }[] }[] })
    .origins[0]!.localStorage[0]!.value;

/** A client of the demo coach of their own, so that deactivating them never signs out another journey's client. */
async function addClient(request: APIRequestContext, lastName: string, email: string): Promise<number> {
  const answer = await request.post('/api/clients', {
    headers: { authorization: `Token ${coachToken()}` },
    data: {
      first_name: 'Ivo',
      last_name: lastName,
      email,
      intake: {
        sex: 'MALE',
        age: 41,
        heightCm: 178,
        weightKg: 82,
        bodyFat: 0.22,
        goal: 'RECOMPOSITION',
        activity: 'ACTIVE',
        diet: 'PESCATARIAN',
        intolerances: ['NUTS'],
        exercises: [],
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  // The sign-in mail of a new client, sent after the answer: the codes asked for later come after it.
  await waitForMail(email, 0);
  return ((await answer.json()) as { id: number }).id;
}

/** A sign-in through the code flow; null when the server gives no token. */
async function signInByCode(request: APIRequestContext, email: string): Promise<string | null> {
  const before = mailsTo(email).length;
  expect((await request.post('/api/createMagicLink', { data: { email } })).ok()).toBe(true);
  const verified = await request.post('/api/users/verifyOTP/', {
    data: { email, otp: codeIn(await waitForMail(email, before)) },
  });
  return verified.ok() ? ((await verified.json()) as { auth_token: string }).auth_token : null;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe('client info', () => {
  test(
    'the coach searches a client, reads the tabs, deactivates them through the dialog and activates them again',
    { tag: '@desktop-only' },
    async ({ browser, request, baseURL }) => {
      const lastName = `Tile${Date.now().toString(36)}`;
      const email = `ivo.${lastName.toLowerCase()}@example.com`;
      const id = await addClient(request, lastName, email);
      const clientToken = await signInByCode(request, email);
      expect(clientToken).not.toBeNull();
      const me = (token: string) => request.get('/api/auth/users/me', { headers: { authorization: `Token ${token}` } });
      expect((await me(clientToken!)).status()).toBe(200);
      const client = await browser.newContext({
        storageState: {
          cookies: [],
          origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: clientToken! }] }],
        },
      });
      const clientPage = await client.newPage();
      await clientPage.goto('/');
      await expect(clientPage).not.toHaveURL(/\/login/);

      const coach = await browser.newContext({ storageState: storageStateOf('coach') });
      const page = await coach.newPage();
      await page.goto('/clients');
      await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add client' })).toBeVisible();
      // The demo's clients have their plans; Noor's covers every day.
      await expect(page.getByTestId('client-tile').filter({ hasText: 'Noor Bakker' })).toContainText(
        'Weekly plan: 7 of 7 days',
      );
      await expectNoAxeViolations(page);

      // The search goes out when typing stops, and starts at page 1.
      await page.getByLabel('Search clients').fill(lastName);
      // Debounced by a second: typing alone sends nothing yet.
      expect(page.url()).not.toContain(lastName);
      await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
      await expect(page).toHaveURL(/page=1/);
      const tile = page.getByTestId('client-tile');
      await expect(tile).toHaveCount(1);
      await expect(tile).toContainText(email);
      await expect(tile).toContainText('No plan yet');
      // Added by the coach: the client's own activity starts when they use the app.
      await expect(tile).toContainText(/No activity yet|Active today/);
      await tile.click();

      // Client info: the tabs, the nutrition plan first, without a plan an invitation to make one.
      await expect(page.getByRole('heading', { name: `Ivo ${lastName}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Client information' })).toBeVisible();
      await expect(tab(page, 'Nutrition plan')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('link', { name: 'Create a nutrition plan' })).toHaveAttribute(
        'href',
        `/clients/${id}/plan`,
      );
      await expect(page.getByRole('button', { name: 'View plan' })).toBeHidden();
      await expectNoAxeViolations(page);

      // The arrow keys move between the tabs; the tab is kept in the address.
      await tab(page, 'Nutrition plan').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'About')).toBeFocused();
      await expect(page).toHaveURL(/tab=about/);
      const about = page.getByRole('tabpanel', { name: 'About' });
      await expect(about.getByText(email)).toBeVisible();
      await expect(about.getByText('Pescatarian')).toBeVisible();
      await expect(about.getByText('82 kg')).toBeVisible();
      await expect(about.getByText('Nuts')).toBeVisible();
      await expect(about.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', `/clients/${id}/profile`);
      await expectNoAxeViolations(page);

      await tab(page, 'Progress').click();
      await expect(
        page.getByRole('tabpanel', { name: 'Progress' }).getByRole('button', { name: 'View progress' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // Deactivating asks first; cancelling changes nothing.
      await tab(page, 'Settings').click();
      const settings = page.getByRole('tabpanel', { name: 'Settings' });
      await expectNoAxeViolations(page);
      await settings.getByRole('button', { name: 'Deactivate account' }).click();
      const dialog = page.getByRole('dialog', { name: `Deactivate Ivo ${lastName}?` });
      await expect(dialog).toContainText('will be signed out on every device and can no longer use the app');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await me(clientToken!)).status()).toBe(200);
      await settings.getByRole('button', { name: 'Deactivate account' }).click();
      await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        settings
          .getByRole('status')
          .filter({ hasText: `Ivo ${lastName}'s account is deactivated. They have been signed out.` }),
      ).toBeVisible();
      await expect(page.locator('.client-info-header').getByText('Deactivated')).toBeVisible();

      // The client is signed out everywhere (their tokens are revoked; the API tests hold that a deactivated
      // account's new sign-in is refused the app's routes).
      expect((await me(clientToken!)).status()).toBe(401);
      await clientPage.reload();
      await expect(clientPage).toHaveURL(/\/login/);

      // Back to the overview as it was left: the same search, now under Deactivated.
      await page.getByRole('link', { name: 'Back to clients' }).click();
      await expect(page.getByLabel('Search clients')).toHaveValue(lastName);
      await expect(page.getByTestId('client-tile')).toHaveCount(0);
      await page.getByRole('button', { name: 'Deactivated clients' }).click();
      await expect(page.getByLabel('Search clients')).toHaveValue(lastName);
      await expect(page.getByTestId('client-tile')).toHaveCount(1);
      await expect(page.getByTestId('client-tile')).toContainText('Deactivated');
      await expectNoAxeViolations(page);

      // Activating again.
      await page.getByTestId('client-tile').click();
      await expect(page).toHaveURL(/filter=DEACTIVATED_CLIENTS/);
      await tab(page, 'Settings').click();
      await settings.getByRole('button', { name: 'Activate account' }).click();
      await page
        .getByRole('dialog', { name: `Activate Ivo ${lastName}?` })
        .getByRole('button', { name: 'Activate', exact: true })
        .click();
      await expect(
        settings.getByRole('status').filter({ hasText: `Ivo ${lastName}'s account is active again.` }),
      ).toBeVisible();

      // The name: required, saved, and the header follows.
      const firstName = settings.getByLabel('First name');
      const save = settings.getByRole('button', { name: 'Save name' });
      await expect(save).toBeDisabled();
      await firstName.fill('  ');
      await expect(settings.getByText('Required')).toBeVisible();
      await expect(save).toBeDisabled();
      await firstName.fill(' Iva ');
      await save.click();
      await expect(settings.getByRole('status').filter({ hasText: 'The name is saved.' })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Iva ${lastName}`, level: 1 })).toBeVisible();

      await page.getByRole('link', { name: 'Back to clients' }).click();
      await page.getByRole('button', { name: 'Active clients' }).click();
      await expect(page.getByTestId('client-tile')).toHaveCount(1);
      await expect(page.getByTestId('client-tile')).not.toContainText('Deactivated');
      await expect(page.getByTestId('client-tile')).toContainText(`Iva ${lastName}`);
      const back = await signInByCode(request, email);
      expect(back).not.toBeNull();
      expect((await me(back!)).status()).toBe(200);

      await coach.close();
      await client.close();
    },
  );

  test(
    "a client's weekly plan: each weekday's day plan, a way into each, and View plan",
    { tag: '@desktop-only' },
    async ({ browser }) => {
      const coach = await browser.newContext({ storageState: storageStateOf('coach') });
      const page = await coach.newPage();
      await page.goto('/clients');
      await page.getByTestId('client-tile').filter({ hasText: 'Noor Bakker' }).click();
      const plan = page.getByRole('tabpanel', { name: 'Nutrition plan' });
      const week = plan.getByRole('table');
      await expect(week.getByRole('row', { name: /Monday Training/ })).toBeVisible();
      await expect(week.getByRole('row', { name: /Sunday Rest/ })).toBeVisible();
      await expect(plan.getByRole('link', { name: 'Edit Training' })).toHaveAttribute('href', /\/plan\?dayPlan=/);
      await expect(plan.getByRole('link', { name: 'New day plan' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'View plan' })).toBeVisible();
      await expectNoAxeViolations(page);
      await coach.close();
    },
  );

  test(
    'on a phone the add-client button floats and leads to adding a client',
    { tag: '@phone-only' },
    async ({ browser }) => {
      const coach = await browser.newContext({
        storageState: storageStateOf('coach'),
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await coach.newPage();
      await page.goto('/clients');
      await expect(page.getByTestId('client-tile').first()).toBeVisible();
      const add = page.getByRole('link', { name: 'Add client' });
      await expect(add).toHaveCount(1);
      await expect(add).toHaveClass(/fab/);
      await expectNoAxeViolations(page);
      await page.getByTestId('client-tile').filter({ hasText: 'Sam Jansen' }).click();
      await expect(page.getByRole('tab', { name: 'Nutrition plan' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to clients' }).click();
      await add.click();
      await expect(page).toHaveURL(/\/clients\/new/);
      await coach.close();
    },
  );
});
