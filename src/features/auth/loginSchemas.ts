import { z } from 'zod';

/**
 * The login forms' rules (1-shell.txt section 5); messages are keys of locales/<lang>/auth.json.
 * Apart from ./loginForms.ts: the screens load them (and zod) once the form is used.
 */
export const loginFormSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'validation.required').pipe(z.email('validation.invalidEmail')),
});

export const codeFormSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'validation.code'),
});
