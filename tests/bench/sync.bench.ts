// Sync throughput and latency over loopback, on PGlite and (when reachable) PostgreSQL.
// Run: npx tsx tests/bench/sync.bench.ts   Prints figures; asserts nothing (machines are noisy).
// Bounded: every loop stops after a fixed count or a few seconds, and only 127.0.0.1 is used.
import { buildServer } from '../../server/app';
import { issueAuthToken } from '../../server/auth/authTokens';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seedDemo } from '../../server/seed';

const CLIENTS = 16;
const PUSH_SECONDS = 5;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

async function bench(name: string, db: Database) {
  await migrate(db);
  await seedDemo(db);
  const app = await buildServer({ deps: { db, mailer: { send: async () => {} }, config: { PUBLIC_URL: 'http://localhost' }, now: () => new Date() }, logLevel: 'silent' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const users = (await db.query<{ id: string }>('select id from users where not is_coach order by id')).rows.map((r) => Number(r.id));
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      const user = users[c % users.length]!;
      return { user, device: `bench-${name}-${c}`, seq: 0, headers: { authorization: `Token ${await issueAuthToken(db, user, new Date())}`, 'content-type': 'application/json' } };
    }),
  );
  const pushOnce = async (client: (typeof clients)[number]) => {
    const events = Array.from({ length: 5 }, () => {
      client.seq += 1;
      return { id: crypto.randomUUID(), stream: `user:${client.user}`, type: 'QuickAddLogged', v: 1, payload: { itemId: `b${client.seq}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } }, actor: `user:${client.user}`, device: client.device, deviceSeq: client.seq, at: '2026-11-22T12:00:00.000Z' };
    });
    const started = performance.now();
    const response = await fetch(`${base}/api/sync/push`, { method: 'POST', headers: client.headers, body: JSON.stringify({ device: client.device, events }) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`push ${response.status}`);
    return performance.now() - started;
  };

  // 1. Throughput: every client pushes as fast as it can for a few seconds.
  let pushes = 0;
  const until = performance.now() + PUSH_SECONDS * 1000;
  await Promise.all(clients.map(async (client) => {
    while (performance.now() < until) {
      await pushOnce(client);
      pushes += 1;
    }
  }));
  const pushRate = pushes / PUSH_SECONDS;

  // 2. Pull throughput: read every stream from the start in pages of 1,000.
  const pullStarted = performance.now();
  let pulled = 0;
  for (const client of clients.slice(0, users.length)) {
    let after = 0;
    for (;;) {
      const page = (await (await fetch(`${base}/api/sync/pull?stream=user:${client.user}&after=${after}`, { headers: client.headers })).json()) as { events: unknown[]; cursor: number; hasMore: boolean };
      pulled += page.events.length;
      after = page.cursor;
      if (!page.hasMore) break;
    }
  }
  const pullRate = pulled / ((performance.now() - pullStarted) / 1000);

  // 3. Latency at a fixed 500 pushes per second for 4 seconds.
  const latencies: number[] = [];
  const rate = 500;
  const total = rate * 4;
  const paced = performance.now();
  await Promise.all(Array.from({ length: total }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, paced + (i * 1000) / rate - performance.now())));
    // Its own device per push: concurrent pushes from one device would arrive out of order.
    const client = clients[i % clients.length]!;
    latencies.push(await pushOnce({ ...client, device: `bench-${name}-paced-${i}`, seq: 0 }));
  }));

  // 4. Push on one device to poke on another: 100 times.
  const watcher = clients[0]!;
  const controller = new AbortController();
  const live = await fetch(`${base}/api/sync/live?streams=user:${watcher.user}`, { headers: watcher.headers, signal: controller.signal });
  const reader = live.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (!buffer.includes('event: ready')) buffer += (await reader.read()).value ?? '';
  const pokeTimes: number[] = [];
  const writer = { ...watcher, device: `bench-${name}-other`, seq: 0 };
  for (let i = 0; i < 100; i++) {
    buffer = '';
    const started = performance.now();
    await pushOnce(writer);
    while (!buffer.includes('event: poke')) buffer += (await reader.read()).value ?? '';
    pokeTimes.push(performance.now() - started);
  }
  controller.abort();

  console.log(`\n${name}`);
  console.log(`  pushes of 5 events, ${CLIENTS} clients: ${pushRate.toFixed(0)} pushes/s (${(pushRate * 5).toFixed(0)} events/s)`);
  console.log(`  pull: ${pullRate.toFixed(0)} events/s over ${pulled} events`);
  console.log(`  latency at ${rate} pushes/s: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`  push to poke on another device: p50 ${percentile(pokeTimes, 50).toFixed(1)} ms, p95 ${percentile(pokeTimes, 95).toFixed(1)} ms`);
  await app.close();
  await db.close();
}

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
