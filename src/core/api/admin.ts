import { z } from 'zod';
import { idParam } from './idParam';
import { organisationSchema } from './user';

/**
 * The platform administrators' routes (paths relative to /api): organisations, their feature flags
 * and a user's own flags, and the log of every change. Validation messages are message keys
 * (ADMIN_MESSAGES): the server answers them in the user's language, the screens translate them.
 */
export const ADMIN_MESSAGES = [
  'fieldRequired',
  'fieldTooLong',
  'fieldNotSubdomain',
  'fieldNotWebAddress',
  'fieldUnknown',
  'fieldInvalid',
  'subdomainTaken',
  // The curation of the simple recipes (adminRecipes.ts).
  'recipeUnknown',
  'tagUnknown',
  'listTooLong',
  'recipeInBothLists',
] as const;
export type AdminMessage = (typeof ADMIN_MESSAGES)[number];

/** An organisation's subdomain: a DNS label, lower case (the brand's portal is <subdomain>.<host>). */
export const subdomainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(63, 'fieldTooLong')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'fieldNotSubdomain');

const webAddress = z
  .string()
  .trim()
  .max(500, 'fieldTooLong')
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value) && URL.canParse(value), 'fieldNotWebAddress');

/** Empty text means 'none'. */
const optional = <T extends z.ZodType<string | null>>(field: T) =>
  z.union([z.literal('').transform(() => null), z.null(), field]);

export const organisationFields = z.strictObject(
  {
    name: z.string().trim().min(1, 'fieldRequired').max(100, 'fieldTooLong'),
    subdomain: optional(subdomainField),
    recipe_system_type: z.enum(['SIMPLE', 'COMPLEX'], 'fieldInvalid'),
    clients_are_diy: z.boolean('fieldInvalid'),
    welcome_video: optional(webAddress),
    welcome_video_enabled: z.boolean('fieldInvalid'),
    auto_plan_initial_meals: z.boolean('fieldInvalid'),
    can_generate_meals: z.boolean('fieldInvalid'),
    can_create_own_recipes: z.boolean('fieldInvalid'),
    custom_notes_message: optional(z.string().trim().max(1_000, 'fieldTooLong')),
    support_url: optional(webAddress),
    help_chat_url: optional(webAddress),
    pwa_signup: z.boolean('fieldInvalid'),
    signup_status: z.enum(['OPEN', 'FULL', 'CLOSED'], 'fieldInvalid'),
    /** The subscription the organisation sells (its product at the billing provider): the paywall applies only with one. */
    product_stripe_id: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,100}$/, 'fieldInvalid'),
    ),
  },
  'fieldUnknown',
);
export type OrganisationFields = z.input<typeof organisationFields>;

/**
 * Flags switched on or off; the flags not named stay as they are. Which names exist is the
 * plugins' list: the server checks against it with flagChangesFor.
 */
export const flagChanges = z
  .record(z.string(), z.boolean('fieldInvalid').optional())
  .refine((changes) => Object.keys(changes).length > 0, 'fieldRequired');

/** flagChanges limited to the flags that exist: any other name is 'fieldUnknown'. */
export const flagChangesFor = (known: readonly string[]) =>
  z
    .strictObject(Object.fromEntries(known.map((flag) => [flag, z.boolean('fieldInvalid').optional()])), 'fieldUnknown')
    .refine((changes) => Object.values(changes).some((on) => on !== undefined), 'fieldRequired');
export type FlagChanges = Readonly<Partial<Record<string, boolean>>>;

export const adminOrganisationSchema = organisationSchema.extend({
  user_count: z.number().int(),
  product_stripe_id: z.string().nullable(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_coach: z.boolean(),
  /** The user's own flags (feature_flags_for_user); the organisation's apply as well. */
  feature_flags: z.array(z.string()),
  /** Billing as the manual provider sets it: the newest subscription's status, and the payment override. */
  subscription_status: z.string().nullable(),
  payment_status_override: z.boolean(),
  billing_issue: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const CHANGE_KINDS = [
  'organisationCreated',
  'organisationEdited',
  'organisationFlags',
  'userFlags',
  'organisationRecipes',
] as const;
export const changeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(CHANGE_KINDS),
  /** Who made the change: their e-mail at the time. */
  by: z.string(),
  /** The user whose flags changed (userFlags), by e-mail at the time. */
  user: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
});
export type Change = z.infer<typeof changeSchema>;

const organisationId = z.object({ id: idParam });
const organisationUser = z.object({ id: idParam, userId: idParam });

export const adminApi = {
  organisations: {
    method: 'GET',
    path: '/admin/organisations',
    response: z.object({ results: z.array(adminOrganisationSchema) }),
  },
  create: {
    method: 'POST',
    path: '/admin/organisations',
    body: organisationFields.partial().required({ name: true }),
    response: adminOrganisationSchema,
  },
  read: { method: 'GET', path: '/admin/organisations/:id', params: organisationId, response: adminOrganisationSchema },
  edit: {
    method: 'PATCH',
    path: '/admin/organisations/:id',
    params: organisationId,
    body: organisationFields.partial(),
    response: adminOrganisationSchema,
  },
  setFlags: {
    method: 'PATCH',
    path: '/admin/organisations/:id/flags',
    params: organisationId,
    body: flagChanges,
    response: adminOrganisationSchema,
  },
  users: {
    method: 'GET',
    path: '/admin/organisations/:id/users',
    params: organisationId,
    query: z.object({ email: z.string().trim().toLowerCase().min(1, 'fieldRequired').max(254, 'fieldTooLong') }),
    response: z.object({ results: z.array(adminUserSchema) }),
  },
  setUserFlags: {
    method: 'PATCH',
    path: '/admin/organisations/:id/users/:userId/flags',
    params: organisationUser,
    body: flagChanges,
    response: adminUserSchema,
  },
  changes: {
    method: 'GET',
    path: '/admin/organisations/:id/changes',
    params: organisationId,
    query: z.object({ before: idParam.optional() }),
    response: z.object({ results: z.array(changeSchema), hasMore: z.boolean() }),
  },
} as const;

/** How many users a search by e-mail shows, and changes a page of the log. */
export const ADMIN_USER_MATCHES = 10;
export const CHANGES_PAGE_SIZE = 50;
