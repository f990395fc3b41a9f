/** The NOTIFY channel on which a change of flags or settings reaches every server process. */
export const CONFIG_CHANNEL = 'forkcast_config';

/** Whose configuration changed: everyone of an organisation (its flags, its settings), or one user (their own flags). */
export type ConfigChanged = { readonly organisation: number } | { readonly user: number };

export const configKey = (changed: ConfigChanged): string =>
  'organisation' in changed ? `organisation:${changed.organisation}` : `user:${changed.user}`;

/**
 * Tells every server process to send a `config` event to the live connections of the signed-in
 * users it concerns, so their apps fetch the current user again. Called in the transaction that
 * makes the change: PostgreSQL delivers it on commit only.
 */
export async function announceConfigChanged(
  db: { query(sql: string, params?: readonly unknown[]): Promise<unknown> },
  changed: ConfigChanged,
): Promise<void> {
  await db.query('select pg_notify($1, $2)', [CONFIG_CHANNEL, configKey(changed)]);
}
