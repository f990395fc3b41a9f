import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { issueAuthToken } from '../../server/auth/authTokens';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';
import { createApiClient } from '../../src/core/api/client';
import { openEventLog } from '../../src/core/eventLog';
import { createEventRegistry } from '../../src/core/events';
import { cryptoIdSource, systemClock } from '../../src/core/ids';
import { createKernel } from '../../src/core/kernel';
import { createSyncEngine } from '../../src/core/sync/engine';
import { createHttpTransport } from '../../src/core/sync/transport';
import { featureCommands, featureEvents, featureProjections } from '../../src/features/kernels';
import { logQuickAdd } from '../../src/features/diary/commands';
import { engines, freshPostgresDatabase, useTestServer } from './harness';

const KILLS = Number(process.env.FAULT_KILLS ?? 20);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // node with tsx's loader, not the tsx wrapper: the server is this one process, so SIGKILL hits it.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../support/faultyServer.ts')],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describe('sync under faults', () => {
  it(`loses and doubles nothing when the server is killed ${KILLS} times between storing a push and answering it`, async () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    const pg = onPostgres ? await freshPostgresDatabase() : undefined;
    const dataDir = mkdtempSync(join(tmpdir(), 'forkcast-faults-'));
    const db = pg ? await openPostgres(pg.url) : await openPglite(join(dataDir, 'db'));
    await migrate(db);
    await seedDemo(db);
    const { rows } = await db.query<{ id: string }>("select id from users where email = 'sam@example.com'");
    const stream = `user:${rows[0]!.id}`;
    const token = await issueAuthToken(db, Number(rows[0]!.id), new Date());
    // PGlite is one process's database: the server processes take turns with it.
    if (!pg) await db.close();

    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '' };
    const ids = cryptoIdSource(systemClock);
    const log = await openEventLog(`faults-${process.pid}`, () => ids.next());
    const kernel = await createKernel({
      log,
      events: createEventRegistry(featureEvents),
      commands: featureCommands,
      projections: featureProjections,
      clock: systemClock,
      ids,
      session: () => ({ actor: stream, stream }),
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    const api = createApiClient({ baseUrl, token: () => token, language: () => 'en' });
    const engine = createSyncEngine({
      kernel,
      transport: createHttpTransport({ api, baseUrl, token: () => token }),
      streams: () => [stream],
      clock: systemClock,
    });

    try {
      let kills = 0;
      for (let i = 1; i <= KILLS; i++) {
        const server = await startServer({ ...env, FORKCAST_FAULT: 'kill-after-store' });
        await kernel.bus.dispatch(
          logQuickAdd.create({ date: '2026-11-22', mealMoment: 'DINNER', nutrients: { kcal: i } }),
        );
        await engine.syncNow();
        await exited(server);
        if (server.signalCode === 'SIGKILL') kills += 1;
        expect(engine.getState().connection).toBe('offline');
      }
      expect(kills).toBe(KILLS);

      const server = await startServer(env);
      await engine.syncNow();
      expect(engine.getState().pending).toEqual([]);
      expect(await kernel.log.readPending()).toEqual([]);
      server.kill('SIGTERM');
      await exited(server);

      const check = pg ? await openPostgres(pg.url) : await openPglite(join(dataDir, 'db'));
      const stored = await check.query<{ id: string; device_seq: string; seq: string }>(
        'select id, device_seq, seq from events where stream = $1 order by seq',
        [stream],
      );
      await check.close();
      expect(stored.rows.map((r) => Number(r.device_seq))).toEqual(Array.from({ length: KILLS }, (_, i) => i + 1));
      expect(stored.rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: KILLS }, (_, i) => i + 1));
      const confirmed: string[] = [];
      await kernel.log.readConfirmed({}, (page) => confirmed.push(...page.map((e) => e.id)));
      expect(confirmed).toEqual(stored.rows.map((r) => r.id));
    } finally {
      log.close();
      if (pg) {
        await db.close();
        await pg.drop();
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe.each(engines)('concurrent writers on %s', (engine) => {
  const server = useTestServer(engine);

  it('16 writers to one stream while a reader pulls: the reader never skips an event', async () => {
    const { rows } = await server.db.query<{ id: string; email: string }>(
      "select id, email from users where email in ('sam@example.com', 'coach@example.com')",
    );
    const sam = Number(rows.find((r) => r.email === 'sam@example.com')!.id);
    const coach = Number(rows.find((r) => r.email === 'coach@example.com')!.id);
    const stream = `user:${sam}`;
    const writers = await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        const actor = w === 0 ? coach : sam;
        return {
          actor,
          device: `writer-device-${w}`,
          headers: { authorization: `Token ${await issueAuthToken(server.db, actor, server.clock.now)}` },
        };
      }),
    );
    const reader = { authorization: `Token ${await issueAuthToken(server.db, sam, server.clock.now)}` };
    const BATCHES = 8;
    let writing = true;
    const seen: number[] = [];
    const read = (async () => {
      let cursor = 0;
      while (writing || cursor < 16 * BATCHES * 3) {
        const page = (
          await server.app.inject({
            method: 'GET',
            url: `/api/sync/pull?stream=${stream}&after=${cursor}&limit=7`,
            headers: reader,
          })
        ).json() as { events: { seq: number }[]; cursor: number };
        for (const e of page.events) seen.push(e.seq);
        cursor = page.cursor;
        if (!writing && page.events.length === 0) break;
        // A real puller waits on the network; an in-process loop must yield too, or it starves the writers.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const statuses: number[] = [];
    await Promise.all(
      writers.map(async ({ actor, device, headers }, w) => {
        for (let b = 0; b < BATCHES; b++) {
          const events = [1, 2, 3].map((k) => {
            const deviceSeq = b * 3 + k;
            return {
              id: crypto.randomUUID(),
              stream,
              type: 'QuickAddLogged',
              v: 1,
              payload: {
                itemId: `${w}-${deviceSeq}`,
                date: '2026-11-22',
                mealMoment: 'SNACK',
                nutrients: { kcal: deviceSeq },
              },
              actor: `user:${actor}`,
              device,
              deviceSeq,
              at: '2026-11-22T12:00:00.000Z',
            };
          });
          const answer = await server.app.inject({
            method: 'POST',
            url: '/api/sync/push',
            headers,
            payload: { device, events },
          });
          statuses.push(answer.statusCode);
          if (answer.statusCode !== 200) console.error(answer.body);
        }
      }),
    ).finally(() => {
      writing = false;
    });
    await read;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(seen).toEqual(Array.from({ length: 16 * BATCHES * 3 }, (_, i) => i + 1));
  }, 120_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL connections dropped under a running server', () => {
  it('the server survives and answers again after a retry, losing nothing', async () => {
    const database = await freshPostgresDatabase();
    const errors: Error[] = [];
    const db = await openPostgres(database.url, { onError: (e) => errors.push(e) });
    await migrate(db);
    await seedDemo(db);
    const { buildServer } = await import('../../server/app');
    const app = await buildServer({
      deps: { db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'http://localhost' }, now: () => new Date() },
      logLevel: 'silent',
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await openPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const { rows } = await db.query<{ id: string }>("select id from users where email = 'sam@example.com'");
      const stream = `user:${rows[0]!.id}`;
      const headers = {
        authorization: `Token ${await issueAuthToken(db, Number(rows[0]!.id), new Date())}`,
        'content-type': 'application/json',
      };
      let deviceSeq = 0;
      const push = () => {
        deviceSeq += 1;
        const event = {
          id: crypto.randomUUID(),
          stream,
          type: 'QuickAddLogged',
          v: 1,
          payload: { itemId: `r${deviceSeq}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 5 } },
          actor: stream,
          device: 'restart-device',
          deviceSeq,
          at: '2026-11-22T12:00:00.000Z',
        };
        return fetch(`${address}/api/sync/push`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ device: 'restart-device', events: [event] }),
        });
      };
      expect((await push()).status).toBe(200);
      const controller = new AbortController();
      const live = await fetch(`${address}/api/sync/live?streams=${stream}`, { headers, signal: controller.signal });
      const reader = live.body!.pipeThrough(new TextDecoderStream()).getReader();
      let heard = '';
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          heard += value ?? '';
        }
      })();

      // What a database restart does to a running server: every connection it holds is cut.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(database.url).pathname.slice(1)],
      );

      // Until the server has its connections back; bounded by time, not by a count of tries, so that
      // a loaded machine's slow reconnect is not a failure.
      await vi.waitFor(
        async () => {
          const status = (await push()).status;
          if (status === 200) return;
          deviceSeq -= 1; // a failed push stored nothing: the next try resends the same number
          throw new Error(`the push answered ${status}`);
        },
        { timeout: 30_000, interval: 300 },
      );
      expect((await fetch(`${address}/api/health`)).status).toBe(200);

      const pulled = await fetch(`${address}/api/sync/pull?stream=${stream}`, { headers });
      expect((await pulled.json()).events).toHaveLength(2);

      // The LISTEN connection was cut too: it reconnects, and pushes poke followers again.
      heard = '';
      const pushed: number[] = [];
      await vi.waitFor(
        async () => {
          if (!heard.includes('event: poke')) pushed.push((await push()).status);
          expect(heard).toContain('event: poke');
        },
        { timeout: 30_000, interval: 250 },
      );
      expect(pushed.filter((status) => status !== 200)).toEqual([]);
      controller.abort();
    } finally {
      await app.close();
      await db.close();
      await admin.close();
      await database.drop();
    }
  });
});
