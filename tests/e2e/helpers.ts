import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

type AxeCore = typeof axe;

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

/**
 * axe-core run in the page itself: its source is added once per document and each check is one
 * call. (@axe-core/playwright re-injects the 500 KB source and opens a blank page for every check,
 * to reach into iframes: the app has none, and on a busy 2-core machine that cost 5 to 10 s a check.)
 */
async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ rules, tags }) => {
      const { axe } = window as unknown as { axe: AxeCore };
      // The WCAG rules axe counts as stable (@axe-core/playwright's withTags leaves the experimental ones out too).
      const values = rules ?? axe.getRules(tags).flatMap((r) => (r.tags.includes('experimental') ? [] : [r.ruleId]));
      const results = await axe.run(document, { runOnly: { type: 'rule', values }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { rules, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Waits until the service worker controls the page, so the app shell is precached, and the
 * plugins' files this page loaded are kept for offline use (they are not precached).
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  }
  await expect.poll(() => pluginFilesNotKept(page)).toEqual([]);
}

/** The plugins' files the page loaded that the offline cache does not hold yet. */
export const pluginFilesNotKept = (page: Page) =>
  page.evaluate(async () => {
    const own = new Set(
      Object.values((await (await fetch('/plugin-chunks.json')).json()) as Record<string, string[]>).flat(),
    );
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => own.has(path));
    const cache = await caches.open('forkcast-plugins');
    const kept = await Promise.all(loaded.map(async (path) => ((await cache.match(path)) ? null : path)));
    return kept.filter((path) => path !== null);
  });

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
