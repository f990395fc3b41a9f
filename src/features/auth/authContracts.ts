/**
 * The sign-in calls' contracts (zod schemas shared with the server), loaded when a call is made:
 * the login screens draw without zod, and it arrives while the person types.
 */
export const authContracts = () => import('../../core/api/auth').then((m) => m.authApi);
