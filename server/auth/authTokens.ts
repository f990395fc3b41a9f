import type { FastifyRequest } from 'fastify';
import type { BillingIssue } from '../../src/core/api/user';
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
  /** Why the account may not use the app (migration 016, billing_issue), or null. */
  readonly billingIssue: BillingIssue | null;
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
  const { rows } = await db.query<{
    id: string;
    organisation_id: string;
    is_coach: boolean;
    coach_id: string | null;
    account_enabled: boolean;
    billing_issue: BillingIssue | null;
  }>('select * from authenticate_token($1, $2, $3)', [hashSecret(token), now, TOKEN_IDLE_DAYS]);
  const row = rows[0];
  if (!row) throw unauthenticated('Invalid token.');
  return {
    id: Number(row.id),
    organisationId: Number(row.organisation_id),
    isCoach: row.is_coach,
    coachId: row.coach_id === null ? null : Number(row.coach_id),
    accountEnabled: row.account_enabled,
    billingIssue: row.billing_issue,
    token,
  };
}
