// Catalogue import time and food search latency, on PGlite and (when reachable) PostgreSQL.
// Run: npx tsx tests/bench/catalogue.bench.ts   Prints figures; asserts nothing (machines are noisy).
import { readFileSync } from 'node:fs';
import { searchFoods } from '../../server/catalogue/foodSearch';
import { importCatalogue } from '../../server/catalogue/importCatalogue';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';

const queries = JSON.parse(readFileSync(new URL('../data/food-search-queries.json', import.meta.url), 'utf8')) as {
  query: string;
  lang: 'en' | 'nl';
  expect: string;
}[];
const ROUNDS = 5;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

async function bench(name: string, db: Database) {
  await migrate(db);
  const started = performance.now();
  const reports = await importCatalogue(db);
  const importSeconds = (performance.now() - started) / 1000;
  const again = performance.now();
  await importCatalogue(db);
  const skipSeconds = (performance.now() - again) / 1000;
  const { rows } = await db.query<{ source: string; n: number }>(
    'select source, count(*)::int as n from foods group by source order by source',
  );
  const recipes = await db.query<{ kind: string; n: number }>(
    'select kind, count(*)::int as n from recipes group by kind order by kind',
  );

  const times: number[] = [];
  let firstRight = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const t = performance.now();
      const found = await searchFoods(db, q.query, { language: q.lang, limit: 25 });
      times.push(performance.now() - t);
      if (round === 0 && found[0]?.id === `sr:${q.expect}`) firstRight += 1;
    }
  }
  console.log(`\n${name}`);
  console.log(
    `  import: ${importSeconds.toFixed(1)} s (${reports.map((r) => `${r.source} ${r.rows} rows ${r.seconds.toFixed(1)} s`).join(', ')}); a second start: ${skipSeconds.toFixed(2)} s`,
  );
  console.log(
    `  foods: ${rows.map((r) => `${r.source} ${r.n}`).join(', ')}; recipes: ${recipes.rows.map((r) => `${r.kind} ${r.n}`).join(', ')}`,
  );
  console.log(
    `  search over ${queries.length} queries x ${ROUNDS}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; plain food first for ${firstRight}/${queries.length}`,
  );
  await db.close();
}

await bench('PGlite', await openPglite(undefined));
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
try {
  const admin = await openPostgres(url);
  const name = `forkcast_bench_catalogue_${process.pid}`;
  await admin.exec(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', await openPostgres(target.toString()));
  } finally {
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
} catch (error) {
  console.log(`\nPostgreSQL: skipped (${(error as Error).message})`);
}
