import { ApiError } from '../../core/apiError';

/** A sign-in limit as the screen says it: which text, and the minutes to wait. */
export interface SignInLimit {
  readonly key: 'limits.mails' | 'limits.codesPaused' | 'limits.tooMany';
  readonly minutes: number;
}

/**
 * The limit a refused sign-in call ran into, or undefined for any other failure. A 429 with
 * retry_after is the limit of the address ('mails' when asking for a code, 'codesPaused' when
 * entering one); without it, the limit of this connection. Never 'a code was sent' when none was.
 */
export function signInLimitOf(error: unknown, kind: 'mails' | 'codesPaused'): SignInLimit | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = (error.body as { retry_after?: unknown } | undefined)?.retry_after;
  if (typeof seconds !== 'number' || !(seconds > 0)) return { key: 'limits.tooMany', minutes: 10 };
  return { key: `limits.${kind}`, minutes: Math.ceil(seconds / 60) };
}
