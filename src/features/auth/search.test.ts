import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSearch, loginSearch } from './search';

// The zod schemas these parsers replace on the login path: the same rules, the same answers.
const zodLogin = z.object({ token: z.string().min(16).max(200).optional().catch(undefined) });
const zodEmail = z.object({ email: z.string().max(254).catch('') });

const value = fc.oneof(
  fc.string({ maxLength: 260 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const address = fc.oneof(
  fc.record({ token: value, email: value }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 8 }), value),
);

describe("the login screens' addresses", () => {
  it('read a token and an address as the zod schemas did', () => {
    fc.assert(
      fc.property(address, (raw) => {
        expect(loginSearch.parse(raw)).toEqual(JSON.parse(JSON.stringify(zodLogin.parse(raw))));
        expect(emailSearch.parse(raw)).toEqual(zodEmail.parse(raw));
      }),
    );
  });

  it('keep a magic link token of 16 to 200 characters and drop any other', () => {
    expect(loginSearch.parse({ token: 'a'.repeat(16) })).toEqual({ token: 'a'.repeat(16) });
    expect(loginSearch.parse({ token: 'a'.repeat(15) })).toEqual({});
    expect(loginSearch.parse({ token: 1234567890123456 })).toEqual({});
    expect(emailSearch.parse({ email: 'sam@example.com' })).toEqual({ email: 'sam@example.com' });
    expect(emailSearch.parse({})).toEqual({ email: '' });
  });
});
