import { ApiError } from './apiError';

/**
 * A server's 400 answer read field by field (1-shell.txt section 8: 'Server validation errors show
 * the field name and message per error; a plain string error is also surfaced'). The server answers
 * { field: [messages] }, { non_field_errors: [messages] }, { detail } or a plain string
 * (server/http.ts): the form's own fields get their first message at the field, everything else is
 * one message for the form, named by its field when it is not the form's.
 */
export interface FieldErrors {
  readonly fields: readonly (readonly [field: string, message: string])[];
  /** Messages not at one of the form's fields, each 'field: message' where it names another field. */
  readonly form: readonly string[];
}

const NONE: FieldErrors = { fields: [], form: [] };

export function fieldErrorsOf(error: unknown, formFields: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return NONE;
  const body = error.body;
  if (typeof body === 'string') return body.trim() ? { fields: [], form: [body] } : NONE;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return NONE;
  const fields: [string, string][] = [];
  const form: string[] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (messages.length === 0) continue;
    if (formFields.includes(name)) fields.push([name, messages[0]!]);
    else if (name === 'non_field_errors' || name === 'detail') form.push(...messages);
    else form.push(...messages.map((message) => `${name}: ${message}`));
  }
  return { fields, form };
}
