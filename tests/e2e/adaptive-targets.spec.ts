import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, mailsTo, storageStateOf, waitForMail } from './support/accounts';
import { day, fourWeeksOfHistory } from './support/checkIn';
import { expectNoAxeViolations } from './helpers';

/**
 * Adaptive targets (issue 21): a coached client with four weeks of logged meals and weights opens
 * their check-in on their check-in day; the proposal goes to the coach, who sees the figures behind
 * it on their tile and on the client's check-in page and approves; the client sees the new targets, re-plans the
 * coming days in one tap, and refreshes the grocery list that the re-plan made stale. A coach at a
 * desk and a client on a phone: it sets both sizes itself, so it runs once.
 */

test.describe.configure({ timeout: 240_000 });

const coachToken = (): string =>
  (JSON.parse(readFileSync(storageStateOf('coach'), 'utf8')) as { origins: { localStorage: { value: string }[] }[] })
    .origins[0]!.localStorage[0]!.value;

async function addClient(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.post('/api/clients', {
    headers: { authorization: `Token ${coachToken()}` },
    data: {
      first_name: 'Anouk',
      last_name: `Check${Date.now().toString(36)}`,
      email,
      intake: {
        sex: 'FEMALE',
        age: 34,
        heightCm: 170,
        weightKg: 84,
        bodyFat: 0.3,
        goal: 'LOSE_WEIGHT',
        activity: 'MILDLY_ACTIVE',
        diet: 'OMNIVORE',
        intolerances: [],
        exercises: [],
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await waitForMail(email, 0);
  return ((await answer.json()) as { id: number }).id;
}

async function signInByCode(request: APIRequestContext, email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect((await request.post('/api/createMagicLink', { data: { email } })).ok()).toBe(true);
  const verified = await request.post('/api/users/verifyOTP/', {
    data: { email, otp: codeIn(await waitForMail(email, before)) },
  });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { auth_token: string }).auth_token;
}

async function push(request: APIRequestContext, token: string, events: { type: string; payload: unknown }[]) {
  const headers = { Authorization: `Token ${token}` };
  const me = (await (await request.get('/api/auth/users/me', { headers })).json()) as { id: number; stream: string };
  const device = `e2e-${crypto.randomUUID()}`;
  const pushed = await request.post('/api/sync/push', {
    headers,
    data: {
      device,
      events: events.map((event, i) => ({
        id: crypto.randomUUID(),
        stream: me.stream,
        type: event.type,
        v: 1,
        payload: event.payload,
        actor: `user:${me.id}`,
        device,
        deviceSeq: i + 1,
        at: new Date().toISOString(),
      })),
    },
  });
  expect(pushed.status()).toBe(200);
  expect(((await pushed.json()) as { rejected: unknown[] }).rejected).toEqual([]);
}

const synced = (page: Page) =>
  expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });

test(
  'a client’s check-in goes to the coach, who approves; the coming days are re-planned and the groceries refreshed',
  { tag: '@phone-only' },
  async ({ browser, request, baseURL }) => {
    const email = `anouk.${Date.now().toString(36)}@example.com`;
    const clientId = await addClient(request, email);
    const token = await signInByCode(request, email);
    await push(request, token, fourWeeksOfHistory(true));
    // The next two days planned by the server, as the onboarding does, on the formula's targets.
    const planned = await request.post('/api/planner/autoPlanDays/', {
      headers: { Authorization: `Token ${token}` },
      data: { start_date_inclusive: day(1), num_days: 2 },
    });
    expect(planned.status(), await planned.text()).toBe(200);

    const client = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      storageState: {
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'forkcast.token', value: token }] }],
      },
    });
    const phone = await client.newPage();

    // A grocery list for the week, one item ticked.
    await phone.goto('/groceries');
    await synced(phone);
    await phone.getByRole('button', { name: 'Make a grocery list' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Create', exact: true }).click();
    const firstItem = phone.getByRole('checkbox').first();
    await expect(firstItem).toBeVisible();
    await firstItem.click();
    await expect(firstItem).toBeChecked();
    await expect(phone.getByTestId('grocery-stale')).toHaveCount(0);

    // My progress shows the estimate week by week beside the trend; the check-in makes the proposal.
    await phone.goto('/progress');
    await expect(phone.getByTestId('expenditure-history')).toBeVisible({ timeout: 20_000 });
    await phone.getByRole('link', { name: 'Weekly check-in' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Weekly check-in' })).toBeVisible();
    await expect(phone.getByTestId('estimate-source')).toHaveAttribute('data-source', 'ADAPTIVE');
    const proposal = phone.getByTestId('check-in-proposal');
    await expect(proposal).toContainText('Your check-in has gone to your coach');
    await expect(proposal.getByRole('button', { name: 'Use the new targets' })).toHaveCount(0);
    await expectNoAxeViolations(phone);
    await synced(phone);

    // The coach, at a desk, finds it on the client's page and approves it.
    const coach = await browser.newContext({
      viewport: { width: 1440, height: 1024 },
      storageState: storageStateOf('coach'),
    });
    const desk = await coach.newPage();
    // The client's tile says, in words, that a check-in waits; it opens the client's Plan tab.
    await desk.goto(`/clients?filter=ACTIVE_CLIENTS&page=1&search=${encodeURIComponent(email)}`);
    const tile = desk.getByTestId('client-tile');
    await expect(tile.getByTestId('check-in-waiting')).toHaveText('Check-in waits for your approval', {
      timeout: 30_000,
    });
    await expectNoAxeViolations(desk);
    await tile.click();
    await expect(desk).toHaveURL(new RegExp(`/clients/${clientId}\\?.*tab=plan`));
    await desk.getByRole('link', { name: 'Weekly check-in' }).click();
    const decision = desk.getByTestId('coach-check-in');
    await expect(decision).toBeVisible({ timeout: 30_000 });
    await expect(decision).toContainText('Days counted');
    await expect(decision).toContainText('28');
    await expect(decision.getByRole('table')).toContainText('DIY');
    await expectNoAxeViolations(desk);
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect(decision).toContainText('Approved on');
    await synced(desk);
    await coach.close();

    // The client sees the result and re-plans the coming days in one tap.
    await phone.reload();
    await expect(phone.getByTestId('check-in-result')).toContainText('Your coach approved new targets', {
      timeout: 30_000,
    });
    const replan = phone.getByTestId('check-in-replan');
    await expect(replan.getByRole('table')).toContainText('New target');
    await replan.getByRole('button', { name: /Re-plan 2 days/ }).click();
    await expect(phone.getByTestId('replan-done')).toContainText('planned on your new targets', { timeout: 30_000 });
    await expectNoAxeViolations(phone);

    // The grocery list says it is out of date; one tap makes it again.
    await phone.getByRole('link', { name: 'See your grocery list' }).click();
    const stale = phone.getByTestId('grocery-stale');
    await expect(stale).toBeVisible();
    await stale.getByRole('button', { name: 'Refresh the list' }).click();
    await expect(stale).toHaveCount(0);
    await expect(phone.getByRole('checkbox').first()).toBeVisible();
    await client.close();
  },
);
