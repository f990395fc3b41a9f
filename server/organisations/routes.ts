import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organisationSchema } from '../../src/core/api/user';
import { authenticate } from '../auth/authTokens';
import type { Deps } from '../deps';
import { notFound } from '../http';
import { loadOrganisation } from '../users/currentUser';

/** What anyone may know of a brand: enough to draw its login page. */
const publicBrandSchema = organisationSchema
  .pick({ id: true, name: true, subdomain: true, primary_colour: true, logo: true, logo_visible: true, support_url: true, recipe_system_type: true })
  .extend({ login_method: z.enum(['OTP', 'MAGIC_LINK']) });
const subdomainSchema = z.string().trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Not a subdomain');

const publicBrand = (organisation: z.infer<typeof publicBrandSchema>) => publicBrandSchema.parse(organisation);

export const organisationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  app.get('/brand', { schema: { response: { 200: organisationSchema } } }, async (request) => {
    const user = await authenticate(db, request, deps.now());
    const { login_method: _, ...organisation } = (await loadOrganisation(db, { id: user.organisationId }))!;
    return organisation;
  });

  app.get('/brand/:subdomain', { schema: { params: z.object({ subdomain: subdomainSchema }), response: { 200: publicBrandSchema } } }, async (request) => {
    const organisation = await loadOrganisation(db, { subdomain: request.params.subdomain });
    if (!organisation) throw notFound('No organisation has this address.');
    return publicBrand(organisation);
  });

  app.get('/users/organisations-by-subdomain/', { schema: { querystring: z.object({ subdomain: subdomainSchema }), response: { 200: publicBrandSchema } } }, async (request) => {
    const organisation = await loadOrganisation(db, { subdomain: request.query.subdomain });
    if (!organisation) throw notFound('No organisation has this address.');
    return publicBrand(organisation);
  });
};
