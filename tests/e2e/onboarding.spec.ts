import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { expectNoAxeViolations } from './helpers';
import { codeIn, mailsTo, waitForMail } from './support/accounts';

/**
 * A visitor signs up through the full self-service onboarding (2-onboarding.txt sections 2, 4, 5):
 * the questions, the account made halfway with a mailed code, the plan, the save, the first week
 * planned by the server, the tour, and the diary with the plan's targets.
 */
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
const numberIn = (text: string, at = 0) => Number([...text.matchAll(/[\d,]+/g)][at]![0].replace(/,/g, ''));

async function answerUpToTheBody(page: Page, goal: string) {
  await page.goto('/onboarding');
  await heading(page, 'Your plan, your meals');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start today' }).click();

  await heading(page, 'What is your goal?');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Please select at least one goal.');
  await page.getByLabel(goal).check();
  await expectNoAxeViolations(page);
  await next(page);

  await heading(page, 'How active are you?');
  await page.getByLabel(/^Active/).check();
  await expectNoAxeViolations(page);
  await next(page);

  await heading(page, 'About you');
  await page.getByLabel('Age').fill('17');
  await next(page);
  await expect(page.getByText('Your age must be between 18 and 120.')).toBeVisible();
  await expect(page.getByText('Please select your gender.')).toBeVisible();
  await page.getByLabel('Age').fill('34');
  await page.getByLabel('Male', { exact: true }).check();
  await expectNoAxeViolations(page);
  await next(page);
  await heading(page, 'Your height and weight');
}

async function register(page: Page, email: string) {
  await heading(page, 'Create your account');
  await page.getByRole('button', { name: 'View results' }).click();
  await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
  await page.getByLabel('First name').fill('Jesse');
  await page.getByLabel('Last name').fill('de Graaf');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/I accept the/).check();
  await expectNoAxeViolations(page);
  const before = mailsTo(email).length;
  await page.getByRole('button', { name: 'View results' }).click();
  await heading(page, 'Enter your code');
  await expectNoAxeViolations(page);
  await page.getByLabel('4-digit code').fill(codeIn(await waitForMail(email, before)));
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The plan screen's calories and protein. */
async function shownPlan(page: Page) {
  await heading(page, 'Your nutrition plan');
  return {
    kcal: numberIn((await page.getByTestId('plan-kcal').textContent())!),
    protein: numberIn((await page.getByTestId('plan-protein').textContent())!),
  };
}

/** From the plan screen to the diary, checking the plan's calories on the first planned week. */
async function finishAndCheckTheWeek(page: Page, own = false) {
  const plan = await shownPlan(page);
  expect(plan.kcal).toBeGreaterThanOrEqual(1250);
  await expectNoAxeViolations(page);
  await next(page);
  await answerTheRest(page, plan, own);
}

/**
 * The diet is asked after the plan screen: a vegan diet raises the protein the model gives, so the
 * diet screen shows the targets that will be saved; taking the diet back hides them again. The
 * person's own numbers do not change with a diet.
 */
async function tryAVeganDiet(page: Page, plan: { protein: number }, own: boolean) {
  const changed = page.getByText('Your diet changes your daily targets.');
  await page.getByLabel('Vegan', { exact: true }).check();
  if (own) await expect(changed).toBeHidden();
  else {
    await expect(changed).toBeVisible();
    await expect
      .poll(async () => numberIn((await page.getByTestId('plan-protein').textContent())!))
      .toBeGreaterThan(plan.protein);
    await expectNoAxeViolations(page);
  }
  await page.getByLabel('Vegan', { exact: true }).click();
  await expect(page.getByLabel('Vegan', { exact: true })).not.toBeChecked();
  await expect(changed).toBeHidden();
}

async function answerTheRest(page: Page, plan: { kcal: number; protein: number }, own = false) {
  const { kcal } = plan;
  await heading(page, 'Which meals do you eat?');
  await page.getByLabel('Lunch', { exact: true }).uncheck();
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Lunch and Dinner are required.');
  await page.getByLabel('Lunch', { exact: true }).check();
  await expectNoAxeViolations(page);
  await next(page);
  await heading(page, 'Do you follow a diet?');
  await expectNoAxeViolations(page);
  await tryAVeganDiet(page, plan, own);
  await next(page);
  await heading(page, 'Do you have an intolerance?');
  await page.getByLabel('Gluten').check();
  await expect(page.getByLabel('No intolerance')).not.toBeChecked();
  await expectNoAxeViolations(page);
  await next(page);
  await heading(page, "Anything you don't like?");
  await page.getByLabel('Mushroom').check();
  await expectNoAxeViolations(page);
  await next(page);

  await heading(page, 'Creating your plan…');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { name: 'Your plan is ready', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start tour' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Go to my diary' }).click();
  await expect(page).toHaveURL(/\/diary/);

  // Seven days planned from today, each near the plan's calories.
  for (let i = 0; i < 7; i++) {
    const date = format(addDays(new Date(), i), 'yyyy-MM-dd');
    await page.goto(`/diary?date=${date}`);
    await expect(page.getByTestId('diary-item').first()).toBeVisible();
    const total = (await page.getByTestId('total-kcal').textContent())!;
    expect(numberIn(total, 1), `target of ${date}`).toBe(kcal);
    expect(Math.abs(numberIn(total, 0) - kcal) / kcal, `kcal of ${date}: ${total}`).toBeLessThan(0.1);
  }
}

test('a new person signs up in metric, makes a plan and lands on a planned week', async ({ page }, testInfo) => {
  await answerUpToTheBody(page, 'Lose weight');
  await page.getByLabel('Weight unit').selectOption('KILOGRAMS');
  await page.getByRole('button', { name: 'Use centimetres' }).click();
  await page.getByLabel('Height').fill('300');
  await page.getByLabel('Weight', { exact: true }).fill('86');
  await page.getByLabel('Goal weight').fill('50');
  await next(page);
  await expect(page.getByText('Your height must be between 120 and 250 cm.')).toBeVisible();
  await expect(page.getByText('This goal weight is below a healthy weight for your height.')).toBeVisible();
  await page.getByLabel('Height').fill('182');
  await page.getByLabel('Goal weight').fill('78');
  await expectNoAxeViolations(page);
  // Answers survive a reload in the middle of the flow.
  await page.reload();
  await expect(page.getByLabel('Height')).toHaveValue('182');
  await next(page);

  await heading(page, 'How fast do you want to lose weight?');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Please select a weekly goal.');
  await page.getByLabel('Lose 0.5 kg per week').check();
  await expectNoAxeViolations(page);
  await next(page);

  await register(page, `metric-${testInfo.project.name}-${Date.now()}@example.com`);
  await finishAndCheckTheWeek(page);

  // A day after the planned week is empty: the planner generates its meals after confirming.
  await page.goto(`/diary?date=${format(addDays(new Date(), 10), 'yyyy-MM-dd')}`);
  await page.getByRole('button', { name: 'Generate meals' }).click();
  await page.getByRole('dialog', { name: 'Generate meals?' }).getByRole('button', { name: 'Generate meals' }).click();
  await expect(page.getByTestId('diary-item').first()).toBeVisible();

  // Redoing the plan from the profile: the goal screen has a way back, and the new targets reach the diary.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Redo my nutrition plan' }).click();
  await heading(page, 'What is your goal?');
  await expect(page.getByLabel(/^Lose weight/)).toBeChecked();
  await page.getByLabel(/^Gain muscle/).check();
  await next(page);
  await expect(page.getByLabel(/^Active/)).toBeChecked();
  await next(page);
  await expect(page.getByLabel('Age')).toHaveValue('34');
  await next(page);
  await next(page);
  await heading(page, 'Your nutrition plan');
  const gainKcal = numberIn((await page.getByTestId('plan-kcal').textContent())!);
  await next(page);
  for (let i = 0; i < 4; i++) await next(page);
  await expect(page.getByRole('heading', { name: 'Your plan is ready', level: 1 })).toBeVisible();
  for (const name of ['Start tour', 'Next', 'Next', 'Go to my diary'])
    await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('total-kcal')).toContainText(`of ${gainKcal.toLocaleString('en-GB')}`);
});

test('a new person signs up in stones and feet, and chooses their own numbers', async ({ page }, testInfo) => {
  await answerUpToTheBody(page, 'Gain muscle');
  // en-GB: stones and pounds, feet and inches by default.
  await expect(page.getByLabel('Weight unit')).toHaveValue('STONES');
  await page.getByLabel('Height (ft)').fill('5');
  await page.getByLabel('Height (in)').fill('11');
  await page.getByLabel('Weight (st)', { exact: true }).fill('12');
  await page.getByLabel('Weight (lb)', { exact: true }).fill('6');
  await page.getByLabel('Goal weight (st)').fill('13');
  await page.getByLabel('Goal weight (lb)').fill('0');
  await next(page);

  await register(page, `imperial-${testInfo.project.name}-${Date.now()}@example.com`);
  await heading(page, 'Your nutrition plan');
  // Choosing it opens the modify screen; the plan is chosen once the numbers are adjusted.
  await page.getByLabel(/^Choose your own/).click();
  await heading(page, 'Choose your own numbers');
  await page.getByLabel('Calories').fill('1100');
  await page.getByLabel('Fat').fill('20');
  await page.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('Calories must be at least 1250.')).toBeVisible();
  await expect(page.getByText('Fat must be at least 30 g.')).toBeVisible();
  await page.getByLabel('Calories').fill('2400');
  await page.getByLabel('Protein').fill('160');
  await page.getByLabel('Fat').fill('80');
  await page.getByLabel('Carbohydrates').fill('260');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByTestId('plan-kcal')).toContainText('2,400 kcal');
  await finishAndCheckTheWeek(page, true);
});

test('a woman on a hormone-flagged organisation chooses the cycle diet and sets her dates', async ({
  page,
}, testInfo) => {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Start today' }).click();
  await page.getByLabel('Get fitter at the same weight').check();
  await next(page);
  await page.getByLabel(/^Lightly active/).check();
  await next(page);
  await page.getByLabel('Female', { exact: true }).check();
  await next(page);
  await heading(page, 'Your height and weight');
  await next(page);
  await register(page, `cycle-${testInfo.project.name}-${Date.now()}@example.com`);

  const plan = await shownPlan(page);
  await page.getByLabel(/^Cycle diet/).check();
  await next(page);

  await heading(page, 'When did your last period start?');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText('Please select a date.');
  // The week starts on Monday, and no day after today can be chosen.
  await expect(page.getByRole('columnheader').first()).toHaveText('Mon');
  const tomorrow = addDays(new Date(), 1);
  if (tomorrow.getMonth() === new Date().getMonth())
    await expect(page.getByRole('button', { name: format(tomorrow, 'EEEE, MMMM d, yyyy') })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: /\b20\b/ }).click();
  await expectNoAxeViolations(page);
  await next(page);

  await heading(page, 'How long is your cycle?');
  await page.getByLabel('Cycle length').selectOption('30');
  await expectNoAxeViolations(page);
  await next(page);
  await heading(page, 'Your cycle and your meals');
  await expect(page.getByText(/Today is day \d+ of your cycle/)).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);
  await answerTheRest(page, plan);
  // The diary shows the day of her cycle.
  await expect(page.getByTestId('phase-badge')).toContainText(
    /Day \d+ of your cycle · (Menstruation|Follicular phase|Ovulation|Luteal phase)/,
  );
});
