import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENTS_PAGE_SIZE, clientsApi } from '../../src/core/api/clients';
import { signedInUser } from '../access';
import { revokeAllTokensOf } from '../auth/authTokens';
import type { Deps } from '../deps';
import { notFound } from '../http';
import { deleteUserData } from '../users/routes';
import { PLANNING_PROFILE_EVENT_TYPES, planningProfileProjection } from '../../src/features/profile/planningProfile';
import { weeklyPlanOf } from '../../src/features/profile/weeklyPlan';
import { foldStream } from '../sync/streamState';
import { planSummaryOf } from '../../src/features/clients/planSummary';

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

interface TileRow extends ClientRow {
  total: number;
  planned_days: number;
  last_activity_at: Date | string | null;
  check_in_waiting: boolean | null;
}
const tileOf = ({ total: _total, planned_days, last_activity_at, check_in_waiting, ...row }: TileRow) => ({
  ...clientOf(row),
  planned_days,
  check_in_waiting: check_in_waiting === true,
  last_activity_at: last_activity_at === null ? null : new Date(last_activity_at).toISOString(),
});

/**
 * One page of a coach's clients and their count in one round trip (the count row stands alone when
 * the page is past the end). A tile's plan: the weekdays any DayPlanSaved gave a day plan (a weekday
 * keeps its day plan until another takes it); a stream from before day plans with a profile and
 * meal sizes reads as the DIY plan on all seven days (weeklyPlanOf). Its last activity: when the
 * server received the newest event the client made themselves (a coach's or the planner's do not
 * count; the device's own clock is not trusted). A check-in waits for the coach when the client's
 * newest proposal (by its date, as the check-in projection leads) goes to the coach and nothing
 * decided it yet (issue 21). The partial index of 015 keeps the plan lookups
 * to the few plan events of each stream; the activity walks the stream's (stream, seq) index back.
 */
const PAGE_QUERY = `
  with matching as (
    select ${CLIENT_COLUMNS} from users
    where organisation_id = $1 and coach_id = $4 and not is_coach and account_enabled = $2
      and ($3 = '%%' or first_name ilike $3 or last_name ilike $3 or email ilike $3 or (first_name || ' ' || last_name) ilike $3)
  )
  select counted.total, page.* from (select count(*)::int as total from matching) counted
  left join lateral (
    select m.*,
      coalesce(
        nullif((
          select count(distinct weekday)::int
          from events e cross join lateral jsonb_array_elements_text(e.payload -> 'weekdays') weekday
          where e.stream = 'user:' || m.id and e.type = 'DayPlanSaved'
        ), 0),
        case when exists (select 1 from events e where e.stream = 'user:' || m.id and e.type = 'NutritionProfileSet')
          and exists (select 1 from events e where e.stream = 'user:' || m.id and e.type = 'MealPlanSet') then 7 else 0 end
      ) as planned_days,
      (select e.received_at from events e where e.stream = 'user:' || m.id and e.actor = 'user:' || m.id
        order by e.seq desc limit 1) as last_activity_at,
      (select p.payload ->> 'reviewer' = 'COACH' and not exists (
          select 1 from events d
          where d.stream = p.stream and d.payload ->> 'checkInId' = p.payload ->> 'checkInId'
            and d.type in ('CheckInApproved', 'CheckInDeclined', 'CheckInAccepted', 'CheckInDismissed'))
        from events p where p.stream = 'user:' || m.id and p.type = 'CheckInProposed'
        order by p.payload ->> 'date' desc, p.seq desc limit 1) as check_in_waiting
    from (select * from matching order by first_name, last_name, id limit $5 offset $6) m
  ) page on true
  order by page.first_name, page.last_name, page.id`;

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
      const params = [coach.organisationId, account_enabled === 'true', pattern, coach.id];
      const { rows } = await db.query<TileRow>(PAGE_QUERY, [
        ...params,
        CLIENTS_PAGE_SIZE,
        (page - 1) * CLIENTS_PAGE_SIZE,
      ]);
      const total = rows[0]?.total ?? 0;
      return {
        results: rows.filter((row) => row.id !== null).map(tileOf),
        count: total,
        total_pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
      };
    },
  );

  app.get(
    clientsApi.plan.path,
    {
      config: { access: 'coach' },
      schema: { params: clientsApi.plan.params, response: { 200: clientsApi.plan.response } },
    },
    async (request) => {
      const client = await ownClient(signedInUser(request), request.params.id);
      const profile = await foldStream(db, Number(client.id), planningProfileProjection, PLANNING_PROFILE_EVENT_TYPES);
      return { plan: planSummaryOf(weeklyPlanOf(profile)) };
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
