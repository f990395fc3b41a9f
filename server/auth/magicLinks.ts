import { isIP } from 'node:net';
import type { Queryable } from '../db/database';
import type { Owner } from './codes';
import { hashSecret, randomSecret } from './secrets';

export const LINK_LIFETIME_MINUTES = 10;
/** 256 bits: a link cannot be guessed, so it needs no attempt counting. */
const LINK_BYTES = 32;

export async function issueMagicLink(tx: Queryable, owner: Owner, now: Date): Promise<string> {
  const token = randomSecret(LINK_BYTES);
  await tx.query(
    `insert into magic_links (token_hash, ${owner.column}, expires_at, created_at) values ($1, $2, $3, $4)`,
    [hashSecret(token), owner.id, new Date(now.getTime() + LINK_LIFETIME_MINUTES * 60_000), now],
  );
  return token;
}

/** Uses a link up (once, within its lifetime, in one conditional update) and answers whose it was. */
export async function redeemMagicLink(tx: Queryable, token: string, now: Date): Promise<Owner | undefined> {
  const { rows } = await tx.query<{ user_id: string | null; registration_id: string | null }>(
    'update magic_links set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning user_id, registration_id',
    [hashSecret(token), now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.user_id !== null
    ? { column: 'user_id', id: Number(row.user_id) }
    : { column: 'registration_id', id: Number(row.registration_id) };
}

/**
 * The address a link opens: the app's /login page (the app then posts the token; nothing signs in
 * on GET, so a mail scanner that opens the link leaves it working). Built from PUBLIC_URL, never
 * from the request's Host header, which a caller controls.
 */
export function magicLinkUrl(publicUrl: string, subdomain: string | null, token: string): string {
  const url = appUrlFor(publicUrl, subdomain);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/login`;
  url.search = new URLSearchParams({ token }).toString();
  url.hash = '';
  return url.toString();
}

/**
 * PUBLIC_URL with the organisation's subdomain in front of the host (demo.example.org), so the
 * user lands on their brand's portal; not on localhost or an IP address, which have no subdomains.
 */
export function appUrlFor(publicUrl: string, subdomain: string | null): URL {
  const url = new URL(publicUrl);
  const host = url.hostname;
  const isLocal = host === 'localhost' || host.endsWith('.localhost') || isIP(host.replace(/^\[|\]$/g, '')) !== 0;
  if (subdomain && !isLocal) url.hostname = `${subdomain}.${host}`;
  return url;
}
