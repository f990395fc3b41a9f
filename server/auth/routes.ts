import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi, INVALID_CODE_MESSAGE, INVALID_LINK_MESSAGE, RESEND_OTP_ANSWER } from '../../src/core/api/auth';
import { signedInUser } from '../access';
import type { Deps } from '../deps';
import { AfterAnswer } from '../afterAnswer';
import { HttpError, languageOf, notFound } from '../http';
import { messageFor } from '../messages';
import { issueAuthToken, revokeAuthToken } from './authTokens';
import { checkCode } from './codes';
import { endLoginRequest, loginRequestOf, startLoginRequest } from './loginRequest';
import { redeemMagicLink } from './magicLinks';
import { limitAddress } from './rateLimit';
import { completeRegistration, register, type Registration } from './registrations';
import { clearCodeFailures, startMailRequest, withCodeCheck, type Refusal } from './signInLimits';
import { findSubject, prepareSignInMail } from './signInMail';

/** A sign-in body is an email and a short token or code; anything bigger is not one. */
const BODY_LIMIT = 4 * 1024;

const invalidCode = () => new HttpError(400, { non_field_errors: [INVALID_CODE_MESSAGE] });
const invalidLink = () => new HttpError(400, { non_field_errors: [INVALID_LINK_MESSAGE] });

/**
 * Sign-in by a 4-digit code or a magic link (1-shell.txt sections 2 and 7). No answer tells
 * whether an address has an account: the same status, body and cookie for every address, and the
 * account is looked up, its mail made and sent, only after the answer. The limits, not the code's
 * length, carry the weight, and a stranger can use none of them against a person
 * (signInLimits.ts): 5 tries per code, a pause after 10 failed codes of browsers that asked for
 * one, mails per login request and per address, and per-client-address limits on every route.
 */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;

  const afterAnswer = deps.afterAnswer ?? new AfterAnswer();
  app.addHook('onClose', () => afterAnswer.settled());

  /** A limit said plainly, with when to try again: the same words for every address. */
  const limited = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) => {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
    const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
    const detail = messageFor(request, refusal.refused === 'mails' ? 'signInMailsLimited' : 'signInCodesPaused', {
      minutes,
    });
    return new HttpError(429, { detail, retry_after: refusal.retryAfterSeconds });
  };

  /**
   * Decides the mail limits by the address as typed and sets the login request's cookie; then
   * answers. Only after the answer is the account (or a sign-up) looked up and its mail made and
   * sent, so a known address takes as long as an unknown one and a failed mail answers nothing.
   */
  const askForMail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    options: { resend: boolean; withCode: boolean; organisationId?: number; registration?: Registration },
  ) => {
    const now = deps.now();
    const started = await startMailRequest(db, email, options.resend ? loginRequestOf(request) : undefined, now);
    if ('refused' in started) throw limited(request, reply, started);
    const { requestId } = started;
    startLoginRequest(reply, deps.config.PUBLIC_URL, requestId);
    afterAnswer.run(
      async () => {
        if (options.registration) await register(db, options.registration, now);
        const subject = await findSubject(db, email, options.organisationId);
        if (!subject) return;
        await deps.mailer.send(
          await prepareSignInMail(db, subject, {
            requestId,
            withCode: options.withCode,
            publicUrl: deps.config.PUBLIC_URL,
            now,
          }),
        );
      },
      (err) => request.log.error({ err }, 'sign-in mail failed'),
    );
  };

  // redirect_url is accepted for the original client's sake and not used: links always open /login,
  // so a request cannot point a mail from us at another site.
  app.post(
    authApi.createMagicLink.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { body: authApi.createMagicLink.body, response: { 200: authApi.createMagicLink.response } },
    },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'createMagicLink', deps.now(), deps.signInAddressLimitFactor);
      await askForMail(request, reply, request.body.email, { resend: false, withCode: true });
      return { authentication_method: 'OTP' as const };
    },
  );

  app.post(
    authApi.createLoginSignupPortal.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        body: authApi.createLoginSignupPortal.body,
        response: { 200: authApi.createLoginSignupPortal.response },
      },
    },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'createLoginSignupPortal', deps.now(), deps.signInAddressLimitFactor);
      const { rows } = await db.query<{
        id: string;
        login_method: 'OTP' | 'MAGIC_LINK';
        clients_are_diy: boolean;
        signup_status: 'OPEN' | 'FULL' | 'CLOSED';
      }>('select id, login_method, clients_are_diy, signup_status from organisations where subdomain = $1', [
        request.body.organisation_subdomain,
      ]);
      const organisation = rows[0];
      if (!organisation) throw notFound('No organisation has this address.');
      const { registration } = request.body;
      // Only a self-service organisation takes sign-ups; a coach adds the clients of the others.
      // An address that already has an account just gets its sign-in mail: the answer is the same.
      const { email } = request.body;
      const organisationId = Number(organisation.id);
      // A full or closed organisation takes no sign-ups (its portal offers the waitlist); the answer is the same.
      const signUp =
        registration && organisation.clients_are_diy && organisation.signup_status === 'OPEN'
          ? {
              email,
              organisationId,
              firstName: registration.first_name,
              lastName: registration.last_name,
              locale: languageOf(request),
            }
          : undefined;
      await askForMail(request, reply, email, {
        resend: false,
        withCode: organisation.login_method === 'OTP',
        organisationId,
        ...(signUp ? { registration: signUp } : {}),
      });
      return { authentication_method: organisation.login_method };
    },
  );

  app.post(
    authApi.resendOTP.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { body: authApi.resendOTP.body, response: { 200: authApi.resendOTP.response } },
    },
    async (request, reply) => {
      await limitAddress(db, request.ip, 'resendOTP', deps.now(), deps.signInAddressLimitFactor);
      await askForMail(request, reply, request.body.email, { resend: true, withCode: true });
      return { detail: RESEND_OTP_ANSWER };
    },
  );

  // Every failure is the same answer: unknown address, no or another browser's request, wrong,
  // expired, used or dead code. A pause is said plainly, the same for every address.
  app.post(
    authApi.verifyOTP.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { body: authApi.verifyOTP.body, response: { 200: authApi.verifyOTP.response } },
    },
    async (request, reply) => {
      const now = deps.now();
      await limitAddress(db, request.ip, 'verifyOTP', now, deps.signInAddressLimitFactor);
      const { email, otp } = request.body;
      const requestId = loginRequestOf(request);
      const outcome = await withCodeCheck(db, email, requestId, now, async (tx) => {
        const subject = await findSubject(tx, email);
        if (!subject || !(await checkCode(tx, subject.owner, requestId!, otp, now))) return undefined;
        const userId =
          subject.owner.column === 'user_id' ? subject.owner.id : await completeRegistration(tx, subject.owner.id);
        return userId === undefined ? undefined : issueAuthToken(tx, userId, now);
      });
      if (outcome && 'refused' in outcome) throw limited(request, reply, outcome);
      if (!outcome?.result) throw invalidCode();
      endLoginRequest(reply, deps.config.PUBLIC_URL);
      return { auth_token: outcome.result };
    },
  );

  app.post(
    authApi.tokenLogin.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { body: authApi.tokenLogin.body, response: { 200: authApi.tokenLogin.response } },
    },
    async (request) => {
      const now = deps.now();
      await limitAddress(db, request.ip, 'tokenLogin', now, deps.signInAddressLimitFactor);
      const token = await db.transaction(async (tx) => {
        const owner = await redeemMagicLink(tx, request.body.magic_link_token, now);
        if (!owner) return undefined;
        const userId = owner.column === 'user_id' ? owner.id : await completeRegistration(tx, owner.id);
        if (userId === undefined) return undefined;
        // A link proves the mailbox, so it ends a pause of code sign-in.
        const { rows } = await tx.query<{ email: string }>('select email from users where id = $1', [userId]);
        await clearCodeFailures(tx, rows[0]!.email);
        return issueAuthToken(tx, userId, now);
      });
      if (!token) throw invalidLink();
      return { auth_token: token };
    },
  );

  app.post(
    authApi.tokenLogout.path,
    { bodyLimit: BODY_LIMIT, config: { access: 'signedIn' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await revokeAuthToken(db, user.token, deps.now());
      return reply.code(204).send(null);
    },
  );
};
