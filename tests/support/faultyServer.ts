// The real server, for fault tests only: with FORKCAST_FAULT=kill-after-store it kills itself
// (SIGKILL) after a push has committed new events and before the answer leaves, as a crash would.
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
if (process.env.FORKCAST_FAULT === 'kill-after-store') {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (
      request.url === '/api/sync/push' &&
      typeof payload === 'string' &&
      (JSON.parse(payload) as { accepted?: unknown[] }).accepted?.length
    ) {
      process.kill(process.pid, 'SIGKILL');
    }
    return payload;
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
