import { DEFAULT_MEAL_PLAN } from '../../src/core/nutrition/mealSizes';
import type { LightMyRequestResponse } from 'fastify';
import { issueAuthToken } from '../../server/auth/authTokens';
import type { TestServer } from './harness';

/** The id of a seeded user by email. */
export async function userId(server: TestServer, email: string): Promise<number> {
  const { rows } = await server.db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return Number(rows[0].id);
}

/** Signs a seeded user in directly (the sign-in routes have their own tests). */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  return issueAuthToken(server.db, await userId(server, email), server.clock.now);
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** The fc_login cookie a sign-in answer set, to send back like a browser would. */
export function loginCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.split(';')[0]!;
}

export async function count(
  server: TestServer,
  table: string,
  where = 'true',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${where}`,
    params,
  );
  return rows[0]!.n;
}

/** Pushes events of the given types and payloads to a seeded user's own stream, as their app would. */
export async function pushAs(
  server: TestServer,
  email: string,
  events: { type: string; payload: unknown }[],
  device = `test-device-${email}`,
): Promise<void> {
  const id = await userId(server, email);
  const held = await server.db.query<{ last_device_seq: string }>(
    'select last_device_seq from devices where device = $1',
    [device],
  );
  const first = Number(held.rows[0]?.last_device_seq ?? 0) + 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: auth(await tokenFor(server, email)),
    payload: {
      device,
      events: events.map((e, i) => ({
        id: crypto.randomUUID(),
        stream: `user:${id}`,
        type: e.type,
        v: 1,
        payload: e.payload,
        actor: `user:${id}`,
        device,
        deviceSeq: first + i,
        at: server.clock.now.toISOString(),
      })),
    },
  });
  if (response.statusCode !== 200 || response.json().rejected.length) throw new Error(`push refused: ${response.body}`);
}

/** A NutritionProfileSet event of a 34-year-old woman losing weight, with what a test changes. */
export const profileSet = (overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  type: 'NutritionProfileSet',
  payload: {
    profile: {
      sex: 'FEMALE',
      age: 34,
      heightCm: 168,
      weightKg: 70,
      bodyFat: null,
      activity: 'MILDLY_ACTIVE',
      goal: 'LOSE_WEIGHT',
      weeklyChangeKg: 0.5,
      diet: 'OMNIVORE',
      sustainability: null,
      keto: false,
      lowCarb: false,
      ...overrides,
    },
    intolerances: [],
    allergens: [],
    dislikes: [],
    ...extra,
  },
});

/** The meal sizes the self-service onboarding saved before day plans: with a profile, the plan an older stream reads as. */
export const mealSizesSet = () => ({ type: 'MealPlanSet', payload: { sizes: DEFAULT_MEAL_PLAN } });
