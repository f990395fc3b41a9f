import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { expectNoAxeViolations } from './helpers';

// 2027-03-02 is a Tuesday, 2027-03-06 a Saturday: dates no other journey plans on.
const TUESDAY = '2027-03-02';
const SATURDAY = '2027-03-06';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

test.describe('a weekly plan from the coach’s wizard', () => {
  test(
    'the coach builds training and rest days, and the client’s diary follows the weekday',
    { tag: '@desktop-only' },
    async ({ browser }) => {
      // The coach works at 1440x1024 and the client at 375x812 in this one journey: it runs once.
      const coach = await browser.newContext({
        storageState: storageStateOf('coach'),
        viewport: { width: 1440, height: 1024 },
      });
      const page = await coach.newPage();
      await page.goto('/clients');
      await page.getByRole('link', { name: 'Lucas Visser' }).click();
      await expect(page).toHaveURL(/\/clients\/\d+(\?|$)/);
      const clientId = /\/clients\/(\d+)(\?|$)/.exec(page.url())![1]!;

      // Training days: 110 % with a morning snack, Monday to Friday.
      await page.goto(`/clients/${clientId}/plan`);
      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 1 of 4');
      await expect(page.getByRole('heading', { name: 'Day plan for Lucas Visser', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
      await page.getByRole('radio', { name: '110 %' }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 2 of 4');
      // The back arrow from tab 2 on.
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page.getByRole('radio', { name: '110 %' })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('checkbox', { name: 'Morning snack' }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 3 of 4');

      // A reload keeps the draft: the tab, the balance and the snack.
      await page.reload();
      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 3 of 4');
      await expect(page.getByLabel('Size of Morning snack in percent')).toHaveValue('10');
      await expect(page.getByTestId('size-total')).toHaveText('Total: 100 %');
      // A size off 100 shows, and an enabled meal of 0 stops the way on.
      await page.getByRole('button', { name: '5 % more for Dinner' }).click();
      await expect(page.getByTestId('size-total')).toHaveText('Total: 105 %');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '5 % less for Dinner' }).click();
      await expect(page.getByTestId('size-total')).toHaveText('Total: 100 %');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 4 of 4');
      await page.getByRole('textbox', { name: 'Name of the day plan' }).fill('Training');
      for (const [i, day] of WEEKDAYS.entries()) await page.getByRole('checkbox', { name: day }).setChecked(i < 5);
      await expectNoAxeViolations(page);
      const training = await kcalOfDay(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/clients/${clientId}(\\?|$)`));

      // Rest days: 90 % without the afternoon snack, Saturday and Sunday.
      await page.goto(`/clients/${clientId}/plan`);
      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 1 of 4');
      await page.getByRole('radio', { name: '90 %' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('checkbox', { name: 'Afternoon snack' }).uncheck();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('wizard-progress')).toHaveText('Step 4 of 4');
      await expect(page.getByText('now Training')).toHaveCount(5);
      await page.getByRole('textbox', { name: 'Name of the day plan' }).fill('Rest');
      for (const [i, day] of WEEKDAYS.entries()) await page.getByRole('checkbox', { name: day }).setChecked(i >= 5);
      const rest = await kcalOfDay(page);
      expect(rest).not.toEqual(training);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/clients/${clientId}(\\?|$)`));

      // The client's plan lists both; a day plan opens again as it was made, and closing changes nothing.
      await page.getByRole('link', { name: 'Edit Training' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Training for Lucas Visser', level: 1 })).toBeVisible();
      await expect(page.getByRole('radio', { name: '110 %' })).toBeChecked();
      await page.getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL(new RegExp(`/clients/${clientId}(\\?|$)`));
      await coach.close();

      // The client, on a phone: Tuesday is a training day, Saturday a rest day.
      const client = await browser.newContext({
        storageState: storageStateOf('lucas'),
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const phone = await client.newPage();
      await phone.goto(`/diary?date=${TUESDAY}`);
      await expect(phone.getByTestId('total-kcal')).toContainText(`of ${training}`);
      await expect(phone.getByTestId('slot-MORNING_SNACK')).toBeVisible();
      await phone.goto(`/diary?date=${SATURDAY}`);
      await expect(phone.getByTestId('total-kcal')).toContainText(`of ${rest}`);
      await expect(phone.getByTestId('slot-AFTERNOON_SNACK')).toHaveCount(0);
      await expectNoAxeViolations(phone);
      // The wizard is the coach's: a client who finds its address is sent home.
      await phone.goto(`/clients/${clientId}/plan`);
      await expect(phone).toHaveURL(/\/diary/);
      await client.close();
    },
  );
});

/** The day's kcal as the wizard's summary shows them, formatted as the diary shows them too ('2,812'). */
async function kcalOfDay(page: Page): Promise<string> {
  const text = await page.getByTestId('summary-kcal').innerText();
  return /[\d,.]+/.exec(text)![0];
}
