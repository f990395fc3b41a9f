import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { storageStateOf } from './support/accounts';

/**
 * Records every Content-Security-Policy violation of the page from its very start (before the
 * app's first script runs), whether or not the app caught the error that caused it, and the
 * console's reports of them.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...consoleReports,
  ];
}

/** The app's scripts the server sent, as the browser received them. */
function scriptResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (/^\/assets\/.*\.js$/.test(new URL(response.url()).pathname) && !response.fromServiceWorker())
      responses.push(response);
  });
  return responses;
}

/** Each script's encoding; a plain one only where compressing would not pay (scripts/precompress.ts). */
const encodingsOf = (responses: readonly Response[]) =>
  Promise.all(
    responses.map(async (response) => {
      const encoding = response.headers()['content-encoding'];
      if (encoding) return encoding;
      return (await response.body()).length < 256 ? 'too small to compress' : 'none';
    }),
  );

test.describe('first load', () => {
  test('the login page loads compressed scripts and breaks no rule of the CSP', async ({ page }) => {
    const violations = await watchCsp(page);
    const scripts = scriptResponses(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeEditable();
    expect(await violations()).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    const encodings = await encodingsOf(scripts);
    expect(encodings.filter((encoding) => encoding === 'br').length).toBeGreaterThan(scripts.length / 2);
    expect(encodings.filter((encoding) => encoding !== 'br' && encoding !== 'too small to compress')).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateOf('sam') });

    test('the diary breaks no rule of the CSP while it loads, syncs and shows the day', async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto('/diary');
      // A loaded machine may take a while to open the device's data the first time.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });

  test.describe('a screen whose code is still on its way', () => {
    test.use({ storageState: storageStateOf('sam'), serviceWorkers: 'block' });

    test('shows its skeleton, announced as loading, until the code arrives', async ({ page }) => {
      await page.goto('/diary');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeVisible({ timeout: 30_000 });
      // Hold the profile screen's code back until the skeleton has been seen and checked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/ProfileScreen-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await nav.getByRole('link', { name: 'My profile' }).click();
      const skeleton = page.getByRole('status', { name: 'Loading this screen…' });
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveAttribute('aria-busy', 'true');
      await expectNoAxeViolations(page);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
      await expect(skeleton).toHaveCount(0);
    });
  });
});
