import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usersApi } from '../../src/core/api/user';
import { signedInUser } from '../access';
import { announceEndedSessions } from '../auth/endedSessions';
import type { Deps } from '../deps';
import { HttpError, unauthenticated } from '../http';
import { messageFor } from '../messages';
import { loadCurrentUser } from './currentUser';

/** auth/users/me: read, update and delete one's own account. */
export const userRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    usersApi.me.path,
    { config: { access: 'signedIn' }, schema: { response: { 200: usersApi.me.response } } },
    async (request) => {
      const { id } = signedInUser(request);
      const user = await loadCurrentUser(db, id, deps.platformAdmins);
      // The account was deleted while its token was being checked.
      if (!user) throw unauthenticated('Invalid token.');
      return user;
    },
  );

  app.patch(
    usersApi.updateMe.path,
    {
      config: { access: 'signedIn' },
      schema: { body: usersApi.updateMe.body, response: { 200: usersApi.updateMe.response } },
    },
    async (request) => {
      const { id } = signedInUser(request);
      const columns = Object.entries(request.body).filter(([, value]) => value !== undefined);
      if (columns.length > 0) {
        const assignments = columns.map(([column], i) => `${column} = $${i + 2}`).join(', ');
        await db.query(`update users set ${assignments} where id = $1`, [id, ...columns.map(([, value]) => value)]);
      }
      return (await loadCurrentUser(db, id, deps.platformAdmins))!;
    },
  );

  app.delete(
    usersApi.deleteMe.path,
    { config: { access: 'signedIn' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const { id, isCoach } = signedInUser(request);
      await db.transaction(async (tx) => {
        if (isCoach) {
          const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from users where coach_id = $1', [
            id,
          ]);
          if ((rows[0]?.n ?? 0) > 0)
            throw new HttpError(400, { non_field_errors: [messageFor(request, 'clientsBeforeAccount')] });
        }
        await deleteUserData(tx, id);
      });
      return reply.code(204).send(null);
    },
  );
};

/** Everything a person leaves behind: their events, devices, tokens and codes go with the account. */
export async function deleteUserData(
  tx: { query: (sql: string, params?: readonly unknown[]) => Promise<unknown> },
  userId: number,
): Promise<void> {
  await tx.query('delete from events where stream = $1', [`user:${userId}`]);
  await tx.query('delete from users where id = $1', [userId]);
  await announceEndedSessions(tx, { user: userId });
}
