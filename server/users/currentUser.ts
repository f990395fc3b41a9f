import type { BillingIssue, CurrentUser, Organisation } from '../../src/core/api/user';
import { isPlatformAdminEmail } from '../admin/platformAdmins';
import type { Queryable } from '../db/database';

interface OrganisationRow {
  id: string;
  name: string;
  subdomain: string | null;
  primary_colour: string | null;
  has_logo: boolean;
  logo_visible: boolean;
  recipe_system_type: 'SIMPLE' | 'COMPLEX';
  clients_are_diy: boolean;
  feature_flags: string[];
  support_url: string | null;
  custom_notes_message: string | null;
  welcome_video: string | null;
  welcome_video_enabled: boolean;
  auto_plan_initial_meals: boolean;
  can_generate_meals: boolean;
  can_create_own_recipes: boolean;
  product_stripe_id: string | null;
  login_method: 'OTP' | 'MAGIC_LINK';
  help_chat_url: string | null;
  pwa_signup: boolean;
  signup_status: 'OPEN' | 'FULL' | 'CLOSED';
}

export const ORGANISATION_COLUMNS = `o.id, o.name, o.subdomain, o.primary_colour, (o.logo is not null) as has_logo, o.logo_visible, o.recipe_system_type,
  o.clients_are_diy, o.feature_flags, o.support_url, o.custom_notes_message, o.welcome_video, o.welcome_video_enabled,
  o.auto_plan_initial_meals, o.can_generate_meals, o.can_create_own_recipes, o.product_stripe_id, o.login_method,
  o.help_chat_url, o.pwa_signup, o.signup_status`;

export function organisationOf(row: OrganisationRow): Organisation {
  return {
    id: Number(row.id),
    name: row.name,
    subdomain: row.subdomain,
    primary_colour: row.primary_colour,
    logo: row.has_logo ? `/api/organisations/${row.id}/logo` : null,
    logo_visible: row.logo_visible,
    recipe_system_type: row.recipe_system_type,
    clients_are_diy: row.clients_are_diy,
    feature_flags: row.feature_flags,
    support_url: row.support_url,
    custom_notes_message: row.custom_notes_message,
    welcome_video: row.welcome_video,
    welcome_video_enabled: row.welcome_video_enabled,
    auto_plan_initial_meals: row.auto_plan_initial_meals,
    can_generate_meals: row.can_generate_meals,
    can_create_own_recipes: row.can_create_own_recipes,
    has_product: row.product_stripe_id !== null,
    help_chat_url: row.help_chat_url,
    pwa_signup: row.pwa_signup,
    signup_status: row.signup_status,
  };
}

export async function loadOrganisation(
  db: Queryable,
  where: { id: number } | { subdomain: string },
): Promise<(Organisation & { login_method: 'OTP' | 'MAGIC_LINK' }) | undefined> {
  const [clause, value] = 'id' in where ? ['o.id = $1', where.id] : ['o.subdomain = $1', where.subdomain];
  const { rows } = await db.query<OrganisationRow>(
    `select ${ORGANISATION_COLUMNS} from organisations o where ${clause}`,
    [value],
  );
  return rows[0] ? { ...organisationOf(rows[0]), login_method: rows[0].login_method } : undefined;
}

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_coach: boolean;
  is_diy: boolean;
  account_enabled: boolean;
  payment_status_override: boolean;
  locale: 'en' | 'nl' | null;
  uses_imperial_measurements: boolean;
  organisation_id: string;
  coach_id: string | null;
  feature_flags: string[];
}

/** The current-user payload: who, their organisation and coach, flags and subscriptions, and whether they administer the platform. */
export async function loadCurrentUser(
  db: Queryable,
  userId: number,
  platformAdmins: readonly string[] = [],
): Promise<CurrentUser | undefined> {
  const { rows } = await db.query<UserRow & { billing_issue: BillingIssue | null }>(
    'select *, billing_issue(id) from users where id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) return undefined;
  const organisation = (await loadOrganisation(db, { id: Number(user.organisation_id) }))!;
  let coach: CurrentUser['coach'] = null;
  if (user.coach_id) {
    const coachRow = (await db.query<UserRow>('select * from users where id = $1', [user.coach_id])).rows[0];
    if (coachRow) {
      const { login_method: _, ...coachOrganisation } = (await loadOrganisation(db, {
        id: Number(coachRow.organisation_id),
      }))!;
      coach = {
        id: Number(coachRow.id),
        first_name: coachRow.first_name,
        last_name: coachRow.last_name,
        account_enabled: coachRow.account_enabled,
        uses_imperial_measurements: coachRow.uses_imperial_measurements,
        organisation: coachOrganisation,
      };
    }
  }
  const subscriptions = (
    await db.query<{ status: string; product: string | null }>(
      'select status, product from subscriptions where user_id = $1 order by id',
      [userId],
    )
  ).rows;
  const { login_method: _, ...ownOrganisation } = organisation;
  return {
    id: Number(user.id),
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_coach: user.is_coach,
    is_diy: user.is_diy,
    account_enabled: user.account_enabled,
    payment_status_override: user.payment_status_override,
    locale: user.locale,
    uses_imperial_measurements: user.uses_imperial_measurements,
    organisation: ownOrganisation,
    coach,
    feature_flags_for_user: { flags: user.feature_flags, switches: [], samples: [] },
    customer: subscriptions.length
      ? { subscriptions: subscriptions.map((s) => ({ status: s.status, items: [{ plan: { product: s.product } }] })) }
      : null,
    stream: `user:${user.id}`,
    billing_issue: user.billing_issue,
    is_platform_admin: isPlatformAdminEmail(platformAdmins, user.email),
  };
}
