import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations } from './helpers';

test.use({ storageState: storageStateOf('noor') });

const openAddFood = async (page: Page, moment: string) => {
  await page.getByRole('link', { name: `Add food to ${moment}` }).click();
  await expect(page.getByRole('heading', { name: `Add food to ${moment}` })).toBeVisible();
};

const lookUp = async (page: Page, barcode: string) => {
  await page.getByLabel('Barcode').fill(barcode);
  await page.getByRole('button', { name: 'Look up' }).click();
};

test('an unknown barcode: the person creates the food, logs it, and finds it again by search and by the barcode', async ({
  page,
}, testInfo) => {
  // The account is shared by both projects: a code and a name of this project's own (in-store codes start with 2).
  const phone = testInfo.project.name === 'phone';
  const barcode = phone ? '2000000000017' : '2000000000024';
  const name = `Zorblat oat bar ${phone ? 'small' : 'large'}`;
  await page.goto(`/diary?date=${dayFor(testInfo)}`);
  await openAddFood(page, 'Breakfast');
  await lookUp(page, barcode);
  await expect(page.getByText('No food found for this barcode.')).toBeVisible();
  await page.getByRole('button', { name: 'Create this food' }).click();
  await expect(page.getByRole('heading', { name: 'Create a food' })).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Serving', { exact: true }).fill('1 bar');
  await page.getByLabel('Weight of the serving').fill('40');
  // The kcal of a small bar typed against the macros of a large one: far too little energy for them.
  await page.getByLabel('Calories').fill('20');
  await page.getByLabel('Protein').fill('4');
  await page.getByLabel('Carbohydrates').fill('24,5');
  await page.getByLabel('Fat').fill('5');
  await page.getByRole('button', { name: 'Save food' }).click();
  await expect(page.getByText('The macros give far more kcal than entered.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Calories').fill('160');
  await page.getByRole('button', { name: 'Save food' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/diary\?date=/);
  await expect(page.getByTestId('slot-BREAKFAST').getByTestId('diary-item')).toContainText(name);

  await openAddFood(page, 'Lunch');
  await page.getByLabel('Search foods').fill('zorblat oat');
  const result = page.getByTestId('food-result').filter({ hasText: name });
  await expect(result.first()).toBeVisible();
  await result.first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: /Back to search/ }).click();

  await lookUp(page, barcode);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('slot-LUNCH').getByTestId('diary-item')).toContainText(name);
});
