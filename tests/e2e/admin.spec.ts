import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, quickAdd } from './helpers';

// These journeys switch the demo organisation's flags: playwright.config.ts runs them in the
// 'admin' project, after the other journeys that rely on the seeded flags.
test.use({ storageState: storageStateOf('admin') });

// Each size switches a different client's own flag: the two run side by side.
const VIEWPORTS = {
  phone: { options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, client: 'lucas' },
  desktop: { options: { viewport: { width: 1440, height: 1024 } }, client: 'noor' },
} as const;

/** A new device first loads the account's data: the first screen gets time for that. */
const FIRST_LOAD = { timeout: 30_000 };

/** The switch of one flag on an organisation's screen (its label is the flag's name). */
const flagSwitch = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('switch', { name });

for (const [size, { options, client }] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${size}`, () => {
    test.use(options);

    test('an administrator creates an organisation, switches a flag and a user flag by keyboard, and reads the log', async ({
      page,
    }) => {
      await page.goto('/admin/organisations');
      await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('link', { name: /^Forkcast Demo/ })).toBeVisible();
      await expectNoAxeViolations(page);

      // Create, by keyboard: the form refuses a bad subdomain at its field.
      await page.getByRole('button', { name: 'New organisation' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New organisation' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Name').fill(`Green Bowl ${size}`);
      await dialog.getByLabel('Subdomain').fill('not valid!');
      await dialog.getByRole('button', { name: 'Create organisation' }).click();
      await expect(dialog.getByText('Use lower-case letters, digits and hyphens only')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel('Subdomain').fill(`green-bowl-${size}`);
      await dialog.getByLabel('Recipe system').selectOption('SIMPLE');
      await dialog.getByLabel('Support web address').fill('https://help.example.com/green');
      await dialog.getByLabel('Support web address').press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Green Bowl ${size}` })).toBeVisible();

      // A flag by keyboard, with its description.
      const copy = flagSwitch(page, 'Features', 'Copy meals to another day');
      await expect(copy).not.toBeChecked();
      await expect(copy).toHaveAccessibleDescription('The diary offers to copy a meal or a whole day to another day.');
      await copy.focus();
      await page.keyboard.press('Space');
      await expect(copy).toBeChecked();
      const log = page.getByRole('region', { name: 'Change log' });
      await expect(log.getByText('Features switched')).toBeVisible();
      await expect(log.getByText('Copy meals to another day: no → yes')).toBeVisible();
      await expect(log.getByText('Organisation created')).toBeVisible();

      // A settings change, recorded with its values.
      await page.getByLabel('Name').fill(`Green Bowl ${size} Co`);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The settings are saved.' })).toBeVisible();
      await expect(log.getByText(`Name: Green Bowl ${size} → Green Bowl ${size} Co`)).toBeVisible();
      await expectNoAxeViolations(page);

      // A user's own flag, in the demo organisation: found by e-mail.
      await page.getByRole('link', { name: 'Back to organisations' }).click();
      await page.getByRole('link', { name: /^Forkcast Demo/ }).click();
      await page.getByLabel('E-mail address').fill(`${client}@`);
      await page.getByLabel('E-mail address').press('Enter');
      await page.getByRole('button', { name: `Show features of ${client}@example.com` }).click();
      const ownFlags = `Features of ${client}@example.com`;
      // On for the whole organisation: shown on, not switchable per user.
      await expect(flagSwitch(page, ownFlags, 'Female hormones')).toBeDisabled();
      await expect(flagSwitch(page, ownFlags, 'Female hormones')).toBeChecked();
      const paywall = flagSwitch(page, ownFlags, 'Paywall for self-service users');
      await paywall.focus();
      await page.keyboard.press('Space');
      await expect(paywall).toBeChecked();
      await expect(log.getByText(`Features of ${client}@example.com switched`).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await paywall.press('Space');
      await expect(paywall).not.toBeChecked();
    });

    test('an administrator curates the simple recipes of a simple organisation: featured tag, tags shown, never these', async ({
      page,
    }) => {
      await page.goto('/admin/organisations');
      await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible(FIRST_LOAD);
      await page.getByRole('button', { name: 'New organisation' }).click();
      const dialog = page.getByRole('dialog', { name: 'New organisation' });
      await dialog.getByLabel('Name').fill(`Pure Pantry ${size}`);
      await dialog.getByLabel('Subdomain').fill(`pure-pantry-${size}`);
      await dialog.getByLabel('Recipe system').selectOption('SIMPLE');
      await dialog.getByRole('button', { name: 'Create organisation' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Pure Pantry ${size}` })).toBeVisible();

      const curation = page.getByRole('region', { name: 'Simple recipes' });
      await curation.getByLabel('Featured tag').selectOption({ label: 'One pot' });
      await curation.getByRole('checkbox', { name: 'Budget' }).check();
      await curation.getByRole('checkbox', { name: 'No cooking' }).check();
      await expect(curation.getByText('Order: Budget, No cooking')).toBeVisible();

      // A recipe is found by its name and added to 'Never these recipes'; the other list knows it.
      const never = curation.getByRole('group', { name: /^Never these recipes/ });
      await never.getByLabel('Find a recipe to add').fill('shaksh');
      await never.getByRole('button', { name: 'Add Shakshuka to “Never these recipes”' }).click();
      await expect(never.getByRole('list', { name: 'Never these recipes' })).toContainText('Shakshuka');
      const only = curation.getByRole('group', { name: /^Only these recipes/ });
      await only.getByLabel('Find a recipe to add').fill('shaksh');
      await expect(only.getByText('In “Never these recipes”')).toBeVisible();
      await expectNoAxeViolations(page);

      await curation.getByRole('button', { name: 'Save simple recipes' }).click();
      await expect(curation.getByRole('status')).toHaveText("The simple recipes' settings are saved.");
      const log = page.getByRole('region', { name: 'Change log' });
      await expect(log.getByText('Simple recipes changed')).toBeVisible();

      // Kept: a reload shows what was saved.
      await page.reload();
      await expect(curation.getByLabel('Featured tag')).toHaveValue('one-pot', FIRST_LOAD);
      await expect(curation.getByRole('checkbox', { name: 'No cooking' })).toBeChecked();
      await expect(never.getByRole('list', { name: 'Never these recipes' })).toContainText('Shakshuka');

      // Taken out again by its chip's close button.
      await never.getByRole('button', { name: 'Remove Shakshuka from “Never these recipes”' }).click();
      await curation.getByRole('button', { name: 'Save simple recipes' }).click();
      await expect(curation.getByRole('status')).toHaveText("The simple recipes' settings are saved.");
      await expect(never.getByText('No recipes.')).toBeVisible();
    });
  });
}

test('a client is told nothing of the admin screens, and a coach reads the flags', async ({ browser }) => {
  const client = await browser.newContext({ storageState: storageStateOf('sam') });
  const sam = await client.newPage();
  await sam.goto('/admin/organisations');
  await expect(sam.getByRole('heading', { level: 1, name: 'Only for platform administrators' })).toBeVisible(
    FIRST_LOAD,
  );
  await expectNoAxeViolations(sam);
  await client.close();

  const coachContext = await browser.newContext({ storageState: storageStateOf('coach') });
  const coach = await coachContext.newPage();
  await coach.goto('/organisation/features');
  await expect(coach.getByRole('heading', { level: 1, name: "Your organisation's features" })).toBeVisible(FIRST_LOAD);
  await expect(coach.getByRole('switch')).toHaveCount(0);
  await expectNoAxeViolations(coach);
  await coachContext.close();
});

test("an administrator switches copy meals off for the demo organisation and a client's open diary loses the copy action without a reload", async ({
  page,
  browser,
}, testInfo) => {
  const client = await browser.newContext({ storageState: storageStateOf('sam') });
  const sam = await client.newPage();
  await sam.goto(`/diary?date=${dayFor(testInfo)}`);
  await expect(sam.getByTestId('slot-LUNCH')).toBeVisible(FIRST_LOAD);
  await quickAdd(sam, 'Lunch', { kcal: '300' });
  const copyDay = sam.getByRole('button', { name: 'Copy day' });
  await expect(copyDay).toBeVisible();
  let reloaded = false;
  sam.on('framenavigated', (frame) => {
    if (frame === sam.mainFrame()) reloaded = true;
  });

  await page.goto('/admin/organisations');
  await expect(page.getByRole('link', { name: /^Forkcast Demo/ })).toBeVisible(FIRST_LOAD);
  await page.getByRole('link', { name: /^Forkcast Demo/ }).click();
  const copy = flagSwitch(page, 'Features', 'Copy meals to another day');
  await expect(copy).toBeChecked();
  await copy.click();
  await expect(copy).not.toBeChecked();

  // The live channel's 'config' event: the app fetches the user again and the plugin unloads.
  await expect(copyDay).toHaveCount(0);
  await expect(sam.getByRole('button', { name: 'Copy Lunch' })).toHaveCount(0);
  expect(reloaded).toBe(false);

  // And back on, for whatever runs next.
  await copy.click();
  await expect(copy).toBeChecked();
  await expect(copyDay).toBeVisible();
  await client.close();
});
