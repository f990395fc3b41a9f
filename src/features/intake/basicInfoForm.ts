import { z } from 'zod';

/** Step 1 of adding a client (1-shell.txt section 5): first and last name trimmed and required, a valid email. */
export const basicInfoSchema = z.object({
  firstName: z.string().trim().min(1, 'errors.required').max(100, 'errors.tooLong'),
  lastName: z.string().trim().min(1, 'errors.required').max(100, 'errors.tooLong'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'errors.required')
    .max(254, 'errors.invalidEmail')
    .pipe(z.email('errors.invalidEmail')),
});
export type BasicInfoInput = z.input<typeof basicInfoSchema>;
export type BasicInfo = z.output<typeof basicInfoSchema>;
