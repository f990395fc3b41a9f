import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { hashSecret } from '../../server/auth/secrets';
import { addressHash } from '../../server/auth/signInLimits';
import { auth, count, loginCookie, userId } from './support';

const codeIn = (subject: string) => /\b(\d{4})$/.exec(subject)![1]!;
const linkTokenIn = (text: string) => /\/login\?token=([\w-]+)/.exec(text)![1]!;
/** n different wrong codes. */
const wrongCodes = (code: string, n: number) =>
  Array.from({ length: n + 1 }, (_, i) => String(i).padStart(4, '0'))
    .filter((g) => g !== code)
    .slice(0, n);
const minutes = (n: number) => n * 60_000;
const TOO_MANY = { detail: 'Too many attempts. Please try again later.' };
const PAUSED = {
  detail: expect.stringMatching(/^Too many wrong codes have been entered for this address\. Try again in \d+ min/),
  retry_after: expect.any(Number),
};

describe.each(engines)('sign-in under attack on %s', (engine) => {
  const server = useTestServer(engine);
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.9.9.9') =>
    server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const verify = (email: string, otp: string, cookie: string | undefined, remoteAddress?: string) =>
    post('/api/users/verifyOTP/', { email, otp }, cookie ? { cookie } : {}, remoteAddress);
  const later = (ms: number) => (server.clock.now = new Date(server.clock.now.getTime() + ms));
  /** Asks for a code the way the login screen does, and reads it from the mail. */
  const askCode = async (email: string, remoteAddress = '10.8.8.8') => {
    const sent = await post('/api/createMagicLink', { email }, {}, remoteAddress);
    const mail = (await server.mailTo(email))!;
    return { cookie: loginCookie(sent), code: codeIn(mail.subject), link: linkTokenIn(mail.text) };
  };
  const codeRow = async (email: string) =>
    (
      await server.db.query<{ attempts: number }>(
        'select attempts from login_codes where user_id = $1 order by id desc limit 1',
        [await userId(server, email)],
      )
    ).rows[0]!;
  const failuresOf = async (email: string) =>
    (
      await server.db.query<{ code_failures: number }>(
        'select code_failures from sign_in_addresses where email_hash = $1',
        [addressHash(email)],
      )
    ).rows[0]?.code_failures ?? 0;
  const statuses = (answers: LightMyRequestResponse[]) =>
    answers.reduce<Record<number, number>>((all, a) => ({ ...all, [a.statusCode]: (all[a.statusCode] ?? 0) + 1 }), {});

  it('1,000 guesses from one address: the code dies after 5 tries, code sign-in pauses after 10, the address is cut off after 30, no token', async () => {
    const { cookie, code } = await askCode('sam@example.com');
    const answers = [];
    for (const guess of wrongCodes(code, 1_000)) answers.push(await verify('sam@example.com', guess, cookie));
    expect(statuses(answers)).toEqual({ 400: 10, 429: 990 });
    expect(answers[10]!.json()).toEqual(PAUSED);
    expect(answers.at(-1)!.json()).toEqual(TOO_MANY);
    expect((await codeRow('sam@example.com')).attempts).toBe(5);
    expect(await count(server, 'auth_tokens')).toBe(0);
  }, 120_000);

  it('1,000 guesses spread over 50 addresses, under every address limit: the code dies after 5 tries, sign-in pauses after 10', async () => {
    const { cookie, code } = await askCode('sam@example.com');
    const answers = [];
    for (const [i, guess] of wrongCodes(code, 1_000).entries())
      answers.push(await verify('sam@example.com', guess, cookie, `10.2.${i % 50}.1`));
    expect(statuses(answers)).toEqual({ 400: 10, 429: 990 });
    expect((await codeRow('sam@example.com')).attempts).toBe(5);
    expect(await count(server, 'auth_tokens')).toBe(0);
    expect((await verify('sam@example.com', code, cookie, '10.2.99.1')).statusCode).toBe(429);
  }, 120_000);

  it('the right code after 5 wrong tries fails: the code is dead, though the account is not locked', async () => {
    const { cookie, code } = await askCode('noor@example.com');
    for (const guess of wrongCodes(code, 5))
      expect((await verify('noor@example.com', guess, cookie)).statusCode).toBe(400);
    const late = await verify('noor@example.com', code, cookie);
    expect([late.statusCode, late.json()]).toEqual([400, { non_field_errors: ['The code you entered is invalid.'] }]);
    expect(await failuresOf('noor@example.com')).toBe(6);
    const fresh = await askCode('noor@example.com');
    expect((await verify('noor@example.com', fresh.code, fresh.cookie)).statusCode).toBe(200);
  });

  it('200 concurrent guesses at one code from 200 addresses evaluate at most 5 and count 10 failures', async () => {
    const { cookie, code } = await askCode('noor@example.com');
    const answers = await Promise.all(
      wrongCodes(code, 200).map((guess, i) => verify('noor@example.com', guess, cookie, `10.3.${i}.1`)),
    );
    expect(statuses(answers)).toEqual({ 400: 10, 429: 190 });
    expect(await failuresOf('noor@example.com')).toBe(10);
    expect((await codeRow('noor@example.com')).attempts).toBe(5);
    expect(await count(server, 'auth_tokens')).toBe(0);
  });

  it('while code sign-in is paused the mail holds a link only, saying why, and the link opens the account again', async () => {
    await server.db.query("update users set locale = 'en' where email = 'eva@example.com'");
    await server.db.query(
      'insert into sign_in_addresses (email_hash, code_failures, codes_paused_until) values ($1, 10, $2)',
      [addressHash('eva@example.com'), new Date(server.clock.now.getTime() + minutes(60))],
    );
    const sent = await post('/api/users/resendOTP/', { email: 'eva@example.com' });
    expect(sent.statusCode).toBe(200);
    const mail = (await server.mailTo('eva@example.com'))!;
    expect(mail.subject).toBe('Your Forkcast login link');
    expect(mail.text).toContain('paused after too many wrong codes');
    expect(await count(server, 'login_codes')).toBe(0);
    expect((await post('/api/auth/token/login', { magic_link_token: linkTokenIn(mail.text) })).statusCode).toBe(200);
    const fresh = await askCode('eva@example.com');
    expect((await verify('eva@example.com', fresh.code, fresh.cookie)).statusCode).toBe(200);
  });

  it('a successful code sign-in resets the count of failures', async () => {
    const email = 'sam@example.com';
    const guessAt = async (n: number) => {
      const { cookie, code } = await askCode(email);
      for (const guess of wrongCodes(code, n)) await verify(email, guess, cookie);
    };
    await guessAt(4);
    await guessAt(5);
    const first = await askCode(email);
    expect((await verify(email, first.code, first.cookie)).statusCode).toBe(200);
    expect(await failuresOf(email)).toBe(0);
    later(minutes(60));
    await guessAt(4);
    await guessAt(5);
    const second = await askCode(email);
    expect((await verify(email, second.code, second.cookie)).statusCode).toBe(200);
  });

  it('a code works for 10 minutes', async () => {
    const fresh = await askCode('sam@example.com');
    later(minutes(10) - 1);
    expect((await verify('sam@example.com', fresh.code, fresh.cookie)).statusCode).toBe(200);
    const old = await askCode('noor@example.com');
    later(minutes(11));
    expect((await verify('noor@example.com', old.code, old.cookie)).statusCode).toBe(400);
    expect(await count(server, 'auth_tokens')).toBe(1);
  });

  it('a code works only in the browser that asked for it', async () => {
    const { cookie, code } = await askCode('sam@example.com');
    const otherBrowser = await post('/api/createMagicLink', { email: 'nobody@example.com' });
    for (const foreign of [
      undefined,
      loginCookie(otherBrowser),
      'fc_login=not-a-request',
      `fc_login=${'A'.repeat(43)}`,
    ]) {
      expect((await verify('sam@example.com', code, foreign)).statusCode).toBe(400);
    }
    expect(await count(server, 'auth_tokens')).toBe(0);
    expect((await verify('sam@example.com', code, cookie)).statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const { cookie, code } = await askCode('sam@example.com');
    expect((await verify('sam@example.com', code, cookie)).statusCode).toBe(200);
    expect((await verify('sam@example.com', code, cookie)).statusCode).toBe(400);
    expect(await count(server, 'auth_tokens')).toBe(1);
  });

  it('20 concurrent code requests for one account send 5 mails and tell the others to wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/users/resendOTP/', { email: 'noor@example.com' }, {}, `10.8.${i}.1`),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 5, 429: 15 });
    expect(await server.sentMails()).toHaveLength(5);
    expect(await count(server, 'login_codes', 'expires_at > $1', [server.clock.now])).toBe(1);
  });

  it('a magic link works once, for 10 minutes, and only by POST', async () => {
    const { link } = await askCode('sam@example.com');
    // A mail scanner opening the link: nothing on the API answers a GET with it, and it stays usable.
    for (const url of [
      `/login?token=${link}`,
      `/api/login?token=${link}`,
      `/api/auth/token/login?magic_link_token=${link}`,
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    later(minutes(9));
    expect((await post('/api/auth/token/login', { magic_link_token: link })).statusCode).toBe(200);
    expect((await post('/api/auth/token/login', { magic_link_token: link })).statusCode).toBe(400);

    const second = await askCode('sam@example.com');
    later(minutes(10));
    expect((await post('/api/auth/token/login', { magic_link_token: second.link })).json()).toEqual({
      non_field_errors: ['This link is invalid or has expired.'],
    });
    expect(await count(server, 'auth_tokens')).toBe(1);
  });

  it('a logged-out token is refused', async () => {
    const { link } = await askCode('sam@example.com');
    const token: string = (await post('/api/auth/token/login', { magic_link_token: link })).json().auth_token;
    expect((await post('/api/auth/token/logout', {}, auth(token))).statusCode).toBe(204);
    expect((await post('/api/auth/token/logout', {}, auth(token))).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) })).statusCode,
    ).toBe(401);
  });

  // Each ask names another mailbox, so the mail limits per mailbox stay out of the way.
  it.each([
    ['/api/createMagicLink', { email: 'nobody@example.com' }, 20],
    ['/api/createLoginSignupPortal', { email: 'nobody@example.com', organisation_subdomain: 'demo' }, 20],
    ['/api/users/resendOTP/', { email: 'nobody@example.com' }, 20],
    ['/api/users/verifyOTP/', { email: 'nobody@example.com', otp: '1234' }, 30],
    ['/api/auth/token/login', { magic_link_token: 'A'.repeat(43) }, 30],
  ])('POST %s allows %j %i times per address in 10 minutes', async (url, template, limit) => {
    let asks = 0;
    const payload = () => ('email' in template ? { ...template, email: `nobody${asks++}@example.com` } : template);
    const answers = [];
    for (let i = 0; i < limit + 3; i++) answers.push(await post(url, payload(), {}, '10.10.10.10'));
    expect(answers.slice(0, limit).every((a) => a.statusCode !== 429)).toBe(true);
    expect(answers.slice(limit).map((a) => [a.statusCode, a.json()])).toEqual(Array(3).fill([429, TOO_MANY]));
    expect((await post(url, payload(), {}, '10.10.10.11')).statusCode).not.toBe(429);
    later(minutes(10) + 1);
    expect((await post(url, payload(), {}, '10.10.10.10')).statusCode).not.toBe(429);
  });

  it('counts an IPv6 address by its /64, so one subscriber cannot rotate addresses past the limit', async () => {
    for (let i = 0; i < 20; i++)
      await post(
        '/api/createMagicLink',
        { email: `nobody${i}@example.com` },
        {},
        `2001:db8:1:2::${(i + 1).toString(16)}`,
      );
    expect(
      (await post('/api/createMagicLink', { email: 'other@example.com' }, {}, '2001:db8:1:2:ffff::1')).json(),
    ).toEqual(TOO_MANY);
    expect((await post('/api/createMagicLink', { email: 'other@example.com' }, {}, '2001:db8:1:3::1')).statusCode).toBe(
      200,
    );
  });

  it('known and unknown addresses get answers with the same status, body and cookie', async () => {
    const shape = (a: LightMyRequestResponse) => [
      a.statusCode,
      a.body,
      String(a.headers['set-cookie']).replace(/^fc_login=[\w-]+/, 'fc_login=ID'),
    ];
    for (const [url, extra] of [
      ['/api/createMagicLink', {}],
      ['/api/createLoginSignupPortal', { organisation_subdomain: 'demo' }],
      ['/api/users/resendOTP/', {}],
    ] as const) {
      expect(shape(await post(url, { email: 'sam@example.com', ...extra }))).toEqual(
        shape(await post(url, { email: 'nobody@example.com', ...extra })),
      );
    }
    const { code } = await askCode('sam@example.com');
    const wrong = wrongCodes(code, 1)[0]!;
    const failure = (a: LightMyRequestResponse) => [a.statusCode, a.body];
    expect(failure(await verify('sam@example.com', wrong, undefined))).toEqual(
      failure(await verify('nobody@example.com', wrong, undefined)),
    );
    expect((await server.sentMails()).every((m) => m.to === 'sam@example.com')).toBe(true);
  });

  it('stores only hashes of codes, links, tokens and login requests', async () => {
    const { cookie, code, link } = await askCode('sam@example.com');
    const token: string = (await verify('sam@example.com', code, cookie)).json().auth_token;
    expect([token, link]).toEqual([expect.stringMatching(/^[\w-]{43}$/), expect.stringMatching(/^[\w-]{43}$/)]);
    expect(await count(server, 'auth_tokens', 'token_hash = $1', [hashSecret(token)])).toBe(1);
    expect(await count(server, 'magic_links', 'token_hash = $1', [hashSecret(link)])).toBe(1);
    const hex = (row: Record<string, unknown>) =>
      Object.values(row).map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : String(v)));
    const stored = (
      await Promise.all(
        ['auth_tokens', 'magic_links', 'login_codes'].map(async (table) =>
          (await server.db.query(`select * from ${table}`)).rows.flatMap(hex),
        ),
      )
    ).join(' ');
    for (const secret of [token, link, cookie.replace('fc_login=', '')]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(Buffer.from(secret).toString('hex'));
    }
  });
});

describe('a server that sees many people from one address (SIGN_IN_ADDRESS_LIMIT_FACTOR)', () => {
  const server = useTestServer('pglite', { signInAddressLimitFactor: 2 });
  it('allows that many times the asks per address, and no more', async () => {
    const ask = (i: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/createMagicLink',
        payload: { email: `nobody${i}@example.com` },
        remoteAddress: '10.10.10.12',
      });
    const answers = [];
    for (let i = 0; i < 42; i++) answers.push((await ask(i)).statusCode);
    expect(answers.slice(0, 40).every((status) => status !== 429)).toBe(true);
    expect(answers.slice(40)).toEqual([429, 429]);
  });
});
