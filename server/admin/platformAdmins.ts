import { z } from 'zod';
import type { Deps } from '../deps';

/**
 * Platform administrators manage every organisation and its feature flags. They are named by the
 * environment (FORKCAST_PLATFORM_ADMINS: e-mail addresses, comma separated), not stored: granting
 * or taking the role is an operator's act, outside the app, and no route can grant it.
 */
export const PLATFORM_ADMINS_VARIABLE = 'FORKCAST_PLATFORM_ADMINS';

const emailSchema = z.email();

/** The addresses of FORKCAST_PLATFORM_ADMINS in lower case (accounts' e-mails are stored so); throws on one that is not an address. */
export function parsePlatformAdmins(value: string | undefined): readonly string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = entries.filter((entry) => !emailSchema.safeParse(entry).success);
  if (bad.length)
    throw new Error(`Invalid configuration:\n  ${PLATFORM_ADMINS_VARIABLE}: not an e-mail address: ${bad.join(', ')}`);
  return [...new Set(entries)];
}

export const isPlatformAdminEmail = (platformAdmins: readonly string[] | undefined, email: string): boolean =>
  (platformAdmins ?? []).includes(email.toLowerCase());

/** The account's e-mail, read when it matters (admin routes, the current user): the token check does not carry it. */
export async function emailOf(db: Deps['db'], userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
  return rows[0]?.email;
}

/** Whether the account is a platform administrator now; nobody is when FORKCAST_PLATFORM_ADMINS names nobody. */
export async function isPlatformAdmin(deps: Pick<Deps, 'db' | 'platformAdmins'>, userId: number): Promise<boolean> {
  if (!deps.platformAdmins?.length) return false;
  const email = await emailOf(deps.db, userId);
  return email !== undefined && isPlatformAdminEmail(deps.platformAdmins, email);
}
