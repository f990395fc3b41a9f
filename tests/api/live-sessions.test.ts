import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { issueAuthToken } from '../../server/auth/authTokens';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';
import { engines, freshPostgresDatabase, useTestServer, type TestServer } from './harness';
import { auth, tokenFor, userId } from './support';

interface LiveConnection {
  readonly status: number;
  /** Everything heard so far. */
  text(): string;
  /** Resolves when the server ends the connection. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/sync/live as the app does, and waits for its `ready` (or its refusal). */
async function openLive(address: string, token: string): Promise<LiveConnection> {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/sync/live`, {
    headers: { ...auth(token), 'accept-language': 'nl' },
    signal: controller.signal,
  });
  let heard = '';
  if (!response.ok) return { status: response.status, text: () => heard, ended: Promise.resolve(), close: () => {} };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return ready();
      heard += value ?? '';
      if (heard.includes('event: ready')) ready();
    }
  })();
  await isReady;
  return { status: response.status, text: () => heard, ended, close: () => controller.abort() };
}

/** Whether the connection is still open, judged by whether it hears a poke for a push to its stream. */
async function hearsPoke(server: TestServer, connection: LiveConnection, email: string): Promise<boolean> {
  const id = await userId(server, email);
  const before = connection.text().split('event: poke').length;
  await server.db.query('select pg_notify($1, $2)', ['forkcast_stream', `user:${id}:99`]);
  const heard = new Promise<boolean>((resolve) => {
    const check = () =>
      connection.text().split('event: poke').length > before ? resolve(true) : setTimeout(check, 10);
    check();
  });
  return Promise.race([heard, connection.ended.then(() => false)]);
}

describe.each(engines)('live connections end with the session (%s)', (engine) => {
  const server = useTestServer(engine, { quotas: { liveConnectionsPerToken: 2, liveConnectionsPerUser: 3 } });
  const address = async () =>
    server.app.server.listening
      ? `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`
      : server.app.listen({ port: 0, host: '127.0.0.1' });

  it("closes a sign-in's live connections when it signs out, and only that sign-in's", async () => {
    const [phone, laptop] = [await tokenFor(server, 'sam@example.com'), await tokenFor(server, 'sam@example.com')];
    const onPhone = await openLive(await address(), phone);
    const onLaptop = await openLive(await address(), laptop);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/auth/token/logout', headers: auth(phone) })).statusCode,
    ).toBe(204);
    await onPhone.ended;
    expect(await hearsPoke(server, onLaptop, 'sam@example.com')).toBe(true);
    onLaptop.close();
  });

  it('closes every live connection of a client the coach deactivates', async () => {
    const sam = await userId(server, 'sam@example.com');
    const connections = [
      await openLive(await address(), await tokenFor(server, 'sam@example.com')),
      await openLive(await address(), await tokenFor(server, 'sam@example.com')),
    ];
    const coach = await openLive(await address(), await tokenFor(server, 'coach@example.com'));
    const deactivated = await server.app.inject({
      method: 'PATCH',
      url: `/api/clients/${sam}/`,
      headers: auth(await tokenFor(server, 'coach@example.com')),
      payload: { account_enabled: false },
    });
    expect(deactivated.statusCode).toBe(200);
    await Promise.all(connections.map((c) => c.ended));
    expect(await hearsPoke(server, coach, 'sam@example.com')).toBe(true);
    coach.close();
  });

  it('closes the live connections of an account that is deleted', async () => {
    const token = await tokenFor(server, 'eva@example.com');
    const connection = await openLive(await address(), token);
    expect(
      (await server.app.inject({ method: 'DELETE', url: '/api/auth/users/me', headers: auth(token) })).statusCode,
    ).toBe(204);
    await connection.ended;
  });

  it('keeps the newest connections of one sign-in, and refuses a user more than their share of the process', async () => {
    const token = await tokenFor(server, 'sam@example.com');
    const [first, second] = [await openLive(await address(), token), await openLive(await address(), token)];
    const third = await openLive(await address(), token);
    await first.ended;
    expect(await hearsPoke(server, second, 'sam@example.com')).toBe(true);
    const other = await openLive(await address(), await tokenFor(server, 'sam@example.com'));
    expect(other.status).toBe(200);
    const refused = await fetch(`${await address()}/api/sync/live`, {
      headers: { ...auth(await tokenFor(server, 'sam@example.com')), 'accept-language': 'nl' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await refused.json()).detail).toMatch(/te veel open verbindingen/);
    for (const connection of [second, third, other]) connection.close();
  });
});

// Several server processes share one PostgreSQL: a sign-out on one closes connections on the others.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('live connections across server processes', () => {
  it('a sign-out on one server closes the connection held by another', async () => {
    const database = await freshPostgresDatabase();
    const dbs = [await openPostgres(database.url), await openPostgres(database.url)];
    await migrate(dbs[0]!);
    await seedDemo(dbs[0]!);
    const apps = await Promise.all(
      dbs.map((db) =>
        buildServer({
          deps: {
            db,
            mailer: { send: async () => {} },
            config: { PUBLIC_URL: 'http://localhost' },
            now: () => new Date(),
          },
          logLevel: 'silent',
        }),
      ),
    );
    try {
      const [a, b] = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
      const { rows } = await dbs[0]!.query<{ id: string }>("select id from users where email = 'sam@example.com'");
      const token = await issueAuthToken(dbs[0]!, Number(rows[0]!.id), new Date());
      const connection = await openLive(b!, token);
      expect((await fetch(`${a}/api/auth/token/logout`, { method: 'POST', headers: auth(token) })).status).toBe(204);
      await connection.ended;
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await database.drop();
    }
  });
});
