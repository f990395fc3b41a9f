// One real server process for tests that run several (tests/api/multi-process.test.ts): the API
// without the built app (tests run before the build), on a free port of 127.0.0.1, against
// DATABASE_URL. Prints 'ready <url>' once it listens; SIGTERM closes it cleanly.
import { buildServer } from '../../server/app';
import { openDatabase } from '../../server/db/open';

const db = await openDatabase({
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
});
const app = await buildServer({
  deps: { db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'http://localhost' }, now: () => new Date() },
  logLevel: 'silent',
});
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0)),
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`ready ${url}\n`);
