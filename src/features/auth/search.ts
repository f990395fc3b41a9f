import { z } from 'zod';

/** A magic link's token, or nothing (the login form). */
export const loginSearch = z.object({ token: z.string().min(16).max(200).optional().catch(undefined) });
/** The address a code or a link went to. */
export const emailSearch = z.object({ email: z.string().max(254).catch('') });
export type LoginSearch = z.output<typeof loginSearch>;
export type EmailSearch = z.output<typeof emailSearch>;
