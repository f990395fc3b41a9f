import type { Database } from '../db/database';
import type { Mail } from '../mail/mailer';
import { CODE_LOCK_AFTER_FAILURES, issueCode } from './codes';
import { issueMagicLink, magicLinkUrl } from './magicLinks';
import { type MailLanguage, signInMail } from './mails';

/** Sign-in mails per account per hour; more requests get the same answer and no mail. */
export const SIGN_IN_MAILS_PER_HOUR = 5;
/** Used and dead codes and links are kept this long (the hourly limit reads them), then pruned. */
const KEEP_HOURS = 24;

export interface SignInAccount {
  readonly id: number;
  readonly email: string;
  readonly locale: MailLanguage | null;
  readonly subdomain: string | null;
}

/**
 * Makes the codes and links of one sign-in mail and the mail itself, or nothing when the account
 * had its mails for this hour. The account row is locked meanwhile, so concurrent requests cannot
 * pass the hourly limit together. Every mail holds exactly one link: counting links counts mails.
 */
export async function prepareSignInMail(
  db: Database,
  account: SignInAccount,
  options: { requestId: string; withCode: boolean; publicUrl: string; now: Date },
): Promise<Mail | undefined> {
  const { requestId, withCode, publicUrl, now } = options;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ code_failures: number }>('select code_failures from users where id = $1 for update', [account.id]);
    if (!rows[0]) return undefined;
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const sent = await tx.query<{ n: number }>('select count(*)::int as n from magic_links where user_id = $1 and created_at > $2', [account.id, hourAgo]);
    if ((sent.rows[0]?.n ?? 0) >= SIGN_IN_MAILS_PER_HOUR) return undefined;

    const keepSince = new Date(now.getTime() - KEEP_HOURS * 3_600_000);
    await tx.query('delete from login_codes where user_id = $1 and created_at < $2', [account.id, keepSince]);
    await tx.query('delete from magic_links where user_id = $1 and created_at < $2', [account.id, keepSince]);

    const codeLocked = rows[0].code_failures >= CODE_LOCK_AFTER_FAILURES;
    const code = withCode && !codeLocked ? await issueCode(tx, account.id, requestId, now) : undefined;
    const link = magicLinkUrl(publicUrl, account.subdomain, await issueMagicLink(tx, account.id, now));
    // Dutch is the product's language for anyone who has not chosen one.
    return signInMail(account.email, account.locale ?? 'nl', { ...(code ? { code } : {}), link, codeLocked: withCode && codeLocked });
  });
}
