import { expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_MEAL_PLAN } from '../../../src/core/nutrition/mealSizes';
import { codeIn, mailsTo, waitForMail } from './accounts';

/** An event as a journey pushes it: its type and payload; the rest is filled in. */
export interface Answer {
  readonly type: string;
  readonly payload: unknown;
}

export interface NewPerson {
  readonly token: string;
  readonly id: number;
  readonly headers: { Authorization: string };
}

/**
 * A new self-service person of `organisation`, signed up through the API with their code from the
 * outbox, and `answers` pushed to their stream as a device would: a journey of its own never meets
 * another journey's data.
 */
export async function signUpPerson(
  request: APIRequestContext,
  email: string,
  organisation: string,
  answers: readonly Answer[],
): Promise<NewPerson> {
  const before = mailsTo(email).length;
  const asked = await request.post('/api/createLoginSignupPortal', {
    data: {
      email,
      organisation_subdomain: organisation,
      registration: { first_name: 'Wim', last_name: 'Kok', accepted_terms: true },
    },
  });
  expect(asked.ok()).toBe(true);
  const verified = await request.post('/api/users/verifyOTP/', {
    data: { email, otp: codeIn(await waitForMail(email, before)) },
  });
  expect(verified.ok()).toBe(true);
  const token = ((await verified.json()) as { auth_token: string }).auth_token;
  const headers = { Authorization: `Token ${token}` };
  const me = (await (await request.get('/api/auth/users/me', { headers })).json()) as { id: number; stream: string };
  const device = `e2e-${crypto.randomUUID()}`;
  const events = answers.map((answer, i) => ({
    id: crypto.randomUUID(),
    stream: me.stream,
    type: answer.type,
    v: 1,
    payload: answer.payload,
    actor: `user:${me.id}`,
    device,
    deviceSeq: i + 1,
    at: new Date().toISOString(),
  }));
  const pushed = await request.post('/api/sync/push', { headers, data: { device, events } });
  expect(pushed.status()).toBe(200);
  expect(((await pushed.json()) as { rejected: unknown[] }).rejected).toEqual([]);
  return { token, id: me.id, headers };
}

/**
 * What the onboarding saves (docs/events.md), so the app opens on the diary: a 38-year-old man
 * losing weight, with what a journey changes in his profile and in the event's payload.
 */
export const onboardedAnswers = (
  profile: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): readonly Answer[] => [
  {
    type: 'NutritionProfileSet',
    payload: {
      profile: {
        sex: 'MALE',
        age: 38,
        heightCm: 181,
        weightKg: 84,
        bodyFat: null,
        activity: 'MILDLY_ACTIVE',
        goal: 'LOSE_WEIGHT',
        weeklyChangeKg: 0.5,
        diet: 'OMNIVORE',
        sustainability: null,
        keto: false,
        lowCarb: false,
        ...profile,
      },
      intolerances: [],
      allergens: [],
      dislikes: [],
      ...extra,
    },
  },
  { type: 'MealPlanSet', payload: { sizes: DEFAULT_MEAL_PLAN } },
];
