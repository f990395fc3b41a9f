import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { unauthenticated } from '../http';
import { announceEndedSessions } from './endedSessions';
import { hashSecret, randomSecret } from './secrets';

/** 32 bytes = 256 bits. */
const TOKEN_BYTES = 32;
/** A token unused for this long is dead. */
export const TOKEN_IDLE_DAYS = 30;

export async function issueAuthToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomSecret(TOKEN_BYTES);
  await db.query('insert into auth_tokens (token_hash, user_id, created_at, last_used_at) values ($1, $2, $3, $3)', [
    hashSecret(token),
    userId,
    now,
  ]);
  return token;
}

/** Sign-out: the token stops working, and its live connections close on every server process. */
export async function revokeAuthToken(db: Queryable, token: string, now: Date): Promise<void> {
  const tokenHash = hashSecret(token);
  await db.query('update auth_tokens set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash,
    now,
  ]);
  await announceEndedSessions(db, { tokenHash });
}

/** Deactivation: every token of the user stops working, and all their live connections close. */
export async function revokeAllTokensOf(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update auth_tokens set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
  await announceEndedSessions(db, { user: userId });
}

/** The token of an `Authorization: Token <token>` (or `Bearer <token>`) header. */
export function tokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  return match?.[1];
}

export interface AuthenticatedUser {
  readonly id: number;
  readonly organisationId: number;
  readonly isCoach: boolean;
  readonly coachId: number | null;
  /** A disabled account can still sign in to see why (the billing-issue screen), and nothing more. */
  readonly accountEnabled: boolean;
}

/**
 * The signed-in user of a request, or a 401. A token works while it is not revoked and has been used
 * within the idle period. Deactivation and deletion revoke a user's tokens.
 */
export async function authenticate(
  db: Queryable,
  request: Pick<FastifyRequest, 'headers'>,
  now: Date,
): Promise<AuthenticatedUser & { token: string }> {
  const token = tokenOf(request);
  if (!token) throw unauthenticated();
  const hash = hashSecret(token);
  const { rows } = await db.query<{
    id: string;
    organisation_id: string;
    is_coach: boolean;
    coach_id: string | null;
    account_enabled: boolean;
    stale: boolean;
  }>(
    `select u.id, u.organisation_id, u.is_coach, u.coach_id, u.account_enabled, t.last_used_at < $3::timestamptz - interval '1 minute' as stale
       from auth_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.revoked_at is null
        and t.last_used_at > $3::timestamptz - make_interval(days => $2)`,
    [hash, TOKEN_IDLE_DAYS, now],
  );
  // The idle clock needs minutes, not milliseconds: most requests write nothing.
  if (rows[0]?.stale) await db.query('update auth_tokens set last_used_at = $2 where token_hash = $1', [hash, now]);
  const row = rows[0];
  if (!row) throw unauthenticated('Invalid token.');
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    isCoach: row.is_coach,
    coachId: row.coach_id === null ? null : Number(row.coach_id),
    accountEnabled: row.account_enabled,
    token,
  };
}
