import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { onboardedAnswers, signUpPerson } from './support/people';

/**
 * Issue 18, My profile: a new person saves their language to the account, abandons deleting it
 * with a wrong word, then deletes it with the Dutch keyword and is logged out. A fresh sign-up, so
 * no seeded account is ever deleted.
 */
const ANSWERS = onboardedAnswers();

test('the language goes to the account; a wrong word deletes nothing, VERWIJDER deletes the account', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const email = `delete-${testInfo.project.name}-${Date.now()}@example.com`;
  const person = await signUpPerson(request, email, 'demo', ANSWERS);
  const me = () => request.get('/api/auth/users/me', { headers: person.headers });
  const storageState = {
    cookies: [],
    origins: [
      {
        origin: baseURL!,
        localStorage: [
          { name: 'forkcast.token', value: person.token },
          { name: 'forkcast.language', value: 'en' },
        ],
      },
    ],
  };
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? null, storageState });
  const page = await context.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(page.getByText('That was not the confirm word, so your account was not deleted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await me()).status()).toBe(200);

  await page.getByLabel('Language').selectOption('nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  await expect.poll(async () => ((await (await me()).json()) as { locale: string | null }).locale).toBe('nl');

  await page.getByRole('button', { name: 'Account verwijderen', exact: true }).click();
  const dutch = page.getByRole('dialog', { name: 'Je account verwijderen?' });
  await dutch.getByLabel('Typ VERWIJDER om te bevestigen').fill('VERWIJDER');
  await dutch.getByRole('button', { name: 'Mijn account verwijderen' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await me()).status()).toBe(401);
  await context.close();
});
