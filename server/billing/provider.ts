/**
 * Who keeps the subscriptions. The server decides who is blocked from the subscriptions table
 * (migration 016); a provider only fills it: at checkout, in its portal, and by its notices.
 */
export interface CheckoutRequest {
  readonly kind: 'coachTrial' | 'paywall';
  /** Our reference of the checkout (checkouts.session_hash is its hash); the notice names it. */
  readonly reference: string;
  readonly email: string;
  /** The provider's customer already known for this person, if any. */
  readonly customer: string | null;
  /** The paywall: the organisation's product. */
  readonly product: string | null;
  readonly trialDays: number;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly locale: 'en' | 'nl';
}

/** What a verified notice of the provider says changed. */
export type BillingNotice =
  | {
      readonly type: 'checkoutCompleted';
      readonly reference: string;
      readonly customer: string;
      readonly subscription: string;
      readonly status: string;
      readonly product: string | null;
    }
  | {
      readonly type: 'subscriptionChanged';
      readonly customer: string;
      readonly subscription: string;
      readonly status: string;
      readonly product: string | null;
    };

/** A notice whose signature does not verify: refused, nothing changes. */
export class NoticeRefused extends Error {}

export interface BillingProvider {
  readonly name: 'manual' | 'stripe';
  /** The provider's checkout page; null for a provider without one (manual: the trial starts at once). */
  checkout(request: CheckoutRequest): Promise<string | null>;
  /** The provider's page where a customer manages their subscription; null without one. */
  portal(customer: string, returnUrl: string): Promise<string | null>;
  /** Reads a notice after verifying its signature; null for a notice billing does not need. */
  readNotice(body: Buffer, signature: string | undefined): Promise<BillingNotice | null>;
  /** Credits a referring coach's account with the provider (their next invoices). */
  credit(customer: string, cents: number, currency: string, description: string): Promise<void>;
}

/** Self-hosting: no payments here; a platform administrator sets subscriptions in the admin screen. */
export const manualProvider: BillingProvider = {
  name: 'manual',
  checkout: async () => null,
  portal: async () => null,
  readNotice: async () => {
    throw new NoticeRefused('The manual billing provider takes no notices.');
  },
  credit: async () => undefined,
};
