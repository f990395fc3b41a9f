import { z } from 'zod';

/** An organisation as the app needs it for branding, flags and flows. */
export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string().nullable(),
  primary_colour: z.string().nullable(),
  /** URL of the logo image, or null. */
  logo: z.string().nullable(),
  logo_visible: z.boolean(),
  recipe_system_type: z.enum(['SIMPLE', 'COMPLEX']),
  clients_are_diy: z.boolean(),
  feature_flags: z.array(z.string()),
  support_url: z.string().nullable(),
  custom_notes_message: z.string().nullable(),
  welcome_video: z.string().nullable(),
  welcome_video_enabled: z.boolean(),
  auto_plan_initial_meals: z.boolean(),
  can_generate_meals: z.boolean(),
  can_create_own_recipes: z.boolean(),
  /** The organisation sells a product (the B2C paywall applies only then). */
  has_product: z.boolean(),
  /** The organisation's help chat page (https), shown by the support button; absent or null: the help site. */
  help_chat_url: z.string().nullable().optional(),
  /** The brand asks logged-out visitors on a phone's browser to install the web app first. */
  pwa_signup: z.boolean().optional(),
  /** OPEN, or FULL / CLOSED: the portal's login page offers the waitlist (absent means OPEN). */
  signup_status: z.enum(['OPEN', 'FULL', 'CLOSED']).optional(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const subscriptionSchema = z.object({
  status: z.string(),
  items: z.array(z.object({ plan: z.object({ product: z.string().nullable() }) })),
});

/**
 * Why an account may not use the app (1-shell.txt section 4), decided by the server (migration 016):
 * disabled, its coach's account disabled, every subscription ended, or no paid subscription where
 * the organisation's paywall asks for one.
 */
export const BILLING_ISSUES = [
  'accountDisabled',
  'coachDisabled',
  'subscriptionsInactive',
  'subscriptionRequired',
] as const;
export type BillingIssue = (typeof BILLING_ISSUES)[number];

/** The current user (GET auth/users/me), with what the client needs to decide its screens. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_coach: z.boolean(),
  /** A self-service (do-it-yourself) user who plans on their own. */
  is_diy: z.boolean(),
  account_enabled: z.boolean(),
  payment_status_override: z.boolean(),
  locale: z.enum(['en', 'nl']).nullable(),
  uses_imperial_measurements: z.boolean(),
  organisation: organisationSchema,
  coach: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      account_enabled: z.boolean(),
      uses_imperial_measurements: z.boolean(),
      organisation: organisationSchema,
    })
    .nullable(),
  feature_flags_for_user: z.object({
    flags: z.array(z.string()),
    switches: z.array(z.string()),
    samples: z.array(z.string()),
  }),
  customer: z.object({ subscriptions: z.array(subscriptionSchema) }).nullable(),
  /** The event stream that holds this user's data. */
  stream: z.string(),
  /** Null when the account may use the app; a user stored before the server said it is taken as not blocked till it does. */
  billing_issue: z.enum(BILLING_ISSUES).nullable().default(null),
  /** A platform administrator (FORKCAST_PLATFORM_ADMINS): manages organisations and their flags. Absent means no. */
  is_platform_admin: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
/** A user kept on the device (the auth store), or undefined when it no longer matches the schema. */
export const storedUserOf = (stored: unknown): CurrentUser | undefined => currentUserSchema.safeParse(stored).data;

export const updateCurrentUserSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    locale: z.enum(['en', 'nl']),
    uses_imperial_measurements: z.boolean(),
  })
  .partial()
  .strict();

/** One's own account (1-shell.txt section 4), paths relative to /api. */
export const usersApi = {
  me: { method: 'GET', path: '/auth/users/me', response: currentUserSchema },
  updateMe: { method: 'PATCH', path: '/auth/users/me', body: updateCurrentUserSchema, response: currentUserSchema },
  deleteMe: { method: 'DELETE', path: '/auth/users/me' },
} as const;
