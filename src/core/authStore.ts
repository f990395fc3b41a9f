import { BehaviorSubject, type Observable } from 'rxjs';
import type { CurrentUser } from './api/user';

/**
 * Who is signed in on this device: the auth token and the last known current user (kept so the
 * app opens offline). Both live in localStorage; the strict Content-Security-Policy is what keeps
 * scripts that could read them out. Logout erases them with the rest of the device's data.
 */
export interface AuthState {
  readonly token?: string;
  readonly user?: CurrentUser;
}

export interface AuthStore {
  readonly state$: Observable<AuthState>;
  get(): AuthState;
  signIn(token: string): void;
  setUser(user: CurrentUser): void;
  forget(): void;
}

const TOKEN_KEY = 'forkcast.token';
const USER_KEY = 'forkcast.user';

/** Whether a token is stored: the signed-in code is fetched at once, before the app renders. */
export const hasStoredToken = (storage: Pick<Storage, 'getItem'>): boolean => storedToken(storage) !== undefined;

/**
 * Whether a user is kept beside the token (unchecked: the session's code checks it). A device
 * without one (just signed in) waits for the account's data first, and shows that wait at once.
 */
export function keepsUser(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(USER_KEY) !== null;
  } catch {
    return false;
  }
}

/** The stored token, if any (the current user is asked for at boot with it). */
export function storedToken(storage: Pick<Storage, 'getItem'>): string | undefined {
  try {
    return storage.getItem(TOKEN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Reads a stored user, or undefined when it no longer matches the schema (`storedUserOf`, api/user.ts). */
export type StoredUserReader = (stored: unknown) => CurrentUser | undefined;

/**
 * The store of this device. The stored user is checked by `readUser`, which the shell gets with
 * the signed-in code (zod's schema is not in the first download; without a token none is read).
 */
export function createAuthStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  readUser: StoredUserReader,
): AuthStore {
  const subject = new BehaviorSubject<AuthState>(read(storage, readUser));
  const write = (key: string, value: string | undefined) => {
    try {
      if (value === undefined) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage full or blocked: the session still works until the page closes.
    }
  };
  return {
    state$: subject.asObservable(),
    get: () => subject.getValue(),
    signIn(token) {
      write(TOKEN_KEY, token);
      write(USER_KEY, undefined);
      subject.next({ token });
    },
    setUser(user) {
      write(USER_KEY, JSON.stringify(user));
      subject.next({ ...subject.getValue(), user });
    },
    forget() {
      write(TOKEN_KEY, undefined);
      write(USER_KEY, undefined);
      subject.next({});
    },
  };
}

function read(storage: Pick<Storage, 'getItem'>, readUser: StoredUserReader): AuthState {
  try {
    const token = storage.getItem(TOKEN_KEY) ?? undefined;
    const raw = token ? storage.getItem(USER_KEY) : null;
    const user = raw ? readUser(JSON.parse(raw)) : undefined;
    return token ? { token, ...(user ? { user } : {}) } : {};
  } catch {
    return {};
  }
}
