import type { AfterAnswer } from './afterAnswer';
import type { BillingProvider } from './billing/provider';
import type { BillingSettings } from './billing/settings';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import type { Quotas } from './quotas';

/** What every route module receives: no module reads globals or the environment itself. */
export interface Deps {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly config: Pick<Config, 'PUBLIC_URL'>;
  /** Time, injectable so tests can move it (code expiry, token idle time). */
  readonly now: () => Date;
  /** The quotas, where they differ from DEFAULT_QUOTAS (QUOTA_* in the environment, or a test's). */
  readonly quotas?: Partial<Quotas>;
  /** Multiplies the sign-in limits per client address (SIGN_IN_ADDRESS_LIMIT_FACTOR); 1 when not given. */
  readonly signInAddressLimitFactor?: number;
  /** The e-mails of the platform administrators (FORKCAST_PLATFORM_ADMINS); nobody when not given. */
  readonly platformAdmins?: readonly string[];
  /** Where work after an answer runs (sign-in mails); each server makes its own when not given. */
  readonly afterAnswer?: AfterAnswer;
  /** Who keeps the subscriptions (BILLING_PROVIDER); the manual provider when not given. */
  readonly billing?: { readonly settings: BillingSettings; readonly provider: BillingProvider };
}
