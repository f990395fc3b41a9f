import { describe, expect, it } from 'vitest';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, mealSizesSet, profileSet, pushAs, tokenFor, userId } from './support';

const PAGE = '/api/users/paginatedclients/';

const dayPlan = (dayPlanId: string, weekdays: string[], kcal = 2000) => ({
  type: 'DayPlanSaved',
  payload: {
    dayPlanId,
    name: dayPlanId === 'rest' ? 'Rest day' : 'Training day',
    weekdays,
    slots: [
      { moment: 'BREAKFAST', kcal: kcal / 2, protein: 40, carbs: 100, fat: 20 },
      { moment: 'DINNER', kcal: kcal / 2, protein: 60, carbs: 120, fat: 30 },
    ],
    energyBalance: 100,
    macroAdjustment: null,
    sizes: [],
  },
});

const targets = { kcal: 1900, protein: 120, carbs: 200, fat: 60 };
/** A check-in proposal of `date` for the person (SELF) or their coach (COACH) to decide. */
const proposed = (checkInId: string, date: string, reviewer: 'SELF' | 'COACH') => ({
  type: 'CheckInProposed',
  payload: {
    checkInId,
    date,
    reviewer,
    expenditureKcal: 2100,
    formulaKcal: 2000,
    reading: { from: '2026-10-20', to: date, averageIntakeKcal: 1800, trendChangeKg: -1, loggedDays: 20, weighIns: 10 },
    days: [{ dayPlanId: 'DIY', name: 'DIY', before: targets, after: { ...targets, kcal: 1700 } }],
  },
});

/** Pushes events to a client's stream from the coach's device, as view-as mode does. */
async function pushAsCoach(server: TestServer, clientEmail: string, events: { type: string; payload: unknown }[]) {
  const coach = await userId(server, 'coach@example.com');
  const client = await userId(server, clientEmail);
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: auth(await tokenFor(server, 'coach@example.com')),
    payload: {
      device: 'coach-device',
      events: events.map((e, i) => ({
        id: crypto.randomUUID(),
        stream: `user:${client}`,
        type: e.type,
        v: 1,
        payload: e.payload,
        actor: `user:${coach}`,
        device: 'coach-device',
        deviceSeq: i + 1,
        at: server.clock.now.toISOString(),
      })),
    },
  });
  expect([answer.statusCode, answer.json().rejected]).toEqual([200, []]);
}

/** The clients overview's tiles and client info's weekly plan (1-shell.txt section 2; issue 17). */
describe.each(engines)('the clients overview and client info on %s', (engine) => {
  const server = useTestServer(engine);
  const get = async (url: string, email = 'coach@example.com') =>
    server.app.inject({ method: 'GET', url, headers: auth(await tokenFor(server, email)) });
  const tiles = async (query = '') =>
    (await get(`${PAGE}${query}`)).json().results as {
      email: string;
      planned_days: number;
      last_activity_at: string | null;
      check_in_waiting: boolean;
    }[];
  const tileOf = async (email: string) => (await tiles()).find((t) => t.email === email)!;

  it('shows no plan and no activity for a client who has done nothing yet', async () => {
    expect(await tileOf('sam@example.com')).toMatchObject({ planned_days: 0, last_activity_at: null });
  });

  it('counts the weekdays that have a day plan, a profile from before day plans as seven', async () => {
    await pushAsCoach(server, 'noor@example.com', [
      dayPlan('training', ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY']),
      dayPlan('rest', ['THURSDAY', 'SATURDAY']),
    ]);
    await pushAs(server, 'lucas@example.com', [profileSet(), mealSizesSet()]);
    await pushAs(server, 'sam@example.com', [profileSet()]);
    expect((await tiles()).map((t) => [t.email, t.planned_days])).toEqual([
      ['lucas@example.com', 7],
      ['noor@example.com', 5],
      ['sam@example.com', 0],
    ]);
  });

  it('says a check-in waits while the newest proposal goes to the coach and nothing decided it', async () => {
    const waiting = async () => (await tiles()).map((t) => [t.email, t.check_in_waiting]);
    expect(await waiting()).toEqual([
      ['lucas@example.com', false],
      ['noor@example.com', false],
      ['sam@example.com', false],
    ]);
    await pushAs(server, 'sam@example.com', [proposed('week-1', '2026-11-16', 'COACH')]);
    await pushAs(server, 'noor@example.com', [proposed('self-1', '2026-11-16', 'SELF')]);
    expect(await waiting()).toEqual([
      ['lucas@example.com', false],
      ['noor@example.com', false],
      ['sam@example.com', true],
    ]);
    await pushAsCoach(server, 'sam@example.com', [
      { type: 'CheckInApproved', payload: { checkInId: 'week-1', expenditureKcal: 2100, edited: false } },
    ]);
    expect((await tileOf('sam@example.com')).check_in_waiting).toBe(false);
    // An older proposal pushed late does not take the lead from the decided newer one.
    await pushAs(server, 'sam@example.com', [proposed('week-0', '2026-11-09', 'COACH')]);
    expect((await tileOf('sam@example.com')).check_in_waiting).toBe(false);
    await pushAs(server, 'sam@example.com', [proposed('week-2', '2026-11-23', 'COACH')]);
    expect((await tileOf('sam@example.com')).check_in_waiting).toBe(true);
  });

  it("dates the last activity by the client's own newest event, not the coach's", async () => {
    await pushAs(server, 'sam@example.com', [profileSet()]);
    await server.db.query("update events set received_at = '2026-11-20T08:30:00Z'");
    await pushAsCoach(server, 'sam@example.com', [dayPlan('training', ['MONDAY'])]);
    expect((await tileOf('sam@example.com')).last_activity_at).toBe('2026-11-20T08:30:00.000Z');
    expect((await tileOf('noor@example.com')).last_activity_at).toBeNull();
  });

  it('keeps the count on a page past the end and refuses bad input with 400, never 5xx', async () => {
    expect((await get(`${PAGE}?page=9`)).json()).toEqual({ results: [], count: 3, total_pages: 1 });
    expect((await get(`${PAGE}?search=nobody`)).json()).toEqual({ results: [], count: 0, total_pages: 1 });
    for (const query of [
      'page=0',
      'page=x',
      'page=-1',
      'page=1.5',
      `search=${'a'.repeat(101)}`,
      'account_enabled=yes',
      'search=%00',
      'page=1&page=2',
    ]) {
      const status = (await get(`${PAGE}?${query}`)).statusCode;
      expect([query, status]).toEqual([query, 400]);
    }
    expect((await get(`${PAGE}?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
    expect((await get(PAGE, 'sam@example.com')).statusCode).toBe(403);
  });

  it('keeps a deactivated client out of the app, even after a new sign-in, until they are activated again', async () => {
    const sam = await userId(server, 'sam@example.com');
    const patch = async (account_enabled: boolean) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/clients/${sam}/`,
        headers: auth(await tokenFor(server, 'coach@example.com')),
        payload: { account_enabled },
      });
    const before = await tokenFor(server, 'sam@example.com');
    expect((await patch(false)).json()).toMatchObject({ account_enabled: false });
    const me = async (token: string) =>
      (await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) })).statusCode;
    expect(await me(before)).toBe(401);
    expect((await get('/api/exercise-templates', 'sam@example.com')).statusCode).toBe(403);
    expect((await get(`${PAGE}?account_enabled=false`)).json().results).toMatchObject([{ id: sam }]);
    expect((await patch(true)).json()).toMatchObject({ account_enabled: true });
    expect((await get('/api/exercise-templates', 'sam@example.com')).statusCode).toBe(200);
  });

  it("reads a client's weekly plan: each weekday's day plan and each day plan's totals", async () => {
    const noor = await userId(server, 'noor@example.com');
    expect((await get(`/api/clients/${noor}/plan/`)).json()).toEqual({ plan: null });
    await pushAsCoach(server, 'noor@example.com', [
      dayPlan('training', ['MONDAY', 'TUESDAY', 'WEDNESDAY'], 2400),
      dayPlan('rest', ['WEDNESDAY', 'SUNDAY'], 1800),
    ]);
    const { plan } = (await get(`/api/clients/${noor}/plan/`)).json();
    expect(plan.days.map((d: { dayPlanId: string | null }) => d.dayPlanId)).toEqual([
      'training',
      'training',
      'rest',
      null,
      null,
      null,
      'rest',
    ]);
    expect(plan.dayPlans).toEqual([
      {
        id: 'training',
        name: 'Training day',
        weekdays: ['MONDAY', 'TUESDAY'],
        kcal: 2400,
        protein: 100,
        carbs: 220,
        fat: 50,
      },
      {
        id: 'rest',
        name: 'Rest day',
        weekdays: ['WEDNESDAY', 'SUNDAY'],
        kcal: 1800,
        protein: 100,
        carbs: 220,
        fat: 50,
      },
    ]);
  });

  it("reads an older profile as the DIY plan on all seven days, and nobody else's client", async () => {
    await pushAs(server, 'lucas@example.com', [profileSet(), mealSizesSet()]);
    const lucas = await userId(server, 'lucas@example.com');
    const { plan } = (await get(`/api/clients/${lucas}/plan/`)).json();
    expect(plan.days.every((d: { dayPlanId: string }) => d.dayPlanId === 'diy')).toBe(true);
    expect(plan.dayPlans[0]).toMatchObject({ id: 'diy', name: 'DIY', weekdays: expect.arrayContaining(['TUESDAY']) });
    const mila = await userId(server, 'mila@example.com');
    expect((await get(`/api/clients/${mila}/plan/`)).statusCode).toBe(404);
    expect((await get(`/api/clients/${lucas}/plan/`, 'sam@example.com')).statusCode).toBe(403);
    for (const id of ['0', 'x', '01', '1e3']) expect((await get(`/api/clients/${id}/plan/`)).statusCode).toBe(400);
  });
});
