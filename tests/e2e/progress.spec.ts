import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { storageStateOf, type Account } from './support/accounts';
import { expectNoAxeViolations, waitForServiceWorker } from './helpers';
import { signUpPerson, type Answer } from './support/people';

/**
 * The Progress tab (issue 16): a person logs a weight in two taps and sees it on the chart and in
 * the table, in kilograms and then in pounds; switches periods; deletes one; logs offline and sees
 * it on another device; their coach sees the same chart. Each project signs up a person of its own.
 */

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const PROFILE: Answer = {
  type: 'NutritionProfileSet',
  payload: {
    profile: {
      sex: 'FEMALE',
      age: 38,
      heightCm: 170,
      weightKg: 76,
      bodyFat: null,
      activity: 'MILDLY_ACTIVE',
      goal: 'LOSE_WEIGHT',
      weeklyChangeKg: 0.5,
      diet: 'OMNIVORE',
      sustainability: null,
      keto: false,
      lowCarb: false,
    },
    goalWeightKg: 68,
    intolerances: [],
    allergens: [],
    dislikes: [],
  },
};
/** Five weeks of weights, every other day, going down about half a kilo a week. */
const HISTORY: Answer[] = Array.from({ length: 18 }, (_, i) => ({
  type: 'MeasurementRecorded',
  payload: {
    measurementId: `history-${i}`,
    type: 'WEIGHT',
    date: day(-36 + i * 2),
    value: Math.round((76.5 - i * 0.14 + (i % 3) * 0.3) * 100) / 100,
  },
}));

const synced = (page: Page) => expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');

async function shoot(page: Page, name: string) {
  const folder = process.env.PROGRESS_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-light.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${folder}/${name}-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a weight logged in two taps shows on the chart and in the table, in kilograms and in pounds', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const person = await signUpPerson(request, `progress-${testInfo.project.name}-${Date.now()}@example.com`, 'demo', [
    PROFILE,
    ...HISTORY,
  ]);
  const storageState = {
    cookies: [],
    origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: person.token }] }],
  };
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? null, storageState });
  const page = await context.newPage();
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
  await synced(page);
  await expect(page.getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Weight measurements' });
  await expect(table.getByRole('row')).toHaveCount(HISTORY.length + 1);
  await expect(page.getByRole('img', { name: 'Weight' })).toBeVisible();
  // The trend and when the goal is reached at this pace.
  await expect(
    page.getByRole('status').filter({ hasText: 'At your current pace you reach your goal of 68.00 kg' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `progress-${testInfo.project.name}`);

  // Two taps: the button, then Save after the number (its field has focus at once).
  await page.getByRole('button', { name: 'Add a measurement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a measurement' });
  const weight = dialog.getByRole('textbox', { name: 'Weight in kg' });
  await expect(weight).toBeFocused();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.keyboard.type('7a');
  await expect(dialog.getByText('Enter a number, for example 72.5')).toBeVisible();
  await expect(save).toBeDisabled();
  await weight.fill('73,9');
  await expectNoAxeViolations(page, ['light']);
  await shoot(page, `add-${testInfo.project.name}`);
  await save.click();
  await expect(dialog).toBeHidden();
  const today = format(new Date(), 'EEE d MMM yyyy');
  await expect(table.getByRole('row', { name: new RegExp(`${today}.*73\\.90 kg`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('73.90 kg')).toBeVisible();

  // A shorter period: only its days are in the table.
  await page.getByRole('radio', { name: 'Last week' }).check();
  await expect(page.getByRole('heading', { name: 'Weight, last week' })).toBeVisible();
  const lastWeek = HISTORY.filter((m) => (m.payload as { date: string }).date >= day(-6)).length;
  await expect(table.getByRole('row')).toHaveCount(1 + lastWeek + 1);
  await page.getByRole('radio', { name: 'Since the beginning' }).check();
  await expect(table.getByRole('row')).toHaveCount(HISTORY.length + 2);

  // In pounds once the person chooses imperial on My profile: the same weights, and a new one typed in pounds.
  await page.goto('/profile');
  await page.getByLabel('Units', { exact: true }).selectOption({ label: 'Imperial (lb, in)' });
  await expect(page.getByText('Your units are saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/progress');
  await page.getByRole('radio', { name: 'Since the beginning' }).check();
  await expect(table.getByRole('row', { name: /73\.90 kg/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(`${today}.*162\\.92 lb`) })).toBeVisible();
  await page.getByRole('button', { name: 'Add a measurement' }).click();
  await dialog.getByRole('textbox', { name: 'Weight in lb' }).fill('160');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /160\.00 lb/ })).toBeVisible();

  // Deleting asks, then says it is done.
  await page.getByRole('button', { name: `Delete 160.00 lb of ${today}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this measurement?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The measurement was deleted.')).toBeVisible();
  await expect(table.getByRole('row', { name: /160\.00 lb/ })).toHaveCount(0);
  await context.close();
});

test('sleep logged offline for yesterday is kept through a reload and synced', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const person = await signUpPerson(
    request,
    `progress-offline-${testInfo.project.name}-${Date.now()}@example.com`,
    'demo',
    [PROFILE],
  );
  const viewport = testInfo.project.use.viewport ?? null;
  const context = await browser.newContext({
    viewport,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: person.token }] }],
    },
  });
  const page = await context.newPage();
  await page.goto('/progress');
  await synced(page);
  await waitForServiceWorker(page);
  await expect(page.getByText('No data for this period')).toBeVisible();
  await page.getByRole('radio', { name: 'Sleep' }).check();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add a measurement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a measurement' });
  await dialog.getByRole('combobox', { name: 'Measurement' }).selectOption('SLEEP');
  await dialog.getByRole('textbox', { name: 'Sleep in h' }).fill('7,5');
  const yesterday = addDays(new Date(), -1);
  if (yesterday.getMonth() !== new Date().getMonth())
    await dialog.getByRole('button', { name: /previous month/i }).click();
  await dialog.getByRole('button', { name: new RegExp(`\\b${format(yesterday, 'd MMMM yyyy')}`) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Sleep measurements' });
  const row = table.getByRole('row', { name: new RegExp(`${format(yesterday, 'EEE d MMM yyyy')}.*7\\.5 h`) });
  await expect(row).toBeVisible();
  await page.reload();
  await page.getByRole('radio', { name: 'Sleep' }).check();
  await expect(row).toBeVisible();
  await context.setOffline(false);
  await synced(page);
  await context.close();
});

test("the coach adds a client's weight in the client's progress, and the client sees it", async ({
  browser,
}, testInfo) => {
  // One seeded client of the coach per project, so the two projects' weights never meet.
  const [client, name, value] = (
    testInfo.project.name === 'phone' ? ['noor', 'Noor Bakker', '71.3'] : ['lucas', 'Lucas Visser', '71.7']
  ) as [Account, string, string];
  const viewport = testInfo.project.use.viewport ?? null;
  const coach = await browser.newContext({ viewport, storageState: storageStateOf('coach') });
  const page = await coach.newPage();
  await page.goto('/clients');
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'View progress' }).click();
  await expect(page.getByRole('region', { name: `You are viewing the plan of ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a measurement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a measurement' });
  await dialog.getByRole('textbox', { name: 'Weight in kg' }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const shown = `${Number(value).toFixed(2)} kg`;
  await expect(
    page.getByRole('table', { name: 'Weight measurements' }).getByRole('row', { name: new RegExp(shown) }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Weight' })).toBeVisible();
  await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced');
  await expectNoAxeViolations(page, ['dark']);
  await page.getByRole('button', { name: 'Back to client' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await coach.close();

  const own = await browser.newContext({ viewport, storageState: storageStateOf(client) });
  const clientPage = await own.newPage();
  await clientPage.goto('/progress');
  await expect(
    clientPage.getByRole('table', { name: 'Weight measurements' }).getByRole('row', { name: new RegExp(shown) }),
  ).toBeVisible();
  await own.close();
});
