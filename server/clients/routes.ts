import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENTS_PAGE_SIZE, clientsApi } from '../../src/core/api/clients';
import { signedInUser } from '../access';
import { revokeAllTokensOf } from '../auth/authTokens';
import type { Deps } from '../deps';
import { notFound } from '../http';
import { deleteUserData } from '../users/routes';

interface ClientRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_enabled: boolean;
  is_diy: boolean;
}
const clientOf = (row: ClientRow) => ({ ...row, id: Number(row.id), stream: `user:${row.id}` });
const CLIENT_COLUMNS = 'id, email, first_name, last_name, account_enabled, is_diy';

/**
 * A coach's clients (1-shell.txt section 2): the users whose coach they are, in their organisation.
 * Another coach's clients and self-service people (no coach) are not theirs (docs/sync.md).
 */
export const clientRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  /** A client of this coach, or 404: a foreign id reveals nothing. */
  const ownClient = async (coach: { id: number; organisationId: number }, id: number) => {
    const { rows } = await db.query<ClientRow>(
      `select ${CLIENT_COLUMNS} from users where id = $1 and coach_id = $2 and organisation_id = $3 and not is_coach`,
      [id, coach.id, coach.organisationId],
    );
    if (!rows[0]) throw notFound('Client not found');
    return rows[0];
  };

  app.get(
    clientsApi.page.path,
    {
      config: { access: 'coach' },
      schema: { querystring: clientsApi.page.query, response: { 200: clientsApi.page.response } },
    },
    async (request) => {
      const coach = signedInUser(request);
      const { account_enabled, page, search } = request.query;
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = `organisation_id = $1 and coach_id = $4 and not is_coach and account_enabled = $2
        and ($3 = '%%' or first_name ilike $3 or last_name ilike $3 or email ilike $3 or (first_name || ' ' || last_name) ilike $3)`;
      const params = [coach.organisationId, account_enabled === 'true', pattern, coach.id];
      const total = (await db.query<{ n: number }>(`select count(*)::int as n from users where ${where}`, params))
        .rows[0]!.n;
      const { rows } = await db.query<ClientRow>(
        `select ${CLIENT_COLUMNS} from users where ${where} order by first_name, last_name, id limit $5 offset $6`,
        [...params, CLIENTS_PAGE_SIZE, (page - 1) * CLIENTS_PAGE_SIZE],
      );
      return {
        results: rows.map(clientOf),
        count: total,
        total_pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
      };
    },
  );

  app.get(
    clientsApi.read.path,
    {
      config: { access: 'coach' },
      schema: { params: clientsApi.read.params, response: { 200: clientsApi.read.response } },
    },
    async (request) => {
      const coach = signedInUser(request);
      return clientOf(await ownClient(coach, request.params.id));
    },
  );

  app.patch(
    clientsApi.update.path,
    {
      config: { access: 'coach' },
      schema: {
        params: clientsApi.update.params,
        body: clientsApi.update.body,
        response: { 200: clientsApi.update.response },
      },
    },
    async (request) => {
      const coach = signedInUser(request);
      const client = await ownClient(coach, request.params.id);
      const { first_name, last_name, account_enabled } = request.body;
      await db.transaction(async (tx) => {
        await tx.query(
          'update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), account_enabled = coalesce($4, account_enabled) where id = $1',
          [client.id, first_name ?? null, last_name ?? null, account_enabled ?? null],
        );
        // Deactivation signs the client out everywhere.
        if (account_enabled === false) await revokeAllTokensOf(tx, Number(client.id), deps.now());
      });
      return clientOf(await ownClient(coach, request.params.id));
    },
  );

  app.delete(
    clientsApi.remove.path,
    { config: { access: 'coach' }, schema: { params: clientsApi.remove.params, response: { 204: z.null() } } },
    async (request, reply) => {
      const coach = signedInUser(request);
      const client = await ownClient(coach, request.params.id);
      await db.transaction((tx) => deleteUserData(tx, Number(client.id)));
      return reply.code(204).send(null);
    },
  );
};
