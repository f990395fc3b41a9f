import type { FastifyReply } from 'fastify';
import { sessionsKey, SESSIONS_CHANNEL } from '../auth/endedSessions';
import { hashSecret } from '../auth/secrets';
import type { Database } from '../db/database';
import type { Quotas } from '../quotas';
import { CONFIG_CHANNEL, configKey } from './configChanged';

export const POKE_CHANNEL = 'forkcast_stream';
const HEARTBEAT_MS = 25_000;

/** Whose connection it is: sign-out closes a token's connections, deactivation all of a user's. */
export interface LiveSession {
  readonly user: number;
  readonly token: string;
  /** The user's organisation: a change of its flags reaches the connection as a `config` event. */
  readonly organisation: number;
}

/**
 * Live pokes: one LISTEN per server process, fanned out to the open server-sent-event connections
 * that follow the stream. A poke carries no data beyond the stream and its seq: it means 'pull now'.
 * Through PostgreSQL NOTIFY, a push on any server process pokes followers on every process, and a
 * sign-out or deactivation on any process closes the connections it ends on every process. A change
 * of an organisation's or a user's flags sends `event: config` (no data: 'fetch the current user').
 */
export interface LiveHub {
  /** Whether this user may open one more connection on this process. */
  hasRoomFor(session: LiveSession): boolean;
  follow(streams: readonly string[], reply: FastifyReply, session: LiveSession): void;
  close(): Promise<void>;
}

export async function createLiveHub(
  db: Database,
  quotas: Pick<Quotas, 'liveConnectionsPerToken' | 'liveConnectionsPerUser'>,
): Promise<LiveHub> {
  const followers = new Map<string, Set<FastifyReply>>();
  // Connections by 'user:<id>' and by 'token:<hash>' (endedSessions.ts), oldest first.
  const bySession = new Map<string, Set<FastifyReply>>();
  const byOrganisation = new Map<string, Set<FastifyReply>>();
  const open = new Set<FastifyReply>();
  /** How each open connection takes itself out of the maps, once. */
  const leaving = new Map<FastifyReply, () => void>();
  const send = (reply: FastifyReply, chunk: string) => {
    if (!reply.raw.writableEnded) reply.raw.write(chunk);
  };
  const unlisten = await db.listen(POKE_CHANNEL, (payload) => {
    const at = payload.lastIndexOf(':');
    const stream = payload.slice(0, at);
    const seq = Number(payload.slice(at + 1));
    for (const reply of followers.get(stream) ?? [])
      send(reply, `event: poke\ndata: ${JSON.stringify({ stream, seq })}\n\n`);
  });
  const unlistenSessions = await db.listen(SESSIONS_CHANNEL, (key) => {
    for (const reply of bySession.get(key) ?? []) reply.raw.end();
  });
  // 'organisation:<id>' or 'user:<id>' (configChanged.ts); a user's key is shared with bySession.
  const unlistenConfig = await db.listen(CONFIG_CHANNEL, (key) => {
    for (const reply of (key.startsWith('organisation:') ? byOrganisation : bySession).get(key) ?? [])
      send(reply, 'event: config\ndata: {}\n\n');
  });
  const heartbeat = setInterval(() => {
    for (const reply of open) send(reply, ': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const keysOf = (session: LiveSession) =>
    [sessionsKey({ user: session.user }), sessionsKey({ tokenHash: hashSecret(session.token) })] as const;

  return {
    hasRoomFor(session) {
      return (bySession.get(keysOf(session)[0])?.size ?? 0) < quotas.liveConnectionsPerUser;
    },
    follow(streams, reply, session) {
      const [userKey, tokenKey] = keysOf(session);
      // A device that reconnects before this server noticed its old connection drop must get in:
      // the oldest connection of the sign-in makes room.
      const ofToken = bySession.get(tokenKey);
      if (ofToken && ofToken.size >= quotas.liveConnectionsPerToken) {
        const oldest = ofToken.values().next().value!;
        oldest.raw.end();
        leaving.get(oldest)?.();
      }
      open.add(reply);
      for (const stream of streams) remember(followers, stream, reply);
      remember(bySession, userKey, reply);
      remember(bySession, tokenKey, reply);
      const organisationKey = configKey({ organisation: session.organisation });
      remember(byOrganisation, organisationKey, reply);
      const leave = () => {
        if (!leaving.delete(reply)) return;
        open.delete(reply);
        for (const stream of streams) forget(followers, stream, reply);
        forget(bySession, userKey, reply);
        forget(bySession, tokenKey, reply);
        forget(byOrganisation, organisationKey, reply);
      };
      leaving.set(reply, leave);
      reply.raw.on('close', leave);
    },
    async close() {
      clearInterval(heartbeat);
      for (const reply of open) reply.raw.end();
      open.clear();
      followers.clear();
      bySession.clear();
      byOrganisation.clear();
      leaving.clear();
      await unlisten();
      await unlistenSessions();
      await unlistenConfig();
    },
  };
}

function remember(map: Map<string, Set<FastifyReply>>, key: string, reply: FastifyReply): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(reply);
}

/** Drops a closed connection, and the set it leaves empty, so the maps do not grow with every user ever seen. */
function forget(map: Map<string, Set<FastifyReply>>, key: string, reply: FastifyReply): void {
  const set = map.get(key);
  set?.delete(reply);
  if (set?.size === 0) map.delete(key);
}
