import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { fourWeeksOfHistory, todaysWeekday } from './support/checkIn';
import { signUpPerson } from './support/people';

/**
 * The self-service check-in (issue 21): a person with four weeks of logged meals and weights picks
 * today as their check-in weekday, learns on the diary that new targets wait, opens them from there
 * by keyboard, accepts them, and the diary's targets follow. Each project signs up a person of its own.
 */

test.describe.configure({ timeout: 180_000 });

const synced = (page: Page) =>
  expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });

/** The diary's kcal target for today ('of 1,650 kcal'), as a number. */
async function targetKcal(page: Page): Promise<number> {
  const target = page.getByTestId('total-kcal').locator('.target');
  await expect(target).toHaveText(/\d/, { timeout: 20_000 });
  return Number((await target.innerText()).replace(/\D/g, ''));
}

test('a person picks a check-in day, sees the proposal on the diary, accepts it, and the targets change', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const email = `self-check-in-${testInfo.project.name}-${Date.now()}@example.com`;
  const person = await signUpPerson(request, email, 'demo', fourWeeksOfHistory(false));
  const context = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? null,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: person.token }] }],
    },
  });
  const page = await context.newPage();

  // No check-in day yet: the diary says nothing of new targets.
  await page.goto('/diary');
  await synced(page);
  const before = await targetKcal(page);
  await expect(page.getByTestId('check-in-notice')).toHaveCount(0);

  // The check-in: the estimate is the adaptive one; choosing today makes today's proposal.
  await page.goto('/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly check-in' })).toBeVisible();
  await expect(page.getByTestId('estimate-source')).toHaveAttribute('data-source', 'ADAPTIVE');
  await expect(page.getByTestId('check-in-proposal')).toHaveCount(0);
  await page.getByLabel('Check-in day').selectOption(todaysWeekday());
  await page.getByRole('button', { name: 'Save check-in day' }).click();
  const proposal = page.getByTestId('check-in-proposal');
  await expect(proposal.getByRole('button', { name: 'Use the new targets' })).toBeVisible();

  // The diary, where the person looks every day, says so with today's proposed kcal.
  await page.goto('/diary');
  const notice = page.getByTestId('check-in-notice');
  const link = notice.getByRole('link', { name: /New targets wait for you: [\d,]+ kcal today/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const proposed = Number(((await link.innerText()).match(/([\d,]+) kcal/)?.[1] ?? '').replace(/\D/g, ''));
  expect(proposed).toBeGreaterThan(0);
  expect(proposed).not.toBe(before);
  await expectNoAxeViolations(page);

  // By keyboard from the notice to the check-in, and the proposal accepted.
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check-in$/);
  await proposal.getByRole('button', { name: 'Use the new targets' }).click();
  await expect(page.getByTestId('check-in-result')).toContainText('You took new targets on');
  await synced(page);

  // The diary's targets are the accepted ones, and the notice is gone.
  await page.goto('/diary');
  await expect.poll(() => targetKcal(page), { timeout: 20_000 }).toBe(proposed);
  await expect(page.getByTestId('check-in-notice')).toHaveCount(0);
  await context.close();
});
