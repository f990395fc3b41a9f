import pg from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  readonly max?: number;
  readonly onError?: (error: Error) => void;
}

/**
 * PostgreSQL through a pg pool. A dropped connection (a database restart) is an 'error' event on
 * the pool, handled here so the process survives; the pool reconnects on the next query. LISTEN
 * uses one dedicated client that re-subscribes after it reconnects.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  const onError = options.onError ?? (() => {});
  pool.on('error', onError);
  await pool.query('select 1');

  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connectListener = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', (error) => {
      onError(error);
      if (listenClient === client) listenClient = undefined;
      scheduleReconnect();
    });
    client.on('end', () => {
      if (listenClient === client) {
        listenClient = undefined;
        scheduleReconnect();
      }
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listenClient = client;
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectListener().catch((error: Error) => {
        onError(error);
        scheduleReconnect();
      });
    }, 500);
  };

  const wrap = (q: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      if (!set) {
        listeners.set(channel, (set = new Set()));
        if (!listenClient) await connectListener();
        else await listenClient.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      // A connection the database cut may never confirm its end: do not wait on it for long.
      await Promise.race([listenClient?.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await pool.end();
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
