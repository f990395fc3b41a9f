import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './helpers';
import { codeIn, storageStateOf, waitForMail, mailsTo } from './support/accounts';
import { onboardedAnswers, signUpPerson } from './support/people';

/**
 * Issue 18, billing: the server decides who is blocked, the journeys' server bills through a
 * stand-in of Stripe (playwright.config.ts), whose checkout page has a Pay button.
 */
const adminHeaders = () => {
  const state = JSON.parse(readFileSync(storageStateOf('admin'), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins[0]!.localStorage.find((item) => item.name === 'forkcast.token')!.value;
  return { Authorization: `Token ${token}` };
};

const ANSWERS = onboardedAnswers({ sex: 'FEMALE', age: 41, heightCm: 168, weightKg: 70, activity: 'ACTIVE' });

async function signedInPage(page: Page, baseURL: string, token: string) {
  await page.addInitScript(
    ([token]) => {
      if (!localStorage.getItem('forkcast.token')) localStorage.setItem('forkcast.token', token!);
      localStorage.setItem('forkcast.language', 'en');
    },
    [token],
  );
  await page.goto(`${baseURL}/`);
}

/** The platform administrator's manual billing of a user (the admin screen's call). */
async function setBilling(request: APIRequestContext, organisation: number, user: number, status: string | null) {
  const answer = await request.put(`/api/admin/organisations/${organisation}/users/${user}/billing`, {
    headers: adminHeaders(),
    data: { subscription_status: status, payment_status_override: false },
  });
  expect(answer.status()).toBe(200);
}

test('a blocked client sees only the billing issue and My profile, and is back in once paid', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = `blocked-${testInfo.project.name}-${Date.now()}@example.com`;
  const person = await signUpPerson(request, email, 'demo', ANSWERS);
  const me = await (await request.get('/api/auth/users/me', { headers: person.headers })).json();
  await setBilling(request, me.organisation.id, person.id, 'canceled');

  await signedInPage(page, baseURL!, person.token);
  await expect(page.getByRole('heading', { name: 'There are issues with your billing.', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Your access to the app is paused. Please contact support.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['My profile', 'Account']);
  await expectNoAxeViolations(page);

  // The diary by its address leads back to the billing issue.
  await page.goto('/diary');
  await expect(page).toHaveURL(/\/billing$/);
  await nav.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();

  // Paid (the administrator's manual billing): 'Check again' finds out without a reload, the diary is there.
  await setBilling(request, me.organisation.id, person.id, 'active');
  // 'Check again' asks at once; the app also asks by itself every 15 s, so on a slow machine it may
  // have found out first and taken the Account tab and the button away.
  const planner = nav.getByRole('link', { name: 'Planner' });
  await Promise.race([
    (async () => {
      await nav.getByRole('link', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Check again' }).click();
    })().catch(() => undefined),
    planner.waitFor(),
  ]);
  await expect(planner).toBeVisible();
  await nav.getByRole('link', { name: 'Planner' }).click();
  await expect(page).toHaveURL(/\/diary/);
});

test('a self-service customer under the paywall pays at checkout and gets in', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const subdomain = `shop-${testInfo.project.name}-${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/organisations', {
    headers: adminHeaders(),
    data: { name: `Shop ${subdomain}`, subdomain, clients_are_diy: true },
  });
  expect(created.status()).toBe(201);
  const organisations = (await (await request.get('/api/admin/organisations', { headers: adminHeaders() })).json()) as {
    results: { id: number; subdomain: string }[];
  };
  const shop = organisations.results.find((o) => o.subdomain === subdomain)!;
  const email = `paywall-${testInfo.project.name}-${Date.now()}@example.com`;
  const person = await signUpPerson(request, email, subdomain, ANSWERS);
  expect(
    (
      await request.patch(`/api/admin/organisations/${shop.id}`, {
        headers: adminHeaders(),
        data: { product_stripe_id: 'prod_standin_paywall' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.patch(`/api/admin/organisations/${shop.id}/flags`, {
        headers: adminHeaders(),
        data: { FF_B2C_PAYWALL: true },
      })
    ).status(),
  ).toBe(200);

  await signedInPage(page, baseURL!, person.token);
  await expect(page.getByText('We cannot find a valid subscription for you. Please contact support.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();

  // The provider's checkout page (the stand-in), then back.
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Forkcast' })).toBeVisible();
  await expect(page.getByText('Thank you! Your subscription is active.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/diary/);
});

test(
  'a coach signs up for the trial through checkout, logs in and adds a client',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const email = `trial-coach-${Date.now()}@example.com`;
    await page.goto('/trial');
    await expect(page.getByRole('heading', { name: 'Start your free trial', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Koster');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name of your practice').fill('Koster Voeding');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Please log in with the same email address you used during checkout.')).toBeVisible();
    await expectNoAxeViolations(page);

    const before = mailsTo(email).length;
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByLabel('4-digit code').fill(codeIn(await waitForMail(email, before)));
    await page.getByRole('button', { name: 'Log in' }).click();

    // The new practice's clients, with the trial's offers.
    await expect(page.getByRole('heading', { name: 'You are trying Forkcast' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      'https://forkcast.example/demo',
    );
    await expectNoAxeViolations(page);

    await page.goto('/clients/new');
    await page.getByLabel('First name').fill('Tim');
    await page.getByLabel('Last name').fill('Bos');
    await page.getByLabel('Email').fill(`tim-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByLabel('Age').fill('40');
    await page.getByLabel('Height').fill('182');
    await page.getByLabel('Weight').fill('85');
    await page.getByLabel('Body fat').fill('22');
    await page.getByLabel('Goal').selectOption({ label: 'Lose weight' });
    await page.getByLabel('Activity').selectOption({ label: 'Active' });
    await page.getByLabel('Diet').selectOption({ label: 'Omnivore' });
    await page.getByRole('button', { name: 'Add client' }).click();
    await expect(page.getByRole('link', { name: 'Tim Bos' })).toBeVisible();

    // The referral programme: the coach's own link.
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { name: 'Referral programme', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Referral link' })).toHaveValue(/\/trial\?ref=/);
    await expect(page.getByText(/you receive €50\.00 off/)).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
