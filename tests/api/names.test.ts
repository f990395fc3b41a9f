import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appendServerEvents } from '../../server/sync/appendEvents';
import { uuidv7 } from '../../src/core/ids';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

/** The migration that repairs what was squatted or aliased before the fix. */
const repair = () =>
  readFileSync(
    new URL('../../server/db/migrations/007_reserved_devices_and_stream_names.sql', import.meta.url),
    'utf8',
  );
const quickAdd = (n: number) => ({
  type: 'QuickAddLogged',
  payload: { itemId: `q${n}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
});

/** One event as an app would push it, with any stream, actor and device. */
const event = (n: number, stream: string, actor: number, device: string) => ({
  id: uuidv7(Date.now(), new Uint8Array(10).fill(n)),
  stream,
  ...quickAdd(n),
  v: 1,
  actor: `user:${actor}`,
  device,
  deviceSeq: n,
  at: '2026-11-22T12:00:00.000Z',
});

const push = async (server: TestServer, email: string, device: string, events: object[]) =>
  server.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: auth(await tokenFor(server, email)),
    payload: { device, events },
  });

describe.each(engines)('names that must not alias or squat (%s)', (engine) => {
  const server = useTestServer(engine);

  it("refuses a push from the server's own device, so the planner keeps writing for the person it names", async () => {
    const [sam, eva] = [await userId(server, 'sam@example.com'), await userId(server, 'eva@example.com')];
    const squatter = await push(server, 'sam@example.com', `server:user:${eva}`, [
      event(1, `user:${sam}`, sam, `server:user:${eva}`),
    ]);
    expect(squatter.statusCode).toBe(400);
    expect(await count(server, 'devices', 'device like $1', ['server:%'])).toBe(0);
    await appendServerEvents(server.db, eva, eva, [quickAdd(2)], server.clock.now);
    expect(await count(server, 'events', 'stream = $1 and device = $2', [`user:${eva}`, `server:user:${eva}`])).toBe(1);
  });

  it('gives a server device squatted before the fix back to the server', async () => {
    const [sam, eva] = [await userId(server, 'sam@example.com'), await userId(server, 'eva@example.com')];
    await server.db.query('insert into devices (device, user_id, last_device_seq) values ($1, $2, 7), ($3, $4, 3)', [
      `server:user:${eva}`,
      sam,
      `server:user:${sam}`,
      sam,
    ]);
    await expect(appendServerEvents(server.db, eva, eva, [quickAdd(1)], server.clock.now)).rejects.toThrow(
      /belongs to someone else/,
    );
    await server.db.exec(repair());
    await appendServerEvents(server.db, eva, eva, [quickAdd(1)], server.clock.now);
    expect(await count(server, 'events', 'stream = $1', [`user:${eva}`])).toBe(1);
    // The person's own registration of their server device is theirs, and stays.
    expect(await count(server, 'devices', 'device = $1 and last_device_seq = 3', [`server:user:${sam}`])).toBe(1);
  });

  it.each(['0', '00'])('stores nothing under user:%s<id>, another spelling of a stream', async (prefix) => {
    const sam = await userId(server, 'sam@example.com');
    const alias = `user:${prefix}${sam}`;
    const response = await push(server, 'sam@example.com', 'alias-device-1', [
      event(1, alias, sam, 'alias-device-1'),
      event(2, `user:${sam}`, sam, 'alias-device-1'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().rejected.map((r: { deviceSeq: number }) => r.deviceSeq)).toEqual([1]);
    expect(await count(server, 'events', 'stream <> $1', [`user:${sam}`])).toBe(0);
    const pull = await server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?stream=${encodeURIComponent(alias)}`,
      headers: auth(await tokenFor(server, 'sam@example.com')),
    });
    expect(pull.statusCode).toBe(400);
  });

  it('removes events stored under another spelling of a stream before the fix', async () => {
    const sam = await userId(server, 'sam@example.com');
    const stored = event(1, `user:0${sam}`, sam, 'alias-device-1');
    await server.db.query(
      `insert into events (id, stream, seq, type, v, payload, actor, device, device_seq, at) values ($1, $2, 1, $3, 1, $4, $5, $6, 1, $7), ($8, $9, 1, $3, 1, $4, $5, $6, 2, $7)`,
      [
        stored.id,
        stored.stream,
        stored.type,
        JSON.stringify(stored.payload),
        stored.actor,
        stored.device,
        stored.at,
        crypto.randomUUID(),
        `user:${sam}`,
      ],
    );
    await server.db.exec(repair());
    expect(await count(server, 'events', 'true')).toBe(1);
    expect(await count(server, 'events', 'stream = $1', [`user:${sam}`])).toBe(1);
  });

  it.each(['0x{hex}', '0{id}', '{id}.0', '{id}e0', '%20{id}', '+{id}'])(
    'refuses the client id %s: only decimal ids name a client',
    async (spelling) => {
      const sam = await userId(server, 'sam@example.com');
      const id = spelling.replace('{hex}', sam.toString(16)).replace('{id}', String(sam));
      const headers = auth(await tokenFor(server, 'coach@example.com'));
      expect((await server.app.inject({ method: 'GET', url: `/api/clients/${sam}/`, headers })).statusCode).toBe(200);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await server.app.inject({
          method,
          url: `/api/clients/${id}/`,
          headers,
          ...(method === 'PATCH' ? { payload: { last_name: 'Renamed' } } : {}),
        });
        expect(response.statusCode, `${method} ${id}`).toBe(400);
      }
      expect(await count(server, 'users', 'id = $1 and last_name <> $2', [sam, 'Renamed'])).toBe(1);
    },
  );

  it('refuses an organisation id that is not decimal', async () => {
    const { rows } = await server.db.query<{ organisation_id: string }>(
      "select organisation_id from users where email = 'coach@example.com'",
    );
    const organisation = Number(rows[0]!.organisation_id);
    const headers = auth(await tokenFor(server, 'coach@example.com'));
    const renamed = await server.app.inject({
      method: 'PATCH',
      url: `/api/users/organisation/0x${organisation.toString(16)}/`,
      headers,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/organisations/0${organisation}/logo` })).statusCode,
    ).toBe(400);
  });
});
