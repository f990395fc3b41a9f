import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the whole page (WCAG 2.1 A and AA rules), by default in the light and the dark scheme;
 * the report lists any violation with its scheme. All rules run in the page's own scheme, and in the
 * other only the ones a colour scheme can change (contrast), which keeps a journey's axe passes
 * short. The page is left in the scheme it was in.
 */
export async function expectNoAxeViolations(page: Page, schemes: readonly ColorScheme[] = ['light', 'dark']) {
  const current: ColorScheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const [first, ...others] = [...schemes.filter((s) => s === current), ...schemes.filter((s) => s !== current)];
  const violations: string[] = [];
  for (const scheme of [first, ...others]) {
    if (scheme !== current) await page.emulateMedia({ colorScheme: scheme });
    violations.push(
      ...(await axeViolations(page, scheme === first ? undefined : COLOUR_RULES)).map((v) => `${scheme} ${v}`),
    );
  }
  await page.emulateMedia({ colorScheme: current });
  expect(violations).toEqual([]);
}

type ColorScheme = 'light' | 'dark';
/** The rules whose outcome a colour scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (
    rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

export async function quickAdd(
  page: Page,
  moment: string,
  values: { kcal: string; protein?: string; fat?: string; carbohydrates?: string },
) {
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
