import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';

const JOINED = { detail: 'Thank you. We will email you when there is a place.' };

/**
 * The waitlist of an organisation (1-shell.txt section 7, POST users/organisations/{subdomain}/waitlist/):
 * public, limited per client address like sign-in, only for a full or closed organisation, the same
 * answer whoever asks, and never a 5xx.
 */
describe.each(engines)('the waitlist on %s', (engine) => {
  const server = useTestServer(engine);
  let address = 0;
  /** Each test its own client address, so the limit is only the story where it is tested. */
  const join = (subdomain: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/users/organisations/${subdomain}/waitlist/`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: remoteAddress ?? `10.20.0.${++address}`,
    });
  const setStatus = (subdomain: string, status: 'OPEN' | 'FULL' | 'CLOSED') =>
    server.db.query('update organisations set signup_status = $2 where subdomain = $1', [subdomain, status]);
  const entries = async (subdomain: string) =>
    (
      await server.db.query<{ email: string; locale: string }>(
        `select w.email, w.locale from waitlist_entries w join organisations o on o.id = w.organisation_id
          where o.subdomain = $1 order by w.id`,
        [subdomain],
      )
    ).rows;

  it('keeps an address for a full or closed organisation, once, and answers the same for every address', async () => {
    await setStatus('demo', 'FULL');
    const first = await join('demo', { email: '  New.Person@Example.com ' });
    expect([first.statusCode, first.json()]).toEqual([202, JOINED]);
    // Again, and an address that has an account: the same answer, so nobody learns who is there.
    for (const email of ['new.person@example.com', 'sam@example.com']) {
      const again = await join('demo', { email });
      expect([again.statusCode, again.json()]).toEqual([202, JOINED]);
    }
    expect(await entries('demo')).toEqual([
      { email: 'new.person@example.com', locale: 'en' },
      { email: 'sam@example.com', locale: 'en' },
    ]);
    await setStatus('demo', 'CLOSED');
    const dutch = await join('demo', { email: 'nieuw@example.com' }, { 'accept-language': 'nl-NL' });
    expect([dutch.statusCode, dutch.json()]).toEqual([202, { detail: 'Dank je. We mailen je zodra er plek is.' }]);
    expect((await entries('demo')).at(-1)).toEqual({ email: 'nieuw@example.com', locale: 'nl' });
    await setStatus('demo', 'OPEN');
  });

  it('refuses an organisation that takes new people, and one that does not exist', async () => {
    const open = await join('demo', { email: 'someone@example.com' });
    expect([open.statusCode, open.json()]).toEqual([
      409,
      { detail: 'This organisation takes new people: sign up instead.' },
    ]);
    const unknown = await join('nobody-here', { email: 'someone@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(await entries('demo')).not.toContainEqual(expect.objectContaining({ email: 'someone@example.com' }));
  });

  it('answers bad input field by field, never with a 5xx, and stores nothing', async () => {
    await setStatus('demo', 'FULL');
    const before = (await entries('demo')).length;
    const fieldErrors: [unknown, string][] = [
      [{}, 'email'],
      [{ email: '' }, 'email'],
      [{ email: 'not an email' }, 'email'],
      [{ email: 42 }, 'email'],
      [{ email: null }, 'email'],
      [{ email: ['a@example.com'] }, 'email'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
    ];
    for (const [payload, field] of fieldErrors) {
      const answer = await join('demo', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.json() as object), JSON.stringify(payload)).toContain(field);
    }
    const others: [string, unknown][] = [
      ['demo', { email: 'a@example.com', first_name: 'Extra' }],
      ['demo', { email: 'a@example.com', __proto__: { admin: true }, constructor: 'x' }],
      ['demo', '{"email": "a@example.com"'],
      ['demo', 'null'],
      ['demo', '[]'],
      ['demo', '"a@example.com"'],
      ['demo', { email: 'a@example.com', padding: 'x'.repeat(5_000) }],
      ['Not_A_Subdomain!', { email: 'a@example.com' }],
      ['-demo', { email: 'a@example.com' }],
      ['a'.repeat(64), { email: 'a@example.com' }],
      ['%00', { email: 'a@example.com' }],
    ];
    for (const [subdomain, payload] of others) {
      const answer = await join(subdomain, payload);
      expect(answer.statusCode, `${subdomain} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${subdomain} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }
    const plain = await join('demo', 'email=a@example.com', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
    expect((await entries('demo')).length).toBe(before);
    await setStatus('demo', 'OPEN');
  });

  it('a full organisation makes no sign-ups through its portal, and answers as for any address', async () => {
    const signUp = (email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/createLoginSignupPortal',
        payload: {
          email,
          organisation_subdomain: 'simple',
          registration: { first_name: 'Wants', last_name: 'In', accepted_terms: true },
        },
        remoteAddress: `10.20.1.${++address}`,
      });
    const registered = async (email: string) => {
      await server.settled();
      return (await server.db.query('select 1 from registrations where email = $1', [email])).rows.length;
    };
    const open = await signUp('open-door@example.com');
    expect(await registered('open-door@example.com')).toBe(1);
    await setStatus('simple', 'FULL');
    const full = await signUp('full-house@example.com');
    expect([full.statusCode, full.json()]).toEqual([open.statusCode, open.json()]);
    expect(await registered('full-house@example.com')).toBe(0);
    await setStatus('simple', 'OPEN');
  });

  it('is limited per client address like the sign-in routes', async () => {
    await setStatus('demo', 'FULL');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await join('demo', { email: `limit${i}@example.com` }, {}, '10.30.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
    // Another address is not held back.
    expect((await join('demo', { email: 'other@example.com' }, {}, '10.30.0.2')).statusCode).toBe(202);
    await setStatus('demo', 'OPEN');
  });
});
