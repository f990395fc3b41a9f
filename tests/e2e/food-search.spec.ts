import { expect, test } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations } from './helpers';

test.use({ storageState: storageStateOf('noor') });

test('food search: a typo still finds the food, and More results pages on from the keyboard', async ({
  page,
}, testInfo) => {
  await page.goto(`/diary?date=${dayFor(testInfo)}`);
  await page.getByRole('link', { name: 'Add food to Breakfast' }).click();
  await page.getByLabel('Search foods').fill('yoghrt');
  await expect(page.getByTestId('food-result').first()).toContainText(/yog/i);

  await page.getByLabel('Search foods').fill('cheese');
  const results = page.getByTestId('food-result');
  // The typo's page stands until the new search answers: wait for the cheese.
  await expect(results.first()).toContainText(/cheese/i);
  await expect(results).toHaveCount(25);
  const more = page.getByRole('button', { name: 'More results' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(50);
  // The keyboard goes on where the list grew: the first new result has the focus.
  await expect(results.nth(25)).toBeFocused();
  await expectNoAxeViolations(page);
});
