/**
 * The one small interface the server uses over PGlite (embedded, default) and PostgreSQL (pg).
 * Both speak the same SQL; the differences (one connection vs a pool, how LISTEN works) stay here.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Calls onPayload for each NOTIFY on the channel, across server processes; returns an unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
