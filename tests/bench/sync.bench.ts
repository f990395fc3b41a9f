// Sync throughput and latency over loopback, on PGlite and (when reachable) PostgreSQL.
// Run: npx tsx tests/bench/sync.bench.ts   Prints figures; asserts nothing (machines are noisy).
// Bounded: every loop stops after a fixed count or a few seconds, and only 127.0.0.1 is used.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
// @ts-expect-error -- a plain module shared with the load worker, without type declarations
import { pushOnce } from './pushOnce.mjs';
import Fastify from 'fastify';
import { buildServer } from '../../server/app';
import { issueAuthToken } from '../../server/auth/authTokens';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';
import { measureCpu, perPush, type CpuCost } from './cpuMeter';

const CLIENTS = 16;
const PUSH_SECONDS = 5;
/** Issue 20's floor: the push rates measured before the hardening issue's quotas, and the poke's p95. */
const GOALS = { pushesPerSecond: { PGlite: 2_002, PostgreSQL: 2_580 }, pokeP95Ms: 10 } as const;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** Runs tests/bench/pushLoad.mjs in a worker thread and returns what it reports. */
const inWorker = <T>(workerData: Record<string, unknown>) =>
  new Promise<T>((resolve, reject) => {
    const worker = new Worker(new URL('./pushLoad.mjs', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

const warmUp = (base: string, clients: { device: string }[]) =>
  inWorker({
    base,
    clients: clients.map((c) => ({ ...c, device: `${c.device}-warm`, seq: 0 })),
    mode: 'flat-out',
    seconds: 1,
  });

/** Every client pushes as fast as it can for PUSH_SECONDS, after a second of the same on other devices, so that the figures (CPU per push above all) are not of cold code. */
async function pushFlatOut(db: Database, base: string, clients: { device: string }[]) {
  await warmUp(base, clients);
  const { result, cpu } = await measureCpu(db, () =>
    inWorker<{ pushes: number }>({ base, clients, mode: 'flat-out', seconds: PUSH_SECONDS }),
  );
  return { pushes: result.pushes, cpu };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/**
 * The issue's yardstick, measured here and now: a plain Fastify route that inserts the same five
 * events with one statement (no sign-in, checks, dedup, ordering or pokes), under the same load.
 */
async function plainFastify(db: Database, clients: { device: string }[]) {
  const app = Fastify();
  let seq = 0;
  app.post('/api/sync/push', async (request) => {
    const { events } = request.body as {
      events: {
        id: string;
        stream: string;
        type: string;
        v: number;
        payload: unknown;
        actor: string;
        device: string;
        deviceSeq: number;
        at: string;
      }[];
    };
    const values: unknown[] = [];
    const rows = events.map((e, i) => {
      values.push(
        e.id,
        `plain:${e.stream}`,
        (seq += 1),
        e.type,
        e.v,
        JSON.stringify(e.payload),
        e.actor,
        e.device,
        e.deviceSeq,
        e.at,
      );
      return `(${Array.from({ length: 10 }, (_, k) => `$${i * 10 + k + 1}`).join(', ')})`;
    });
    await db.query(
      `insert into events (id, stream, seq, type, v, payload, actor, device, device_seq, at) values ${rows.join(', ')}`,
      values,
    );
    return { ok: true };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { pushes, cpu } = await pushFlatOut(db, base, clients);
  await app.close();
  await db.query("delete from events where stream like 'plain:%'");
  return { pushes, cpu };
}

async function bench(name: keyof typeof GOALS.pushesPerSecond, db: Database) {
  await migrate(db);
  await seedDemo(db);
  // The load is far above one person's minute quota: lift it, so the quota is counted (its cost measured) but never refuses.
  const app = await buildServer({
    deps: {
      db,
      mailer: { send: async () => {} },
      config: { PUBLIC_URL: 'http://localhost' },
      now: () => new Date(),
      quotas: { eventsPerMinute: 100_000_000 },
    },
    logLevel: 'silent',
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const users = (await db.query<{ id: string }>('select id from users where not is_coach order by id')).rows.map((r) =>
    Number(r.id),
  );
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const user = users[c % users.length]!;
      return {
        user,
        device: `bench-${name}-${c}`,
        seq: 0,
        headers: {
          authorization: `Token ${await issueAuthToken(db, user, new Date())}`,
          'content-type': 'application/json',
        },
      };
    }),
  );

  // 1. Throughput.
  const { pushes, cpu } = await pushFlatOut(db, base, clients);
  const pushRate = pushes / PUSH_SECONDS;

  // 2. Pull throughput: read every stream from the start in pages of 1,000.
  const pullStarted = performance.now();
  let pulled = 0;
  for (const client of clients.slice(0, users.length)) {
    let after = 0;
    for (;;) {
      const page = (await (
        await fetch(`${base}/api/sync/pull?stream=user:${client.user}&after=${after}`, { headers: client.headers })
      ).json()) as { events: unknown[]; cursor: number; hasMore: boolean };
      pulled += page.events.length;
      after = page.cursor;
      if (!page.hasMore) break;
    }
  }
  const pullRate = pulled / ((performance.now() - pullStarted) / 1000);

  // 3. Latency at a fixed 500 pushes per second for 4 seconds.
  const rate = 500;
  const { latencies, failed } = await inWorker<{ latencies: number[]; failed: number }>({
    base,
    clients,
    mode: 'paced',
    rate,
    total: rate * 4,
    label: `bench-${name}`,
  });

  // 4. Push on one device to poke on another: 100 times.
  const watcher = clients[0]!;
  const controller = new AbortController();
  const live = await fetch(`${base}/api/sync/live?streams=user:${watcher.user}`, {
    headers: watcher.headers,
    signal: controller.signal,
  });
  const reader = live.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (!buffer.includes('event: ready')) buffer += (await reader.read()).value ?? '';
  const pokeTimes: number[] = [];
  const writer = { ...watcher, device: `bench-${name}-other`, seq: 0 };
  for (let i = 0; i < 100; i++) {
    buffer = '';
    const started = performance.now();
    await pushOnce(base, writer);
    while (!buffer.includes('event: poke')) buffer += (await reader.read()).value ?? '';
    pokeTimes.push(performance.now() - started);
  }
  controller.abort();

  const plain: { pushes: number; cpu: CpuCost } = await plainFastify(
    db,
    clients.map((c) => ({ ...c, device: `${c.device}-plain`, seq: 0 })),
  );

  const plainRate = plain.pushes / PUSH_SECONDS;
  const goalRate = GOALS.pushesPerSecond[name];
  const pokeP95 = percentile(pokeTimes, 95);
  const spread = (values: number[]) =>
    `p5 ${percentile(values, 5).toFixed(1)}, p50 ${percentile(values, 50).toFixed(1)}, p95 ${percentile(values, 95).toFixed(1)}, p99 ${percentile(values, 99).toFixed(1)} ms`;
  console.log(`\n${name} (load average ${loadavg()[0]!.toFixed(1)})`);
  console.log(
    `  pushes of 5 events, ${CLIENTS} clients: ${pushRate.toFixed(0)} pushes/s (${(pushRate * 5).toFixed(0)} events/s); ` +
      `goal at least ${goalRate}: ${verdict(pushRate >= goalRate)}`,
  );
  console.log(
    `  the same load on a plain Fastify insert (the yardstick): ${plainRate.toFixed(0)} pushes/s; ` +
      `push rate / yardstick: ${(pushRate / plainRate).toFixed(2)}`,
  );
  console.log(`  CPU per push: ${perPush(cpu, pushes)}; yardstick ${perPush(plain.cpu, plain.pushes)}`);
  console.log(`  pull: ${pullRate.toFixed(0)} events/s over ${pulled} events`);
  console.log(
    `  latency at ${rate} pushes/s: ${spread(latencies)}${failed ? ` (${failed} pushes failed: the machine is too busy)` : ''}`,
  );
  console.log(
    `  push to poke on another device: ${spread(pokeTimes)}; goal p95 under ${GOALS.pokeP95Ms} ms: ${verdict(pokeP95 < GOALS.pokeP95Ms)}`,
  );
  await app.close();
  await db.close();
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
);
await bench('PGlite', await openPglite(undefined));
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
try {
  const admin = await openPostgres(url);
  const name = `forkcast_bench_${process.pid}`;
  await admin.exec(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', await openPostgres(target.toString(), { max: 20 }));
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
} catch (error) {
  console.log(`\nPostgreSQL: skipped (${(error as Error).message})`);
}
