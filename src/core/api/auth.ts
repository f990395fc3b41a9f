import { z } from 'zod';

/**
 * The sign-in calls of 1-shell.txt section 7, paths relative to /api. Shared by the server (route
 * schemas) and the app (request and response parsing).
 */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid email'));

export const authenticationMethodSchema = z.enum(['OTP', 'MAGIC_LINK']);

export const authApi = {
  createMagicLink: {
    method: 'POST',
    path: '/createMagicLink',
    body: z.object({ email: emailSchema, redirect_url: z.string().max(2_000).optional() }),
    response: z.object({ authentication_method: authenticationMethodSchema }),
  },
  createLoginSignupPortal: {
    method: 'POST',
    path: '/createLoginSignupPortal',
    body: z.object({
      email: emailSchema,
      redirect_url: z.string().max(2_000).optional(),
      organisation_subdomain: z.string().trim().toLowerCase().min(1).max(63),
      /** Signing up (1-shell.txt section 5, registration): creates a self-service account when the address has none. */
      registration: z
        .object({
          first_name: z.string().trim().min(1, 'Enter your first name.').max(100),
          last_name: z.string().trim().min(1, 'Enter your last name.').max(100),
          accepted_terms: z.literal(true, { error: 'Accept the terms to continue.' }),
        })
        .strict()
        .optional(),
    }),
    response: z.object({ authentication_method: authenticationMethodSchema }),
  },
  resendOTP: {
    method: 'POST',
    path: '/users/resendOTP/',
    body: z.object({ email: emailSchema }),
    response: z.object({ detail: z.string() }),
  },
  verifyOTP: {
    method: 'POST',
    path: '/users/verifyOTP/',
    body: z.object({ email: emailSchema, otp: z.string().regex(/^\d{4}$/, 'Must be a 4 digit number') }),
    response: z.object({ auth_token: z.string() }),
  },
  tokenLogin: {
    method: 'POST',
    path: '/auth/token/login',
    body: z.object({ magic_link_token: z.string().min(16).max(200) }),
    response: z.object({ auth_token: z.string() }),
  },
  tokenLogout: {
    method: 'POST',
    path: '/auth/token/logout',
  },
} as const;

/** The message the enter-code screen shows for any failed verification (1-shell.txt section 2). */
export const INVALID_CODE_MESSAGE = 'The code you entered is invalid.';

/** The answer to a magic-link token that is unknown, used or expired. */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

/** resendOTP's answer, the same whether or not the address has an account. */
export const RESEND_OTP_ANSWER = 'If this address has an account, a new code is on its way.';
