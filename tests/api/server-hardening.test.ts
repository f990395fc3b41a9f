import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/config';
import { redactUrl } from '../../server/logRedaction';
import { engines, useTestServer } from './harness';
import { auth, loginCookie, tokenFor } from './support';

let asks = 0;
/** A code asked for another mailbox each time, so only the limit per client address can refuse it. */
const ask = (server: { app: FastifyInstance }, headers: Record<string, string>, remoteAddress = '10.20.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/createMagicLink',
    payload: { email: `nobody${asks++}@example.com` },
    headers,
    remoteAddress,
  });

/** Makes `n` requests and answers the status of the last one. */
async function statusAfter(n: number, request: (i: number) => Promise<{ statusCode: number }>): Promise<number> {
  let last = 0;
  for (let i = 0; i < n; i++) last = (await request(i)).statusCode;
  return last;
}

describe('configuration', () => {
  it('TRUST_PROXY is nobody by default, a hop count, or a list of proxy addresses; never "believe anyone"', () => {
    expect([undefined, '', 'false', '0'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('10.0.0.1,proxy.example.org')).toThrow(/proxy.example.org/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
  });

  it('SEED defaults to on only for the embedded database', () => {
    expect(loadConfig({}).SEED).toBe('true');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/forkcast' }).SEED).toBe('false');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/forkcast', SEED: 'true' }).SEED).toBe('true');
  });
});

describe('log redaction', () => {
  it('replaces the values of secret query parameters, keeping the rest', () => {
    expect(redactUrl('/login?token=abc&x=1')).toBe('/login?token=[redacted]&x=1');
    expect(redactUrl('/api/x?otp=1234&Code=9&magic_link_token=z&auth_token=t')).toBe(
      '/api/x?otp=[redacted]&Code=[redacted]&magic_link_token=[redacted]&auth_token=[redacted]',
    );
    expect(redactUrl('/api/food?search=token')).toBe('/api/food?search=token');
  });
});

describe.each(engines)('client addresses behind a proxy on %s', (engine) => {
  describe('without TRUST_PROXY', () => {
    const server = useTestServer(engine);
    it('ignores X-Forwarded-For: a forged header does not escape the address limit', async () => {
      expect(await statusAfter(21, (i) => ask(server, { 'x-forwarded-for': `192.0.2.${i}` }))).toBe(429);
      expect((await ask(server, { 'x-forwarded-for': '192.0.2.200' }, '10.20.0.2')).statusCode).toBe(200);
    });
  });

  describe('with TRUST_PROXY=1', () => {
    const server = useTestServer(engine, { server: { trustProxy: 1 } });
    it('counts only the address the proxy saw (the last one), not what the client wrote before it', async () => {
      expect(await statusAfter(21, (i) => ask(server, { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.7` }))).toBe(429);
      expect((await ask(server, { 'x-forwarded-for': '192.0.2.8' })).statusCode).toBe(200);
    });
  });
});

describe.each(engines)('answers and logs on %s', (engine) => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const server = useTestServer(engine, { server: { trustProxy: 1, logStream, logLevel: 'info' } });

  it('never writes a link token, code, login request or auth token to the log', async () => {
    const sent = await ask(server, {});
    const token = await tokenFor(server, 'sam@example.com');
    const secrets = ['magic-link-token-0123456789abcdef', '4321', loginCookie(sent).replace('fc_login=', ''), token];
    await server.app.inject({ method: 'GET', url: `/login?token=${secrets[0]}` });
    await server.app.inject({
      method: 'GET',
      url: `/api/auth/token/login?magic_link_token=${secrets[0]}&otp=${secrets[1]}`,
    });
    await server.app.inject({
      method: 'POST',
      url: '/api/users/verifyOTP/',
      payload: { email: 'sam@example.com', otp: secrets[1] },
      headers: { cookie: loginCookie(sent) },
    });
    await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) });
    const log = lines.join('');
    expect(log).toContain('/login?token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('personal answers are not stored by caches; HSTS only over https', async () => {
    const token = await tokenFor(server, 'sam@example.com');
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) });
    const refused = await server.app.inject({ method: 'GET', url: '/api/auth/users/me' });
    for (const answer of [me, refused, await ask(server, {})]) expect(answer.headers['cache-control']).toBe('no-store');
    expect(me.headers['strict-transport-security']).toBeUndefined();
    const overTls = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
