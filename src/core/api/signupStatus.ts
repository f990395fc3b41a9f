/**
 * Whether the organisation takes new people: FULL or CLOSED (its signup_status, set by a platform
 * administrator) shows the waitlist on its portal's login page. Apart from the brand's schema
 * (./brand.ts), so that the login screen asks it without zod.
 */
export const takesWaitlist = (brand: { readonly signup_status?: 'OPEN' | 'FULL' | 'CLOSED' | undefined }): boolean =>
  brand.signup_status === 'FULL' || brand.signup_status === 'CLOSED';
