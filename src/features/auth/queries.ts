import { usersApi } from '../../core/api/user';

/** GET auth/users/me: the signed-in user, refetched every 30 minutes (1-shell.txt section 4). */
export const currentUserCall = usersApi.me;
export const CURRENT_USER_POLL_MS = 30 * 60 * 1000;
export const currentUserKey = (token: string | undefined) => ['currentUser', token] as const;
