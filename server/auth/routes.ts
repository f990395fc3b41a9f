import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi, INVALID_CODE_MESSAGE, INVALID_LINK_MESSAGE, RESEND_OTP_ANSWER } from '../../src/core/api/auth';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { HttpError, languageOf, notFound } from '../http';
import type { Mail } from '../mail/mailer';
import { issueAuthToken, revokeAuthToken } from './authTokens';
import { checkCode, reserveCodeAttempt } from './codes';
import { endLoginRequest, loginRequestOf, startLoginRequest } from './loginRequest';
import { redeemMagicLink } from './magicLinks';
import { limitAddress } from './rateLimit';
import { prepareSignInMail, type SignInAccount } from './signInMail';

/** A sign-in body is an email and a short token or code; anything bigger is not one. */
const BODY_LIMIT = 4 * 1024;

const invalidCode = () => new HttpError(400, { non_field_errors: [INVALID_CODE_MESSAGE] });
const invalidLink = () => new HttpError(400, { non_field_errors: [INVALID_LINK_MESSAGE] });

/**
 * Sign-in by a 4-digit code or a magic link (1-shell.txt sections 2 and 7). No answer tells
 * whether an address has an account: the same status, body and cookie for every address, and the
 * mail leaves after the answer is decided. The limits, not the code's length, carry the weight:
 * 5 tries per code, 10 failed code sign-ins per account until a link is used, 5 mails per account
 * per hour, and per-address limits on every route.
 */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  const findAccount = async (email: string, organisationId?: number): Promise<SignInAccount | undefined> => {
    const { rows } = await db.query<{ id: string; email: string; locale: 'en' | 'nl' | null; subdomain: string | null }>(
      `select u.id, u.email, u.locale, o.subdomain
         from users u join organisations o on o.id = u.organisation_id
        where u.email = $1 and ($2::bigint is null or u.organisation_id = $2)`,
      [email, organisationId ?? null],
    );
    const row = rows[0];
    return row ? { ...row, id: Number(row.id) } : undefined;
  };

  /**
   * Not awaited: waiting on the mail server would make a known address answer slower than an
   * unknown one, and its failure would answer differently. A failed mail is logged; the user asks again.
   */
  const sendLater = (mail: Mail | undefined, log: FastifyBaseLogger) => {
    if (!mail) return;
    deps.mailer.send(mail).catch((err: unknown) => log.error({ err }, 'sign-in mail failed'));
  };

  const mailSignIn = async (email: string, options: { requestId: string; withCode: boolean; organisationId?: number }, log: FastifyBaseLogger) => {
    const account = await findAccount(email, options.organisationId);
    if (!account) return;
    sendLater(await prepareSignInMail(db, account, { ...options, publicUrl: deps.config.PUBLIC_URL, now: deps.now() }), log);
  };

  // redirect_url is accepted for the original client's sake and not used: links always open /login,
  // so a request cannot point a mail from us at another site.
  app.post(
    authApi.createMagicLink.path,
    { bodyLimit: BODY_LIMIT, config: { access: 'public' }, schema: { body: authApi.createMagicLink.body, response: { 200: authApi.createMagicLink.response } } },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'createMagicLink', deps.now());
      const requestId = startLoginRequest(reply, deps.config.PUBLIC_URL);
      await mailSignIn(request.body.email, { requestId, withCode: true }, request.log);
      return { authentication_method: 'OTP' as const };
    },
  );

  app.post(
    authApi.createLoginSignupPortal.path,
    { bodyLimit: BODY_LIMIT, config: { access: 'public' }, schema: { body: authApi.createLoginSignupPortal.body, response: { 200: authApi.createLoginSignupPortal.response } } },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'createLoginSignupPortal', deps.now());
      const { rows } = await db.query<{ id: string; login_method: 'OTP' | 'MAGIC_LINK'; clients_are_diy: boolean }>(
        'select id, login_method, clients_are_diy from organisations where subdomain = $1',
        [request.body.organisation_subdomain],
      );
      const organisation = rows[0];
      if (!organisation) throw notFound('No organisation has this address.');
      const { registration } = request.body;
      // Only a self-service organisation takes sign-ups; a coach adds the clients of the others.
      // An address that already has an account just gets its sign-in mail: the answer is the same.
      if (registration && organisation.clients_are_diy) {
        await db.query(
          `insert into users (email, first_name, last_name, is_diy, organisation_id, locale)
           values ($1, $2, $3, true, $4, $5) on conflict (email) do nothing`,
          [request.body.email, registration.first_name, registration.last_name, organisation.id, languageOf(request)],
        );
      }
      const requestId = startLoginRequest(reply, deps.config.PUBLIC_URL);
      const withCode = organisation.login_method === 'OTP';
      await mailSignIn(request.body.email, { requestId, withCode, organisationId: Number(organisation.id) }, request.log);
      return { authentication_method: organisation.login_method };
    },
  );

  app.post(
    authApi.resendOTP.path,
    { bodyLimit: BODY_LIMIT, config: { access: 'public' }, schema: { body: authApi.resendOTP.body, response: { 200: authApi.resendOTP.response } } },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'resendOTP', deps.now());
      const requestId = startLoginRequest(reply, deps.config.PUBLIC_URL);
      await mailSignIn(request.body.email, { requestId, withCode: true }, request.log);
      return { detail: RESEND_OTP_ANSWER };
    },
  );

  // Every failure is the same answer: unknown address, no or another browser's request, wrong,
  // expired, used or dead code, locked account.
  app.post(
    authApi.verifyOTP.path,
    { bodyLimit: BODY_LIMIT, config: { access: 'public' }, schema: { body: authApi.verifyOTP.body, response: { 200: authApi.verifyOTP.response } } },
    async (request, reply) => {
      const now = deps.now();
      await limitAddress(db, request.ip, 'verifyOTP', now);
      const account = await findAccount(request.body.email);
      if (!account || !(await reserveCodeAttempt(db, account.id))) throw invalidCode();
      const requestId = loginRequestOf(request);
      if (!requestId || !(await checkCode(db, account.id, requestId, request.body.otp, now))) throw invalidCode();
      const token = await db.transaction(async (tx) => {
        await tx.query('update users set code_failures = 0 where id = $1', [account.id]);
        return issueAuthToken(tx, account.id, now);
      });
      endLoginRequest(reply, deps.config.PUBLIC_URL);
      return { auth_token: token };
    },
  );

  app.post(
    authApi.tokenLogin.path,
    { bodyLimit: BODY_LIMIT, config: { access: 'public' }, schema: { body: authApi.tokenLogin.body, response: { 200: authApi.tokenLogin.response } } },
    async (request) => {
      const now = deps.now();
      await limitAddress(db, request.ip, 'tokenLogin', now);
      const token = await db.transaction(async (tx) => {
        const userId = await redeemMagicLink(tx, request.body.magic_link_token, now);
        if (userId === undefined) return undefined;
        // A link proves the mailbox, so it reopens code sign-in after a lock.
        await tx.query('update users set code_failures = 0 where id = $1', [userId]);
        return issueAuthToken(tx, userId, now);
      });
      if (!token) throw invalidLink();
      return { auth_token: token };
    },
  );

  app.post(authApi.tokenLogout.path, { bodyLimit: BODY_LIMIT, config: { access: 'signedIn' }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const user = signedInUser(request);
    await revokeAuthToken(db, user.token, deps.now());
    return reply.code(204).send(null);
  });
};
