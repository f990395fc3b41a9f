import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCode, sameHash } from './secrets';

export const CODE_LIFETIME_MINUTES = 10;
/** Wrong tries after which a code is dead, whoever makes them and from wherever. */
export const CODE_MAX_ATTEMPTS = 5;
/** Consecutive failed code sign-ins after which only a magic link opens the account again. */
export const CODE_LOCK_AFTER_FAILURES = 10;

/**
 * A code is hashed with the secret id of the login request it belongs to: equal codes of different
 * requests never collide, and a leaked table cannot be brute-forced over the 10,000 codes without
 * the request ids, which are stored only hashed.
 */
const codeHash = (code: string, requestId: string) => createHash('sha256').update(`login-code:${requestId}:${code}`).digest();
export const requestHash = (requestId: string) => createHash('sha256').update(`login-request:${requestId}`).digest();

/** A new code for a user, bound to the browser's login request. Earlier codes of the user die. */
export async function issueCode(tx: Queryable, userId: number, requestId: string, now: Date): Promise<string> {
  const code = randomCode();
  await tx.query('update login_codes set expires_at = $2 where user_id = $1 and used_at is null and expires_at > $2', [userId, now]);
  await tx.query('insert into login_codes (user_id, code_hash, request_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)', [
    userId,
    codeHash(code, requestId),
    requestHash(requestId),
    new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
    now,
  ]);
  return code;
}

/**
 * Counts a code sign-in as failed before it is checked, in one conditional update, so the lock
 * holds under concurrent requests; a success resets the count. False when code sign-in is locked.
 */
export async function reserveCodeAttempt(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('update users set code_failures = code_failures + 1 where id = $1 and code_failures < $2', [userId, CODE_LOCK_AFTER_FAILURES]);
  return rowCount === 1;
}

/**
 * Checks a code against the live code of this user and login request. Each check uses up one of
 * the code's tries in a single conditional update, so concurrent guesses evaluate at most
 * CODE_MAX_ATTEMPTS of them; a right code is used up at once and works only once.
 */
export async function checkCode(db: Queryable, userId: number, requestId: string, code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string; code_hash: Uint8Array }>(
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
