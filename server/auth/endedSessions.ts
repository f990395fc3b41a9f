/** The NOTIFY channel on which a sign-out or a deactivation reaches every server process. */
export const SESSIONS_CHANNEL = 'forkcast_sessions';

/** A user's sessions all (deactivation, deletion), or one token's (sign-out). */
export type EndedSessions = { readonly user: number } | { readonly tokenHash: Buffer };

/**
 * Tells every server process that these sessions have ended, so that each closes their live
 * connections. Called in the transaction that ends them: PostgreSQL delivers it on commit only.
 */
export async function announceEndedSessions(
  db: { query(sql: string, params?: readonly unknown[]): Promise<unknown> },
  ended: EndedSessions,
): Promise<void> {
  await db.query('select pg_notify($1, $2)', [SESSIONS_CHANNEL, sessionsKey(ended)]);
}

export const sessionsKey = (ended: EndedSessions): string =>
  'user' in ended ? `user:${ended.user}` : `token:${ended.tokenHash.toString('hex')}`;
