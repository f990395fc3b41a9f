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
  /**
   * Asks for another GET of the API now (a new device's preview, once the user is known), for the
   * app's first ask of the same path and query with the same token and language.
   */
  readonly ask: (path: string) => void;
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
  /** Each ask made early, by its path and query, till the app makes it. */
  const early = new Map<string, Promise<Response>>();
  const ask = (path: string) => {
    const asked = doFetch(path, { method: 'GET', headers, credentials: 'same-origin' });
    early.set(askKey(path), asked);
    return asked;
  };
  // Read from a copy made before the gate reads the answer itself.
  const body = ask(CURRENT_USER_PATH)
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .catch(() => undefined);
  return {
    body,
    ask: (path) => void ask(path).catch(() => undefined),
    fetch(input, init) {
      const key = input instanceof Request || !isTheSameAsk(init, headers) ? undefined : askKey(input);
      const taken = key === undefined ? undefined : early.get(key);
      if (key === undefined || !taken) return doFetch(input, init);
      early.delete(key);
      return taken.catch(() => doFetch(input, init));
    },
  };
}

/** An ask's path and query, the query's order aside. */
function askKey(input: string | URL): string {
  const url = new URL(String(input), globalThis.location?.href ?? 'http://localhost');
  url.searchParams.sort();
  return url.pathname + url.search;
}

function isTheSameAsk(init: RequestInit | undefined, asked: Record<string, string>): boolean {
  if ((init?.method ?? 'GET') !== 'GET') return false;
  const headers = new Headers(init?.headers);
  return Object.entries(asked).every(([name, value]) => headers.get(name) === value);
}
