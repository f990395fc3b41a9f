import type { AddressSchema } from '../../core/feature';

/**
 * The login screens' addresses, read without zod: the login path draws before zod arrives. The
 * rules are those a zod schema with `.catch` would apply (a value the router read as a number is
 * no text either).
 */
const text = (raw: unknown, key: string, max: number, min = 0): string | undefined => {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
};

export interface LoginSearch {
  /** A magic link's token, or nothing (the login form). */
  readonly token?: string;
}
export const loginSearch: AddressSchema<LoginSearch> = {
  parse: (raw) => {
    const token = text(raw, 'token', 200, 16);
    return token === undefined ? {} : { token };
  },
};

export interface EmailSearch {
  /** The address a code or a link went to. */
  readonly email: string;
}
export const emailSearch: AddressSchema<EmailSearch> = { parse: (raw) => ({ email: text(raw, 'email', 254) ?? '' }) };
