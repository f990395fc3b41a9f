import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { randomCode, sameHash } from './secrets';

export const CODE_LIFETIME_MINUTES = 10;
/** Wrong tries after which a code is dead, whoever makes them and from wherever. */
export const CODE_MAX_ATTEMPTS = 5;

/** Whose codes and links: an account's, or a sign-up's that is not an account yet. */
export interface Owner {
  readonly column: 'user_id' | 'registration_id';
  readonly id: number;
}

/**
 * A code is hashed with the secret id of the login request it belongs to: equal codes of different
 * requests never collide, and a leaked table cannot be brute-forced over the 10,000 codes without
 * the request ids, which are stored only hashed.
 */
const codeHash = (code: string, requestId: string) =>
  createHash('sha256').update(`login-code:${requestId}:${code}`).digest();
export const requestHash = (requestId: string) => createHash('sha256').update(`login-request:${requestId}`).digest();

/** A new code for an owner, bound to the browser's login request. Earlier codes of the owner die. */
export async function issueCode(tx: Queryable, owner: Owner, requestId: string, now: Date): Promise<string> {
  const code = randomCode();
  await tx.query(
    `update login_codes set expires_at = $2 where ${owner.column} = $1 and used_at is null and expires_at > $2`,
    [owner.id, now],
  );
  await tx.query(
    `insert into login_codes (${owner.column}, code_hash, request_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
    [
      owner.id,
      codeHash(code, requestId),
      requestHash(requestId),
      new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
      now,
    ],
  );
  return code;
}

/**
 * Checks a code against the live code of this owner and login request. Each check uses up one of
 * the code's tries in a single conditional update, so concurrent guesses evaluate at most
 * CODE_MAX_ATTEMPTS of them; a right code is used up at once and works only once.
 */
export async function checkCode(
  db: Queryable,
  owner: Owner,
  requestId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ id: string; code_hash: Uint8Array }>(
    `update login_codes set attempts = attempts + 1
      where id = (select id from login_codes
                   where ${owner.column} = $1 and request_hash = $2 and used_at is null and expires_at > $3
                   order by id desc limit 1)
        and attempts < $4
      returning id, code_hash`,
    [owner.id, requestHash(requestId), now, CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row || !sameHash(Buffer.from(row.code_hash), codeHash(code, requestId))) return false;
  const used = await db.query('update login_codes set used_at = $2 where id = $1 and used_at is null', [row.id, now]);
  return used.rowCount === 1;
}
