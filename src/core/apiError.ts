import type { CallFailure } from './alerts';

/** A call to /api that answered with an error status, or did not answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${operation} failed with status ${status}`);
  }
}

export function callFailureOf(error: unknown): CallFailure {
  return error instanceof ApiError ? { status: error.status, body: error.body, operation: error.operation } : {};
}
