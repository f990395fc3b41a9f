import { z } from 'zod';

/** The trial sign-up form; its messages are keys of the billing texts, the server's codes map to the same. */
export const trialFormSchema = z.object({
  first_name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  last_name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('invalidEmail')),
  organisation_name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
});
export type TrialForm = z.input<typeof trialFormSchema>;
export const TRIAL_FIELDS = ['first_name', 'last_name', 'email', 'organisation_name'] as const;

const SERVER_CODES: Readonly<Record<string, string>> = {
  Required: 'required',
  TooLong: 'tooLong',
  Invalid: 'invalid',
  'Invalid email': 'invalidEmail',
};

/** The server's 400 answer ({ field: [message] }) as the form's fields and keys; anything else is the form's. */
export function trialFieldErrors(body: unknown): { field: (typeof TRIAL_FIELDS)[number] | null; key: string }[] {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([field, messages]) => {
    const first = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : null;
    if (first === null) return [];
    const known = (TRIAL_FIELDS as readonly string[]).includes(field) ? (field as (typeof TRIAL_FIELDS)[number]) : null;
    return [{ field: known, key: SERVER_CODES[first] ?? 'invalid' }];
  });
}
