import Stripe from 'stripe';
import { NoticeRefused, type BillingNotice, type BillingProvider } from './provider';
import type { StripeSettings } from './settings';

/**
 * Stripe: Checkout for the coach trial and the paywall, the customer portal for 'Manage
 * subscription', and webhooks, verified by their signature, for every change of a subscription.
 */
export function stripeProvider(settings: StripeSettings): BillingProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || undefined, protocol: api.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });

  const productOf = (subscription: Stripe.Subscription): string | null => {
    const product = subscription.items.data[0]?.price.product;
    return typeof product === 'string' ? product : (product?.id ?? null);
  };
  const idOf = (value: string | { id: string } | null): string | null =>
    value === null ? null : typeof value === 'string' ? value : value.id;

  return {
    name: 'stripe',
    async checkout(request) {
      let price = settings.coachPrice;
      if (request.kind === 'paywall') {
        const product = await stripe.products.retrieve(request.product ?? '');
        const fromProduct = idOf(product.default_price ?? null);
        if (!fromProduct) throw new Error(`The product ${product.id} has no default price.`);
        price = fromProduct;
      }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: request.reference,
        ...(request.customer ? { customer: request.customer } : { customer_email: request.email }),
        ...(request.kind === 'coachTrial' ? { subscription_data: { trial_period_days: request.trialDays } } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        locale: request.locale,
      });
      if (!session.url) throw new Error('Stripe gave the checkout session no address.');
      return session.url;
    },
    async portal(customer, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return session.url;
    },
    async readNotice(body, signature): Promise<BillingNotice | null> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new NoticeRefused(error instanceof Error ? error.message : 'Bad signature.');
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const subscriptionId = idOf(session.subscription);
          const customer = idOf(session.customer);
          if (session.mode !== 'subscription' || !subscriptionId || !customer || !session.client_reference_id)
            return null;
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          return {
            type: 'checkoutCompleted',
            reference: session.client_reference_id,
            customer,
            subscription: subscription.id,
            status: subscription.status,
            product: productOf(subscription),
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed': {
          const subscription = event.data.object;
          const customer = idOf(subscription.customer);
          if (!customer) return null;
          return {
            type: 'subscriptionChanged',
            customer,
            subscription: subscription.id,
            status: subscription.status,
            product: productOf(subscription),
          };
        }
        default:
          return null;
      }
    },
    async credit(customer, cents, currency, description) {
      // A negative balance is credit: Stripe takes it off the customer's next invoices.
      await stripe.customers.createBalanceTransaction(customer, { amount: -cents, currency, description });
    },
  };
}
