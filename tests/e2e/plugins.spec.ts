import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { format, subDays } from 'date-fns';
import { codeIn, mailsTo, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

/**
 * Plugins switched on by an organisation's flags, seen by its people: the hormone theme's purple
 * for a woman on the cycle diet, and English only from the first sign-in on a Dutch browser.
 */

/** The hormone theme's purple (HORMONE_PRIMARY in src/core/theme.ts). */
const HORMONE_PRIMARY = '#7b1fa2';
const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
  );

/** A new self-service account of the demo organisation (FF_FEMALE_HORMONES on), signed up and signed in through the API. */
async function signUp(request: APIRequestContext, email: string): Promise<string> {
  const before = mailsTo(email).length;
  const asked = await request.post('/api/createLoginSignupPortal', {
    data: {
      email,
      organisation_subdomain: 'demo',
      registration: { first_name: 'Iris', last_name: 'de Wit', accepted_terms: true },
    },
  });
  expect(asked.ok()).toBe(true);
  const verified = await request.post('/api/users/verifyOTP/', {
    data: { email, otp: codeIn(await waitForMail(email, before)) },
  });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { auth_token: string }).auth_token;
}

/** Stores her plan as the onboarding on another device of hers would: the cycle diet, with her dates. */
async function chooseTheCycleDiet(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  const me = (await (await request.get('/api/auth/users/me', { headers })).json()) as { id: number; stream: string };
  const device = `e2e-plugins-${crypto.randomUUID()}`;
  const payload = {
    profile: {
      sex: 'FEMALE',
      age: 38,
      heightCm: 170,
      weightKg: 66,
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
    plan: 'CYCLE_DIET',
    cycle: { lastPeriodStart: format(subDays(new Date(), 10), 'yyyy-MM-dd'), length: 28 },
  };
  const event = {
    id: crypto.randomUUID(),
    stream: me.stream,
    type: 'NutritionProfileSet',
    v: 1,
    payload,
    actor: `user:${me.id}`,
    device,
    deviceSeq: 1,
    at: new Date().toISOString(),
  };
  const pushed = await request.post('/api/sync/push', { headers, data: { device, events: [event] } });
  expect(pushed.status()).toBe(200);
  expect(((await pushed.json()) as { rejected: unknown[] }).rejected).toEqual([]);
}

// A new account's first pull, and a first sign-in through the screens, on a machine that runs two journeys at once.
test('a woman on the cycle diet in a hormone-flagged organisation sees the purple theme', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const token = await signUp(request, `purple-${testInfo.project.name}-${Date.now()}@example.com`);
  await chooseTheCycleDiet(request, token);
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: token }] }],
    },
  });
  const page = await context.newPage();

  await page.goto('/diary');
  // Her plan has loaded: the diary shows the day of her cycle, in the hormone theme.
  await expect(page.getByTestId('phase-badge')).toContainText(/Day \d+ of your cycle/);
  await expect.poll(() => primaryColour(page)).toBe(HORMONE_PRIMARY);
  await expectNoAxeViolations(page);

  // And after a reload, from the first paint of her session.
  await page.reload();
  await expect(page.getByTestId('phase-badge')).toBeVisible();
  await expect.poll(() => primaryColour(page)).toBe(HORMONE_PRIMARY);
  await context.close();
});

test.describe('on a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('English only applies at the first sign-in, and the language cannot be changed', async ({ page }, testInfo) => {
    // One client of the English-only organisation per project (server/seed.ts).
    const email = testInfo.project.name === 'phone' ? 'emma@example.com' : 'finn@example.com';
    await page.goto('/login');
    // Before anyone signs in, the device's language decides.
    await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    const before = mailsTo(email).length;
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByLabel('Code van 4 cijfers').fill(codeIn(await waitForMail(email, before)));
    await page.getByRole('button', { name: 'Inloggen' }).click();

    // Signed in: the organisation's plugin switches the app to English, without a reload.
    await expect(page).toHaveURL(/\/diary/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Language')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // It stays English after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
