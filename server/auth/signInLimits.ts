import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { CODE_LIFETIME_MINUTES, requestHash } from './codes';
import { randomSecret } from './secrets';

/** Mails one login request may bring: its first and two resends from the enter-code screen. */
export const MAILS_PER_LOGIN_REQUEST = 3;
/** New login requests per address in an hour before the throttle below applies. */
export const NEW_REQUESTS_PER_HOUR = 5;
/** Beyond that, one new login request per this many minutes: a wait, never a closed door. */
export const THROTTLE_MINUTES = 10;
/** Consecutive failed codes after which code sign-in pauses: 1 minute, doubling with each further failure. */
export const PAUSE_AFTER_FAILURES = 10;
export const MAX_PAUSE_MINUTES = 24 * 60;
/** Login requests are kept this long: the hourly count reads them. */
const KEEP_MINUTES = 24 * 60;

/**
 * Limits are kept per address as typed, hashed, whether or not it has an account: the same
 * answers for every address, and no list of addresses that are not ours.
 */
export const addressHash = (email: string) => createHash('sha256').update(`sign-in-address:${email}`).digest();

export type Refusal = { readonly refused: 'mails' | 'codesPaused'; readonly retryAfterSeconds: number };
const refusal = (refused: Refusal['refused'], until: Date, now: Date): Refusal => ({
  refused,
  retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
});
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Locks the address's row for the transaction, so concurrent requests for it take turns. */
async function lockAddress(
  tx: Queryable,
  address: Buffer,
): Promise<{ code_failures: number; codes_paused_until: Date | null }> {
  await tx.query('insert into sign_in_addresses (email_hash) values ($1) on conflict (email_hash) do nothing', [
    address,
  ]);
  const { rows } = await tx.query<{ code_failures: number; codes_paused_until: Date | null }>(
    'select code_failures, codes_paused_until from sign_in_addresses where email_hash = $1 for update',
    [address],
  );
  return rows[0]!;
}

/**
 * Decides, before anything about an account is looked up, whether a sign-in mail may go to an
 * address, and answers the login request it belongs to (a new secret every time, for the cookie).
 * A resend from the browser whose fresh request it is continues that request, up to
 * MAILS_PER_LOGIN_REQUEST mails, whatever strangers ask for the address; any other ask starts a
 * new request, NEW_REQUESTS_PER_HOUR an hour and then one per THROTTLE_MINUTES.
 */
export async function startMailRequest(
  db: Database,
  email: string,
  resendOf: string | undefined,
  now: Date,
): Promise<{ requestId: string } | Refusal> {
  const address = addressHash(email);
  const requestId = randomSecret(32);
  return db.transaction(async (tx) => {
    await lockAddress(tx, address);
    if (resendOf) {
      const continued = await tx.query(
        'update login_requests set request_hash = $1, mails = mails + 1, last_mail_at = $5 where request_hash = $2 and email_hash = $3 and mails < $4 and last_mail_at > $6',
        [
          requestHash(requestId),
          requestHash(resendOf),
          address,
          MAILS_PER_LOGIN_REQUEST,
          now,
          minutesAfter(now, -CODE_LIFETIME_MINUTES),
        ],
      );
      if (continued.rowCount === 1) return { requestId };
    }
    const { rows } = await tx.query<{ n: number; last: Date | null }>(
      'select count(*)::int as n, max(started_at) as last from login_requests where email_hash = $1 and started_at > $2',
      [address, minutesAfter(now, -60)],
    );
    const { n, last } = rows[0]!;
    if (n >= NEW_REQUESTS_PER_HOUR && last && minutesAfter(new Date(last), THROTTLE_MINUTES) > now)
      return refusal('mails', minutesAfter(new Date(last), THROTTLE_MINUTES), now);
    await tx.query(
      'insert into login_requests (request_hash, email_hash, started_at, last_mail_at) values ($1, $2, $3, $3)',
      [requestHash(requestId), address, now],
    );
    await tx.query('delete from login_requests where email_hash = $1 and started_at < $2', [
      address,
      minutesAfter(now, -KEEP_MINUTES),
    ]);
    return { requestId };
  });
}

/**
 * Runs a code check for a browser that holds a fresh login request for this address, and counts
 * its failures against the address; a check without one is not run and counts for nothing, so a
 * stranger cannot pause anyone's sign-in without first having a code mailed to them. After
 * PAUSE_AFTER_FAILURES failures in a row checks pause, 1 minute and doubling with every further
 * failure up to a day: a few dozen guesses a day at 1 in 10,000 each. Success clears the count.
 * Answers undefined for a request that holds no login request for the address.
 */
export async function withCodeCheck<T>(
  db: Database,
  email: string,
  requestId: string | undefined,
  now: Date,
  check: (tx: Queryable) => Promise<T | undefined>,
): Promise<{ result: T | undefined } | Refusal | undefined> {
  if (!requestId) return undefined;
  const address = addressHash(email);
  return db.transaction(async (tx) => {
    const held = await tx.query(
      'select 1 from login_requests where request_hash = $1 and email_hash = $2 and last_mail_at > $3',
      [requestHash(requestId), address, minutesAfter(now, -CODE_LIFETIME_MINUTES)],
    );
    if (held.rows.length === 0) return undefined;
    const state = await lockAddress(tx, address);
    if (state.codes_paused_until && new Date(state.codes_paused_until) > now)
      return refusal('codesPaused', new Date(state.codes_paused_until), now);
    const result = await check(tx);
    if (result !== undefined) {
      await tx.query(
        'update sign_in_addresses set code_failures = 0, codes_paused_until = null where email_hash = $1',
        [address],
      );
      return { result };
    }
    const failures = state.code_failures + 1;
    const pause =
      failures >= PAUSE_AFTER_FAILURES ? Math.min(2 ** (failures - PAUSE_AFTER_FAILURES), MAX_PAUSE_MINUTES) : 0;
    await tx.query('update sign_in_addresses set code_failures = $2, codes_paused_until = $3 where email_hash = $1', [
      address,
      failures,
      pause ? minutesAfter(now, pause) : null,
    ]);
    return { result: undefined };
  });
}

/** A magic link proves the mailbox: it clears the address's failures and any pause. */
export async function clearCodeFailures(tx: Queryable, email: string): Promise<void> {
  await tx.query('update sign_in_addresses set code_failures = 0, codes_paused_until = null where email_hash = $1', [
    addressHash(email),
  ]);
}

/** Whether code sign-in is paused for the address now: its mail then carries the link only. */
export async function codesPaused(tx: Queryable, email: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query('select 1 from sign_in_addresses where email_hash = $1 and codes_paused_until > $2', [
    addressHash(email),
    now,
  ]);
  return rows.length > 0;
}
