// CPU a bench phase costs, apart from the load generator: the server's main thread (where Fastify,
// zod and PGlite run) and, on PostgreSQL, the backends serving the bench's database. Wall-clock
// rates swing with whatever else the machine runs; the CPU a push takes does much less.
import { readFileSync } from 'node:fs';
import type { Database } from '../../server/db/database';

/** Linux's clock ticks per second (sysconf(_SC_CLK_TCK)), the unit of /proc's utime and stime. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds of a thread or process, from its /proc stat line (0 once it is gone). */
function cpuMsOf(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const mainThreadMs = () => cpuMsOf(`/proc/self/task/${process.pid}/stat`);

/** The backends of this database, by pid, and their CPU so far; none on PGlite (it runs on the main thread). */
async function backendsMs(db: Database): Promise<Map<number, number>> {
  if (db.kind !== 'postgres') return new Map();
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return new Map(rows.map((r) => [r.pid, cpuMsOf(`/proc/${r.pid}/stat`)]));
}

export interface CpuCost {
  readonly serverMs: number;
  readonly databaseMs: number;
}

/** Runs work and says the CPU it cost on the server's thread and in the database. */
export async function measureCpu<T>(db: Database, work: () => Promise<T>): Promise<{ result: T; cpu: CpuCost }> {
  const before = await backendsMs(db);
  const thread = mainThreadMs();
  const result = await work();
  const serverMs = mainThreadMs() - thread;
  const after = await backendsMs(db);
  // A backend started during the work counts from zero: its start is part of the work's cost.
  let databaseMs = 0;
  for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
  return { result, cpu: { serverMs, databaseMs } };
}

/** "0.41 ms (server 0.30 + database 0.11)" per push. */
export function perPush(cpu: CpuCost, pushes: number): string {
  const each = (ms: number) => (ms / pushes).toFixed(2);
  return `${each(cpu.serverMs + cpu.databaseMs)} ms (server ${each(cpu.serverMs)} + database ${each(cpu.databaseMs)})`;
}
