import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { count, loginCookie, userId } from './support';

const codeOf = (text: string) => /: (\d{4})\b/.exec(text)![1]!;
const guessesFor = (code: string, n: number) => Array.from({ length: n }, (_, i) => String(i % 10_000).padStart(4, '0')).filter((g) => g !== code);

describe.each(engines)('sign-in under attack on %s', (engine) => {
  const server = useTestServer(engine);
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.9.9.9') =>
    server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const tokens = () => count(server, 'auth_tokens');

  it('1,000 guesses from one address issue no token: the address is cut off, and the code dies after 5 tries', async () => {
    const sent = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const cookie = loginCookie(sent);
    const code = codeOf(server.lastMailTo('sam@example.com')!.text);
    const statuses = new Map<number, number>();
    for (const guess of guessesFor(code, 1_000)) {
      const response = await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: guess }, { cookie });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(await tokens()).toBe(0);
    expect(statuses.get(429)).toBeGreaterThan(900);
    const { rows } = await server.db.query<{ attempts: number }>('select attempts from login_codes where user_id = $1', [await userId(server, 'sam@example.com')]);
    expect(rows[0]!.attempts).toBe(5);
    // The right code from a fresh address is useless now: the code is dead.
    expect((await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code }, { cookie }, '10.1.1.1')).statusCode).toBe(400);
    expect(await tokens()).toBe(0);
  });

  it('guesses spread over many addresses still evaluate only 5 tries of the code', async () => {
    const sent = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const cookie = loginCookie(sent);
    const code = codeOf(server.lastMailTo('sam@example.com')!.text);
    const guesses = guessesFor(code, 300);
    for (const [i, guess] of guesses.entries()) await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: guess }, { cookie }, `10.2.${Math.floor(i / 250)}.${i % 250}`);
    expect(await tokens()).toBe(0);
    const { rows } = await server.db.query<{ attempts: number }>('select attempts from login_codes');
    expect(rows[0]!.attempts).toBe(5);
  });

  it('200 concurrent guesses at one code evaluate at most 5', async () => {
    const sent = await post('/api/createMagicLink', { email: 'noor@example.com' });
    const cookie = loginCookie(sent);
    const code = codeOf(server.lastMailTo('noor@example.com')!.text);
    const guesses = guessesFor(code, 200);
    const answers = await Promise.all(guesses.map((guess, i) => post('/api/users/verifyOTP/', { email: 'noor@example.com', otp: guess }, { cookie }, `10.3.0.${i}`)));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const { rows } = await server.db.query<{ attempts: number }>('select attempts from login_codes');
    expect(rows[0]!.attempts).toBe(5);
    expect(await tokens()).toBe(0);
  });

  it('10 consecutive failures lock code sign-in until a magic-link sign-in', async () => {
    const email = 'lucas@example.com';
    let cookie = '';
    for (let round = 0; round < 2; round++) {
      const sent = await post('/api/users/resendOTP/', { email }, cookie ? { cookie } : {}, `10.4.0.${round}`);
      cookie = loginCookie(sent);
      const code = codeOf(server.lastMailTo(email)!.text);
      for (const guess of guessesFor(code, 5)) await post('/api/users/verifyOTP/', { email, otp: guess }, { cookie }, `10.4.1.${round}`);
    }
    await post('/api/users/resendOTP/', { email }, { cookie }, '10.4.0.9');
    const lockedMail = server.lastMailTo(email)!;
    expect(lockedMail.text).not.toMatch(/code is|inlogcode/i);
    const link = /\/login\?token=([\w-]+)/.exec(lockedMail.text)![1]!;
    // A locked account is mailed a link only; signing in by link reopens code sign-in.
    expect((await post('/api/auth/token/login', { magic_link_token: link })).statusCode).toBe(200);
    const after = await post('/api/users/resendOTP/', { email }, { cookie }, '10.4.0.10');
    const code = codeOf(server.lastMailTo(email)!.text);
    expect((await post('/api/users/verifyOTP/', { email, otp: code }, { cookie: loginCookie(after) })).statusCode).toBe(200);
  });

  it('a stranger cannot lock a person out of every door: the magic link still works when codes are locked', async () => {
    await server.db.query("update users set code_failures = 50 where email = 'eva@example.com'");
    await post('/api/createMagicLink', { email: 'eva@example.com' });
    const link = /\/login\?token=([\w-]+)/.exec(server.lastMailTo('eva@example.com')!.text)![1]!;
    expect((await post('/api/auth/token/login', { magic_link_token: link })).statusCode).toBe(200);
  });

  it('limits every sign-in route per address', async () => {
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await post('/api/createMagicLink', { email: `x${i}@example.com` }, {}, '10.5.5.5')).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers.slice(20).every((s) => s === 429)).toBe(true);
    expect((await post('/api/createMagicLink', { email: 'x@example.com' }, {}, '10.5.5.6')).statusCode).toBe(200);
    server.clock.now = new Date(server.clock.now.getTime() + 11 * 60_000);
    expect((await post('/api/createMagicLink', { email: 'x@example.com' }, {}, '10.5.5.5')).statusCode).toBe(200);
  });

  it('stores only hashes of codes, links and tokens', async () => {
    const sent = await post('/api/createMagicLink', { email: 'sam@example.com' });
    const mail = server.lastMailTo('sam@example.com')!.text;
    const code = codeOf(mail);
    const link = /\/login\?token=([\w-]+)/.exec(mail)![1]!;
    const verified = await post('/api/users/verifyOTP/', { email: 'sam@example.com', otp: code }, { cookie: loginCookie(sent) });
    const token: string = verified.json().auth_token;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(link.length).toBeGreaterThanOrEqual(22);
    const dump = JSON.stringify([
      (await server.db.query('select encode(token_hash, \'hex\') as h from auth_tokens')).rows,
      (await server.db.query('select encode(token_hash, \'hex\') as h from magic_links')).rows,
      (await server.db.query('select encode(code_hash, \'hex\') as h, encode(request_hash, \'hex\') as r from login_codes')).rows,
    ]);
    for (const secret of [token, link, Buffer.from(token).toString('hex'), Buffer.from(link).toString('hex')]) expect(dump).not.toContain(secret);
  });
});
