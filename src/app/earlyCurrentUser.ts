/** The current user's address: the contract's (usersApi.me; a test keeps the two the same). */
export const CURRENT_USER_PATH = '/api/auth/users/me';

export interface EarlyCurrentUser {
  /**
   * The app's fetch: the first ask for the current user with the same token and language gets the
   * answer asked for at boot (or, if that failed, asks again); every other call goes out as it is.
   */
  readonly fetch: typeof fetch;
  /** The answer's body, unchecked, for what may start before the session (the plugins' code). */
  readonly body: Promise<unknown>;
}

/**
 * Asks for the current user as the app boots with a stored token, beside the app's code, instead
 * of once the session's gate has loaded and drawn (a round trip later on a slow line). The gate
 * asks on every signed-in start anyway, so nothing more is fetched; its answer is checked there,
 * as any answer is.
 */
export function askCurrentUserEarly(
  token: string,
  language: string,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): EarlyCurrentUser {
  const headers = { 'Accept-Language': language, Accept: 'application/json', Authorization: `Token ${token}` };
  let early: Promise<Response> | null = doFetch(CURRENT_USER_PATH, {
    method: 'GET',
    headers,
    credentials: 'same-origin',
  });
  // Read from a copy made before the gate reads the answer itself.
  const body = early.then((response) => (response.ok ? response.clone().json() : undefined)).catch(() => undefined);
  return {
    body,
    fetch(input, init) {
      const taken = early;
      if (!taken || !isTheSameAsk(input, init, headers)) return doFetch(input, init);
      early = null;
      return taken.catch(() => doFetch(input, init));
    },
  };
}

function isTheSameAsk(input: RequestInfo | URL, init: RequestInit | undefined, asked: Record<string, string>): boolean {
  if (input instanceof Request || (init?.method ?? 'GET') !== 'GET') return false;
  const url = new URL(String(input), globalThis.location?.href ?? 'http://localhost');
  const headers = new Headers(init?.headers);
  return (
    url.pathname === CURRENT_USER_PATH &&
    url.search === '' &&
    Object.entries(asked).every(([name, value]) => headers.get(name) === value)
  );
}
