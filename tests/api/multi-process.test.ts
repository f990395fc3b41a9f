import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { issueAuthToken } from '../../server/auth/authTokens';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';
import { uuidv7 } from '../../src/core/ids';
import { freshPostgresDatabase } from './harness';

const EMAILS = ['sam@example.com', 'noor@example.com', 'lucas@example.com', 'eva@example.com'];
const DEVICES_PER_USER = 3;
const PUSHES_PER_DEVICE = Number(process.env.MULTI_PROCESS_PUSHES ?? 25);
/** Every request is bounded; a loop that retries stops after this many tries. */
const REQUEST_MS = 30_000;
const TRIES = 50;

interface Server {
  readonly child: ChildProcess;
  readonly url: string;
  alive: boolean;
}

function startServer(databaseUrl: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // node with tsx's loader, not the tsx wrapper: the server is this one process, so SIGKILL hits it.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../support/serverProcess.ts')],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\S+)\n/.exec(out);
      if (ready) resolve({ child, url: ready[1]!, alive: true });
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}
const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

interface Event {
  id: string;
  stream: string;
  deviceSeq: number;
  [field: string]: unknown;
}
interface Device {
  readonly name: string;
  readonly stream: string;
  readonly headers: Record<string, string>;
  readonly made: Event[];
  pending: Event[];
}
interface PullPage {
  events: { id: string; seq: number; device: string; deviceSeq: number }[];
  cursor: number;
  hasMore: boolean;
}

const quickAdd = (device: Device): Event => ({
  id: uuidv7(Date.now(), crypto.getRandomValues(new Uint8Array(10))),
  stream: device.stream,
  type: 'QuickAddLogged',
  v: 1,
  payload: {
    itemId: crypto.randomUUID(),
    date: '2026-11-22',
    mealMoment: 'LUNCH',
    nutrients: { kcal: device.made.length + 1 },
  },
  actor: device.stream,
  device: device.name,
  deviceSeq: device.made.length + 1,
  at: new Date().toISOString(),
});

// The design's promise (docs/operations.md): several server processes behind a load balancer on one
// PostgreSQL. Three real processes take concurrent pushes for the same streams from several devices
// of each person; one is killed (SIGKILL) a third of the way through; the devices re-send what was
// not answered to the others, as the app does.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('three server processes on one PostgreSQL', () => {
  it('store every acknowledged event once and in order, complete pulls, and poke followers across processes, while one is killed', async () => {
    const started = performance.now();
    const database = await freshPostgresDatabase();
    const db = await openPostgres(database.url, { max: 2 });
    const servers: Server[] = [];
    const live = new AbortController();
    try {
      await migrate(db);
      await seedDemo(db);
      servers.push(...(await Promise.all([0, 1, 2].map(() => startServer(database.url)))));
      const serversUp = performance.now();
      const [doomed, follower, witness] = servers as [Server, Server, Server];
      const alive = () => servers.filter((s) => s.alive);

      const devices: Device[] = [];
      for (const email of EMAILS) {
        const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
        const user = Number(rows[0]!.id);
        for (let d = 0; d < DEVICES_PER_USER; d++) {
          const token = await issueAuthToken(db, user, new Date());
          // Random ids, as devices make them: their order interleaves the people, as in real groups.
          devices.push({
            name: crypto.randomUUID(),
            stream: `user:${user}`,
            headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
            made: [],
            pending: [],
          });
        }
      }
      const sam = devices[0]!;

      // A follower of Sam's stream on the second process, pulling whenever it is poked, as the app does.
      let pokes = 0;
      const pokeWaiters: { seq: number; resolve: () => void }[] = [];
      const puller = {
        cursor: 0,
        wanted: 0,
        ids: [] as string[],
        gaps: [] as string[],
        pulls: 0,
        running: undefined as Promise<void> | undefined,
      };
      const pullPage = async (server: Server, device: Device, after: number, limit: number): Promise<PullPage> => {
        const answer = await fetch(
          `${server.url}/api/sync/pull?stream=${device.stream}&after=${after}&limit=${limit}`,
          { headers: device.headers, signal: AbortSignal.timeout(REQUEST_MS) },
        );
        if (answer.status !== 200) throw new Error(`pull answered ${answer.status}`);
        return (await answer.json()) as PullPage;
      };
      const pullToPoke = async () => {
        for (let i = 0; i < TRIES * 20 && puller.cursor < puller.wanted; i++) {
          const up = alive();
          const page = await pullPage(up[i % up.length]!, sam, puller.cursor, 25).catch(() => undefined);
          if (!page) continue;
          puller.pulls += 1;
          for (const event of page.events) {
            if (event.seq !== puller.cursor + 1) puller.gaps.push(`${puller.cursor} -> ${event.seq}`);
            puller.cursor = event.seq;
            puller.ids.push(event.id);
          }
        }
      };
      const onPoke = (seq: number) => {
        pokes += 1;
        for (const waiter of pokeWaiters.filter((w) => w.seq <= seq)) waiter.resolve();
        puller.wanted = Math.max(puller.wanted, seq);
        const run = () => {
          const from = puller.cursor;
          // A poke that came during a run is pulled by another, as long as runs make progress.
          puller.running ??= pullToPoke().finally(() => {
            puller.running = undefined;
            if (puller.cursor < puller.wanted && puller.cursor > from) run();
          });
        };
        run();
      };
      const stream = await fetch(`${follower.url}/api/sync/live?streams=${sam.stream}`, {
        headers: sam.headers,
        signal: live.signal,
      });
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('event: ready')) text += (await reader.read()).value ?? '';
      const reading = (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          text += value;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const message = text.slice(0, end);
            text = text.slice(end + 2);
            const data = /^event: poke\ndata: (.*)$/m.exec(message);
            if (data) onPoke((JSON.parse(data[1]!) as { seq: number }).seq);
          }
        }
      })();

      // The load: every device pushes batches of one to four events, each to another process in turn.
      const totalPushes = devices.length * PUSHES_PER_DEVICE;
      const figures = { answered: 0, failedRequests: 0, conflicts: 0, rejected: 0, killedAt: 0, inFlightAtKill: 0 };
      const inFlight = new Map<Server, number>();
      const push = async (device: Device, turn: number) => {
        for (let attempt = 0; attempt < TRIES && device.pending.length > 0; attempt++) {
          const up = alive();
          const server = up[(turn + attempt) % up.length]!;
          inFlight.set(server, (inFlight.get(server) ?? 0) + 1);
          const answer = await fetch(`${server.url}/api/sync/push`, {
            method: 'POST',
            headers: device.headers,
            body: JSON.stringify({ device: device.name, events: device.pending.slice(0, 20) }),
            signal: AbortSignal.timeout(REQUEST_MS),
          })
            .then(async (response) => ({
              status: response.status,
              body: (await response.json()) as {
                lastDeviceSeq: number;
                rejected: unknown[];
                expectedDeviceSeq: number;
              },
            }))
            .catch(() => undefined)
            .finally(() => inFlight.set(server, inFlight.get(server)! - 1));
          // A third of the way through, the first process dies while it holds pushes not yet answered.
          if (figures.answered >= totalPushes / 3 && doomed.alive && inFlight.get(doomed)! > 0) {
            doomed.alive = false;
            figures.killedAt = figures.answered;
            figures.inFlightAtKill = inFlight.get(doomed)!;
            doomed.child.kill('SIGKILL');
          }
          if (answer?.status === 200) {
            figures.answered += 1;
            figures.rejected += answer.body.rejected.length;
            device.pending = device.pending.filter((e) => e.deviceSeq > answer.body.lastDeviceSeq);
          } else if (answer?.status === 409) {
            figures.conflicts += 1;
            device.pending = device.pending.filter((e) => e.deviceSeq >= answer.body.expectedDeviceSeq);
          } else {
            figures.failedRequests += 1;
          }
        }
        if (device.pending.length > 0)
          throw new Error(`${device.name} could not deliver deviceSeq ${device.pending[0]!.deviceSeq}`);
      };
      await Promise.all(
        devices.map(async (device, d) => {
          for (let turn = 0; turn < PUSHES_PER_DEVICE; turn++) {
            for (let n = 0; n <= (turn + d) % 4; n++) {
              const event = quickAdd(device);
              device.made.push(event);
              device.pending.push(event);
            }
            await push(device, turn + d);
          }
        }),
      );
      await exited(doomed.child);
      const loadDone = performance.now();

      // A poke crosses processes: a push on the third process reaches the follower on the second.
      const latest = quickAdd(sam);
      sam.made.push(latest);
      sam.pending.push(latest);
      const pushedAt = performance.now();
      const { rows } = await db.query<{ top: string }>(
        'select coalesce(max(seq), 0) as top from events where stream = $1',
        [sam.stream],
      );
      const poked = new Promise<void>((resolve) => pokeWaiters.push({ seq: Number(rows[0]!.top) + 1, resolve }));
      const answer = await fetch(`${witness.url}/api/sync/push`, {
        method: 'POST',
        headers: sam.headers,
        body: JSON.stringify({ device: sam.name, events: [latest] }),
        signal: AbortSignal.timeout(REQUEST_MS),
      });
      expect(answer.status).toBe(200);
      await Promise.race([
        poked,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no poke crossed processes within 30 s')), 30_000),
        ),
      ]);
      const pokeMs = performance.now() - pushedAt;

      // Every event every device made is stored exactly once, acknowledged or re-sent, in seq order
      // without gaps; a device's events keep their order.
      let events = 0;
      for (const device of devices.filter((_, i) => i % DEVICES_PER_USER === 0)) {
        const pulled: PullPage['events'] = [];
        for (let page = 0, after = 0, more = true; more && page < 1_000; page++) {
          const next = await pullPage(witness, device, after, 100);
          pulled.push(...next.events);
          after = next.cursor;
          more = next.hasMore;
        }
        expect(pulled.map((e) => e.seq)).toEqual(pulled.map((_, i) => i + 1));
        const made = devices.filter((d) => d.stream === device.stream).flatMap((d) => d.made.map((e) => e.id));
        expect(pulled.map((e) => e.id).sort()).toEqual(made.sort());
        for (const name of new Set(pulled.map((e) => e.device))) {
          const seqs = pulled.filter((e) => e.device === name).map((e) => e.deviceSeq);
          expect(seqs).toEqual(seqs.map((_, i) => i + 1));
        }
        events += pulled.length;
        if (device === sam) {
          // The poked follower pulled everything, page after page, and never skipped a seq.
          for (let i = 0; i < TRIES && puller.running; i++) await puller.running;
          expect(puller.gaps).toEqual([]);
          expect(puller.ids).toEqual(pulled.map((e) => e.id));
        }
      }
      expect(figures.killedAt).toBeGreaterThan(0);
      expect(figures.answered).toBeGreaterThan(figures.killedAt);
      expect(figures.rejected).toBe(0);

      console.log(
        `multi-process: 3 processes, ${devices.length} devices of ${EMAILS.length} people, ${figures.answered} pushes answered (killed after ${figures.killedAt} with ${figures.inFlightAtKill} in flight there; ${figures.failedRequests} requests failed and were re-sent elsewhere; ${figures.conflicts} 409s), ` +
          `${events} events stored once in order, ${pokes} pokes to the follower, ${puller.pulls} pulls by it, cross-process poke in ${pokeMs.toFixed(0)} ms; ` +
          `servers up in ${seconds(started, serversUp)} s, load ${seconds(serversUp, loadDone)} s, all ${seconds(started, performance.now())} s`,
      );
      live.abort();
      await reading;

      // No statement of any process ended in a deadlock (a group that did would be re-run alone and
      // pass unseen). A backend reports its counts when it ends: stop the processes, wait for that.
      for (const server of alive()) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => exited(s.child)));
      let others = 1;
      for (let i = 0; i < TRIES && others > 0; i++) {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        others = rows[0]!.n;
        if (others > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await db.query('select pg_stat_clear_snapshot()');
      const { rows: deadlocks } = await db.query<{ n: string }>(
        'select deadlocks as n from pg_stat_database where datname = current_database()',
      );
      expect(Number(deadlocks[0]!.n)).toBe(0);
    } finally {
      live.abort();
      for (const server of servers)
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => exited(s.child)));
      await db.close();
      await database.drop();
    }
  }, 120_000);
});
