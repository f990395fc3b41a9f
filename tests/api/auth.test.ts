import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startLoginRequest } from '../../server/auth/loginRequest';
import { appUrlFor, magicLinkUrl } from '../../server/auth/magicLinks';
import { engines, useTestServer } from './harness';
import { auth, count, loginCookie, tokenFor } from './support';

const codeIn = (subject: string) => /\b(\d{4})$/.exec(subject)![1]!;
const linkTokenIn = (text: string) => /\/login\?token=([\w-]+)/.exec(text)![1]!;
const INVALID_CODE = { non_field_errors: ['The code you entered is invalid.'] };
const INVALID_LINK = { non_field_errors: ['This link is invalid or has expired.'] };

describe('sign-in addresses and cookies', () => {
  it('put the organisation subdomain in front of a real host, keeping any path', () => {
    expect(magicLinkUrl('https://forkcast.example.org', 'demo', 'abc')).toBe(
      'https://demo.forkcast.example.org/login?token=abc',
    );
    expect(magicLinkUrl('https://example.org/app/', 'demo', 'abc')).toBe(
      'https://demo.example.org/app/login?token=abc',
    );
    expect(magicLinkUrl('https://example.org', null, 'abc')).toBe('https://example.org/login?token=abc');
  });

  it('leave localhost and IP addresses as they are', () => {
    for (const base of [
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://demo.localhost:8080',
    ]) {
      expect(appUrlFor(base, 'demo').host).toBe(new URL(base).host);
    }
  });

  it('mark the login cookie Secure when the app is served over https', () => {
    const cookies: string[] = [];
    const reply = { header: (_name: string, value: string) => cookies.push(value) } as unknown as FastifyReply;
    startLoginRequest(reply, 'https://forkcast.example.org', 'A'.repeat(43));
    startLoginRequest(reply, 'http://localhost:8080', 'A'.repeat(43));
    expect(cookies.map((c) => c.endsWith('; Secure'))).toEqual([true, false]);
  });
});

describe.each(engines)('sign-in routes on %s', (engine) => {
  const server = useTestServer(engine);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const nothingStored = async () => {
    for (const table of ['login_codes', 'magic_links', 'auth_tokens'])
      expect(await count(server, table), table).toBe(0);
  };

  it('mails a known address a code and a link, and the code signs in from the same browser', async () => {
    const sent = await post('/api/createMagicLink', { email: ' Sam@Example.com ' });
    expect([sent.statusCode, sent.json()]).toEqual([200, { authentication_method: 'OTP' }]);
    expect(sent.headers['set-cookie']).toMatch(
      /^fc_login=[\w-]{43}; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=600$/,
    );
    expect(await server.sentMails()).toHaveLength(1);
    const mail = (await server.mailTo('sam@example.com'))!;
    expect(mail.text).toContain(`Je inlogcode is ${codeIn(mail.subject)}.`);
    expect(mail.text).toContain('http://localhost:8080/login?token=');

    const verified = await post(
      '/api/users/verifyOTP/',
      { email: 'sam@example.com', otp: codeIn(mail.subject) },
      { cookie: loginCookie(sent) },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['set-cookie']).toMatch(/^fc_login=; .*Max-Age=0/);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/users/me',
      headers: auth(verified.json().auth_token),
    });
    expect([me.statusCode, me.json().email]).toEqual([200, 'sam@example.com']);
  });

  it("writes in the user's language, else Dutch, whatever the browser asks for", async () => {
    await server.db.query("update users set locale = 'en' where email = 'noor@example.com'");
    await post('/api/createMagicLink', { email: 'noor@example.com' });
    await post('/api/createMagicLink', { email: 'sam@example.com' }, { 'accept-language': 'en-GB,en' });
    expect((await server.mailTo('noor@example.com'))!.subject).toMatch(/^Your Forkcast login code: \d{4}$/);
    expect((await server.mailTo('sam@example.com'))!.subject).toMatch(/^Je Forkcast-inlogcode: \d{4}$/);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    await post(
      '/api/createMagicLink',
      { email: 'sam@example.com' },
      { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' },
    );
    const text = (await server.mailTo('sam@example.com'))!.text;
    expect(text).toMatch(/^http:\/\/localhost:8080\/login\?token=[\w-]{43}$/m);
    expect(text).not.toContain('evil');
  });

  it('ignores redirect_url: a request cannot aim our mail at another site', async () => {
    await post('/api/createMagicLink', { email: 'sam@example.com', redirect_url: 'https://evil.example.net/phish' });
    expect((await server.mailTo('sam@example.com'))!.text).not.toContain('evil');
  });

  it('answers an unknown address like a known one, mails nothing and stores nothing', async () => {
    for (const [url, extra] of [
      ['/api/createMagicLink', {}],
      ['/api/createLoginSignupPortal', { organisation_subdomain: 'demo' }],
      ['/api/users/resendOTP/', {}],
    ] as const) {
      const unknown = await post(url, { email: 'nobody@example.com', ...extra });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.headers['set-cookie']).toMatch(
        /^fc_login=[\w-]{43}; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=600$/,
      );
      const known = await post(url, { email: 'eva@example.com', ...extra }, {}, '10.0.0.2');
      expect(unknown.json()).toEqual(known.json());
    }
    expect((await server.sentMails()).every((m) => m.to === 'eva@example.com')).toBe(true);
    expect(
      await count(server, 'login_codes', "user_id <> (select id from users where email = 'eva@example.com')"),
    ).toBe(0);
    expect(
      await count(server, 'magic_links', "user_id <> (select id from users where email = 'eva@example.com')"),
    ).toBe(0);
  });

  it("follows the portal organisation's login method and knows only its own people", async () => {
    await server.db.query("update organisations set login_method = 'MAGIC_LINK' where subdomain = 'simple'");
    const portal = await post('/api/createLoginSignupPortal', {
      email: 'mila@example.com',
      organisation_subdomain: 'Simple',
    });
    expect(portal.json()).toEqual({ authentication_method: 'MAGIC_LINK' });
    const mail = (await server.mailTo('mila@example.com'))!;
    expect([mail.subject, mail.text]).toEqual(['Je Forkcast-inloglink', expect.stringContaining('/login?token=')]);
    expect(await count(server, 'login_codes')).toBe(0);

    const outsider = await post('/api/createLoginSignupPortal', {
      email: 'sam@example.com',
      organisation_subdomain: 'simple',
    });
    expect(outsider.json()).toEqual({ authentication_method: 'MAGIC_LINK' });
    const ownPortal = await post('/api/createLoginSignupPortal', {
      email: 'sam@example.com',
      organisation_subdomain: 'demo',
    });
    expect(ownPortal.json()).toEqual({ authentication_method: 'OTP' });
    expect((await server.sentMails()).map((m) => m.to)).toEqual(['mila@example.com', 'sam@example.com']);
    expect((await server.mailTo('sam@example.com'))!.subject).toMatch(/\d{4}$/);
  });

  const jipIn = async () =>
    (
      await server.db.query<{ first_name: string; last_name: string; is_diy: boolean; subdomain: string }>(
        "select u.first_name, u.last_name, u.is_diy, o.subdomain from users u join organisations o on o.id = u.organisation_id where u.email = 'jip@example.com'",
      )
    ).rows;
  const signUpJip = (subdomain: string, first_name = 'Jip', remoteAddress?: string) =>
    post(
      '/api/createLoginSignupPortal',
      {
        email: 'Jip@Example.com',
        organisation_subdomain: subdomain,
        registration: { first_name, last_name: 'de Boer', accepted_terms: true },
      },
      {},
      remoteAddress,
    );

  it('signs a new person up on a self-service portal: the account exists once their code is used', async () => {
    const response = await signUpJip('simple');
    expect(response.json()).toEqual({ authentication_method: 'OTP' });
    const mail = (await server.mailTo('jip@example.com'))!;
    expect(mail.subject).toMatch(/\d{4}$/);
    expect(await jipIn()).toEqual([]);
    const verified = await post(
      '/api/users/verifyOTP/',
      { email: 'jip@example.com', otp: codeIn(mail.subject) },
      { cookie: loginCookie(response) },
    );
    expect(verified.statusCode).toBe(200);
    expect(await jipIn()).toEqual([{ first_name: 'Jip', last_name: 'de Boer', is_diy: true, subdomain: 'simple' }]);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/users/me',
      headers: auth(verified.json().auth_token),
    });
    expect(me.json().email).toBe('jip@example.com');
  });

  it('a sign-up nobody confirmed holds no address: a later sign-up elsewhere replaces it, and its link opens that account', async () => {
    await server.db.query("update organisations set clients_are_diy = true where subdomain = 'demo'");
    await signUpJip('demo', 'Squatter', '10.0.0.7');
    const squatted = (await server.mailTo('jip@example.com'))!;
    await signUpJip('simple', 'Jip', '10.0.0.8');
    const own = (await server.mailTo('jip@example.com'))!;
    expect(await jipIn()).toEqual([]);
    expect((await post('/api/auth/token/login', { magic_link_token: linkTokenIn(squatted.text) })).json()).toEqual(
      INVALID_LINK,
    );
    expect((await post('/api/auth/token/login', { magic_link_token: linkTokenIn(own.text) })).statusCode).toBe(200);
    expect(await jipIn()).toEqual([{ first_name: 'Jip', last_name: 'de Boer', is_diy: true, subdomain: 'simple' }]);
  });

  it("a sign-up is seen by nobody before it is confirmed: not the coach's client list, not another sign-in", async () => {
    await server.db.query("update organisations set clients_are_diy = true where subdomain = 'demo'");
    await signUpJip('demo');
    await server.settled();
    const coach = await tokenFor(server, 'coach@example.com');
    const clients = await server.app.inject({
      method: 'GET',
      url: '/api/users/paginatedclients/?search=jip',
      headers: auth(coach),
    });
    expect(clients.json().count).toBe(0);
    expect(await count(server, 'users', "email = 'jip@example.com'")).toBe(0);
  });

  it('a sign-up never changes an existing account, and a coach-led portal takes no sign-ups; both answer alike', async () => {
    const registration = { first_name: 'Someone', last_name: 'Else', accepted_terms: true };
    const existing = await post('/api/createLoginSignupPortal', {
      email: 'mila@example.com',
      organisation_subdomain: 'simple',
      registration,
    });
    await server.db.query("update organisations set clients_are_diy = false where subdomain = 'demo'");
    const coachLed = await post('/api/createLoginSignupPortal', {
      email: 'new@example.com',
      organisation_subdomain: 'demo',
      registration,
    });
    expect(existing.json()).toEqual(coachLed.json());
    expect((await server.db.query("select first_name from users where email = 'mila@example.com'")).rows).toEqual([
      { first_name: 'Mila' },
    ]);
    expect(await count(server, 'users', "email = 'new@example.com'")).toBe(0);
  });

  it.each([
    [{ first_name: '', last_name: 'B', accepted_terms: true }, 'Enter your first name.'],
    [{ first_name: 'A', last_name: ' ', accepted_terms: true }, 'Enter your last name.'],
    [{ first_name: 'A', last_name: 'B', accepted_terms: false }, 'Accept the terms to continue.'],
    [{ first_name: 'A', last_name: 'B' }, 'Accept the terms to continue.'],
  ])('refuses a sign-up %j with "%s" and creates nothing', async (registration, message) => {
    const before = await count(server, 'users');
    const response = await post('/api/createLoginSignupPortal', {
      email: 'new@example.com',
      organisation_subdomain: 'simple',
      registration,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await count(server, 'users')).toBe(before);
  });

  it('answers 404 for a portal that does not exist, and sends nothing', async () => {
    const response = await post('/api/createLoginSignupPortal', {
      email: 'sam@example.com',
      organisation_subdomain: 'nope',
    });
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'No organisation has this address.' }]);
    expect(await server.sentMails()).toHaveLength(0);
    await nothingStored();
  });

  it('a new code replaces every earlier code of the user, also one from another browser', async () => {
    const first = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const firstCode = codeIn((await server.mailTo('sam@example.com'))!.subject);
    const resent = await post('/api/users/resendOTP/', { email: 'sam@example.com' }, {}, '10.0.0.2');
    expect(resent.json()).toEqual({ detail: 'If this address has an account, a new code is on its way.' });
    const secondCode = codeIn((await server.mailTo('sam@example.com'))!.subject);
    expect(
      (
        await post(
          '/api/users/verifyOTP/',
          { email: 'sam@example.com', otp: firstCode },
          { cookie: loginCookie(first) },
        )
      ).json(),
    ).toEqual(INVALID_CODE);
    expect(
      (
        await post(
          '/api/users/verifyOTP/',
          { email: 'sam@example.com', otp: secondCode },
          { cookie: loginCookie(resent) },
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses a code with another user's address, with the same message as any failure", async () => {
    const sent = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const code = codeIn((await server.mailTo('sam@example.com'))!.subject);
    const cookie = loginCookie(sent);
    for (const email of ['noor@example.com', 'nobody@example.com']) {
      const response = await post('/api/users/verifyOTP/', { email, otp: code }, { cookie });
      expect([response.statusCode, response.json()]).toEqual([400, INVALID_CODE]);
    }
    expect(await count(server, 'auth_tokens')).toBe(0);
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code }, { cookie })).statusCode).toBe(
      200,
    );
  });

  it('lets a disabled account sign in, by code and by link (it then sees why it is disabled)', async () => {
    await server.db.query("update users set account_enabled = false where email = 'lucas@example.com'");
    const sent = await post('/api/createMagicLink', { email: 'lucas@example.com' });
    const mail = (await server.mailTo('lucas@example.com'))!;
    expect(
      (
        await post(
          '/api/users/verifyOTP/',
          { email: 'lucas@example.com', otp: codeIn(mail.subject) },
          { cookie: loginCookie(sent) },
        )
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/token/login', { magic_link_token: linkTokenIn(mail.text) })).statusCode).toBe(200);
  });

  it('signs in by magic link and refuses an unknown token', async () => {
    await post('/api/createMagicLink', { email: 'eva@example.com' });
    const login = await post('/api/auth/token/login', {
      magic_link_token: linkTokenIn((await server.mailTo('eva@example.com'))!.text),
    });
    expect(login.statusCode).toBe(200);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/users/me',
      headers: auth(login.json().auth_token),
    });
    expect(me.json().email).toBe('eva@example.com');
    const unknown = await post('/api/auth/token/login', { magic_link_token: 'A'.repeat(43) });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, INVALID_LINK]);
    expect(await count(server, 'auth_tokens')).toBe(1);
  });

  it('logout revokes only the token it is called with', async () => {
    const token = await tokenFor(server, 'sam@example.com');
    const other = await tokenFor(server, 'sam@example.com');
    const logout = await post('/api/auth/token/logout', undefined, auth(token));
    expect([logout.statusCode, logout.body]).toEqual([204, '']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(other) })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{}, { detail: 'Authentication credentials were not provided.' }],
    [{ authorization: 'Token not-a-real-token-but-long-enough' }, { detail: 'Invalid token.' }],
    [{ authorization: 'Basic c2FtOnNhbQ==' }, { detail: 'Authentication credentials were not provided.' }],
  ])('logout with %j answers 401', async (headers, body) => {
    const response = await post('/api/auth/token/logout', undefined, headers);
    expect([response.statusCode, response.json()]).toEqual([401, body]);
  });

  it.each([
    ['/api/createMagicLink', {}, 'email'],
    ['/api/createMagicLink', { email: 'not-an-email' }, 'email'],
    ['/api/createMagicLink', { email: 42 }, 'email'],
    ['/api/createMagicLink', { email: ['sam@example.com'] }, 'email'],
    ['/api/createMagicLink', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
    ['/api/createMagicLink', { email: 'sam@example.com', redirect_url: 7 }, 'redirect_url'],
    ['/api/createLoginSignupPortal', { email: 'sam@example.com' }, 'organisation_subdomain'],
    [
      '/api/createLoginSignupPortal',
      { email: 'sam@example.com', organisation_subdomain: '' },
      'organisation_subdomain',
    ],
    [
      '/api/createLoginSignupPortal',
      { email: 'sam@example.com', organisation_subdomain: 'x'.repeat(64) },
      'organisation_subdomain',
    ],
    ['/api/createLoginSignupPortal', { organisation_subdomain: 'demo' }, 'email'],
    ['/api/users/resendOTP/', { mail: 'sam@example.com' }, 'email'],
    ['/api/users/resendOTP/', { email: null }, 'email'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com' }, 'otp'],
    ['/api/users/verifyOTP/', { otp: '1234' }, 'email'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com', otp: '12a4' }, 'otp'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com', otp: '12345' }, 'otp'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com', otp: 1234 }, 'otp'],
    ['/api/auth/token/login', {}, 'magic_link_token'],
    ['/api/auth/token/login', { magic_link_token: 'short' }, 'magic_link_token'],
    ['/api/auth/token/login', { magic_link_token: 'x'.repeat(201) }, 'magic_link_token'],
    ['/api/auth/token/login', { magic_link_token: { $ne: '' } }, 'magic_link_token'],
  ])('POST %s with %j answers 400 naming %s, and changes nothing', async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([expect.any(String)]);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await server.sentMails()).toHaveLength(0);
    await nothingStored();
    expect(await count(server, 'sign_in_attempts')).toBe(0);
  });

  it('names the rule a bad code breaks, as the enter-code screen shows it', async () => {
    const response = await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: '12a4' });
    expect(response.json()).toEqual({ otp: ['Must be a 4 digit number'] });
    expect((await post('/api/createMagicLink', { email: 'sam@' })).json()).toEqual({ email: ['Invalid email'] });
  });

  it.each([
    '/api/createMagicLink',
    '/api/createLoginSignupPortal',
    '/api/users/resendOTP/',
    '/api/users/verifyOTP/',
    '/api/auth/token/login',
    '/api/auth/token/logout',
  ])('POST %s refuses an oversized or malformed body and changes nothing', async (url) => {
    const huge = await post(url, {
      email: `${'x'.repeat(10_000)}@example.com`,
      organisation_subdomain: 'demo',
      otp: '1234',
      magic_link_token: 'x'.repeat(50),
    });
    expect([huge.statusCode, huge.json().detail]).toEqual([413, expect.stringMatching(/too large/i)]);
    const notJson = await post(url, '{"email": "sam@example.com"', { 'content-type': 'application/json' });
    expect([notJson.statusCode, typeof notJson.json().detail]).toEqual([400, 'string']);
    expect(await server.sentMails()).toHaveLength(0);
    await nothingStored();
  });
});
