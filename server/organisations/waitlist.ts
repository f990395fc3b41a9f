import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandApi } from '../../src/core/api/brand';
import { limitAddress } from '../auth/rateLimit';
import type { Deps } from '../deps';
import { HttpError, languageOf, notFound } from '../http';
import { messageFor } from '../messages';

/** A waitlist entry is a few hundred bytes at most. */
const BODY_LIMIT = 2_048;

/**
 * POST /api/users/organisations/:subdomain/waitlist/ (1-shell.txt section 7): a visitor of a full or
 * closed organisation's portal leaves their address. Public and limited per client address like
 * the sign-in routes; the answer is the same for a new address, one already on the list and one
 * with an account, so it tells nobody who is there.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const call = brandApi.joinWaitlist;
  app.post(
    call.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { params: call.params, body: call.body, response: { 202: call.response } },
    },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'waitlist', deps.now(), deps.signInAddressLimitFactor);
      const { rows } = await db.query<{ id: string; signup_status: string }>(
        'select id, signup_status from organisations where subdomain = $1',
        [request.params.subdomain],
      );
      const organisation = rows[0];
      if (!organisation) throw notFound('No organisation has this address.');
      if (organisation.signup_status === 'OPEN')
        throw new HttpError(409, { detail: messageFor(request, 'waitlistOpen') });
      await db.query(
        `insert into waitlist_entries (organisation_id, email, locale, created_at) values ($1, $2, $3, $4)
         on conflict (organisation_id, email) do nothing`,
        [organisation.id, request.body.email, languageOf(request), deps.now()],
      );
      return reply.code(202).send({ detail: messageFor(request, 'waitlistJoined') });
    },
  );
};
