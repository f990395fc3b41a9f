import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { issueAuthToken } from '../../server/auth/authTokens';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';
import { uuidv7 } from '../../src/core/ids';
import { freshPostgresDatabase } from './harness';

// Several server processes behind a load balancer share one PostgreSQL: a push on one must poke
// followers on the others (LISTEN/NOTIFY). Only meaningful on PostgreSQL.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('live pokes across server processes', () => {
  it('a push to one server pokes a follower connected to another', async () => {
    const database = await freshPostgresDatabase();
    const dbs = [await openPostgres(database.url), await openPostgres(database.url)];
    await migrate(dbs[0]!);
    await seedDemo(dbs[0]!);
    const now = () => new Date();
    const mailer = { send: async () => {} };
    const apps = await Promise.all(
      dbs.map((db) =>
        buildServer({ deps: { db, mailer, config: { PUBLIC_URL: 'http://localhost' }, now }, logLevel: 'silent' }),
      ),
    );
    try {
      const [a, b] = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
      const { rows } = await dbs[0]!.query<{ id: string }>("select id from users where email = 'sam@example.com'");
      const id = Number(rows[0]!.id);
      const headers = { authorization: `Token ${await issueAuthToken(dbs[0]!, id, new Date())}` };
      const controller = new AbortController();
      const live = await fetch(`${b}/api/sync/live`, { headers, signal: controller.signal });
      const reader = live.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
      const event = {
        id: uuidv7(Date.now(), new Uint8Array(10)),
        stream: `user:${id}`,
        type: 'QuickAddLogged',
        v: 1,
        payload: { itemId: 'i', date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 10 } },
        actor: `user:${id}`,
        device: 'device-proc-1',
        deviceSeq: 1,
        at: '2026-11-22T12:00:00.000Z',
      };
      const pushed = await fetch(`${a}/api/sync/push`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ device: 'device-proc-1', events: [event] }),
      });
      expect(pushed.status).toBe(200);
      const deadline = Date.now() + 30_000;
      while (!text.includes('event: poke') && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ value?: string }>((r) => setTimeout(() => r({}), 100)),
        ]);
        text += chunk.value ?? '';
      }
      expect(text).toContain(`data: {"stream":"user:${id}","seq":1}`);
      controller.abort();
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await database.drop();
    }
  });
});
