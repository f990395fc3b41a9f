import { z } from 'zod';

/**
 * Billing's configuration (docs/operations.md 'Billing'). BILLING_PROVIDER chooses who keeps the
 * subscriptions: 'manual' (the default, for self-hosting: a platform administrator sets them in the
 * admin screen) or 'stripe' (checkout, the customer portal and signed webhooks).
 */
export const billingEnvSchema = z.object({
  BILLING_PROVIDER: z.enum(['manual', 'stripe']).default('manual'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The price of the coach subscription the trial turns into. */
  STRIPE_COACH_PRICE: z.string().optional(),
  /** Another Stripe API address (a stand-in in tests): scheme, host and port. */
  STRIPE_API_URL: z.string().url().optional(),
  BILLING_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/)
    .default('eur'),
  /** The referral reward per referred coach who pays, in whole units of the currency. */
  REFERRAL_REWARD: z.coerce.number().int().min(0).max(10_000).default(50),
  BOOK_DEMO_URL: z.string().url().optional(),
  BILLING_URL: z.string().url().optional(),
  APP_STORE_URL: z.string().url().optional(),
  DESKTOP_APP_URL: z.string().url().optional(),
  SUPPORT_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
});

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly coachPrice: string;
  readonly apiUrl?: string;
}

export interface BillingSettings {
  readonly provider: 'manual' | 'stripe';
  readonly stripe?: StripeSettings;
  readonly currency: string;
  readonly referralRewardCents: number;
  readonly bookDemoUrl: string | null;
  readonly billingUrl: string | null;
  readonly appStoreUrl: string | null;
  readonly desktopUrl: string | null;
  readonly supportUrl: string | null;
  readonly contactEmail: string | null;
}

export const MANUAL_BILLING: BillingSettings = {
  provider: 'manual',
  currency: 'eur',
  referralRewardCents: 5_000,
  bookDemoUrl: null,
  billingUrl: null,
  appStoreUrl: null,
  desktopUrl: null,
  supportUrl: null,
  contactEmail: null,
};

/** The settings from the environment; Stripe needs its key, its webhook secret and the coach price. */
export function billingSettingsOf(env: Record<string, string | undefined>): BillingSettings {
  const parsed = billingEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  const e = parsed.data;
  let stripe: StripeSettings | undefined;
  if (e.BILLING_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_COACH_PRICE'] as const).filter(
      (k) => !e[k],
    );
    if (missing.length)
      throw new Error(`Invalid configuration:\n  BILLING_PROVIDER=stripe needs ${missing.join(', ')}`);
    stripe = {
      secretKey: e.STRIPE_SECRET_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      coachPrice: e.STRIPE_COACH_PRICE!,
      ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
    };
  }
  return {
    provider: e.BILLING_PROVIDER,
    ...(stripe ? { stripe } : {}),
    currency: e.BILLING_CURRENCY,
    referralRewardCents: e.REFERRAL_REWARD * 100,
    bookDemoUrl: e.BOOK_DEMO_URL ?? null,
    billingUrl: e.BILLING_URL ?? null,
    appStoreUrl: e.APP_STORE_URL ?? null,
    desktopUrl: e.DESKTOP_APP_URL ?? null,
    supportUrl: e.SUPPORT_URL ?? null,
    contactEmail: e.SUPPORT_EMAIL ?? null,
  };
}
