import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_USER_MATCHES,
  adminApi,
  flagChangesFor,
  type AdminOrganisation,
  type AdminUser,
  type FlagChanges,
} from '../../src/core/api/admin';
import { signedInUser, type SignedIn } from '../access';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../http';
import { messageFor } from '../messages';
import { announceConfigChanged } from '../sync/configChanged';
import { ORGANISATION_COLUMNS, organisationOf } from '../users/currentUser';
import { difference, listChanges, recordChange } from './changes';
import { emailOf } from './platformAdmins';
import { adminErrorHandler } from './validation';
import { featureFlags } from '../../src/plugins';

const knownFlagChanges = flagChangesFor(featureFlags);

/** The organisation fields an administrator edits; the change log records them by these names. */
const EDITABLE = [
  'name',
  'subdomain',
  'recipe_system_type',
  'clients_are_diy',
  'welcome_video',
  'welcome_video_enabled',
  'auto_plan_initial_meals',
  'can_generate_meals',
  'can_create_own_recipes',
  'custom_notes_message',
  'support_url',
  'help_chat_url',
  'pwa_signup',
  'signup_status',
  'product_stripe_id',
] as const;
type Editable = (typeof EDITABLE)[number];

/**
 * /admin: platform administrators list, create and edit organisations, switch an organisation's
 * flags and a user's own flags, and read what was changed. Every change is recorded with who made
 * it (changes.ts) and reaches the signed-in users it concerns live (`event: config`).
 */
export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  app.setErrorHandler(adminErrorHandler);
  const access = { access: 'admin' } as const;

  /** The administrator as the change log names them. */
  const actorOf = async (request: Parameters<typeof signedInUser>[0]) => {
    const user: SignedIn = signedInUser(request);
    return { id: user.id, email: (await emailOf(db, user.id)) ?? `user:${user.id}` };
  };

  app.get(
    adminApi.organisations.path,
    { config: access, schema: { response: { 200: adminApi.organisations.response } } },
    async () => ({ results: await loadOrganisations(db) }),
  );

  app.post(
    adminApi.create.path,
    { config: access, schema: { body: adminApi.create.body, response: { 201: adminApi.create.response } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const fields = definedFields(request.body);
      const id = await subdomainChecked(request, () =>
        db.transaction(async (tx) => {
          await refuseTakenSubdomain(tx, request, fields.subdomain, 0);
          const names = Object.keys(fields);
          const { rows } = await tx.query<{ id: string }>(
            `insert into organisations (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
            Object.values(fields),
          );
          const organisation = Number(rows[0]!.id);
          const created = editableOf((await loadOrganisations(tx, organisation))[0]!);
          await recordChange(tx, {
            at: deps.now(),
            actor,
            organisation,
            kind: 'organisationCreated',
            before: null,
            after: created,
          });
          return organisation;
        }),
      );
      return reply.code(201).send(await organisationOr404(db, request, id));
    },
  );

  app.get(
    adminApi.read.path,
    { config: access, schema: { params: adminApi.read.params, response: { 200: adminApi.read.response } } },
    async (request) => organisationOr404(db, request, request.params.id),
  );

  app.patch(
    adminApi.edit.path,
    {
      config: access,
      schema: { params: adminApi.edit.params, body: adminApi.edit.body, response: { 200: adminApi.edit.response } },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      const fields = definedFields(request.body);
      await subdomainChecked(request, () =>
        db.transaction(async (tx) => {
          const current = await lockedOrganisation(tx, request, id);
          const change = difference(editableOf(current), fields);
          if (Object.keys(change.after).length === 0) return;
          await refuseTakenSubdomain(tx, request, fields.subdomain, id);
          const names = Object.keys(change.after);
          await tx.query(
            `update organisations set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} where id = $1`,
            [id, ...Object.values(change.after)],
          );
          await recordChange(tx, { at: deps.now(), actor, organisation: id, kind: 'organisationEdited', ...change });
          // Settings such as the recipe system change the app too.
          await announceConfigChanged(tx, { organisation: id });
        }),
      );
      return organisationOr404(db, request, id);
    },
  );

  app.patch(
    adminApi.setFlags.path,
    {
      config: access,
      schema: {
        params: adminApi.setFlags.params,
        body: knownFlagChanges,
        response: { 200: adminApi.setFlags.response },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const current = await lockedOrganisation(tx, request, id);
        const next = switched(current.feature_flags, request.body);
        const change = difference(flagStates(current.feature_flags), flagStates(next));
        if (Object.keys(change.after).length === 0) return;
        await tx.query('update organisations set feature_flags = $2 where id = $1', [id, next]);
        await recordChange(tx, { at: deps.now(), actor, organisation: id, kind: 'organisationFlags', ...change });
        await announceConfigChanged(tx, { organisation: id });
      });
      return organisationOr404(db, request, id);
    },
  );

  app.get(
    adminApi.users.path,
    {
      config: access,
      schema: {
        params: adminApi.users.params,
        querystring: adminApi.users.query,
        response: { 200: adminApi.users.response },
      },
    },
    async (request) => {
      await organisationOr404(db, request, request.params.id);
      const pattern = `%${request.query.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await db.query<UserRow>(
        `select ${USER_COLUMNS} from users where organisation_id = $1 and email like $2 order by email limit $3`,
        [request.params.id, pattern, ADMIN_USER_MATCHES],
      );
      return { results: rows.map(userOf) };
    },
  );

  app.patch(
    adminApi.setUserFlags.path,
    {
      config: access,
      schema: {
        params: adminApi.setUserFlags.params,
        body: knownFlagChanges,
        response: { 200: adminApi.setUserFlags.response },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id, userId } = request.params;
      return db.transaction(async (tx) => {
        await organisationOr404(tx, request, id);
        // A user of another organisation is not found here: nothing crosses organisations.
        const { rows } = await tx.query<UserRow>(
          `select ${USER_COLUMNS} from users where id = $1 and organisation_id = $2 for update`,
          [userId, id],
        );
        if (!rows[0]) throw notFound(messageFor(request, 'userNotFound'));
        const user = userOf(rows[0]);
        const next = switched(user.feature_flags, request.body);
        const change = difference(flagStates(user.feature_flags), flagStates(next));
        if (Object.keys(change.after).length === 0) return user;
        await tx.query('update users set feature_flags = $2 where id = $1', [userId, next]);
        await recordChange(tx, {
          at: deps.now(),
          actor,
          organisation: id,
          kind: 'userFlags',
          user: { id: userId, email: user.email },
          ...change,
        });
        await announceConfigChanged(tx, { user: userId });
        return { ...user, feature_flags: next };
      });
    },
  );

  app.get(
    adminApi.changes.path,
    {
      config: access,
      schema: {
        params: adminApi.changes.params,
        querystring: adminApi.changes.query,
        response: { 200: adminApi.changes.response },
      },
    },
    async (request) => {
      await organisationOr404(db, request, request.params.id);
      return listChanges(db, request.params.id, request.query.before);
    },
  );
};

type Request = Parameters<typeof messageFor>[0];

async function loadOrganisations(db: Queryable, id?: number): Promise<AdminOrganisation[]> {
  const { rows } = await db.query<Parameters<typeof organisationOf>[0] & { user_count: number }>(
    `select ${ORGANISATION_COLUMNS}, (select count(*)::int from users u where u.organisation_id = o.id) as user_count
       from organisations o where ($1::bigint is null or o.id = $1) order by lower(o.name), o.id`,
    [id ?? null],
  );
  return rows.map((row) => ({
    ...organisationOf(row),
    user_count: row.user_count,
    product_stripe_id: row.product_stripe_id,
  }));
}

async function organisationOr404(db: Queryable, request: Request, id: number): Promise<AdminOrganisation> {
  const organisation = (await loadOrganisations(db, id))[0];
  if (!organisation) throw notFound(messageFor(request, 'organisationNotFound'));
  return organisation;
}

/** The organisation, its row locked till the transaction ends: two administrators' changes apply one after the other. */
async function lockedOrganisation(tx: Queryable, request: Request, id: number): Promise<AdminOrganisation> {
  const { rows } = await tx.query('select 1 from organisations where id = $1 for update', [id]);
  if (rows.length === 0) throw notFound(messageFor(request, 'organisationNotFound'));
  return organisationOr404(tx, request, id);
}

async function refuseTakenSubdomain(
  tx: Queryable,
  request: Request,
  subdomain: string | null | undefined,
  id: number,
): Promise<void> {
  if (!subdomain) return;
  const { rows } = await tx.query('select 1 from organisations where subdomain = $1 and id <> $2', [subdomain, id]);
  if (rows.length > 0) throw badRequest('subdomain', messageFor(request, 'subdomainTaken'));
}

/** Two administrators giving one subdomain at once: the second is told, as if the check had seen the first. */
async function subdomainChecked<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505')
      throw badRequest('subdomain', messageFor(request, 'subdomainTaken'));
    throw error;
  }
}

/** The fields a body sets (absent ones stay as they are), in the table's names. */
function definedFields(
  body: Partial<Record<Editable, unknown>>,
): Partial<Record<Editable, unknown>> & { subdomain?: string | null } {
  return Object.fromEntries(EDITABLE.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
}

const editableOf = (organisation: AdminOrganisation): Record<Editable, unknown> =>
  Object.fromEntries(EDITABLE.map((name) => [name, organisation[name]])) as Record<Editable, unknown>;

/** The flag list with the changes applied; names this app does not know are kept as they are. */
function switched(flags: readonly string[], changes: FlagChanges): string[] {
  const off = new Set(
    Object.entries(changes)
      .filter(([, on]) => on === false)
      .map(([flag]) => flag),
  );
  const kept = flags.filter((flag) => !off.has(flag));
  const added = featureFlags.filter((flag) => changes[flag] === true && !kept.includes(flag));
  return [...kept, ...added];
}

/** Every known flag as on or off, so the log says 'FF_X: true -> false'. */
const flagStates = (flags: readonly string[]): Record<string, boolean> =>
  Object.fromEntries(featureFlags.map((flag) => [flag, flags.includes(flag)]));

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_coach: boolean;
  feature_flags: string[];
  payment_status_override: boolean;
  billing_issue: string | null;
  subscription_status: string | null;
}
const USER_COLUMNS = `id, email, first_name, last_name, is_coach, feature_flags, payment_status_override, billing_issue(id),
  (select s.status from subscriptions s where s.user_id = users.id order by s.updated_at desc, s.id desc limit 1) as subscription_status`;
const userOf = (row: UserRow): AdminUser => ({ ...row, id: Number(row.id) });
