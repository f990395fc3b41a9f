import { afterAll, describe, expect, it } from 'vitest';
import { billingSettingsOf } from '../../server/billing/settings';
import { stripeProvider } from '../../server/billing/stripeProvider';
import { STAND_IN_PAYWALL_PRODUCT, startStripeStandIn } from '../support/stripeStandIn';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

const WEBHOOK_SECRET = 'whsec_standin_secret';

describe.each(engines)('the Stripe provider, against a stand-in and with signed notices (%s)', async (engine) => {
  const holder: { server?: TestServer } = {};
  const standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (body, signature) =>
      (
        await holder.server!.app.inject({
          method: 'POST',
          url: '/api/billing/notices',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload: body,
        })
      ).statusCode,
  });
  afterAll(() => standIn.close());
  const settings = billingSettingsOf({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_COACH_PRICE: 'price_standin_coach',
    STRIPE_API_URL: standIn.url,
  });
  const server = useTestServer(engine, { billing: { settings, provider: stripeProvider(settings.stripe!) } });
  holder.server = server;

  const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const trial = (body: object) => server.app.inject({ method: 'POST', url: '/api/billing/trial', payload: body });
  const me = async (email: string) =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/api/auth/users/me',
        headers: auth(await tokenFor(server, email)),
      })
    ).json();

  it('signs a coach up through checkout: 14 days free, their own practice once Stripe says so', async () => {
    const answer = await trial({
      email: 'Nina@Example.com ',
      first_name: 'Nina',
      last_name: 'Koster',
      organisation_name: 'Koster Voeding',
      locale: 'nl',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const session = standIn.sessions.get(sessionOf(answer.json().url))!;
    expect(session).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_standin_coach',
      'subscription_data[trial_period_days]': '14',
      customer_email: 'nina@example.com',
      success_url: 'http://localhost:8080/checkout/success',
      cancel_url: 'http://localhost:8080/checkout/failure',
      locale: 'nl',
    });
    // Nothing exists before the provider says the checkout is complete.
    expect(await count(server, 'users', "email = 'nina@example.com'")).toBe(0);

    await standIn.pay(session.id!);
    expect(standIn.notices.at(-1)).toEqual({ type: 'checkout.session.completed', status: 200 });
    const nina = await me('nina@example.com');
    expect(nina).toMatchObject({ is_coach: true, billing_issue: null, locale: 'nl' });
    expect(nina.organisation.name).toBe('Koster Voeding');
    expect(nina.customer.subscriptions.map((s: { status: string }) => s.status)).toEqual(['trialing']);

    // The notice again (Stripe retries): nothing doubles.
    await standIn.pay(session.id!);
    expect(await count(server, 'users', "email = 'nina@example.com'")).toBe(1);
    expect(await count(server, 'organisations', "name = 'Koster Voeding'")).toBe(1);

    // The trial coach reaches their clients, and manages the subscription in Stripe's portal.
    const coach = auth(await tokenFor(server, 'nina@example.com'));
    const clients = await server.app.inject({ method: 'GET', url: '/api/users/paginatedclients/', headers: coach });
    expect(clients.statusCode, clients.body).toBe(200);
    const portal = await server.app.inject({ method: 'POST', url: '/api/billing/portal', headers: coach });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toContain(`${standIn.url}/portal`);
  });

  it('credits the referring coach 50 once the referred coach pays, and only then', async () => {
    await server.db.query("update users set billing_customer = 'cus_carla' where email = 'coach@example.com'");
    const carla = auth(await tokenFor(server, 'coach@example.com'));
    const referrals = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/billing/referrals', headers: carla })).json();
    const { link } = await referrals();
    const ref = new URL(link).searchParams.get('ref');
    expect(link).toMatch(/^http:\/\/localhost:8080\/trial\?ref=/);

    const answer = await trial({
      email: 'bram@example.com',
      first_name: 'Bram',
      last_name: 'Smit',
      organisation_name: 'Smit Coaching',
      referral: ref,
    });
    await standIn.pay(sessionOf(answer.json().url));
    expect((await referrals()).credits).toEqual([]);

    const bram = await userId(server, 'bram@example.com');
    const { rows } = await server.db.query<{ provider_id: string }>(
      'select provider_id from subscriptions where user_id = $1',
      [bram],
    );
    const before = standIn.balance.length;
    expect(await standIn.setStatus(rows[0]!.provider_id, 'active')).toBe(200);
    const after = await referrals();
    expect(after.credits).toEqual([
      expect.objectContaining({ amount_cents: 5000, currency: 'eur', coach: 'Bram Smit' }),
    ]);
    expect(standIn.balance.slice(before)).toEqual([{ customer: 'cus_carla', amount: -5000, currency: 'eur' }]);
    // A renewal pays again: the reward was once.
    await standIn.setStatus(rows[0]!.provider_id, 'active');
    expect((await referrals()).credits).toHaveLength(1);
    expect(standIn.balance.slice(before)).toHaveLength(1);
  });

  it('lets a self-service customer under the paywall pay and get in, and blocks them when Stripe cancels', async () => {
    await server.db.query(
      "update organisations set feature_flags = feature_flags || '{FF_B2C_PAYWALL}', product_stripe_id = $1 where id = (select organisation_id from users where email = 'eva@example.com')",
      [STAND_IN_PAYWALL_PRODUCT],
    );
    expect((await me('eva@example.com')).billing_issue).toBe('subscriptionRequired');
    const checkout = await server.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: auth(await tokenFor(server, 'eva@example.com')),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const session = standIn.sessions.get(sessionOf(checkout.json().url))!;
    expect(session['line_items[0][price]']).toBe('price_standin_paywall');
    expect(session['subscription_data[trial_period_days]']).toBeUndefined();
    await standIn.pay(session.id!);
    expect((await me('eva@example.com')).billing_issue).toBe(null);

    const eva = await userId(server, 'eva@example.com');
    const { rows } = await server.db.query<{ provider_id: string }>(
      'select provider_id from subscriptions where user_id = $1',
      [eva],
    );
    await standIn.setStatus(rows[0]!.provider_id, 'canceled');
    expect((await me('eva@example.com')).billing_issue).toBe('subscriptionsInactive');
  });

  it('refuses a notice whose signature does not verify, and changes nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: { id: 'sub_x', object: 'subscription', customer: 'cus_carla', status: 'active', items: { data: [] } },
      },
    });
    await server.db.query("update users set billing_customer = 'cus_carla' where email = 'coach@example.com'");
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expect(await standIn.send(payload, forged)).toBe(400);
    expect(await standIn.send(payload, '')).toBe(400);
    expect(await standIn.send('{"not":', forged)).toBe(400);
    expect(await count(server, 'subscriptions')).toBe(0);
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/billing/notices',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(415);
  });

  it('answers bad sign-up input field by field, never with a 5xx, and makes nothing', async () => {
    for (const bad of [
      {},
      { email: 'not-an-address', first_name: 'A', last_name: 'B', organisation_name: 'C' },
      { email: 'a@example.com', first_name: '', last_name: 'B', organisation_name: 'C' },
      { email: 'a@example.com', first_name: 'A', last_name: 'B', organisation_name: 'x'.repeat(101) },
      { email: 'a@example.com', first_name: 'A', last_name: 'B', organisation_name: 'C', referral: '../../' },
      { email: 'a@example.com', first_name: 'A', last_name: 'B', organisation_name: 'C', is_coach: false },
    ]) {
      const answer = await trial(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(standIn.sessions.size).toBeGreaterThanOrEqual(0);
    expect(await count(server, 'checkouts')).toBe(0);
  });
});
