import { z } from 'zod';
import { emailSchema } from './auth';
import { organisationSchema } from './user';

/** What anyone may know of a brand (GET /api/brand/:subdomain): enough to draw its portal's login page. */
export const publicBrandSchema = organisationSchema
  .pick({
    id: true,
    name: true,
    subdomain: true,
    primary_colour: true,
    logo: true,
    logo_visible: true,
    support_url: true,
    recipe_system_type: true,
    help_chat_url: true,
    pwa_signup: true,
    signup_status: true,
  })
  .extend({ login_method: z.enum(['OTP', 'MAGIC_LINK']) });
export type PublicBrand = z.infer<typeof publicBrandSchema>;

/** An organisation's subdomain as an address gives it (a DNS label). */
export const subdomainParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Not a subdomain');

export { takesWaitlist } from './signupStatus';

export const brandApi = {
  brand: { method: 'GET', path: '/brand/:subdomain', response: publicBrandSchema },
  /**
   * Joins the waitlist of a full or closed organisation. The answer is the same whether the address
   * was on the list already or has an account: it tells nobody who is there.
   */
  joinWaitlist: {
    method: 'POST',
    path: '/users/organisations/:subdomain/waitlist/',
    params: z.object({ subdomain: subdomainParam }),
    body: z.strictObject({ email: emailSchema }),
    response: z.object({ detail: z.string() }),
  },
} as const;
