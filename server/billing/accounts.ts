import type { TrialSignup } from '../../src/core/api/billing';
import { hashSecret, randomSecret } from '../auth/secrets';
import type { Database, Queryable } from '../db/database';
import { announceConfigChanged } from '../sync/configChanged';
import type { BillingNotice } from './provider';

/** What a checkout was started for; kept till the provider says it is paid. */
interface CheckoutRow {
  id: string;
  kind: 'coachTrial' | 'paywall';
  email: string;
  first_name: string | null;
  last_name: string | null;
  organisation_name: string | null;
  user_id: string | null;
  referral_code: string | null;
  locale: 'en' | 'nl' | null;
}

/** A checkout begun: its reference goes to the provider, only its hash is kept. */
export async function startCheckout(
  db: Queryable,
  checkout:
    | ({ kind: 'coachTrial' } & Omit<TrialSignup, 'referral'> & { referral?: string | undefined })
    | { kind: 'paywall'; email: string; userId: number; locale: 'en' | 'nl' },
  now: Date,
): Promise<string> {
  const reference = randomSecret(24);
  const trial = checkout.kind === 'coachTrial' ? checkout : null;
  await db.query(
    `insert into checkouts (session_hash, kind, email, first_name, last_name, organisation_name, user_id, referral_code, locale, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashSecret(reference),
      checkout.kind,
      checkout.email,
      trial?.first_name ?? null,
      trial?.last_name ?? null,
      trial?.organisation_name ?? null,
      checkout.kind === 'paywall' ? checkout.userId : null,
      trial?.referral ?? null,
      checkout.locale ?? null,
      now,
    ],
  );
  return reference;
}

export interface Subscribed {
  readonly provider: 'manual' | 'stripe';
  readonly customer: string | null;
  readonly subscription: string | null;
  readonly status: string;
  readonly product: string | null;
}

/**
 * The coach trial's account once it is paid for (or at once, with the manual provider): a new
 * practice of their own and its coach. An address that already has an account gets no second one;
 * a paid subscription is theirs, a free one is not given to an existing account.
 */
async function trialAccount(tx: Queryable, checkout: CheckoutRow, paid: boolean): Promise<number | null> {
  const existing = await tx.query<{ id: string }>('select id from users where email = $1', [checkout.email]);
  if (existing.rows[0]) return paid ? Number(existing.rows[0].id) : null;
  const organisation = await tx.query<{ id: string }>(
    'insert into organisations (name, clients_are_diy) values ($1, false) returning id',
    [checkout.organisation_name ?? checkout.email],
  );
  const referrer = checkout.referral_code
    ? (
        await tx.query<{ id: string }>('select id from users where referral_code = $1 and is_coach', [
          checkout.referral_code,
        ])
      ).rows[0]
    : undefined;
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (email, first_name, last_name, organisation_id, is_coach, locale, referral_code, referred_by)
     values ($1, $2, $3, $4, true, $5, $6, $7) returning id`,
    [
      checkout.email,
      checkout.first_name ?? '',
      checkout.last_name ?? '',
      organisation.rows[0]!.id,
      checkout.locale,
      randomSecret(9),
      referrer?.id ?? null,
    ],
  );
  return Number(rows[0]!.id);
}

/** Records a user's subscription as the provider has it (one row per provider subscription). */
async function recordSubscription(tx: Queryable, user: number, subscribed: Subscribed, now: Date): Promise<void> {
  if (subscribed.customer)
    await tx.query('update users set billing_customer = $2 where id = $1', [user, subscribed.customer]);
  const updated = subscribed.subscription
    ? await tx.query(
        'update subscriptions set status = $3, product = $4, user_id = $5, updated_at = $6 where provider = $1 and provider_id = $2',
        [subscribed.provider, subscribed.subscription, subscribed.status, subscribed.product, user, now],
      )
    : { rowCount: 0 };
  if ((updated as { rowCount?: number | null }).rowCount) return;
  await tx.query(
    'insert into subscriptions (user_id, status, product, provider, provider_id, updated_at) values ($1, $2, $3, $4, $5, $6)',
    [user, subscribed.status, subscribed.product, subscribed.provider, subscribed.subscription, now],
  );
}

/** A referral earns its reward once: when the referred coach first pays. */
export interface ReferralCredit {
  readonly customer: string | null;
  readonly cents: number;
  readonly currency: string;
  readonly referred: string;
}

async function creditReferral(
  tx: Queryable,
  user: number,
  status: string,
  reward: { cents: number; currency: string },
  now: Date,
): Promise<ReferralCredit | null> {
  if (status !== 'active') return null;
  const { rows } = await tx.query<{ referrer: string; customer: string | null; referred: string }>(
    `insert into referral_credits (coach_id, referred_id, amount_cents, currency, credited_at)
     select u.referred_by, u.id, $2, $3, $4 from users u where u.id = $1 and u.referred_by is not null
     on conflict (referred_id) do nothing
     returning referral_credits.coach_id as referrer,
       (select b.billing_customer from users b where b.id = referral_credits.coach_id) as customer,
       (select b.email from users b where b.id = referral_credits.referred_id) as referred`,
    [user, reward.cents, reward.currency, now],
  );
  const row = rows[0];
  return row
    ? { customer: row.customer, cents: reward.cents, currency: reward.currency, referred: row.referred }
    : null;
}

export interface Applied {
  /** The account the notice concerns, if billing knows it. */
  readonly user: number | null;
  readonly credit: ReferralCredit | null;
}

/**
 * A completed checkout or a changed subscription, applied in one transaction: the account (a new
 * coach's, for the trial), the subscription, and the referral credit. Applying a notice twice
 * changes nothing more (providers send notices again).
 */
export async function applyCheckout(
  db: Database,
  reference: string,
  subscribed: Subscribed,
  reward: { cents: number; currency: string },
  now: Date,
): Promise<Applied> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<CheckoutRow>('select * from checkouts where session_hash = $1 for update', [
      hashSecret(reference),
    ]);
    const checkout = rows[0];
    if (!checkout) return { user: null, credit: null };
    const paid = subscribed.provider !== 'manual';
    const user = checkout.user_id ? Number(checkout.user_id) : await trialAccount(tx, checkout, paid);
    await tx.query('update checkouts set completed_at = coalesce(completed_at, $2), user_id = $3 where id = $1', [
      checkout.id,
      now,
      user,
    ]);
    if (user === null) return { user: null, credit: null };
    await recordSubscription(tx, user, subscribed, now);
    const credit = await creditReferral(tx, user, subscribed.status, reward, now);
    await announceConfigChanged(tx, { user });
    return { user, credit };
  });
}

/** A subscription the provider changed (renewed, failed, canceled, paused), for the account that holds its customer. */
export async function applySubscriptionChange(
  db: Database,
  notice: Extract<BillingNotice, { type: 'subscriptionChanged' }>,
  reward: { cents: number; currency: string },
  now: Date,
): Promise<Applied> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from users where billing_customer = $1
       union select user_id from subscriptions where provider = 'stripe' and provider_id = $2
       limit 1`,
      [notice.customer, notice.subscription],
    );
    // A customer this server does not know (its checkout notice is still to come): nothing to do yet.
    if (!rows[0]) return { user: null, credit: null };
    const user = Number(rows[0].id);
    await recordSubscription(
      tx,
      user,
      {
        provider: 'stripe',
        customer: notice.customer,
        subscription: notice.subscription,
        status: notice.status,
        product: notice.product,
      },
      now,
    );
    const credit = await creditReferral(tx, user, notice.status, reward, now);
    await announceConfigChanged(tx, { user });
    return { user, credit };
  });
}

/** The manual provider: an administrator sets a customer's subscription (or none) and the payment override. */
export async function setManualBilling(
  tx: Queryable,
  user: number,
  billing: { subscription_status: string | null; payment_status_override: boolean },
  reward: { cents: number; currency: string },
  now: Date,
): Promise<ReferralCredit | null> {
  await tx.query('update users set payment_status_override = $2 where id = $1', [
    user,
    billing.payment_status_override,
  ]);
  await tx.query("delete from subscriptions where user_id = $1 and provider = 'manual'", [user]);
  let credit: ReferralCredit | null = null;
  if (billing.subscription_status !== null) {
    await recordSubscription(
      tx,
      user,
      { provider: 'manual', customer: null, subscription: null, status: billing.subscription_status, product: null },
      now,
    );
    credit = await creditReferral(tx, user, billing.subscription_status, reward, now);
  }
  await announceConfigChanged(tx, { user });
  return credit;
}
