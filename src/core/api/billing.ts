import { z } from 'zod';
import { emailSchema } from './auth';
import { idParam } from './idParam';

/**
 * Billing (1-shell.txt sections 2 and 4; docs/operations.md 'Billing'), paths relative to /api. A
 * provider chosen by configuration (manual or Stripe) keeps the subscriptions; the server decides
 * from them who is blocked.
 */

/** The statuses a subscription can have (Stripe's, which the manual provider uses too). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The coach trial's length: the provider charges nothing for these days. */
export const COACH_TRIAL_DAYS = 14;

const nameSchema = z.string().trim().min(1, 'Required').max(100, 'TooLong');

/** A coach starting the trial: who they are and their practice; the referral code of the coach who sent them. */
export const trialSignupSchema = z.strictObject({
  email: emailSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  organisation_name: nameSchema,
  referral: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,64}$/, 'Invalid')
    .optional(),
  locale: z.enum(['en', 'nl']).optional(),
});
export type TrialSignup = z.input<typeof trialSignupSchema>;

/** Where the browser goes next: the provider's checkout or portal page, or the app's own result screen. */
export const redirectSchema = z.object({ url: z.string() });

/** What a coach sees of the referral programme. */
export const referralsSchema = z.object({
  /** The link to share: a trial sign-up that credits this coach. */
  link: z.string(),
  /** The reward per referred coach who pays, in minor units (cents). */
  reward_cents: z.number().int(),
  currency: z.string(),
  credits: z.array(
    z.object({ amount_cents: z.number().int(), currency: z.string(), credited_at: z.string(), coach: z.string() }),
  ),
});
export type Referrals = z.infer<typeof referralsSchema>;

/** What billing the app can offer this deployment: which provider, and the links the screens show. */
export const billingOptionsSchema = z.object({
  provider: z.enum(['manual', 'stripe']),
  /** A checkout exists (Stripe); the manual provider starts a trial without one. */
  checkout: z.boolean(),
  book_demo_url: z.string().nullable(),
  billing_url: z.string().nullable(),
  support_url: z.string().nullable(),
  app_store_url: z.string().nullable(),
  desktop_url: z.string().nullable(),
  contact_email: z.string().nullable(),
});
export type BillingOptions = z.infer<typeof billingOptionsSchema>;

/** An administrator setting a customer's subscription by hand (the manual provider) and the payment override. */
export const manualBillingSchema = z.strictObject({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES, 'fieldInvalid').nullable(),
  payment_status_override: z.boolean('fieldInvalid'),
});
export type ManualBilling = z.infer<typeof manualBillingSchema>;

export const adminBillingSchema = manualBillingSchema.extend({ subscription_status: z.string().nullable() });

export const billingApi = {
  options: { method: 'GET', path: '/billing/options', response: billingOptionsSchema },
  trial: { method: 'POST', path: '/billing/trial', body: trialSignupSchema, response: redirectSchema },
  /** The paywall's checkout for the signed-in self-service customer. */
  checkout: { method: 'POST', path: '/billing/checkout', response: redirectSchema },
  portal: { method: 'POST', path: '/billing/portal', response: redirectSchema },
  referrals: { method: 'GET', path: '/billing/referrals', response: referralsSchema },
  adminUser: {
    method: 'PUT',
    path: '/admin/organisations/:id/users/:userId/billing',
    params: z.object({ id: idParam, userId: idParam }),
    body: manualBillingSchema,
    response: adminBillingSchema,
  },
} as const;
