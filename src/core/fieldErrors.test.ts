import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { fieldErrorsOf } from './fieldErrors';

const answer = (body: unknown, status = 400) => new ApiError('joinWaitlist', status, body);

describe("a server's field errors", () => {
  it("puts each of the form's fields' first message at the field", () => {
    expect(fieldErrorsOf(answer({ email: ['Invalid email', 'Too long'] }), ['email'])).toEqual({
      fields: [['email', 'Invalid email']],
      form: [],
    });
  });

  it('says the rest for the whole form: non_field_errors and detail as they are, other fields by name', () => {
    expect(
      fieldErrorsOf(answer({ non_field_errors: ['Closed'], detail: 'No', 'address.city': ['Required'] }), ['email']),
    ).toEqual({ fields: [], form: ['Closed', 'No', 'address.city: Required'] });
  });

  it('surfaces a plain string error, and ignores what is not a 400 or not messages', () => {
    expect(fieldErrorsOf(answer('Bad request'), ['email'])).toEqual({ fields: [], form: ['Bad request'] });
    expect(fieldErrorsOf(answer({ email: ['x'] }, 500), ['email'])).toEqual({ fields: [], form: [] });
    expect(fieldErrorsOf(new Error('x'), ['email'])).toEqual({ fields: [], form: [] });
    expect(fieldErrorsOf(answer({ email: [42, null] }), ['email'])).toEqual({ fields: [], form: [] });
    expect(fieldErrorsOf(answer(['a']), ['email'])).toEqual({ fields: [], form: [] });
  });
});
