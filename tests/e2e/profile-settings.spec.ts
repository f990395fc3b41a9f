import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expectNoAxeViolations } from './helpers';
import { onboardedAnswers, signUpPerson } from './support/people';

/**
 * Issue 18, My profile: a woman on the cycle diet (the demo organisation has FF_FEMALE_HORMONES)
 * changes her cycle settings, is refused a future date, says her period has started and sees day 1
 * in the diary; she sets her recipe preferences, and her units for recipes, which the recipe detail
 * follows. A fresh sign-up of her own, at both sizes.
 */
const iso = (date: Date) => format(date, 'yyyy-MM-dd');
const BOLOGNESE = 'lentil-bolognese-with-whole-wheat-spaghetti';

/** Full-page pictures in light and dark for a review, when PROFILE_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const folder = process.env.PROFILE_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-light.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${folder}/${name}-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

const answers = (lastPeriodStart: string) =>
  onboardedAnswers(
    { sex: 'FEMALE', age: 31, heightCm: 170, weightKg: 66, goal: 'RECOMPOSITION', weeklyChangeKg: null },
    { plan: 'CYCLE_DIET', cycle: { lastPeriodStart, length: 28 } },
  );

test('cycle settings, period started, recipe preferences and units for recipes', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const today = new Date();
  const email = `profile-${testInfo.project.name}-${Date.now()}@example.com`;
  const person = await signUpPerson(request, email, 'demo', answers(iso(addDays(today, -10))));
  const storageState = {
    cookies: [],
    origins: [
      {
        origin: baseURL!,
        localStorage: [
          { name: 'forkcast.token', value: person.token },
          { name: 'forkcast.language', value: 'en' },
          { name: 'forkcast.welcomeSeen', value: '1' },
        ],
      },
    ],
  };
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? null, storageState });
  const page = await context.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // The cycle: day 11 of 28 now; a date in the future is refused, a new length is saved.
  const cycle = page.getByTestId('cycle-settings');
  await expect(cycle.getByRole('heading', { name: 'Menstrual cycle' })).toBeVisible();
  await expect(cycle.getByTestId('profile-phase')).toHaveText('Today is day 11 of your cycle: follicular phase.');
  await cycle.getByLabel('First day of your last period').fill(iso(addDays(today, 1)));
  await cycle.getByRole('button', { name: 'Save cycle settings' }).click();
  await expect(cycle.getByRole('alert')).toHaveText('You cannot select future dates.');
  await cycle.getByLabel('First day of your last period').fill(iso(addDays(today, -20)));
  await cycle.getByLabel('Cycle length').selectOption('30');
  await cycle.getByRole('button', { name: 'Save cycle settings' }).click();
  await expect(page.getByText('Your cycle settings are saved.')).toBeVisible();
  await expect(cycle.getByTestId('profile-phase')).toHaveText('Today is day 21 of your cycle: luteal phase.');
  await expectNoAxeViolations(page);

  // The period has started: day 1 here and in the diary.
  await cycle.getByRole('button', { name: 'My period has started' }).click();
  await expect(page.getByText('Your period start date is updated to today.')).toBeVisible();
  await expect(cycle.getByTestId('profile-phase')).toHaveText('Today is day 1 of your cycle: menstruation.');
  await expect(cycle.getByLabel('First day of your last period')).toHaveValue(iso(today));
  await page.goto('/diary');
  await expect(page.getByTestId('phase-badge')).toHaveText('Day 1 of your cycle · Menstruation');

  // Recipe preferences, with 'no intolerance' standing alone; they stay after a reload.
  await page.goto('/profile');
  const preferences = page.getByTestId('recipe-preferences');
  await expect(preferences.getByRole('heading', { name: 'Recipe preferences' })).toBeVisible();
  await expect(preferences.getByRole('checkbox', { name: 'No intolerance' })).toBeChecked();
  await preferences.getByRole('radio', { name: 'Vegetarian' }).check();
  await preferences.getByRole('checkbox', { name: 'Gluten' }).check();
  await expect(preferences.getByRole('checkbox', { name: 'No intolerance' })).not.toBeChecked();
  await preferences.getByRole('checkbox', { name: 'Tomato' }).check();
  await preferences.getByRole('button', { name: 'Save recipe preferences' }).click();
  await expect(page.getByText('Your recipe preferences are saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, `profile-${testInfo.project.name}`);
  await page.reload();
  await expect(preferences.getByRole('radio', { name: 'Vegetarian' })).toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Tomato' })).toBeChecked();

  // Units for recipes: metric amounts first, imperial ones after the switch, by keyboard.
  await page.goto(`/recipes/${BOLOGNESE}`);
  const amounts = page.getByTestId('recipe-ingredients').locator('.ingredient-amount');
  await expect(amounts.first()).toBeVisible();
  expect((await amounts.allInnerTexts()).some((text) => / (g|kg)$/.test(text))).toBe(true);
  await page.goto('/profile');
  const units = page.getByLabel('Units for recipes');
  await expect(units).toHaveValue('METRIC');
  await units.focus();
  await units.selectOption('IMPERIAL');
  await expect(page.getByText('Your units for recipes are saved.')).toBeVisible();
  await expect(page.getByTestId('profile-foot')).toContainText(/Version \d+\.\d+\.\d+/);
  await page.goto(`/recipes/${BOLOGNESE}`);
  await expect(amounts.first()).toBeVisible();
  const imperial = await amounts.allInnerTexts();
  expect(imperial.some((text) => / (oz|lb|cups?|tbsp|tsp)$/.test(text))).toBe(true);
  expect(imperial.some((text) => / (g|kg)$/.test(text))).toBe(false);
  await expectNoAxeViolations(page);
  await shoot(page, `recipe-imperial-${testInfo.project.name}`);
  await context.close();
});
