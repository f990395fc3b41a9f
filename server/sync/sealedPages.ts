import type { Queryable } from '../db/database';

/** How long the sealer waits after a stream is due, so that a burst of pushes or pages is over first. */
const QUIET_MS = 1_000;
/** A server that is never quiet for a second still seals, this long after a stream first fell due. */
const LONGEST_WAIT_MS = 10_000;

/**
 * Seals every full page of the stream not sealed yet (migration 024), one statement per page on a turn
 * of its own, and answers how many it sealed. Each is a page's read and one write: off any answer's path.
 */
export async function sealPages(db: Queryable, stream: string, limit: number): Promise<number> {
  let sealed = 0;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const { rows } = await db.query<{ last: string | null }>('select seal_next_page($1, $2) as last', [stream, limit]);
    if (rows[0]?.last === null || rows[0]?.last === undefined) return sealed;
    sealed++;
  }
}

export interface Sealer {
  /** The stream has (or may have) a full page not sealed yet: it is sealed once the server is quiet. */
  due(stream: string): void;
  /** Stops waiting, and resolves once the sealing under way has ended. */
  close(): Promise<void>;
}

/**
 * Seals pages in the background: a page's answer is kept once it is full, so that a new device's
 * pull reads it back instead of writing out every payload again. Never inside a push or a pull: on
 * PGlite the database runs on the server's only thread, so the due streams wait for a second with
 * nothing new due first.
 */
export function createSealer(db: Queryable, limit: number, onError: (err: unknown) => void): Sealer {
  const waiting = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let firstDueAt: number | undefined;
  let running: Promise<void> = Promise.resolve();

  async function sealWaiting() {
    for (const stream of waiting) {
      waiting.delete(stream);
      await sealPages(db, stream, limit).catch(onError);
    }
  }

  return {
    due(stream) {
      waiting.add(stream);
      firstDueAt ??= Date.now();
      if (timer && Date.now() - firstDueAt >= LONGEST_WAIT_MS) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = firstDueAt = undefined;
        running = running.then(sealWaiting);
      }, QUIET_MS).unref();
    },
    async close() {
      clearTimeout(timer);
      waiting.clear();
      await running;
    },
  };
}
