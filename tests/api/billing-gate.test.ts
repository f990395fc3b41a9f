import { describe, expect, it } from 'vitest';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

const ADMIN = 'admin@example.com';

const quickAdd = (user: number, deviceSeq: number, device: string) => ({
  id: crypto.randomUUID(),
  stream: `user:${user}`,
  type: 'QuickAddLogged',
  v: 1,
  payload: { itemId: `q${deviceSeq}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
  actor: `user:${user}`,
  device,
  deviceSeq,
  at: '2026-11-22T12:00:00.000Z',
});

async function organisationOf(server: TestServer, email: string): Promise<number> {
  const { rows } = await server.db.query<{ id: string }>('select organisation_id as id from users where email = $1', [
    email,
  ]);
  return Number(rows[0]!.id);
}

/** The manual provider: the platform administrator sets a customer's subscription in the admin screen. */
async function setBilling(server: TestServer, email: string, status: string | null, override = false) {
  const response = await server.app.inject({
    method: 'PUT',
    url: `/api/admin/organisations/${await organisationOf(server, email)}/users/${await userId(server, email)}/billing`,
    headers: auth(await tokenFor(server, ADMIN)),
    payload: { subscription_status: status, payment_status_override: override },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe.each(engines)('the billing gate, on every route and push (%s)', (engine) => {
  const server = useTestServer(engine, { platformAdmins: [ADMIN] });
  const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: auth(token) });

  it('refuses a blocked client everywhere but their account, keeps what they had, and gives it all back once paid', async () => {
    const sam = await userId(server, 'sam@example.com');
    const token = await tokenFor(server, 'sam@example.com');
    const push = (events: object[]) =>
      server.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: auth(token),
        payload: { device: 'sam-phone', events },
      });
    expect((await push([quickAdd(sam, 1, 'sam-phone')])).statusCode).toBe(200);

    await setBilling(server, 'sam@example.com', 'canceled');
    expect((await me(token)).json().billing_issue).toBe('subscriptionsInactive');

    const headers = { ...auth(token), 'accept-language': 'en' };
    const gated = server.app.routeAccess.filter(
      (r) => (r.access === 'enabled' || r.access === 'coach') && r.method !== 'HEAD',
    );
    expect(gated.length).toBeGreaterThan(20);
    for (const route of gated) {
      const url = route.url.replace(/:(id|clientId|userId)/g, String(sam)).replace(/:[a-zA-Z]+/g, 'x');
      const payload = url === '/api/sync/push' ? { device: 'sam-phone', events: [quickAdd(sam, 2, 'sam-phone')] } : {};
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(route.method === 'GET' ? {} : { payload }),
      });
      // A coach-only route turns a client away as a client first only once the account may be used at all.
      expect(response.statusCode, `${route.method} ${url}`).toBe(402);
      expect(response.json()).toMatchObject({ detail: 'There are issues with your billing.', code: 'billingIssue' });
    }
    // The push was refused before anything was stored.
    expect(await count(server, 'events', 'stream = $1', [`user:${sam}`])).toBe(1);

    // What a blocked person may still do: read their account, its language and units, sign out, pay.
    expect((await me(token)).statusCode).toBe(200);
    const units = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/users/me',
      headers,
      payload: { uses_imperial_measurements: true },
    });
    expect(units.statusCode).toBe(200);

    await setBilling(server, 'sam@example.com', 'active');
    expect((await me(token)).json().billing_issue).toBe(null);
    const pulled = await server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?stream=user:${sam}&after=0`,
      headers: auth(token),
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().events.map((e: { type: string }) => e.type)).toContain('QuickAddLogged');
    expect((await push([quickAdd(sam, 2, 'sam-phone')])).statusCode).toBe(200);
    expect(await count(server, 'events', 'stream = $1', [`user:${sam}`])).toBe(2);
  });

  it("blocks a client whose coach's account is disabled, and the payment override lets them in", async () => {
    const token = await tokenFor(server, 'noor@example.com');
    await server.db.query("update users set account_enabled = false where email = 'coach@example.com'");
    expect((await me(token)).json().billing_issue).toBe('coachDisabled');
    const streams = await server.app.inject({ method: 'GET', url: '/api/sync/streams', headers: auth(token) });
    expect(streams.statusCode).toBe(402);
    await setBilling(server, 'noor@example.com', null, true);
    expect((await me(token)).json().billing_issue).toBe(null);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/sync/streams', headers: auth(token) })).statusCode,
    ).toBe(200);
  });

  it('gates a self-service customer under the paywall until they have a paid subscription', async () => {
    const eva = await organisationOf(server, 'eva@example.com');
    await server.db.query(
      "update organisations set feature_flags = feature_flags || '{FF_B2C_PAYWALL}', product_stripe_id = 'prod_1' where id = $1",
      [eva],
    );
    const token = await tokenFor(server, 'eva@example.com');
    expect((await me(token)).json().billing_issue).toBe('subscriptionRequired');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/sync/streams', headers: auth(token) })).statusCode,
    ).toBe(402);
    // The manual provider takes no payments: the checkout says so, in the person's language.
    const checkout = await server.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { ...auth(token), 'accept-language': 'nl' },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('checkoutUnavailable');
    expect(checkout.json().detail).toMatch(/support/);
    await setBilling(server, 'eva@example.com', 'trialing');
    expect((await me(token)).json().billing_issue).toBe(null);
  });

  it('lets only a platform administrator set a subscription, for a user of that organisation, with valid values', async () => {
    const sam = await userId(server, 'sam@example.com');
    const demo = await organisationOf(server, 'sam@example.com');
    const other = await organisationOf(server, 'mila@example.com');
    const put = async (as: string, url: string, payload: unknown) =>
      server.app.inject({ method: 'PUT', url, headers: auth(await tokenFor(server, as)), payload: payload as object });
    const valid = { subscription_status: 'active', payment_status_override: false };
    expect(
      (await put('coach@example.com', `/api/admin/organisations/${demo}/users/${sam}/billing`, valid)).statusCode,
    ).toBe(403);
    expect((await put(ADMIN, `/api/admin/organisations/${other}/users/${sam}/billing`, valid)).statusCode).toBe(404);
    for (const bad of [
      { subscription_status: 'free', payment_status_override: false },
      { subscription_status: 'active' },
      { ...valid, extra: 1 },
      [],
      null,
    ]) {
      const response = await put(ADMIN, `/api/admin/organisations/${demo}/users/${sam}/billing`, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count(server, 'subscriptions', 'user_id = $1', [sam])).toBe(0);
  });
});
