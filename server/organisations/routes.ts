import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../src/core/api/idParam';
import { publicBrandSchema } from '../../src/core/api/brand';
import { organisationSchema } from '../../src/core/api/user';
import { organisationBody } from '../../src/features/branding/api';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { badRequest, notAllowed, notFound } from '../http';
import { messageFor } from '../messages';
import { loadOrganisation } from '../users/currentUser';
import { checkLogo } from './logo';
import { waitlistRoutes } from './waitlist';

const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Not a subdomain');

const publicBrand = (organisation: z.infer<typeof publicBrandSchema>) => publicBrandSchema.parse(organisation);

export const organisationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  await app.register(waitlistRoutes, deps);

  app.get(
    '/brand',
    { config: { access: 'enabled' }, schema: { response: { 200: organisationSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const { login_method: _, ...organisation } = (await loadOrganisation(db, { id: user.organisationId }))!;
      return organisation;
    },
  );

  app.get(
    '/brand/:subdomain',
    {
      config: { access: 'public' },
      schema: { params: z.object({ subdomain: subdomainSchema }), response: { 200: publicBrandSchema } },
    },
    async (request) => {
      const organisation = await loadOrganisation(db, { subdomain: request.params.subdomain });
      if (!organisation) throw notFound('No organisation has this address.');
      return publicBrand(organisation);
    },
  );

  app.get(
    '/organisations/:id/logo',
    { config: { access: 'public' }, schema: { params: z.object({ id: idParam }) } },
    async (request, reply) => {
      const { rows } = await db.query<{ logo: Buffer | Uint8Array | null; logo_type: string | null }>(
        'select logo, logo_type from organisations where id = $1',
        [request.params.id],
      );
      const logo = rows[0];
      if (!logo?.logo || !logo.logo_type) throw notFound();
      // The address stays the same when a coach uploads a new logo: browsers ask again each time
      // (a 304 while it is the same), so everyone sees the new one at once, not minutes later.
      const bytes = Buffer.from(logo.logo);
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(logo.logo_type).send(bytes);
    },
  );

  const logoOf = (logo: string | null | undefined) => {
    if (logo === null || logo === undefined) return undefined;
    const checked = checkLogo(logo);
    if (!checked.ok) throw badRequest('logo', checked.message);
    return checked;
  };

  /*
   * Coaches cannot create organisations (1-shell.txt's POST users/organisation/): a coach who did
   * walked out of their own organisation and left their clients behind. Organisations are created
   * by a platform administrator (POST /api/admin/organisations, with its change log); the coach
   * trial signup will create one with the coach in it. The route stays, so the call the original
   * app makes is answered with a reason instead of a 404; its body is still checked first.
   */
  app.post(
    '/users/organisation/',
    {
      config: { access: 'coach' },
      schema: {
        body: organisationBody.partial({ primary_colour: true, logo: true }),
        response: { 201: organisationSchema },
      },
    },
    async (request) => {
      throw notAllowed(messageFor(request, 'platformAdminsOnly'));
    },
  );

  // Only a coach edits branding, and only their own organisation's.
  app.patch(
    '/users/organisation/:id/',
    {
      config: { access: 'coach' },
      schema: {
        params: z.object({ id: idParam }),
        body: organisationBody.partial(),
        response: { 200: organisationSchema },
      },
    },
    async (request) => {
      const coach = signedInUser(request);
      if (request.params.id !== coach.organisationId) throw notFound();
      const logo = logoOf(request.body.logo);
      const { name, primary_colour } = request.body;
      await db.query(
        `update organisations set name = coalesce($2, name), primary_colour = coalesce($3, primary_colour),
              logo = case when $4::boolean then $5 else logo end, logo_type = case when $4::boolean then $6 else logo_type end
        where id = $1`,
        [
          coach.organisationId,
          name ?? null,
          primary_colour ?? null,
          logo !== undefined || request.body.logo === null,
          logo?.bytes ?? null,
          logo?.type ?? null,
        ],
      );
      const { login_method: _, ...organisation } = (await loadOrganisation(db, { id: coach.organisationId }))!;
      return organisation;
    },
  );

  app.get(
    '/users/organisations-by-subdomain/',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ subdomain: subdomainSchema }), response: { 200: publicBrandSchema } },
    },
    async (request) => {
      const organisation = await loadOrganisation(db, { subdomain: request.query.subdomain });
      if (!organisation) throw notFound('No organisation has this address.');
      return publicBrand(organisation);
    },
  );
};
