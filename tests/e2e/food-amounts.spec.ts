import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations } from './helpers';

// Not noor: the food-logging journeys read noor's recently logged foods, which these would add to.
test.use({ storageState: storageStateOf('sam') });

/**
 * Both projects share the account and a food's remembered unit is the account's: each project logs
 * a food of its own, so neither sees the other's last portion.
 */
const FOODS = { phone: { query: 'apple', name: /^Apples, raw/ }, desktop: { query: 'pear', name: /^Pears, raw/ } };

async function chooseFood(page: Page, moment: string, food: (typeof FOODS)['phone']): Promise<number> {
  await page.getByRole('link', { name: `Add food to ${moment}` }).click();
  await expect(page.getByRole('heading', { name: `Add food to ${moment}` })).toBeVisible();
  await page.getByLabel('Search foods').fill(food.query);
  const result = page.getByTestId('food-result').filter({ hasText: food.name }).first();
  const per100 = /([\d.,]+) kcal per 100 g/.exec((await result.textContent()) ?? '');
  await result.click();
  await expect(page.getByLabel('Unit')).toBeVisible();
  return Number(per100![1]!.replace(',', ''));
}

const kcalShown = async (page: Page) =>
  Number(
    (/([\d.,]+) kcal/.exec((await page.getByTestId('food-summary').textContent()) ?? '') ?? ['', 'NaN'])[1]!.replace(
      ',',
      '',
    ),
  );

test('an amount in grams: picked, logged as that weight, offered again next time; an implausible portion asks first', async ({
  page,
}, testInfo) => {
  const food = FOODS[testInfo.project.name as keyof typeof FOODS];
  await page.goto(`/diary?date=${dayFor(testInfo)}`);

  // Grams, 150: about one and a half times the energy of 100 g, and 150 g in brackets.
  const per100 = await chooseFood(page, 'Breakfast', food);
  await page.getByLabel('Unit').selectOption({ label: 'grams (g)' });
  await page.getByLabel('Amount').fill('150');
  await expect(page.getByText('(150 g)')).toBeVisible();
  await expect.poll(() => kcalShown(page)).toBeCloseTo(per100 * 1.5, -1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const breakfast = page.getByTestId('slot-BREAKFAST').getByTestId('diary-item');
  await expect(breakfast).toContainText('150 g');

  // Next time the food comes with that portion already.
  await chooseFood(page, 'Lunch', food);
  await expect(page.getByLabel('Unit').locator('option:checked')).toHaveText('grams (g)');
  await expect(page.getByLabel('Amount')).toHaveValue('150');

  // 150 of '100 g' is 15 kg: asked first; changing the amount changes nothing.
  await page.getByLabel('Unit').selectOption({ label: '100 g' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const question = page.getByRole('group', { name: /^That is 15 kg and [\d,]+ kcal in one item\. Is that right\?$/ });
  await expect(question).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the amount' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change the amount' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel('Amount')).toBeFocused();
  await expect(page.getByLabel('Amount')).toHaveValue('150');
  await expect(page.getByRole('heading', { name: 'Add food to Lunch' })).toBeVisible();

  // 5.5 kg in grams is asked about too; meant, it is logged once confirmed.
  await page.getByLabel('Unit').selectOption({ label: 'grams (g)' });
  await page.getByLabel('Amount').fill('5500');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('group', { name: /^That is 5\.5 kg and [\d,]+ kcal in one item/ })).toBeVisible();
  await page.getByRole('button', { name: "Yes, that's right" }).click();
  const lunch = page.getByTestId('slot-LUNCH').getByTestId('diary-item');
  await expect(lunch).toHaveCount(1);
  await expect(lunch).toContainText('5,500 g');
});
