import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

const pngOf = (width: number, height: number, extra = 0) => {
  const header = Buffer.alloc(33 + extra);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
};
const jpegOf = (width: number, height: number) =>
  Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
const webpOf = (width: number, height: number) => {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'latin1');
  b.write('WEBP', 8, 'latin1');
  b.write('VP8X', 12, 'latin1');
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
};

describe.each(engines)('accounts, brands and clients on %s', (engine) => {
  const server = useTestServer(engine);
  const as = async (email: string) => auth(await tokenFor(server, email));
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('the current user carries role, organisation, coach, flags and stream', async () => {
    await server.db.query(
      "update organisations set feature_flags = '{FF_COPY_MEALS_TO_ANOTHER_DAY}' where subdomain = 'demo'",
    );
    const me = (await call('GET', '/api/auth/users/me', await as('sam@example.com'))).json();
    expect(me).toMatchObject({
      email: 'sam@example.com',
      is_coach: false,
      is_diy: false,
      organisation: { subdomain: 'demo', feature_flags: ['FF_COPY_MEALS_TO_ANOTHER_DAY'] },
      coach: { first_name: 'Carla' },
      customer: null,
    });
    expect(me.stream).toBe(`user:${await userId(server, 'sam@example.com')}`);
  });

  it("updates one's own name and language, and refuses anything else", async () => {
    const headers = await as('sam@example.com');
    expect(
      (await call('PATCH', '/api/auth/users/me', headers, { locale: 'en', first_name: ' Samuel ' })).json(),
    ).toMatchObject({ locale: 'en', first_name: 'Samuel' });
    for (const body of [
      { is_coach: true },
      { locale: 'fr' },
      { first_name: '' },
      { account_enabled: true },
      { organisation_id: 2 },
    ]) {
      const answer = await call('PATCH', '/api/auth/users/me', headers, body);
      expect(answer.statusCode).toBe(400);
    }
    expect(await count(server, 'users', "is_coach and email = 'sam@example.com'")).toBe(0);
  });

  it("deletes one's own account with its data; a coach with clients cannot", async () => {
    const headers = await as('eva@example.com');
    expect((await call('DELETE', '/api/auth/users/me', headers)).statusCode).toBe(204);
    expect(await count(server, 'users', "email = 'eva@example.com'")).toBe(0);
    expect((await call('GET', '/api/auth/users/me', headers)).statusCode).toBe(401);
    const coach = await call('DELETE', '/api/auth/users/me', await as('coach@example.com'));
    expect(coach.statusCode).toBe(400);
    expect(coach.json().non_field_errors[0]).toMatch(/clients/);
  });

  it("shows a portal's public brand to anyone, and nothing private", async () => {
    const brand = await call('GET', '/api/brand/demo', {});
    expect(brand.json()).toMatchObject({ name: 'Forkcast Demo', subdomain: 'demo', login_method: 'OTP' });
    expect(brand.json()).not.toHaveProperty('feature_flags');
    expect((await call('GET', '/api/users/organisations-by-subdomain/?subdomain=simple', {})).json()).toMatchObject({
      name: 'Simple Kitchen',
    });
    expect((await call('GET', '/api/brand/nope', {})).statusCode).toBe(404);
    expect((await call('GET', '/api/brand/Not_A..Subdomain', {})).statusCode).toBe(400);
    expect((await call('GET', '/api/brand', {})).statusCode).toBe(401);
  });

  it('lets a coach brand their organisation with a PNG, JPEG or WebP logo recognised by its bytes', async () => {
    const headers = await as('coach@example.com');
    const orgId = (await call('GET', '/api/brand', headers)).json().id;
    for (const [image, type] of [
      [pngOf(200, 100), 'image/png'],
      [jpegOf(640, 480), 'image/jpeg'],
      [webpOf(64, 64), 'image/webp'],
    ] as const) {
      const answer = await call('PATCH', `/api/users/organisation/${orgId}/`, headers, {
        logo: `data:image/gif;base64,${image.toString('base64')}`,
      });
      expect(answer.statusCode).toBe(200);
      const logo = await call('GET', answer.json().logo, {});
      expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, type]);
    }
    const renamed = await call('PATCH', `/api/users/organisation/${orgId}/`, headers, {
      name: 'Carla Coaching',
      primary_colour: '#123456',
    });
    expect(renamed.json()).toMatchObject({ name: 'Carla Coaching', primary_colour: '#123456' });
    expect(renamed.json().logo).not.toBeNull();
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
      'Upload a PNG, JPEG or WebP image.',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64'), 'Upload a PNG, JPEG or WebP image.'],
    ['truncated PNG bytes', pngOf(10, 10).subarray(0, 12).toString('base64'), 'Upload a PNG, JPEG or WebP image.'],
    [
      'an image over 1 MB once decoded',
      pngOf(100, 100, 1_000_001).toString('base64'),
      'Logo file size is too big. Please upload a file smaller than 1MB.',
    ],
    [
      'a PNG of 20,000 pixels wide',
      pngOf(20_000, 10).toString('base64'),
      'The logo may be at most 4096 by 4096 pixels.',
    ],
    ['text that is not base64', 'this is *not* base64!', 'Upload a PNG, JPEG or WebP image.'],
  ])('refuses %s as a logo and stores nothing', async (_name, logo, message) => {
    const headers = await as('coach@example.com');
    const orgId = (await call('GET', '/api/brand', headers)).json().id;
    const answer = await call('PATCH', `/api/users/organisation/${orgId}/`, headers, { logo, name: 'Changed' });
    expect([answer.statusCode, answer.json()]).toEqual([400, { logo: [message] }]);
    expect(await count(server, 'organisations', "logo is not null or name = 'Changed'")).toBe(0);
  });

  it('refuses branding by non-coaches, of other organisations, and with bad fields', async () => {
    const coach = await as('coach@example.com');
    const simpleId = (await call('GET', '/api/brand/simple', {})).json().id;
    expect(
      (await call('PATCH', `/api/users/organisation/${simpleId}/`, coach, { name: 'Taken over' })).statusCode,
    ).toBe(404);
    const sam = await as('sam@example.com');
    const demoId = (await call('GET', '/api/brand/demo', {})).json().id;
    expect((await call('PATCH', `/api/users/organisation/${demoId}/`, sam, { name: 'Mine now' })).statusCode).toBe(403);
    for (const body of [{ name: '' }, { primary_colour: 'red' }, { name: 5 }, { secret: true }])
      expect((await call('PATCH', `/api/users/organisation/${demoId}/`, coach, body)).statusCode).toBe(400);
    expect((await call('POST', '/api/users/organisation/', coach, {})).statusCode).toBe(400);
    expect(await count(server, 'organisations', "name in ('Taken over', 'Mine now')")).toBe(0);
  });

  it("lists a coach's clients by page, filter and search", async () => {
    const coach = await as('coach@example.com');
    const all = (await call('GET', '/api/users/paginatedclients/', coach)).json();
    // Their own clients: not Eva, who signed up on her own and has no coach.
    expect(all.results.map((c: { first_name: string }) => c.first_name)).toEqual(['Lucas', 'Noor', 'Sam']);
    expect([all.count, all.total_pages]).toEqual([3, 1]);
    expect(
      (await call('GET', '/api/users/paginatedclients/?search=bakk', coach))
        .json()
        .results.map((c: { email: string }) => c.email),
    ).toEqual(['noor@example.com']);
    expect((await call('GET', '/api/users/paginatedclients/?search=%25', coach)).json().count).toBe(0);
    for (let i = 0; i < 20; i++)
      await server.db.query(
        "insert into users (email, first_name, organisation_id, coach_id) select $1, 'Zed', organisation_id, id from users where email = 'coach@example.com'",
        [`zed${i}@example.com`],
      );
    const page2 = (await call('GET', '/api/users/paginatedclients/?page=2', coach)).json();
    expect([page2.results.length, page2.count, page2.total_pages]).toEqual([11, 23, 2]);
    expect((await call('GET', '/api/users/paginatedclients/?page=9', coach)).json().results).toEqual([]);
    expect((await call('GET', '/api/users/paginatedclients/?page=0', coach)).statusCode).toBe(400);
    expect((await call('GET', '/api/users/paginatedclients/?account_enabled=maybe', coach)).statusCode).toBe(400);
  });

  it('deactivates a client (signing them out), lists them apart, and reactivates them', async () => {
    const coach = await as('coach@example.com');
    const samToken = await as('sam@example.com');
    const samId = await userId(server, 'sam@example.com');
    expect(
      (await call('PATCH', `/api/clients/${samId}/`, coach, { account_enabled: false })).json().account_enabled,
    ).toBe(false);
    expect((await call('GET', '/api/auth/users/me', samToken)).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/users/paginatedclients/?account_enabled=false', coach))
        .json()
        .results.map((c: { id: number }) => c.id),
    ).toEqual([samId]);
    expect(
      (await call('PATCH', `/api/clients/${samId}/`, coach, { account_enabled: true })).json().account_enabled,
    ).toBe(true);
  });

  it("a coach reaches only their own organisation's clients", async () => {
    const coach = await as('coach@example.com');
    const milaId = await userId(server, 'mila@example.com');
    const coachId = await userId(server, 'coach@example.com');
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { first_name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/api/clients/${milaId}/`, coach, body);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('mila');
      expect((await call(method, `/api/clients/${coachId}/`, coach, body)).statusCode).toBe(404);
    }
    expect(await count(server, 'users', "email = 'mila@example.com' and first_name = 'Mila'")).toBe(1);
  });

  it('a coach deletes a client with all their data', async () => {
    const coach = await as('coach@example.com');
    const lucasId = await userId(server, 'lucas@example.com');
    expect((await call('DELETE', `/api/clients/${lucasId}/`, coach)).statusCode).toBe(204);
    expect(await count(server, 'users', 'id = $1', [lucasId])).toBe(0);
    expect((await call('GET', `/api/clients/${lucasId}/`, coach)).statusCode).toBe(404);
  });
});
