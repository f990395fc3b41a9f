import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, count, loginCookie, tokenFor } from './support';

const codeOf = (text: string) => /: (\d{4})\b/.exec(text)![1]!;
const tokenOfLink = (text: string) => /\/login\?token=([\w-]+)/.exec(text)![1]!;

describe.each(engines)('sign-in routes on %s', (engine) => {
  const server = useTestServer(engine);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  it('mails a code and a link to a known address and signs in with the code', async () => {
    const sent = await post('/api/createMagicLink', { email: ' Sam@Example.com ' }, { 'accept-language': 'en-GB' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ authentication_method: 'OTP' });
    const mail = server.lastMailTo('sam@example.com')!;
    expect(mail.subject).toMatch(/^Your login code: \d{4}$/);
    expect(mail.text).toContain('http://localhost:8080/login?token=');
    const verified = await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: codeOf(mail.text) }, { cookie: loginCookie(sent) });
    expect(verified.statusCode).toBe(200);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(verified.json().auth_token) });
    expect(me.json()).toMatchObject({ email: 'sam@example.com', stream: expect.stringMatching(/^user:\d+$/) });
  });

  it('writes to a user without a language in the language of their app, Dutch by default', async () => {
    await post('/api/createMagicLink', { email: 'sam@example.com' });
    expect(server.lastMailTo('sam@example.com')!.subject).toMatch(/^Je inlogcode: \d{4}$/);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const known = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const unknown = await post('/api/createMagicLink', { email: 'nobody@example.com' });
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(server.mails.map((m) => m.to)).toEqual(['sam@example.com']);
    const resendUnknown = await post('/api/users/resendOTP/', { email: 'nobody@example.com' });
    const resendKnown = await post('/api/users/resendOTP/', { email: 'sam@example.com' });
    expect(resendUnknown.json()).toEqual(resendKnown.json());
    expect(await count(server, 'login_codes', 'user_id not in (select id from users)')).toBe(0);
  });

  it('refuses a wrong, a reused and an expired code with the same message', async () => {
    const sent = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const cookie = loginCookie(sent);
    const code = codeOf(server.lastMailTo('sam@example.com')!.text);
    const wrong = code === '0000' ? '0001' : '0000';
    const invalid = { non_field_errors: ['The code you entered is invalid.'] };
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: wrong }, { cookie })).json()).toEqual(invalid);
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code }, { cookie })).statusCode).toBe(200);
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code }, { cookie })).json()).toEqual(invalid);

    const again = await post('/api/users/resendOTP/', { email: 'sam@example.com' }, { cookie });
    const fresh = codeOf(server.lastMailTo('sam@example.com')!.text);
    server.clock.now = new Date(server.clock.now.getTime() + 11 * 60_000);
    const late = await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: fresh }, { cookie: loginCookie(again) });
    expect([late.statusCode, late.json()]).toEqual([400, invalid]);
  });

  it('binds a code to the browser that asked for it', async () => {
    await post('/api/createMagicLink', { email: 'sam@example.com' });
    const code = codeOf(server.lastMailTo('sam@example.com')!.text);
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code })).statusCode).toBe(400);
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code }, { cookie: 'fc_login=someone-elses-request-id-123' })).statusCode).toBe(400);
  });

  it('a new code from the same browser replaces the old one', async () => {
    const sent = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const cookie = loginCookie(sent);
    const first = codeOf(server.lastMailTo('sam@example.com')!.text);
    await post('/api/users/resendOTP/', { email: 'sam@example.com' }, { cookie });
    const second = codeOf(server.lastMailTo('sam@example.com')!.text);
    if (first !== second) expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: first }, { cookie })).statusCode).toBe(400);
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: second }, { cookie })).statusCode).toBe(200);
  });

  it('mails at most 5 codes per account per hour', async () => {
    for (let i = 0; i < 8; i++) expect((await post('/api/users/resendOTP/', { email: 'noor@example.com' }, {}, `10.0.1.${i}`)).statusCode).toBe(200);
    expect(server.mails.filter((m) => m.to === 'noor@example.com')).toHaveLength(5);
    server.clock.now = new Date(server.clock.now.getTime() + 61 * 60_000);
    await post('/api/users/resendOTP/', { email: 'noor@example.com' });
    expect(server.mails.filter((m) => m.to === 'noor@example.com')).toHaveLength(6);
  });

  it('signs in by magic link once, within 10 minutes, and only by POST', async () => {
    await post('/api/createMagicLink', { email: 'sam@example.com' });
    const token = tokenOfLink(server.lastMailTo('sam@example.com')!.text);
    // A mail scanner opening the link: there is no API route that uses it up on GET.
    expect((await server.app.inject({ method: 'GET', url: `/login?token=${token}` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/auth/token/login?magic_link_token=${token}` })).statusCode).toBe(404);
    const first = await post('/api/auth/token/login', { magic_link_token: token });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/auth/token/login', { magic_link_token: token });
    expect([second.statusCode, second.json()]).toEqual([400, { non_field_errors: ['This link is invalid or has expired.'] }]);

    await post('/api/createMagicLink', { email: 'sam@example.com' });
    const late = tokenOfLink(server.lastMailTo('sam@example.com')!.text);
    server.clock.now = new Date(server.clock.now.getTime() + 10 * 60_000 + 1);
    expect((await post('/api/auth/token/login', { magic_link_token: late })).statusCode).toBe(400);
  });

  it('a portal login follows the organisation\'s method and only knows its own people', async () => {
    await server.db.query("update organisations set login_method = 'MAGIC_LINK' where subdomain = 'simple'");
    const portal = await post('/api/createLoginSignupPortal', { email: 'mila@example.com', organisation_subdomain: 'simple' });
    expect(portal.json()).toEqual({ authentication_method: 'MAGIC_LINK' });
    expect(server.lastMailTo('mila@example.com')!.text).not.toMatch(/code/i);
    const outsider = await post('/api/createLoginSignupPortal', { email: 'sam@example.com', organisation_subdomain: 'simple' });
    expect(outsider.json()).toEqual({ authentication_method: 'MAGIC_LINK' });
    expect(server.lastMailTo('sam@example.com')).toBeUndefined();
    expect((await post('/api/createLoginSignupPortal', { email: 'mila@example.com', organisation_subdomain: 'nope' })).statusCode).toBe(404);
  });

  it('logout revokes the token', async () => {
    const token = await tokenFor(server, 'sam@example.com');
    expect((await post('/api/auth/token/logout', {}, auth(token))).statusCode).toBe(204);
    expect((await post('/api/auth/token/logout', {}, auth(token))).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) })).statusCode).toBe(401);
  });

  it('a token unused for 30 days is dead', async () => {
    const token = await tokenFor(server, 'sam@example.com');
    server.clock.now = new Date(server.clock.now.getTime() + 29 * 86_400_000);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) })).statusCode).toBe(200);
    server.clock.now = new Date(server.clock.now.getTime() + 30 * 86_400_000 + 1);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) })).statusCode).toBe(401);
  });

  it.each([
    ['/api/createMagicLink', {}, 'email'],
    ['/api/createMagicLink', { email: 'not-an-email' }, 'email'],
    ['/api/createMagicLink', { email: 42 }, 'email'],
    ['/api/createMagicLink', { email: `${'a'.repeat(300)}@example.com` }, 'email'],
    ['/api/createLoginSignupPortal', { email: 'sam@example.com' }, 'organisation_subdomain'],
    ['/api/users/resendOTP/', { mail: 'sam@example.com' }, 'email'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com' }, 'otp'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com', otp: '12a4' }, 'otp'],
    ['/api/users/verifyOTP/', { email: 'sam@example.com', otp: 1234 }, 'otp'],
    ['/api/auth/token/login', {}, 'magic_link_token'],
    ['/api/auth/token/login', { magic_link_token: 'short' }, 'magic_link_token'],
  ])('POST %s with %j answers 400 naming %s, and sends nothing', async (url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(server.mails).toHaveLength(0);
  });

  it('refuses a body that is not JSON or too large', async () => {
    const notJson = await server.app.inject({ method: 'POST', url: '/api/createMagicLink', payload: 'email=sam', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    const huge = await server.app.inject({ method: 'POST', url: '/api/createMagicLink', payload: { email: 'x'.repeat(3 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(server.mails).toHaveLength(0);
  });
});
