import { expect, type Page } from '@playwright/test';

/**
 * A client of the simple-recipe organisation (Simple Kitchen) as the journeys need them: the short
 * questions answered once (eats everything, no allergies, every meal), so a week of simple recipes
 * is planned. Later journeys of the same account find it done and go straight on.
 */
export async function simpleClientReady(page: Page): Promise<void> {
  await page.goto('/');
  // The address passes /recipes on its way to the onboarding: wait for a screen's heading instead.
  const questions = page.getByRole('heading', { name: 'What brings you here?' });
  const home = page.getByRole('heading', { name: 'Recipes', level: 1 });
  await expect(questions.or(home)).toBeVisible();
  if (await home.isVisible()) return;
  await page.getByLabel('Recipe inspiration').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Quick').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('No, I eat everything').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('None').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Which meals do you want to plan?' })).toBeVisible();
  await page.getByRole('button', { name: 'Plan my week' }).click();
  await expect(page).toHaveURL(/\/diary/);
  await expect(page.getByTestId('diary-item').first()).toBeVisible();
}
