/**
 * The signed-in chunk's surface (loaded by `loadSignedIn`, ./boot.ts): the session's gate and
 * theme, signing out, and the check of a stored user. Whatever these import (the kernel, every
 * slice's events, deciders and read models, sync, plugins, zod) travels here, not in the shell.
 */
export { storedUserOf } from '../core/api/user';
export { startEarly } from './earlyStart';
export { signOut } from './session';
export { SessionTheme } from './SessionTheme';
export { SignedInGate } from './SignedInGate';
