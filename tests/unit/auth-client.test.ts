import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authApi } from '../../src/core/api/auth';
import { createApiClient } from '../../src/core/api/client';
import { storedUserOf, type CurrentUser } from '../../src/core/api/user';
import { ApiError } from '../../src/core/apiError';
import { createAuthStore, keepsUser } from '../../src/core/authStore';
import { codeFormSchema, loginFormSchema } from '../../src/features/auth/loginSchemas';
import { flagsOf } from '../../src/app/pluginContext';
import { navigationInputOf, portalSubdomain } from '../../src/features/auth/navigationInput';
import { signInLimitOf } from '../../src/features/auth/signInLimit';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

const organisation = {
  id: 1,
  name: 'Demo',
  subdomain: 'demo',
  primary_colour: null,
  logo: null,
  logo_visible: true,
  recipe_system_type: 'COMPLEX' as const,
  clients_are_diy: false,
  feature_flags: ['FF_COPY_MEALS_TO_ANOTHER_DAY'],
  support_url: null,
  custom_notes_message: null,
  welcome_video: null,
  welcome_video_enabled: false,
  auto_plan_initial_meals: true,
  can_generate_meals: true,
  can_create_own_recipes: true,
  has_product: false,
};
const user: CurrentUser = {
  id: 7,
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Jansen',
  is_coach: false,
  is_diy: false,
  account_enabled: true,
  payment_status_override: false,
  locale: null,
  uses_imperial_measurements: false,
  billing_issue: 'coachDisabled',
  organisation,
  coach: {
    id: 2,
    first_name: 'Carla',
    last_name: 'de Vries',
    account_enabled: false,
    uses_imperial_measurements: false,
    organisation,
  },
  feature_flags_for_user: { flags: ['FF_DONT_SHOW_MACROS', 'FF_NOT_A_FLAG'], switches: [], samples: [] },
  customer: { subscriptions: [{ status: 'canceled', items: [] }] },
  stream: 'user:7',
};

describe('auth store', () => {
  it('keeps the token and the last known user across a reload', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage, storedUserOf);
    store.signIn('t0ken-with-enough-characters');
    store.setUser(user);
    const reloaded = createAuthStore(storage, storedUserOf);
    expect(reloaded.get()).toEqual({ token: 't0ken-with-enough-characters', user });
  });
  it('forgets everything on sign-out', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage, storedUserOf);
    store.signIn('t0ken-with-enough-characters');
    store.setUser(user);
    store.forget();
    expect(store.get()).toEqual({});
    expect(storage.map.size).toBe(0);
  });
  it('ignores a stored user that no longer matches the schema', () => {
    const storage = memoryStorage();
    storage.setItem('forkcast.token', 'abc');
    storage.setItem('forkcast.user', JSON.stringify({ id: 'x' }));
    expect(createAuthStore(storage, storedUserOf).get()).toEqual({ token: 'abc' });
  });
  it('tells a device that keeps a user from one just signed in, before the session can check it', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage, storedUserOf);
    store.signIn('t0ken-with-enough-characters');
    expect(keepsUser(storage)).toBe(false);
    store.setUser(user);
    expect(keepsUser(storage)).toBe(true);
  });
});

describe('navigation input of a user', () => {
  it('carries the billing issue the server decided; the flags come from both sources', () => {
    const input = navigationInputOf(user, true);
    expect(input.user.billingIssue).toBe('coachDisabled');
    expect(input.mode).toBe('client');
    expect(flagsOf(user).FF_COPY_MEALS_TO_ANOTHER_DAY).toBe(true);
    expect(flagsOf(user).FF_DONT_SHOW_MACROS).toBe(true);
  });
  it('puts a coach in coach mode unless they switched it off', () => {
    expect(navigationInputOf({ ...user, is_coach: true, coach: null }, true).mode).toBe('coach');
    expect(navigationInputOf({ ...user, is_coach: true, coach: null }, false).mode).toBe('client');
  });
});

describe('portal subdomain', () => {
  it.each([
    ['demo.forkcast.app', 'demo'],
    ['demo.localhost', 'demo'],
    ['forkcast.app', undefined],
    ['localhost', undefined],
    ['www.forkcast.app', undefined],
    ['app.forkcast.app', undefined],
    ['127.0.0.1', undefined],
    ['::1', undefined],
  ])('%s → %s', (host, expected) => expect(portalSubdomain(host)).toBe(expected));
});

describe('login forms', () => {
  it('trims the email and says what is wrong', () => {
    expect(loginFormSchema.parse({ email: '  sam@example.com ' })).toEqual({ email: 'sam@example.com' });
    expect(loginFormSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('validation.required');
    expect(loginFormSchema.safeParse({ email: 'sam@' }).error?.issues[0]?.message).toBe('validation.invalidEmail');
  });
  it('takes exactly four digits as a code', () => {
    expect(codeFormSchema.safeParse({ otp: '0042' }).success).toBe(true);
    for (const otp of ['', '123', '12345', 'abcd', '12 3'])
      expect(codeFormSchema.safeParse({ otp }).error?.issues[0]?.message).toBe('validation.code');
  });
});

describe('API client', () => {
  const recorded: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (status: number, body: unknown) =>
    (async (url: URL | RequestInfo, init?: RequestInit) => {
      recorded.push({ url: String(url), init: init ?? {} });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }) as typeof fetch;

  it('sends the token and the language, and parses the answer', async () => {
    const client = createApiClient({
      baseUrl: 'http://app.test',
      token: () => 'secret-token-value',
      language: () => 'nl',
      fetch: fakeFetch(200, { auth_token: 'x' }),
    });
    await expect(
      client.call('verifyOTP', authApi.verifyOTP, { body: { email: 'a@b.nl', otp: '1234' } }),
    ).resolves.toEqual({ auth_token: 'x' });
    const last = recorded.at(-1)!;
    expect(last.url).toBe('http://app.test/api/users/verifyOTP/');
    expect(last.init.headers).toMatchObject({ Authorization: 'Token secret-token-value', 'Accept-Language': 'nl' });
  });
  it('fills path parameters and query strings', async () => {
    const client = createApiClient({
      baseUrl: 'http://app.test',
      token: () => undefined,
      language: () => 'en',
      fetch: fakeFetch(200, {}),
    });
    await client.call(
      'x',
      { method: 'GET', path: '/brand/:subdomain', query: z.object({ page: z.number() }), response: z.object({}) },
      { params: { subdomain: 'de mo' }, query: { page: 2 } },
    );
    expect(recorded.at(-1)!.url).toBe('http://app.test/api/brand/de%20mo?page=2');
    expect(recorded.at(-1)!.init.headers).not.toHaveProperty('Authorization');
  });
  it('rejects with the status and body of an error answer', async () => {
    const client = createApiClient({
      baseUrl: '',
      token: () => undefined,
      language: () => 'en',
      fetch: fakeFetch(400, { non_field_errors: ['The code you entered is invalid.'] }),
    });
    const error = await client
      .call('verifyOTP', authApi.verifyOTP, { body: { email: 'a@b.nl', otp: '1234' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      operation: 'verifyOTP',
      body: { non_field_errors: ['The code you entered is invalid.'] },
    });
  });
  it('turns a network failure into status 0 (offline)', async () => {
    const client = createApiClient({
      baseUrl: '',
      token: () => undefined,
      language: () => 'en',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(client.call('me', authApi.tokenLogout, {})).rejects.toMatchObject({ status: 0 });
  });
  it('refuses an answer that does not match the contract', async () => {
    const client = createApiClient({
      baseUrl: '',
      token: () => undefined,
      language: () => 'en',
      fetch: fakeFetch(200, { token: 'wrong field' }),
    });
    await expect(
      client.call('verifyOTP', authApi.verifyOTP, { body: { email: 'a@b.nl', otp: '1234' } }),
    ).rejects.toMatchObject({ status: 502 });
  });
});

describe('sign-in limits on the screens', () => {
  const refused = (body: unknown, status = 429) => new ApiError('createMagicLink', status, body);
  it('says how long to wait for a limit of the address, in whole minutes', () => {
    expect(signInLimitOf(refused({ detail: 'x', retry_after: 600 }), 'mails')).toEqual({
      key: 'limits.mails',
      minutes: 10,
    });
    expect(signInLimitOf(refused({ detail: 'x', retry_after: 61 }), 'codesPaused')).toEqual({
      key: 'limits.codesPaused',
      minutes: 2,
    });
  });
  it('a limit of the connection has no retry_after', () =>
    expect(signInLimitOf(refused({ detail: 'x' }), 'mails')?.key).toBe('limits.tooMany'));
  it('any other failure is not a limit', () => {
    expect(signInLimitOf(refused({ non_field_errors: ['x'] }, 400), 'codesPaused')).toBeUndefined();
    expect(signInLimitOf(new Error('offline'), 'mails')).toBeUndefined();
  });
});
