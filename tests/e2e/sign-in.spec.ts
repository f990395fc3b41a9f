import { expect, test } from '@playwright/test';
import { ACCOUNTS, codeIn, linkIn, mailsTo, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

// Each project signs in a different account, so the per-account mail limit is never the story.
const accountFor = (project: string, phone: keyof typeof ACCOUNTS, desktop: keyof typeof ACCOUNTS) =>
  ACCOUNTS[project === 'phone' ? phone : desktop];

// The code journey and the logout journey use the same account per project: run them one after the other.
test.describe.serial('code sign-in and logout', () => {
  test('a person signs in with the code from their mail', async ({ page }, testInfo) => {
    const email = accountFor(testInfo.project.name, 'lucas', 'noor');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);

    const field = page.getByLabel('Email address');
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await field.fill('not an email');
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(send).toBeDisabled();
    await field.fill('');
    await expect(page.getByText('Required')).toBeVisible();

    const before = mailsTo(email).length;
    await field.fill(`  ${email.toUpperCase()} `);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const first = await waitForMail(email, before);

    const codeField = page.getByLabel('4-digit code');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await codeField.fill('12');
    await expect(page.getByText('Must be a 4 digit number')).toBeVisible();
    const wrong = codeIn(first) === '0000' ? '1111' : '0000';
    await codeField.fill(wrong);
    await submit.click();
    await expect(page.getByText('The code you entered is invalid.')).toBeVisible();
    await codeField.fill('');
    await expect(page.getByText('The code you entered is invalid.')).toBeHidden();
    await expectNoAxeViolations(page);

    // The request is held until the screen has said it is sending, so a fast answer cannot hide that state.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/users/resendOTP/', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('Sending a new code…')).toBeVisible();
    answer();
    await expect(page.getByText('A new code has been sent.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Didn't get a code? Read our help article" })).toBeVisible();
    const second = await waitForMail(email, before + 1);

    await codeField.fill(codeIn(second));
    await submit.click();
    await expect(page).toHaveURL(/\/diary/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('logging out erases this device, refuses the old token, and returns to the login screen', async ({
    page,
  }, testInfo) => {
    const email = accountFor(testInfo.project.name, 'lucas', 'noor');
    const before = mailsTo(email).length;
    await page.request.post('/api/createMagicLink', { data: { email } });
    const code = codeIn(await waitForMail(email, before));
    const verified = await page.request.post('/api/users/verifyOTP/', { data: { email, otp: code } });
    const { auth_token } = (await verified.json()) as { auth_token: string };
    await page.goto('/login');
    await page.evaluate((token) => localStorage.setItem('forkcast.token', token), auth_token);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('forkcast.token'))).toBeNull();
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(databases).not.toContain('forkcast');
    await page.goto('/diary');
    await expect(page).toHaveURL(/\/login$/);
    const refused = await page.request.get('/api/auth/users/me', { headers: { Authorization: `Token ${auth_token}` } });
    expect(refused.status()).toBe(401);
  });
});

test('a magic link signs a person in, once', async ({ page, browser }, testInfo) => {
  const email = accountFor(testInfo.project.name, 'mila', 'eva');
  const before = mailsTo(email).length;
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const link = linkIn(await waitForMail(email, before));

  // A mail scanner fetching the link signs no one in and leaves it usable.
  const scanner = await page.request.get(link);
  expect(scanner.status()).toBe(200);

  const other = await browser.newContext();
  const linkPage = await other.newPage();
  await linkPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // Signed in: the diary, or first the onboarding of a self-service person without a plan. A new
  // device first loads the account's data (another journey gives eva a long history), then routes.
  await expect(linkPage).toHaveURL(/\/(diary|onboarding)/);
  await other.close();

  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(againPage.getByText('This link is invalid or has expired. Request a new one.')).toBeVisible();
  await again.close();
});

test('when many codes were asked for an address, the login screen says so and when to ask again', async ({
  page,
}, testInfo) => {
  // Another mailbox each run, asked for on the resend route, whose limit per connection is its own.
  const email = `limited-${testInfo.project.name}-${Date.now()}@example.com`;
  // Strangers: none holds the login cookie of another's request, so each ask starts a new one.
  for (let i = 0; i < 5; i++) {
    await page.context().clearCookies();
    expect((await page.request.post('/api/users/resendOTP/', { data: { email } })).ok()).toBe(true);
  }
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Many codes have been asked for this address\. You can ask for a new one in 10 min\./,
  );
  await expect(page).toHaveURL(/\/login$/);
});
