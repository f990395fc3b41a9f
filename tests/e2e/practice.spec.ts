import { expect, test, type Page } from '@playwright/test';
import { linkIn, storageStateOf, waitForMail } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

// 2027-04-06 is a Tuesday, 2027-04-10 a Saturday.
const TUESDAY = '2027-04-06';
const SATURDAY = '2027-04-10';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One day plan through the wizard's four tabs: a balance, the meals as they are, a name and its weekdays. */
async function dayPlan(page: Page, clientId: string, name: string, balance: string, days: (i: number) => boolean) {
  await page.goto(`/clients/${clientId}/plan`);
  await expect(page.getByTestId('wizard-progress')).toHaveText('Step 1 of 4');
  await page.getByRole('radio', { name: balance }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-progress')).toHaveText('Step 2 of 4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-progress')).toHaveText('Step 3 of 4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-progress')).toHaveText('Step 4 of 4');
  await page.getByRole('textbox', { name: 'Name of the day plan' }).fill(name);
  for (const [i, day] of WEEKDAYS.entries()) await page.getByRole('checkbox', { name: day }).setChecked(days(i));
  const kcal = /[\d,.]+/.exec(await page.getByTestId('summary-kcal').innerText())![0];
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${clientId}(\\?|$)`));
  return kcal;
}

test(
  'a coach runs a practice from the first client to a weekly plan the client lives by',
  { tag: '@desktop-only' },
  async ({ browser }) => {
    // The coach at 1440x1024 and the new client on a phone, in one journey: it runs once.
    const email = 'pia.dewit@example.com';
    const coach = await browser.newContext({
      storageState: storageStateOf('coach'),
      viewport: { width: 1440, height: 1024 },
    });
    const page = await coach.newPage();

    // The first client: the add button, the two steps, back on page 1 of the list.
    await page.goto('/clients');
    await page.getByRole('link', { name: 'Add client' }).first().click();
    await page.getByLabel('First name').fill('Pia');
    await page.getByLabel('Last name').fill('de Wit');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Age').fill('45');
    await page.getByLabel('Height').fill('166');
    await page.getByLabel('Weight').fill('71');
    await page.getByLabel('Body fat').fill('31');
    await page.getByLabel('Goal').selectOption({ label: 'Lose weight' });
    await page.getByLabel('Activity').selectOption({ label: 'Mildly active' });
    await page.getByLabel('Diet').selectOption({ label: 'Omnivore' });
    await page.getByRole('button', { name: 'Add exercise' }).click();
    await page.getByRole('combobox', { name: 'Exercise' }).selectOption({ label: 'Cycling, general' });
    await page.getByRole('button', { name: 'Add client' }).click();
    const tile = page.getByRole('link', { name: /Pia de Wit/ });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText('No plan yet');

    // No plan yet: the plan tab offers to make one.
    await tile.click();
    await expect(page.getByRole('heading', { name: 'Pia de Wit', level: 1 })).toBeVisible();
    const clientId = /\/clients\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole('link', { name: 'Create a nutrition plan' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Two day plans: training on weekdays, rest at the weekend.
    const training = await dayPlan(page, clientId, 'Training', '105 %', (i) => i < 5);
    const rest = await dayPlan(page, clientId, 'Rest', '90 %', (i) => i >= 5);
    expect(rest).not.toEqual(training);
    await expect(page.getByRole('cell', { name: 'Training' })).toHaveCount(5);
    await expect(page.getByRole('cell', { name: 'Rest' })).toHaveCount(2);
    await page.goto('/clients');
    await expect(page.getByRole('link', { name: /Pia de Wit/ })).toContainText('Weekly plan: 7 of 7 days');
    await coach.close();

    // The client signs in from the mail the coach's adding sent, on a phone.
    const link = linkIn(await waitForMail(email, 0));
    const client = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await client.newPage();
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(phone).toHaveURL(/\/diary/);
    await phone.goto(`/diary?date=${TUESDAY}`);
    await expect(phone.getByTestId('total-kcal')).toContainText(`of ${training}`);
    await phone.goto(`/diary?date=${SATURDAY}`);
    await expect(phone.getByTestId('total-kcal')).toContainText(`of ${rest}`);
    await expectNoAxeViolations(phone);
    await client.close();
  },
);
