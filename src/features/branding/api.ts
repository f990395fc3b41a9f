import { z } from 'zod';
import { organisationSchema } from '../../core/api/user';

const TOO_BIG = 'Logo file size is too big. Please upload a file smaller than 1MB.';

/**
 * An organisation's branding as the coach sends it (1-shell.txt section 7: name, primary_colour,
 * logo); the server validates with the same schema. The logo is base64 or a data URL, at most
 * 1,000,000 bytes once decoded (the server reads its bytes); null removes it.
 */
export const organisationBody = z
  .object({
    name: z.string().trim().min(1, 'Required').max(100),
    primary_colour: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour like #00bcd4.'),
    logo: z.string().max(1_500_000, TOO_BIG).nullable(),
  })
  .strict();

/** The branding calls, paths relative to /api. */
export const brandingApi = {
  update: {
    method: 'PATCH',
    path: '/users/organisation/:id/',
    body: organisationBody.partial(),
    response: organisationSchema,
  },
} as const;
