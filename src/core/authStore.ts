import { BehaviorSubject, type Observable } from 'rxjs';
import { currentUserSchema, type CurrentUser } from './api/user';

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

export function createAuthStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): AuthStore {
  const subject = new BehaviorSubject<AuthState>(read(storage));
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

function read(storage: Pick<Storage, 'getItem'>): AuthState {
  try {
    const token = storage.getItem(TOKEN_KEY) ?? undefined;
    const raw = storage.getItem(USER_KEY);
    const user = raw ? currentUserSchema.safeParse(JSON.parse(raw)) : undefined;
    return token ? { token, ...(user?.success ? { user: user.data } : {}) } : {};
  } catch {
    return {};
  }
}
