import type { Queryable } from '../db/database';
import { hashSecret, randomSecret } from './secrets';

export const LINK_LIFETIME_MINUTES = 10;

export async function issueMagicLink(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomSecret(32);
  await db.query('insert into magic_links (token_hash, user_id, expires_at, created_at) values ($1, $2, $3, $4)', [
    hashSecret(token),
    userId,
    new Date(now.getTime() + LINK_LIFETIME_MINUTES * 60_000),
    now,
  ]);
  return token;
}

/** Uses a link up (once, within its lifetime) and answers whose it was. */
export async function redeemMagicLink(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    'update magic_links set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning user_id',
    [hashSecret(token), now],
  );
  return rows[0] ? Number(rows[0].user_id) : undefined;
}

/**
 * The app's address for a link: PUBLIC_URL, with the organisation's registered subdomain in front
 * on a real domain. Never the request's Host header, which a caller controls.
 */
export function appUrlFor(publicUrl: string, subdomain: string | null): URL {
  const url = new URL(publicUrl);
  const isLocal = url.hostname === 'localhost' || /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[');
  if (subdomain && !isLocal && !url.hostname.startsWith(`${subdomain}.`)) url.hostname = `${subdomain}.${url.hostname}`;
  return url;
}
