import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { dayFor } from './support/days';
import { expectNoAxeViolations, waitForServiceWorker } from './helpers';

test.use({ storageState: storageStateOf('noor') });

/** A product in the catalogue with a valid EAN-13 (Open Food Facts 2026 sample). */
const SEITAN = { barcode: '8422947520014', name: /Seitán en lonchas/ };

const openAddFood = async (page: Page, moment: string) => {
  await page.getByRole('link', { name: `Add food to ${moment}` }).click();
  await expect(page.getByRole('heading', { name: `Add food to ${moment}` })).toBeVisible();
};

/** An EAN-13 drawn on a canvas in the page, as a PNG: what a photo of a product's barcode holds. */
async function barcodePng(page: Page, code: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((digits) => {
    const L = [
      '0001101',
      '0011001',
      '0010011',
      '0111101',
      '0100011',
      '0110001',
      '0101111',
      '0111011',
      '0110111',
      '0001011',
    ];
    const G = [
      '0100111',
      '0110011',
      '0011011',
      '0100001',
      '0011101',
      '0111001',
      '0000101',
      '0010001',
      '0001001',
      '0010111',
    ];
    const R = L.map((p) => [...p].map((b) => (b === '0' ? '1' : '0')).join(''));
    const parity = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'][
      Number(digits[0])
    ]!;
    const d = [...digits].map(Number);
    let bits = '101';
    for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === 'L' ? L : G)[d[i]!]!;
    bits += '01010';
    for (let i = 7; i <= 12; i++) bits += R[d[i]!]!;
    bits += '101';
    const module = 4;
    const canvas = document.createElement('canvas');
    canvas.width = bits.length * module + 80;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    [...bits].forEach((bit, i) => bit === '1' && ctx.fillRect(40 + i * module, 20, module, 200));
    return canvas.toDataURL('image/png');
  }, code);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('adding a food to a meal', () => {
  test('by search: the plain food first, an amount with a comma, a live summary, and a later change of amount', async ({
    page,
  }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await openAddFood(page, 'Breakfast');
    await page.getByLabel('Search foods').fill('banana');
    const first = page.getByTestId('food-result').first();
    await expect(first).toContainText('Bananas, raw');
    await expectNoAxeViolations(page);
    await first.click();

    // A weighed serving starts as grams (food-amounts.spec.ts); this journey counts servings of 100 g.
    await page.getByLabel('Unit').selectOption({ label: '100 g' });
    await page.getByLabel('Amount').fill('abc');
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await page.getByLabel('Amount').fill('1,5');
    await expect(page.getByTestId('food-summary')).toContainText('133.5 kcal');
    await expect(page.getByText('(150 g)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(page).toHaveURL(/\/diary\?date=/);
    const item = page.getByTestId('slot-BREAKFAST').getByTestId('diary-item');
    await expect(item).toContainText('Bananas, raw');
    await expect(item).toContainText('1.5 × 100 g');
    await expect(page.getByTestId('total-kcal')).toHaveText(/^134\s*kcal/);

    await item.getByRole('button', { name: 'Change amount of Bananas, raw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change amount' });
    await dialog.getByLabel('Amount').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('total-kcal')).toHaveText(/^178\s*kcal/);
    await page.reload();
    await expect(page.getByTestId('total-kcal')).toHaveText(/^178\s*kcal/);
  });

  test('by a typed barcode, and an unknown code says no food was found', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await openAddFood(page, 'Lunch');
    await page.getByLabel('Barcode').fill('123');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('A barcode is 8 to 14 digits.')).toBeVisible();
    await page.getByLabel('Barcode').fill('12345670');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('No food found for this barcode.')).toBeVisible();

    await page.getByLabel('Barcode').fill(SEITAN.barcode);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('heading', { name: SEITAN.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('slot-LUNCH').getByTestId('diary-item')).toContainText(SEITAN.name);
  });

  test('by a photo of the barcode, decoded in the page', async ({ page }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await openAddFood(page, 'Dinner');
    await page.getByRole('button', { name: 'Scan a barcode' }).click();
    await expect(page.getByRole('heading', { name: 'Scan a barcode' })).toBeVisible();
    // No camera here: the scanner says so, and a photo still works.
    await expect(page.getByRole('status').filter({ hasText: /No camera|Requesting|Point the camera/ })).toBeVisible();
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'barcode.png', mimeType: 'image/png', buffer: await barcodePng(page, SEITAN.barcode) });
    await expect(page.getByRole('heading', { name: SEITAN.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('slot-DINNER').getByTestId('diary-item')).toContainText(SEITAN.name);
  });

  test('a food logged before is found and added with the network off', async ({ page, context }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await waitForServiceWorker(page);
    await openAddFood(page, 'Breakfast');
    await page.getByLabel('Search foods').fill('whole milk');
    await page.getByTestId('food-result').filter({ hasText: 'Milk, whole' }).first().click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('slot-BREAKFAST').getByTestId('diary-item')).toHaveCount(1);

    await context.setOffline(true);
    await page.reload();
    await openAddFood(page, 'Breakfast');
    await expect(page.getByRole('heading', { name: 'Recently logged' })).toBeVisible();
    // The account is shared with other journeys: look for this journey's food among the recent ones.
    await expect(page.getByTestId('food-result').filter({ hasText: 'Milk, whole' }).first()).toBeVisible();
    await page.getByLabel('Search foods').fill('milk');
    await expect(page.getByText('You are offline: showing foods you logged before.')).toBeVisible();
    await page.getByTestId('food-result').filter({ hasText: 'Milk, whole' }).first().click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('slot-BREAKFAST').getByTestId('diary-item')).toHaveCount(2);
    await context.setOffline(false);
  });
});

test.describe('adding a recipe to a meal', () => {
  test('searches the recipes of the slot, plans one for some portions, and replaces it with another', async ({
    page,
  }, testInfo) => {
    await page.goto(`/diary?date=${dayFor(testInfo)}`);
    await page.getByRole('link', { name: 'Add recipe to Dinner' }).click();
    await expect(page.getByRole('heading', { name: 'Add a recipe to Dinner' })).toBeVisible();
    await page.getByLabel('Search recipes by name or ingredient').fill('lentil');
    const result = page.getByRole('link', { name: /Lentil bolognese/ });
    await expect(result).toBeVisible();
    await expectNoAxeViolations(page);
    await result.click();

    // The recipe's detail, for this slot: portions, then plan.
    await expect(page.getByRole('heading', { name: /^Lentil bolognese/, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'One portion more' }).click();
    await page.getByRole('button', { name: 'Plan for Dinner' }).click();

    const dinner = page.getByTestId('slot-DINNER').getByTestId('diary-item');
    await expect(dinner).toHaveCount(1);
    await expect(dinner).toContainText('Lentil bolognese');

    await dinner.getByRole('link', { name: /^Replace Lentil bolognese/ }).click();
    await expect(page.getByRole('heading', { name: 'Replace a meal in Dinner' })).toBeVisible();
    await page.getByLabel('Search recipes by name or ingredient').fill('tofu');
    await page.getByRole('link', { name: /Tofu and broccoli/ }).click();
    await page.getByRole('button', { name: 'Replace in Dinner' }).click();
    await expect(dinner).toHaveCount(1);
    await expect(dinner).toContainText('Tofu and broccoli');
  });
});
