import { ownerOfStream } from '../../src/core/api/sync';
import type { AuthenticatedUser } from '../auth/authTokens';
import type { Queryable } from '../db/database';

export interface StreamAccess {
  readonly stream: string;
  readonly writable: boolean;
}

/**
 * Who may read and write a user's stream: the user; and their coach (read always, write while the
 * client's account is active). Not another coach of the organisation, and nobody for a
 * self-service person, who has no coach. Nobody crosses an organisation (docs/sync.md).
 */
export async function accessTo(
  db: Queryable,
  actor: AuthenticatedUser,
  stream: string,
): Promise<{ read: boolean; write: boolean }> {
  const owner = ownerOfStream(stream);
  if (owner === undefined) return { read: false, write: false };
  if (owner === actor.id) return { read: true, write: actor.accountEnabled };
  if (!actor.isCoach || !actor.accountEnabled) return { read: false, write: false };
  const { rows } = await db.query<{ account_enabled: boolean }>(
    'select account_enabled from users where id = $1 and coach_id = $2 and organisation_id = $3 and not is_coach',
    [owner, actor.id, actor.organisationId],
  );
  const client = rows[0];
  return client ? { read: true, write: client.account_enabled } : { read: false, write: false };
}

/** The streams a user may follow: their own, and for a coach those of their own clients. */
export async function followableStreams(db: Queryable, actor: AuthenticatedUser): Promise<StreamAccess[]> {
  const own: StreamAccess = { stream: `user:${actor.id}`, writable: actor.accountEnabled };
  if (!actor.isCoach) return [own];
  const { rows } = await db.query<{ id: string; account_enabled: boolean }>(
    'select id, account_enabled from users where organisation_id = $1 and coach_id = $2 and not is_coach order by id',
    [actor.organisationId, actor.id],
  );
  return [own, ...rows.map((r) => ({ stream: `user:${r.id}`, writable: actor.accountEnabled && r.account_enabled }))];
}
