import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the part of Stripe the server calls (checkout sessions, subscriptions, products,
 * the billing portal, customer balance), with a hosted checkout page whose 'Pay' sends the signed
 * notice Stripe would send. Tests and journeys run the real Stripe provider against it: never the
 * network.
 */
export interface StripeStandIn {
  readonly url: string;
  /** Notices sent to the server, in order. */
  readonly notices: { type: string; status: number }[];
  readonly balance: { customer: string; amount: number; currency: string }[];
  readonly sessions: Map<string, Record<string, string>>;
  /** Stripe changing a subscription (a failed payment, a cancel): the signed notice goes out. */
  setStatus(subscription: string, status: string): Promise<number>;
  /** A notice with any body and signature (a forgery, a notice for a stranger). */
  send(body: string, signature: string): Promise<number>;
  /** 'Pay' on the hosted page, as a browser would press it: the notice, then where checkout returns. */
  pay(session: string): Promise<string>;
  close(): Promise<void>;
}

export const STAND_IN_PAYWALL_PRODUCT = 'prod_standin_paywall';

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripeStandIn(options: {
  webhookSecret: string;
  /** Where notices go: the server's /api/billing/notices, or a function that hands them over (API tests). */
  noticesUrl?: string;
  deliver?: (body: string, signature: string) => Promise<number>;
  port?: number;
}): Promise<StripeStandIn> {
  const signer = new Stripe('sk_test_standin');
  const sessions = new Map<string, Record<string, string>>();
  const subscriptions = new Map<string, { id: string; customer: string; status: string; product: string }>();
  const notices: { type: string; status: number }[] = [];
  const balance: { customer: string; amount: number; currency: string }[] = [];

  const subscriptionObject = (s: { id: string; customer: string; status: string; product: string }) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    items: { object: 'list', data: [{ id: `si_${s.id}`, price: { id: `price_${s.product}`, product: s.product } }] },
  });

  async function send(body: string, signature: string): Promise<number> {
    if (options.deliver) return options.deliver(body, signature);
    if (!options.noticesUrl) throw new Error('the stand-in has no address for notices');
    const response = await fetch(options.noticesUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return response.status;
  }

  async function notify(type: string, object: object): Promise<number> {
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, data: { object } });
    const status = await send(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    );
    notices.push({ type, status });
    return status;
  }

  async function pay(sessionId: string): Promise<string> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const customer = session.customer ?? id('cus');
    const trial = Number(session['subscription_data[trial_period_days]'] ?? 0);
    const price = session['line_items[0][price]'] ?? '';
    const product = price === 'price_standin_paywall' ? STAND_IN_PAYWALL_PRODUCT : 'prod_standin_coach';
    const subscription = { id: id('sub'), customer, status: trial > 0 ? 'trialing' : 'active', product };
    subscriptions.set(subscription.id, subscription);
    await notify('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: session.client_reference_id,
      customer,
      subscription: subscription.id,
    });
    return session.success_url ?? '/';
  }

  const form = async (request: IncomingMessage): Promise<Record<string, string>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  };
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base());
      const path = url.pathname;
      const api = path.startsWith('/v1/');
      if (api && request.headers.authorization !== 'Bearer sk_test_standin')
        return json(response, 401, { error: { message: 'Invalid API key provided' } });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const body = await form(request);
        const session = { ...body, id: id('cs') };
        sessions.set(session.id, session);
        return json(response, 200, { id: session.id, object: 'checkout.session', url: `${base()}/pay/${session.id}` });
      }
      let match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const subscription = subscriptions.get(match[1]!);
        return subscription
          ? json(response, 200, subscriptionObject(subscription))
          : json(response, 404, { error: { message: 'No such subscription' } });
      }
      match = /^\/v1\/products\/([\w]+)$/.exec(path);
      if (request.method === 'GET' && match)
        return match[1] === STAND_IN_PAYWALL_PRODUCT
          ? json(response, 200, { id: match[1], object: 'product', default_price: 'price_standin_paywall' })
          : json(response, 404, { error: { message: 'No such product' } });
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const body = await form(request);
        return json(response, 200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `${base()}/portal?return=${encodeURIComponent(body.return_url ?? '')}`,
        });
      }
      match = /^\/v1\/customers\/([\w]+)\/balance_transactions$/.exec(path);
      if (request.method === 'POST' && match) {
        const body = await form(request);
        balance.push({ customer: match[1]!, amount: Number(body.amount), currency: body.currency ?? '' });
        return json(response, 200, { id: id('cbtxn'), object: 'customer_balance_transaction' });
      }
      match = /^\/pay\/([\w]+)$/.exec(path);
      if (match && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html lang="en"><head><title>Checkout</title></head><body><main><h1>Stand-in checkout</h1>` +
            `<form method="post"><button>Pay</button></form>` +
            `<form method="post" action="/pay/${match[1]}/cancel"><button>Cancel</button></form></main></body></html>`,
        );
      }
      if (match && request.method === 'POST') {
        const next = await pay(match[1]!);
        response.writeHead(303, { location: next });
        return response.end();
      }
      match = /^\/pay\/([\w]+)\/cancel$/.exec(path);
      if (match && request.method === 'POST') {
        response.writeHead(303, { location: sessions.get(match[1]!)?.cancel_url ?? '/' });
        return response.end();
      }
      if (path === '/portal') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html lang="en"><head><title>Billing portal</title></head><body><main><h1>Stand-in billing portal</h1>` +
            `<a href="${url.searchParams.get('return') ?? '/'}">Return</a></main></body></html>`,
        );
      }
      json(response, 404, { error: { message: `No stand-in for ${request.method} ${path}` } });
    })().catch((error: unknown) => json(response, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  return {
    get url() {
      return base();
    },
    notices,
    balance,
    sessions,
    async setStatus(subscriptionId, status) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      subscription.status = status;
      return notify('customer.subscription.updated', subscriptionObject(subscription));
    },
    send,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
