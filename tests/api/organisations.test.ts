import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor } from './support';

const ADMIN = 'admin@example.com';
const TOO_BIG = 'Logo file size is too big. Please upload a file smaller than 1MB.';

/** A PNG's signature and header of the given size, padded to `bytes` in all. */
const png = (bytes: number) => {
  const image = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(image, 0);
  image.writeUInt32BE(13, 8);
  image.write('IHDR', 12, 'latin1');
  image.writeUInt32BE(64, 16);
  image.writeUInt32BE(32, 20);
  return image;
};
const dataUrl = (image: Buffer) => `data:image/png;base64,${image.toString('base64')}`;

/**
 * The branding calls (1-shell.txt sections 5 and 7): a coach edits their own organisation's name,
 * colour and logo; nobody else's, and no coach creates organisations (issue 17).
 */
describe.each(engines)('organisations and their branding on %s', (engine) => {
  const server = useTestServer(engine, { platformAdmins: [ADMIN] });
  const as = async (email: string, language = 'en') => ({
    ...auth(await tokenFor(server, email)),
    'accept-language': language,
  });
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: object, payload?: object) =>
    server.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const brandId = async (subdomain: string) => (await call('GET', `/api/brand/${subdomain}`, {})).json().id as number;
  const organisationOf = async (email: string) => {
    const { rows } = await server.db.query<{ organisation_id: string }>(
      'select organisation_id from users where email = $1',
      [email],
    );
    return Number(rows[0]!.organisation_id);
  };

  it('refuses a coach who asks for a new organisation, and leaves them and their clients where they were', async () => {
    const demo = await brandId('demo');
    const before = await count(server, 'organisations');
    for (const [email, message] of [
      ['coach@example.com', 'Only platform administrators can do this.'],
      ['sam@example.com', 'Only coaches can do this.'],
    ] as const) {
      const answer = await call('POST', '/api/users/organisation/', await as(email), { name: 'My Own Brand' });
      expect([answer.statusCode, answer.json()]).toEqual([403, { detail: message }]);
    }
    const inDutch = await call('POST', '/api/users/organisation/', await as('coach@example.com', 'nl'), {
      name: 'Mijn merk',
      primary_colour: '#123456',
    });
    expect(inDutch.statusCode).toBe(403);
    expect(inDutch.json().detail).not.toBe('Only platform administrators can do this.');
    expect(await count(server, 'organisations')).toBe(before);
    expect(await organisationOf('coach@example.com')).toBe(demo);
    expect(await organisationOf('sam@example.com')).toBe(demo);
    expect((await call('POST', '/api/users/organisation/', {}, { name: 'Anyone' })).statusCode).toBe(401);
  });

  it('leaves creating organisations to the platform administrator, who stays in their own', async () => {
    const created = await call('POST', '/api/admin/organisations', await as(ADMIN), { name: 'Second Practice' });
    expect(created.statusCode).toBe(201);
    expect(await count(server, 'organisations', "name = 'Second Practice'")).toBe(1);
    expect(await organisationOf(ADMIN)).toBe(await brandId('demo'));
  });

  it('lets a coach rename and recolour their own organisation, trimmed, and remove its logo', async () => {
    const coach = await as('coach@example.com');
    const demo = await brandId('demo');
    const logo = await call('PATCH', `/api/users/organisation/${demo}/`, coach, { logo: dataUrl(png(2_000)) });
    expect(logo.statusCode).toBe(200);
    expect(logo.json().logo).toMatch(new RegExp(`^/api/organisations/${demo}/logo`));
    const renamed = await call('PATCH', `/api/users/organisation/${demo}/`, coach, {
      name: '  Carla Coaching  ',
      primary_colour: '#AA3300',
    });
    expect(renamed.json()).toMatchObject({ name: 'Carla Coaching', primary_colour: '#AA3300' });
    expect(renamed.json().logo).not.toBeNull();
    // What the coach's clients load: the new brand at their next current-user fetch.
    const sam = (await call('GET', '/api/auth/users/me', await as('sam@example.com'))).json();
    expect(sam.organisation).toMatchObject({ name: 'Carla Coaching', primary_colour: '#AA3300' });
    expect(sam.organisation.logo).toBe(renamed.json().logo);
    // The logo keeps its address: browsers ask again each time and get the new one at once.
    const first = await call('GET', renamed.json().logo, {});
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, 'public, no-cache']);
    const etag = String(first.headers.etag);
    expect((await call('GET', renamed.json().logo, { 'if-none-match': etag })).statusCode).toBe(304);
    await call('PATCH', `/api/users/organisation/${demo}/`, coach, { logo: dataUrl(png(3_000)) });
    const second = await call('GET', renamed.json().logo, { 'if-none-match': etag });
    expect([second.statusCode, second.rawPayload.length]).toEqual([200, 3_000]);
    const removed = await call('PATCH', `/api/users/organisation/${demo}/`, coach, { logo: null });
    expect([removed.statusCode, removed.json().logo]).toEqual([200, null]);
    expect(removed.json().name).toBe('Carla Coaching');
  });

  it('takes a logo of exactly 1,000,000 bytes and refuses one byte more with the message', async () => {
    const coach = await as('coach@example.com');
    const demo = await brandId('demo');
    const largest = await call('PATCH', `/api/users/organisation/${demo}/`, coach, { logo: dataUrl(png(1_000_000)) });
    expect(largest.statusCode).toBe(200);
    for (const bytes of [1_000_001, 1_100_000]) {
      const answer = await call('PATCH', `/api/users/organisation/${demo}/`, coach, {
        name: 'Changed',
        logo: dataUrl(png(bytes)),
      });
      expect([answer.statusCode, answer.json()]).toEqual([400, { logo: [TOO_BIG] }]);
    }
    expect(await count(server, 'organisations', "name = 'Changed'")).toBe(0);
  });

  it("answers 404 to a coach of one organisation who edits another's, and 403 to someone who is not a coach", async () => {
    const simple = await brandId('simple');
    const demo = await brandId('demo');
    const coach = await as('coach@example.com');
    for (const body of [{ name: 'Taken over' }, { primary_colour: '#000000' }, { logo: null }])
      expect((await call('PATCH', `/api/users/organisation/${simple}/`, coach, body)).statusCode).toBe(404);
    for (const email of ['sam@example.com', 'eva@example.com']) {
      const answer = await call('PATCH', `/api/users/organisation/${demo}/`, await as(email), { name: 'Mine now' });
      expect([answer.statusCode, answer.json()]).toEqual([403, { detail: 'Only coaches can do this.' }]);
    }
    const mila = await call('PATCH', `/api/users/organisation/${simple}/`, await as('mila@example.com'), {
      name: 'Mine now',
    });
    expect(mila.statusCode).toBe(403);
    expect(
      await count(server, 'organisations', "name in ('Taken over', 'Mine now') or primary_colour = '#000000'"),
    ).toBe(0);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['an empty name', { name: '' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a name that is a number', { name: 5 }, 'name'],
    ['a colour word', { primary_colour: 'red' }, 'primary_colour'],
    ['a short colour', { primary_colour: '#0bc' }, 'primary_colour'],
    ['a colour without #', { primary_colour: '00bcd4' }, 'primary_colour'],
    ['a colour with alpha', { primary_colour: '#00bcd4ff' }, 'primary_colour'],
    ['an empty logo', { logo: '' }, 'logo'],
    ['a logo that is a number', { logo: 12 }, 'logo'],
    ['an unknown field', { subdomain: 'mine' }, 'non_field_errors'],
    ['a field the platform administrator sets', { logo_visible: false }, 'non_field_errors'],
  ])('refuses %s with 400 on that field and changes nothing', async (_name, body, field) => {
    const demo = await brandId('demo');
    const before = (await call('GET', '/api/brand', await as('coach@example.com'))).json();
    const answer = await call('PATCH', `/api/users/organisation/${demo}/`, await as('coach@example.com'), {
      ...body,
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toEqual([field]);
    expect((await call('GET', '/api/brand', await as('coach@example.com'))).json()).toEqual(before);
  });
});
