import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http';

/** Requests per client address per route in a sliding window, counted in the database so every server process shares them. */
export const ADDRESS_LIMITS = {
  send: { max: 20, windowMinutes: 10 },
  verify: { max: 30, windowMinutes: 10 },
} as const;

export async function limitAddress(db: Queryable, address: string, route: string, kind: keyof typeof ADDRESS_LIMITS, now: Date): Promise<void> {
  const { max, windowMinutes } = ADDRESS_LIMITS[kind];
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from sign_in_attempts where address = $1 and route = $2 and at > $3',
    [address, route, since],
  );
  if ((rows[0]?.n ?? 0) >= max) throw tooManyRequests();
  await db.query('insert into sign_in_attempts (address, route, at) values ($1, $2, $3)', [address, route, now]);
  // Old rows serve no limit any more; a few requests clean up after the rest.
  if (Math.random() < 0.05) await db.query('delete from sign_in_attempts where at < $1', [new Date(now.getTime() - 24 * 3_600_000)]);
}
