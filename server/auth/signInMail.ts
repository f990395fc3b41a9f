import type { Database, Queryable } from '../db/database';
import type { Mail } from '../mail/mailer';
import { issueCode, type Owner } from './codes';
import { issueMagicLink, magicLinkUrl } from './magicLinks';
import { type MailLanguage, signInMail } from './mails';
import { codesPaused } from './signInLimits';

/** Used and dead codes and links are kept this long, then pruned. */
const KEEP_HOURS = 24;

/** Who a sign-in mail is for: an account, or a sign-up waiting for its owner. */
export interface SignInSubject {
  readonly owner: Owner;
  readonly email: string;
  readonly locale: MailLanguage | null;
  readonly subdomain: string | null;
}

/**
 * The account with this address (in the organisation, when given), else a sign-up waiting for it.
 * Run only after the answer has gone: whether an address has an account must not change how long
 * the answer takes.
 */
export async function findSubject(
  db: Queryable,
  email: string,
  organisationId?: number,
): Promise<SignInSubject | undefined> {
  const { rows } = await db.query<{
    owner: Owner['column'];
    id: string;
    email: string;
    locale: MailLanguage | null;
    subdomain: string | null;
  }>(
    `select 'user_id' as owner, u.id, u.email, u.locale, o.subdomain
       from users u join organisations o on o.id = u.organisation_id
      where u.email = $1 and ($2::bigint is null or u.organisation_id = $2)
     union all
     select 'registration_id', r.id, r.email, r.locale, o.subdomain
       from registrations r join organisations o on o.id = r.organisation_id
      where r.email = $1 and ($2::bigint is null or r.organisation_id = $2) and not exists (select 1 from users where email = $1)`,
    [email, organisationId ?? null],
  );
  const row = rows[0];
  return row
    ? {
        owner: { column: row.owner, id: Number(row.id) },
        email: row.email,
        locale: row.locale,
        subdomain: row.subdomain,
      }
    : undefined;
}

/**
 * Makes the code and link of one sign-in mail and the mail itself. The limits were decided before
 * the answer (signInLimits.ts); while code sign-in is paused for the address the mail carries the
 * link only and says why.
 */
export async function prepareSignInMail(
  db: Database,
  subject: SignInSubject,
  options: { requestId: string; withCode: boolean; publicUrl: string; now: Date },
): Promise<Mail> {
  const { requestId, withCode, publicUrl, now } = options;
  const { owner } = subject;
  return db.transaction(async (tx) => {
    // Concurrent mails for one owner take turns, so 'a new code ends the earlier ones' holds.
    await tx.query(
      `select id from ${owner.column === 'user_id' ? 'users' : 'registrations'} where id = $1 for update`,
      [owner.id],
    );
    const keepSince = new Date(now.getTime() - KEEP_HOURS * 3_600_000);
    await tx.query(`delete from login_codes where ${owner.column} = $1 and created_at < $2`, [owner.id, keepSince]);
    await tx.query(`delete from magic_links where ${owner.column} = $1 and created_at < $2`, [owner.id, keepSince]);

    const codeLocked = withCode && (await codesPaused(tx, subject.email, now));
    const code = withCode && !codeLocked ? await issueCode(tx, owner, requestId, now) : undefined;
    const link = magicLinkUrl(publicUrl, subject.subdomain, await issueMagicLink(tx, owner, now));
    // Dutch is the product's language for anyone who has not chosen one.
    return signInMail(subject.email, subject.locale ?? 'nl', { ...(code ? { code } : {}), link, codeLocked });
  });
}
