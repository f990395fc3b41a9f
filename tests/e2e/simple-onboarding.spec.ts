import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { codeIn, mailsTo, waitForMail } from './support/accounts';

/**
 * A new person signs up on a SIMPLE organisation's portal (with a code from the outbox), answers
 * the simple onboarding, and lands on a diary with simple recipes planned.
 */
async function signUpOnSimplePortal(page: Page, testInfo: TestInfo, prefix: string) {
  const email = `${prefix}-${testInfo.project.name}-${Date.now()}@example.com`;
  const before = mailsTo(email).length;
  const signUp = await page.request.post('/api/createLoginSignupPortal', {
    data: {
      email,
      organisation_subdomain: 'simple',
      registration: { first_name: 'Fenna', last_name: 'Kok', accepted_terms: true },
    },
  });
  expect(signUp.ok()).toBe(true);
  const code = codeIn(await waitForMail(email, before));
  const verified = await page.request.post('/api/users/verifyOTP/', { data: { email, otp: code } });
  const { auth_token } = (await verified.json()) as { auth_token: string };
  await page.context().addInitScript(([token]) => localStorage.setItem('forkcast.token', token!), [auth_token]);
}

test('a new person of a SIMPLE organisation answers the short questions and gets a planned week', async ({
  page,
}, testInfo) => {
  await signUpOnSimplePortal(page, testInfo, 'new');
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/simple/);
  await expect(page.getByRole('heading', { name: 'What brings you here?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Next without an answer: the document's message, and no step forward.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select your motivation');
  await page.getByLabel('Save time').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: /How do you like to cook/ })).toBeVisible();
  await page.getByLabel('Quick').check();
  await page.getByLabel('Easy').check();
  await page.getByLabel('Comfort food').click();
  // A third cooking style is ignored.
  await expect(page.getByLabel('Comfort food')).not.toBeChecked();
  // What is answered survives a reload.
  await page.reload();
  await expect(page.getByLabel('Quick')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Vegetarian').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Peanuts').check();
  await expect(page.getByLabel('None')).not.toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Which meals do you want to plan?' })).toBeVisible();
  await page.getByLabel('Dinner').uncheck();
  await page.getByRole('button', { name: 'Plan my week' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dinner must be selected');
  await page.getByLabel('Dinner').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Plan my week' }).click();

  await expect(page).toHaveURL(/\/diary/);
  await expect(page.getByTestId('diary-item').first()).toBeVisible();
  // Back on the diary later, the questions are not asked again.
  await page.reload();
  await expect(page).toHaveURL(/\/diary/);
});

test('a welcome video that cannot be loaded says so and the questions start', async ({ page }, testInfo) => {
  await signUpOnSimplePortal(page, testInfo, 'video');
  // The organisation has its welcome video switched on, at an address that does not answer with a video.
  await page.route('**/api/auth/users/me', async (route) => {
    const response = await route.fetch();
    const user = await response.json();
    user.organisation = { ...user.organisation, welcome_video_enabled: true, welcome_video: '/no-such-video.mp4' };
    await route.fulfill({ response, json: user });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Unable to load video');
  await expect(page.getByRole('heading', { name: 'What brings you here?' })).toBeVisible();
});
