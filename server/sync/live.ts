import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';

export const POKE_CHANNEL = 'forkcast_stream';
const HEARTBEAT_MS = 25_000;

/**
 * Live pokes: one LISTEN per server process, fanned out to the open server-sent-event connections
 * that follow the stream. A poke carries no data beyond the stream and its seq: it means 'pull now'.
 * Through PostgreSQL NOTIFY, a push on any server process pokes followers on every process.
 */
export interface LiveHub {
  follow(streams: readonly string[], reply: FastifyReply): void;
  close(): Promise<void>;
}

export async function createLiveHub(db: Database): Promise<LiveHub> {
  const followers = new Map<string, Set<FastifyReply>>();
  const open = new Set<FastifyReply>();
  const send = (reply: FastifyReply, chunk: string) => {
    if (!reply.raw.writableEnded) reply.raw.write(chunk);
  };
  const unlisten = await db.listen(POKE_CHANNEL, (payload) => {
    const at = payload.lastIndexOf(':');
    const stream = payload.slice(0, at);
    const seq = Number(payload.slice(at + 1));
    for (const reply of followers.get(stream) ?? []) send(reply, `event: poke\ndata: ${JSON.stringify({ stream, seq })}\n\n`);
  });
  const heartbeat = setInterval(() => {
    for (const reply of open) send(reply, ': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    follow(streams, reply) {
      open.add(reply);
      for (const stream of streams) {
        let set = followers.get(stream);
        if (!set) followers.set(stream, (set = new Set()));
        set.add(reply);
      }
      reply.raw.on('close', () => {
        open.delete(reply);
        for (const stream of streams) followers.get(stream)?.delete(reply);
      });
    },
    async close() {
      clearInterval(heartbeat);
      for (const reply of open) reply.raw.end();
      open.clear();
      followers.clear();
      await unlisten();
    },
  };
}
