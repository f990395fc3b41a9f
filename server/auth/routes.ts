import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi, INVALID_CODE_MESSAGE } from '../../src/core/api/auth';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { HttpError, notFound } from '../http';
import { authenticate, issueAuthToken, revokeAuthToken } from './authTokens';
import { CODE_LOCK_AFTER_FAILURES, checkCode, issueCode } from './codes';
import { ensureLoginRequest, loginRequestOf } from './loginRequest';
import { appUrlFor, issueMagicLink, redeemMagicLink } from './magicLinks';
import { signInMail } from './mails';
import { limitAddress } from './rateLimit';

interface SignInUser {
  id: number;
  email: string;
  locale: 'en' | 'nl' | null;
  code_failures: number;
  subdomain: string | null;
  organisation_id: number;
}

const invalidCode = () => new HttpError(400, { non_field_errors: [INVALID_CODE_MESSAGE] });
const invalidLink = () => new HttpError(400, { non_field_errors: ['This link is invalid or has expired.'] });
/** The language the person's app is in, for a user who chose none: English, or Dutch for Dutch and by default. */
const languageOf = (acceptLanguage: string | undefined): 'en' | 'nl' => (acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'nl');
const sent = { detail: 'If this address has an account, we have sent it a message.' };

/**
 * Sign-in by a 4-digit code or a magic link (1-shell.txt sections 2, 7). Every answer is the same
 * whether or not the address has an account; the limits, not the code's length, carry the weight
 * (docs/decisions.md).
 */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  const findUser = async (email: string, organisationId?: number): Promise<SignInUser | undefined> => {
    const { rows } = await db.query<SignInUser & { id: string; organisation_id: string }>(
      `select u.id, u.email, u.locale, u.code_failures, u.organisation_id, o.subdomain
         from users u join organisations o on o.id = u.organisation_id
        where u.email = $1 and ($2::bigint is null or u.organisation_id = $2)`,
      [email, organisationId ?? null],
    );
    const row = rows[0];
    return row ? { ...row, id: Number(row.id), organisation_id: Number(row.organisation_id) } : undefined;
  };

  /** Mails a code (unless code sign-in is locked or the hourly limit is reached) and a link. */
  const mailSignIn = async (tx: Queryable, user: SignInUser, requestId: string, withCode: boolean, requestLanguage: 'en' | 'nl') => {
    const now = deps.now();
    const codeOpen = withCode && user.code_failures < CODE_LOCK_AFTER_FAILURES;
    const code = codeOpen ? await issueCode(tx, user.id, requestId, now) : undefined;
    if (codeOpen && !code) return; // Over the hourly limit: nothing more is mailed.
    const token = await issueMagicLink(tx, user.id, now);
    const link = appUrlFor(deps.config.PUBLIC_URL, user.subdomain);
    link.pathname = '/login';
    link.search = new URLSearchParams({ token }).toString();
    await deps.mailer.send(signInMail(user.email, user.locale ?? requestLanguage, { ...(code ? { code } : {}), link: link.toString() }));
  };

  app.post(authApi.createMagicLink.path, { schema: { body: authApi.createMagicLink.body, response: { 200: authApi.createMagicLink.response } } }, async (request, reply) => {
    await limitAddress(db, request.ip, 'send', 'send', deps.now());
    const requestId = ensureLoginRequest(request, reply);
    const user = await findUser(request.body.email);
    if (user) await db.transaction((tx) => mailSignIn(tx, user, requestId, true, languageOf(request.headers['accept-language'])));
    return { authentication_method: 'OTP' as const };
  });

  app.post(authApi.createLoginSignupPortal.path, { schema: { body: authApi.createLoginSignupPortal.body, response: { 200: authApi.createLoginSignupPortal.response } } }, async (request, reply) => {
    await limitAddress(db, request.ip, 'send', 'send', deps.now());
    const { rows } = await db.query<{ id: string; login_method: 'OTP' | 'MAGIC_LINK' }>('select id, login_method from organisations where subdomain = $1', [request.body.organisation_subdomain]);
    const organisation = rows[0];
    if (!organisation) throw notFound('No organisation has this address.');
    const requestId = ensureLoginRequest(request, reply);
    const user = await findUser(request.body.email, Number(organisation.id));
    if (user) await db.transaction((tx) => mailSignIn(tx, user, requestId, organisation.login_method === 'OTP', languageOf(request.headers['accept-language'])));
    return { authentication_method: organisation.login_method };
  });

  app.post(authApi.resendOTP.path, { schema: { body: authApi.resendOTP.body, response: { 200: authApi.resendOTP.response } } }, async (request, reply) => {
    await limitAddress(db, request.ip, 'send', 'send', deps.now());
    const requestId = ensureLoginRequest(request, reply);
    const user = await findUser(request.body.email);
    if (user) await db.transaction((tx) => mailSignIn(tx, user, requestId, true, languageOf(request.headers['accept-language'])));
    return sent;
  });

  app.post(authApi.verifyOTP.path, { schema: { body: authApi.verifyOTP.body, response: { 200: authApi.verifyOTP.response } } }, async (request) => {
    const now = deps.now();
    await limitAddress(db, request.ip, 'verify', 'verify', now);
    const requestId = loginRequestOf(request);
    const user = await findUser(request.body.email);
    if (!user || !requestId) throw invalidCode();
    if (user.code_failures >= CODE_LOCK_AFTER_FAILURES) throw invalidCode();
    const ok = await checkCode(db, user.id, requestId, request.body.otp, now);
    if (!ok) {
      await db.query('update users set code_failures = code_failures + 1 where id = $1', [user.id]);
      throw invalidCode();
    }
    await db.query('update users set code_failures = 0 where id = $1', [user.id]);
    return { auth_token: await issueAuthToken(db, user.id, now) };
  });

  app.post(authApi.tokenLogin.path, { schema: { body: authApi.tokenLogin.body, response: { 200: authApi.tokenLogin.response } } }, async (request) => {
    const now = deps.now();
    await limitAddress(db, request.ip, 'verify', 'verify', now);
    const userId = await redeemMagicLink(db, request.body.magic_link_token, now);
    if (userId === undefined) throw invalidLink();
    // A link proves the mailbox: it reopens code sign-in after a lock.
    await db.query('update users set code_failures = 0 where id = $1', [userId]);
    return { auth_token: await issueAuthToken(db, userId, now) };
  });

  app.post(authApi.tokenLogout.path, { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const user = await authenticate(db, request, deps.now());
    await revokeAuthToken(db, user.token, deps.now());
    return reply.code(204).send(null);
  });
};
