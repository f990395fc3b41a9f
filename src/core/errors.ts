/**
 * Expected failures are values: a code that the server maps to an HTTP status and a translation
 * key that the UI shows. Thrown errors are bugs or infrastructure failures.
 */
export interface DomainError {
  readonly code: string;
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Decision<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError };

export const accept = <T>(value: T): Decision<T> => ({ ok: true, value });

export const reject = (code: string, messageKey: string, params?: DomainError['params']): Decision<never> => ({
  ok: false,
  error: params ? { code, messageKey, params } : { code, messageKey },
});

export type BusErrorCode = 'unknown_command' | 'invalid_command' | 'storage_failed' | 'timeout' | 'decider_failed';

/** Why a dispatch could not be carried out at all (not a business rejection). */
export class BusError extends Error {
  override readonly name = 'BusError';
  constructor(
    readonly code: BusErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
