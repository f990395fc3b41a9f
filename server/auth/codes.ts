import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCode, randomSecret, sameHash } from './secrets';

export const CODE_LIFETIME_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;
/** Consecutive failed code sign-ins after which only a magic link opens the account again. */
export const CODE_LOCK_AFTER_FAILURES = 10;

/** A code is hashed with its login request, so equal codes of different requests never collide. */
const codeHash = (code: string, requestId: string) => createHash('sha256').update(`${requestId}:${code}`).digest();
export const requestHash = (requestId: string) => createHash('sha256').update(`login-request:${requestId}`).digest();

export const newLoginRequestId = () => randomSecret(24);

/**
 * Makes a code for a user bound to the browser's login request, unless the hourly limit is
 * reached. Earlier codes of the same request die: only the newest one is worth typing.
 */
export async function issueCode(db: Queryable, userId: number, requestId: string, now: Date): Promise<string | undefined> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from login_codes where user_id = $1 and created_at > $2', [userId, hourAgo]);
  if ((rows[0]?.n ?? 0) >= CODES_PER_HOUR) return undefined;
  const code = randomCode();
  await db.query('update login_codes set used_at = $3 where user_id = $1 and request_hash = $2 and used_at is null', [userId, requestHash(requestId), now]);
  await db.query('insert into login_codes (user_id, code_hash, request_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
    userId,
    codeHash(code, requestId),
    requestHash(requestId),
    new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
    now,
  ]);
  return code;
}

/**
 * Checks a code against the newest live code of this user and request. Each check uses up one of
 * the code's tries in a single conditional update, so concurrent guesses cannot exceed the limit.
 */
export async function checkCode(db: Queryable, userId: number, requestId: string, code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string; code_hash: Buffer | Uint8Array }>(
    `update login_codes set attempts = attempts + 1
      where id = (select id from login_codes
                   where user_id = $1 and request_hash = $2 and used_at is null and expires_at > $3
                   order by id desc limit 1)
        and attempts < $4
      returning id, code_hash`,
    [userId, requestHash(requestId), now, CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row || !sameHash(Buffer.from(row.code_hash), codeHash(code, requestId))) return false;
  const used = await db.query('update login_codes set used_at = $2 where id = $1 and used_at is null', [row.id, now]);
  return used.rowCount === 1;
}
