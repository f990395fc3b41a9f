import type { Database, Queryable } from '../db/database';
import type { Language } from '../../src/core/language';

/** A sign-up nobody confirmed within this time is dropped (its link and code lived 10 minutes). */
const KEEP_HOURS = 24;

export interface Registration {
  readonly email: string;
  readonly organisationId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: Language;
}

/**
 * Keeps a sign-up until its owner uses the code or link mailed to it: before that it is no account,
 * so nobody can hold an address they cannot read. An address with an account is left alone; a
 * later sign-up for the address replaces an earlier one (and its codes and links), wherever it was.
 */
export async function register(db: Database, registration: Registration, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from registrations where email = $1 or created_at < $2', [
      registration.email,
      new Date(now.getTime() - KEEP_HOURS * 3_600_000),
    ]);
    await tx.query(
      `insert into registrations (email, organisation_id, first_name, last_name, locale, created_at)
       select $1, $2, $3, $4, $5, $6 where not exists (select 1 from users where email = $1)
       on conflict (email) do nothing`,
      [
        registration.email,
        registration.organisationId,
        registration.firstName,
        registration.lastName,
        registration.locale,
        now,
      ],
    );
  });
}

/** The owner used a code or link: the sign-up becomes a self-service account. Its id, or undefined when the address got an account meanwhile. */
export async function completeRegistration(tx: Queryable, registrationId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users (email, first_name, last_name, is_diy, organisation_id, locale)
     select email, first_name, last_name, true, organisation_id, locale from registrations where id = $1
     on conflict (email) do nothing returning id`,
    [registrationId],
  );
  await tx.query('delete from registrations where id = $1', [registrationId]);
  return rows[0] ? Number(rows[0].id) : undefined;
}
