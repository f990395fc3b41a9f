import { z } from 'zod';

/** The trial's query: the referring coach's code, when the sign-up came through their link. */
export const trialSearch = z.object({
  ref: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,64}$/)
    .optional()
    .catch(undefined),
});
