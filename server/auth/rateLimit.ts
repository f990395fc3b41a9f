import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http';

/**
 * Requests per client address per sign-in route in a sliding window. Counted in the database, not
 * in memory, so the limits hold across every server process behind a load balancer.
 */
export const ADDRESS_LIMITS = {
  createMagicLink: { max: 20, windowMinutes: 10 },
  createLoginSignupPortal: { max: 20, windowMinutes: 10 },
  resendOTP: { max: 20, windowMinutes: 10 },
  verifyOTP: { max: 30, windowMinutes: 10 },
  tokenLogin: { max: 30, windowMinutes: 10 },
  /** Joining an organisation's waitlist (server/organisations/waitlist.ts). */
  waitlist: { max: 10, windowMinutes: 10 },
  /** The coach trial's sign-up (server/billing): each one makes a checkout, or with the manual provider an account. */
  coachTrial: { max: 10, windowMinutes: 10 },
} as const;

export type SignInRoute = keyof typeof ADDRESS_LIMITS;

/** Rows older than every window serve no limit any more. */
const KEEP_MINUTES = 60;

/**
 * Counts this request and refuses it (429) when the address is over the route's limit. The row is
 * committed before the count is taken, so of any number of concurrent requests at most `max` see
 * a count within the limit; refused requests count too, so an address that keeps hammering stays
 * refused.
 */
export async function limitAddress(
  db: Queryable,
  ip: string,
  route: SignInRoute,
  now: Date,
  factor = 1,
): Promise<void> {
  const { windowMinutes } = ADDRESS_LIMITS[route];
  const max = ADDRESS_LIMITS[route].max * factor;
  const address = addressKey(ip);
  await db.query('insert into sign_in_attempts (address, route, at) values ($1, $2, $3)', [address, route, now]);
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from sign_in_attempts where address = $1 and route = $2 and at > $3',
    [address, route, new Date(now.getTime() - windowMinutes * 60_000)],
  );
  // A few requests clean up after the rest; nobody waits on a cleaning job.
  if (Math.random() < 0.02)
    await db.query('delete from sign_in_attempts where at < $1', [new Date(now.getTime() - KEEP_MINUTES * 60_000)]);
  if ((rows[0]?.n ?? 0) > max) throw tooManyRequests();
}

/**
 * The address a limit applies to. One IPv6 subscriber usually holds a whole /64, so an IPv6
 * address counts as its /64; an IPv4 address (also when mapped into IPv6) counts as itself.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (v4) return v4[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
