import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '../core/fieldErrors';

/**
 * Shows a server's 400 answer on a form (1-shell.txt section 8): each message of a field the form
 * has at that field (the first one focused), keyed by the server's name for it; returns the message
 * for the whole form, if the answer had one, and whether any field got its message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: Readonly<Record<string, FieldPath<T>>>,
): { atFields: boolean; message: string | undefined } {
  const { fields: found, form } = fieldErrorsOf(error, Object.keys(fields));
  found.forEach(([name, message], i) => setError(fields[name]!, { type: 'server', message }, { shouldFocus: i === 0 }));
  return { atFields: found.length > 0, message: form[0] };
}
