import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingApi, COACH_TRIAL_DAYS } from '../../src/core/api/billing';
import { signedInUser } from '../access';
import { limitAddress } from '../auth/rateLimit';
import type { Queryable } from '../db/database';
import type { Deps } from '../deps';
import { HttpError, languageOf, notAllowed, notFound } from '../http';
import { messageFor } from '../messages';
import { randomSecret } from '../auth/secrets';
import { applyCheckout, applySubscriptionChange, setManualBilling, startCheckout, type Applied } from './accounts';
import { manualProvider, NoticeRefused, type BillingProvider } from './provider';
import { MANUAL_BILLING, type BillingSettings } from './settings';

const BODY_LIMIT = 4 * 1024;
/** A provider's notice is small; Stripe's largest are a few tens of kilobytes. */
const NOTICE_LIMIT = 256 * 1024;

/** 409: what was asked cannot be done here (no checkout with the manual provider, nothing to buy). */
const conflict = (detail: string, code: string) => new HttpError(409, { detail, code });

/**
 * /billing: the coach trial and its checkout, the paywall's checkout, the customer portal, the
 * referral programme, the provider's notices, and an administrator setting a subscription by hand.
 * Checkout and portal are open to a blocked account: paying is how it gets back in.
 */
export const billingRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  const settings: BillingSettings = deps.billing?.settings ?? MANUAL_BILLING;
  const provider: BillingProvider = deps.billing?.provider ?? manualProvider;
  const reward = { cents: settings.referralRewardCents, currency: settings.currency };
  const publicUrl = (path: string) => new URL(path, deps.config.PUBLIC_URL ?? 'http://localhost').toString();

  /** A referral credit is recorded in the transaction; telling the provider comes after, and a failure there is logged, not lost. */
  const passOn = async (applied: Applied, log: { error: (o: object, m: string) => void }) => {
    const credit = applied.credit;
    if (!credit?.customer) return;
    await provider
      .credit(credit.customer, credit.cents, credit.currency, `Referral: ${credit.referred}`)
      .catch((error: unknown) => log.error({ err: error }, 'the referral credit did not reach the billing provider'));
  };

  app.get(
    billingApi.options.path,
    { config: { access: 'public' }, schema: { response: { 200: billingApi.options.response } } },
    async () => ({
      provider: provider.name,
      checkout: provider.name !== 'manual',
      book_demo_url: settings.bookDemoUrl,
      billing_url: settings.billingUrl,
      support_url: settings.supportUrl,
      app_store_url: settings.appStoreUrl,
      desktop_url: settings.desktopUrl,
      contact_email: settings.contactEmail,
    }),
  );

  app.post(
    billingApi.trial.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: { body: billingApi.trial.body, response: { 200: billingApi.trial.response } },
    },
    async (request) => {
      await limitAddress(db, request.ip, 'coachTrial', deps.now(), deps.signInAddressLimitFactor);
      const signup = request.body;
      const locale = signup.locale ?? languageOf(request);
      const reference = await startCheckout(db, { kind: 'coachTrial', ...signup, locale }, deps.now());
      const url = await provider.checkout({
        kind: 'coachTrial',
        reference,
        email: signup.email,
        customer: null,
        product: null,
        trialDays: COACH_TRIAL_DAYS,
        successUrl: publicUrl('/checkout/success'),
        cancelUrl: publicUrl('/checkout/failure'),
        locale,
      });
      if (url) return { url };
      // No checkout (the manual provider): the trial starts now, and the administrator takes it from there.
      const applied = await applyCheckout(
        db,
        reference,
        { provider: 'manual', customer: null, subscription: null, status: 'trialing', product: null },
        reward,
        deps.now(),
      );
      await passOn(applied, request.log);
      return { url: '/checkout/success' };
    },
  );

  app.post(
    billingApi.checkout.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'signedIn' },
      schema: { response: { 200: billingApi.checkout.response } },
    },
    async (request) => {
      const { id } = signedInUser(request);
      const account = await accountOf(db, id);
      if (!account.is_diy || account.is_coach || !account.product)
        throw conflict(messageFor(request, 'nothingToBuy'), 'nothingToBuy');
      if (provider.name === 'manual') throw conflict(messageFor(request, 'checkoutUnavailable'), 'checkoutUnavailable');
      const locale = account.locale ?? languageOf(request);
      const reference = await startCheckout(
        db,
        { kind: 'paywall', email: account.email, userId: id, locale },
        deps.now(),
      );
      const url = await provider.checkout({
        kind: 'paywall',
        reference,
        email: account.email,
        customer: account.billing_customer,
        product: account.product,
        trialDays: 0,
        successUrl: publicUrl('/checkout/success'),
        cancelUrl: publicUrl('/checkout/failure'),
        locale,
      });
      if (!url) throw conflict(messageFor(request, 'checkoutUnavailable'), 'checkoutUnavailable');
      return { url };
    },
  );

  app.post(
    billingApi.portal.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'signedIn' },
      schema: { response: { 200: billingApi.portal.response } },
    },
    async (request) => {
      const account = await accountOf(db, signedInUser(request).id);
      const portal = account.billing_customer
        ? await provider.portal(account.billing_customer, publicUrl('/profile')).catch((error: unknown) => {
            request.log.warn({ err: error }, 'the billing portal could not be opened');
            return null;
          })
        : null;
      const url = portal ?? settings.billingUrl;
      if (!url) throw conflict(messageFor(request, 'portalUnavailable'), 'portalUnavailable');
      return { url };
    },
  );

  app.get(
    billingApi.referrals.path,
    { config: { access: 'coach' }, schema: { response: { 200: billingApi.referrals.response } } },
    async (request) => {
      const { id } = signedInUser(request);
      await db.query('update users set referral_code = $2 where id = $1 and referral_code is null', [
        id,
        randomSecret(9),
      ]);
      const code = (await db.query<{ referral_code: string }>('select referral_code from users where id = $1', [id]))
        .rows[0]!.referral_code;
      const { rows } = await db.query<{ amount_cents: number; currency: string; credited_at: Date; coach: string }>(
        `select r.amount_cents, r.currency, r.credited_at, trim(u.first_name || ' ' || u.last_name) as coach
           from referral_credits r join users u on u.id = r.referred_id
          where r.coach_id = $1 order by r.credited_at desc limit 100`,
        [id],
      );
      return {
        link: publicUrl(`/trial?ref=${encodeURIComponent(code)}`),
        reward_cents: settings.referralRewardCents,
        currency: settings.currency,
        credits: rows.map((r) => ({ ...r, credited_at: r.credited_at.toISOString() })),
      };
    },
  );

  // The provider's notices: the raw body is what its signature covers.
  await app.register(async (notices) => {
    notices.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    notices.post(
      '/billing/notices',
      { bodyLimit: NOTICE_LIMIT, config: { access: 'public' } },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(415, { detail: 'Unsupported media type.' });
        const signature = request.headers['stripe-signature'];
        let notice;
        try {
          notice = await provider.readNotice(request.body, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof NoticeRefused) throw new HttpError(400, { detail: 'The notice could not be verified.' });
          throw error;
        }
        if (notice?.type === 'checkoutCompleted') {
          const { reference, ...rest } = notice;
          await passOn(
            await applyCheckout(db, reference, { provider: 'stripe', ...rest }, reward, deps.now()),
            request.log,
          );
        } else if (notice?.type === 'subscriptionChanged')
          await passOn(await applySubscriptionChange(db, notice, reward, deps.now()), request.log);
        return reply.code(200).send({ received: true });
      },
    );
  });

  app.put(
    billingApi.adminUser.path,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        params: billingApi.adminUser.params,
        body: billingApi.adminUser.body,
        response: { 200: billingApi.adminUser.response },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const result = await db.transaction(async (tx) => {
        // A user of another organisation is not found here: nothing crosses organisations.
        const { rows } = await tx.query('select 1 from users where id = $1 and organisation_id = $2 for update', [
          userId,
          id,
        ]);
        if (!rows[0]) throw notFound(messageFor(request, 'userNotFound'));
        const credit = await setManualBilling(tx, userId, request.body, reward, deps.now());
        return { credit };
      });
      await passOn({ user: userId, credit: result.credit }, request.log);
      return request.body;
    },
  );
};

interface AccountRow {
  email: string;
  is_diy: boolean;
  is_coach: boolean;
  locale: 'en' | 'nl' | null;
  billing_customer: string | null;
  product: string | null;
}

async function accountOf(db: Queryable, id: number): Promise<AccountRow> {
  const { rows } = await db.query<AccountRow>(
    `select u.email, u.is_diy, u.is_coach, u.locale, u.billing_customer, o.product_stripe_id as product
       from users u join organisations o on o.id = u.organisation_id where u.id = $1`,
    [id],
  );
  if (!rows[0]) throw notAllowed();
  return rows[0];
}
