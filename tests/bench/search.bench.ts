// Food search server time over 200 everyday queries in English and Dutch (typos included), on
// PGlite and (when reachable) PostgreSQL, beside the goal of issue 19: p95 at most 20 ms.
// Run: npx tsx tests/bench/search.bench.ts   Prints figures; asserts nothing (machines are noisy).
import { searchFoods } from '../../server/catalogue/foodSearch';
import { importCatalogue } from '../../server/catalogue/importCatalogue';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { queries } from './searchQueries';

const GOAL_P95_MS = 20;
const ROUNDS = 3;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

async function bench(name: string, db: Database) {
  await migrate(db);
  await importCatalogue(db);
  // One warm-up pass, so the figures are of a running server, not of its first query.
  for (const q of queries) await searchFoods(db, q.query, { language: q.language, limit: 26 });
  // Wall time, and this process's CPU time: on PGlite that is all the server's work, unlike wall
  // time on a busy machine; on PostgreSQL the database's own CPU is not in it.
  const wall: number[] = [];
  const cpu: number[] = [];
  let empty = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const [started, used] = [performance.now(), process.cpuUsage()];
      const found = await searchFoods(db, q.query, { language: q.language, limit: 26 });
      const spent = process.cpuUsage(used);
      wall.push(performance.now() - started);
      cpu.push((spent.user + spent.system) / 1000);
      if (round === 0 && found.length === 0) empty += 1;
    }
  }
  const figures = (times: number[]) => {
    const [p5, p50, p95] = [5, 50, 95].map((p) => percentile(times, p));
    return `p5 ${p5!.toFixed(1)} ms, p50 ${p50!.toFixed(1)} ms, p95 ${p95!.toFixed(1)} ms (${p95! <= GOAL_P95_MS ? 'meets' : 'misses'} p95 <= ${GOAL_P95_MS} ms)`;
  };
  console.log(`${name}: ${queries.length} queries x ${ROUNDS}; no results for ${empty}`);
  console.log(`  wall: ${figures(wall)}`);
  console.log(`  CPU of this process: ${figures(cpu)}`);
  await db.close();
}

if (queries.length !== 200) throw new Error(`the query set has ${queries.length} queries, not 200`);
await bench('PGlite', await openPglite(undefined));
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
try {
  const admin = await openPostgres(url);
  const database = `forkcast_bench_search_${process.pid}`;
  await admin.exec(`create database ${database}`);
  const target = new URL(url);
  target.pathname = `/${database}`;
  try {
    await bench('PostgreSQL', await openPostgres(target.toString()));
  } finally {
    await admin.exec(`drop database if exists ${database} with (force)`);
    await admin.close();
  }
} catch (error) {
  console.log(`PostgreSQL: skipped (${(error as Error).message})`);
}
