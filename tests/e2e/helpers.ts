import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core on the whole page (WCAG 2.1 A and AA rules); the report lists any violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Waits until the service worker controls the page, so the app shell is precached. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }
}

export async function quickAdd(page: Page, moment: string, values: { kcal: string; protein?: string; fat?: string; carbohydrates?: string }) {
  await page.getByRole('button', { name: `Quick add to ${moment}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick add' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Calories').fill(values.kcal);
  if (values.protein) await dialog.getByLabel('Protein').fill(values.protein);
  if (values.fat) await dialog.getByLabel('Fat').fill(values.fat);
  if (values.carbohydrates) await dialog.getByLabel('Carbohydrates').fill(values.carbohydrates);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}
