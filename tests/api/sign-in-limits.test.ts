import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AfterAnswer } from '../../server/afterAnswer';
import { buildServer } from '../../server/app';
import type { Database, Queryable } from '../../server/db/database';
import type { Mail } from '../../server/mail/mailer';
import { engines, useTestServer } from './harness';
import { count, loginCookie } from './support';

/** The code in a mail's subject; none while code sign-in is paused. */
const codeIn = (subject: string) => /\b(\d{4})$/.exec(subject)?.[1];
const linkTokenIn = (text: string) => /\/login\?token=([\w-]+)/.exec(text)![1]!;
const minutes = (n: number) => n * 60_000;
const MAILS_LIMITED = /^Many codes have been asked for this address\. You can ask for a new one in (\d+) min\./;
const PAUSED = /^Too many wrong codes have been entered for this address\. Try again in (\d+) min/;

/** A database whose account and sign-up lookups wait for `gate`: what runs before the answer cannot touch them. */
function holdingLookups(db: Database, gate: Promise<void>): Database {
  const held = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      if (/\bfrom (users|registrations)\b/.test(sql)) await gate;
      return q.query(sql, params);
    },
  });
  return {
    kind: db.kind,
    query: held(db).query,
    transaction: (fn) => db.transaction((tx) => fn(held(tx))),
    exec: (sql) => db.exec(sql),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: async () => {},
  };
}

describe.each(engines)('sign-in limits that strangers cannot use on %s', (engine) => {
  const server = useTestServer(engine);
  let ip = 0;
  /** Every stranger's request from another client address: only the limits per mailbox apply. */
  const post = (url: string, payload: object, cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.60.${Math.floor(ip / 200)}.${ip++ % 200}`,
    });
  const later = (ms: number) => (server.clock.now = new Date(server.clock.now.getTime() + ms));
  const askCode = async (email: string, url = '/api/createMagicLink', cookie?: string) => {
    const sent = await post(url, { email }, cookie);
    const mail = sent.statusCode === 200 ? await server.mailTo(email) : undefined;
    return {
      sent,
      cookie: loginCookie(sent),
      code: mail ? codeIn(mail.subject) : undefined,
      link: mail ? linkTokenIn(mail.text) : undefined,
    };
  };
  const verify = (email: string, otp: string, cookie?: string) => post('/api/users/verifyOTP/', { email, otp }, cookie);
  const wrong = (code: string | undefined) => (code === '0000' ? '0001' : '0000');

  it("a stranger's anonymous asks cannot keep a person's own browser from getting its new code", async () => {
    const own = await askCode('sam@example.com');
    const strangers = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/users/resendOTP/', { email: 'sam@example.com' })),
    );
    expect(strangers.map((a) => a.statusCode).sort()).toEqual([...Array(4).fill(200), ...Array(8).fill(429)]);
    const resent = await askCode('sam@example.com', '/api/users/resendOTP/', own.cookie);
    expect(resent.sent.json()).toEqual({ detail: 'If this address has an account, a new code is on its way.' });
    expect((await verify('sam@example.com', resent.code!, resent.cookie)).statusCode).toBe(200);
  });

  it('when the mails for an address are used up, the answer says so plainly and when to ask again, then lets one through', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post('/api/createMagicLink', { email: 'sam@example.com' })).statusCode).toBe(200);
    const refused = await post('/api/createMagicLink', { email: 'sam@example.com' }, undefined);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(MAILS_LIMITED);
    expect([refused.json().retry_after, refused.headers['retry-after']]).toEqual([600, '600']);
    const dutch = await server.app.inject({
      method: 'POST',
      url: '/api/createMagicLink',
      payload: { email: 'sam@example.com' },
      headers: { 'accept-language': 'nl' },
    });
    expect(dutch.json().detail).toMatch(/^Er zijn veel codes gevraagd voor dit adres\. Over 10 min/);
    later(minutes(10));
    const own = await askCode('sam@example.com');
    expect((await verify('sam@example.com', own.code!, own.cookie)).statusCode).toBe(200);
    expect((await post('/api/createMagicLink', { email: 'sam@example.com' })).statusCode).toBe(429);
  });

  it('the limit answers the same whether or not the address has an account', async () => {
    const flood = async (email: string) => {
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 6; i++) last = await post('/api/createMagicLink', { email });
      return [last!.statusCode, last!.json(), last!.headers['set-cookie']];
    };
    expect(await flood('sam@example.com')).toEqual(await flood('nobody@example.com'));
  });

  it('a login request brings 3 mails; a fourth ask from it counts as a new request', async () => {
    let request = await askCode('noor@example.com');
    for (let i = 0; i < 2; i++) request = await askCode('noor@example.com', '/api/users/resendOTP/', request.cookie);
    expect(await count(server, 'login_requests')).toBe(1);
    request = await askCode('noor@example.com', '/api/users/resendOTP/', request.cookie);
    expect(await count(server, 'login_requests')).toBe(2);
    expect(await server.sentMails()).toHaveLength(4);
    expect((await verify('noor@example.com', request.code!, request.cookie)).statusCode).toBe(200);
  });

  it('failed codes without the login cookie count for nothing: 100 of them lock nobody out', async () => {
    const own = await askCode('lucas@example.com');
    const strangers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => verify('lucas@example.com', String(i).padStart(4, '0'))),
    );
    expect(strangers.every((a) => a.statusCode === 400)).toBe(true);
    expect((await verify('lucas@example.com', own.code!, own.cookie)).statusCode).toBe(200);
  });

  it('nor do failures of a login request for another address', async () => {
    const other = await askCode('nobody@example.com');
    for (let i = 0; i < 20; i++)
      expect((await verify('lucas@example.com', String(i).padStart(4, '0'), other.cookie)).statusCode).toBe(400);
    const own = await askCode('lucas@example.com');
    expect((await verify('lucas@example.com', own.code!, own.cookie)).statusCode).toBe(200);
  });

  it('10 failed codes pause code sign-in for a minute, each further failure doubles the pause, and a link ends it', async () => {
    const email = 'lucas@example.com';
    const first = await askCode(email);
    for (let j = 0; j < 5; j++) expect((await verify(email, wrong(first.code), first.cookie)).statusCode).toBe(400);
    const second = await askCode(email);
    for (let j = 0; j < 4; j++) expect((await verify(email, wrong(second.code), second.cookie)).statusCode).toBe(400);
    const own = await askCode(email);
    expect((await verify(email, wrong(second.code), second.cookie)).statusCode).toBe(400);
    const paused = await verify(email, own.code!, own.cookie);
    expect([paused.statusCode, paused.json().detail]).toEqual([429, expect.stringMatching(PAUSED)]);
    expect(paused.json().retry_after).toBe(60);
    later(minutes(1));
    expect((await verify(email, wrong(own.code), own.cookie)).statusCode).toBe(400);
    expect((await verify(email, own.code!, own.cookie)).json().retry_after).toBe(120);
    later(minutes(2));
    expect((await verify(email, own.code!, own.cookie)).statusCode).toBe(200);

    later(minutes(60));
    const again = await askCode(email);
    for (let j = 0; j < 5; j++) await verify(email, wrong(again.code), again.cookie);
    await server.db.query('update sign_in_addresses set code_failures = 20, codes_paused_until = $1', [
      new Date(server.clock.now.getTime() + minutes(600)),
    ]);
    const linkOnly = await askCode(email);
    expect(linkOnly.code).toBeUndefined();
    expect((await post('/api/auth/token/login', { magic_link_token: linkOnly.link! })).statusCode).toBe(200);
    const after = await askCode(email);
    expect((await verify(email, after.code!, after.cookie)).statusCode).toBe(200);
  });

  it('answers first: the account is looked up and its mail made only after the answer has arrived', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const mails: Mail[] = [];
    const afterAnswer = new AfterAnswer();
    const app = await buildServer({
      deps: {
        db: holdingLookups(server.db, gate),
        mailer: { send: async (mail) => void mails.push(mail) },
        config: { PUBLIC_URL: 'http://localhost:8080' },
        now: () => server.clock.now,
        afterAnswer,
      },
      logLevel: 'silent',
    });
    const registration = { first_name: 'Jip', last_name: 'de Boer', accepted_terms: true };
    const answers = [];
    for (const [url, payload] of [
      ['/api/createMagicLink', { email: 'sam@example.com' }],
      ['/api/createLoginSignupPortal', { email: 'sam@example.com', organisation_subdomain: 'demo' }],
      ['/api/users/resendOTP/', { email: 'sam@example.com' }],
      ['/api/createLoginSignupPortal', { email: 'jip@example.com', organisation_subdomain: 'simple', registration }],
    ] as const) {
      answers.push((await app.inject({ method: 'POST', url, payload, remoteAddress: '10.61.0.1' })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200]);
    expect(mails).toHaveLength(0);
    release();
    await afterAnswer.settled();
    // On PostgreSQL the four mails are made side by side, in any order.
    expect(mails.map((m) => m.to).sort()).toEqual([
      'jip@example.com',
      'sam@example.com',
      'sam@example.com',
      'sam@example.com',
    ]);
    await app.close();
  });
});
