import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE_LIFETIME_MINUTES } from './codes';

const COOKIE = 'fc_login';

/**
 * The browser's login request: a random id in an HttpOnly cookie, so a mailed code only works in
 * the browser that asked for it (someone who reads the code over a shoulder or in a mail preview
 * cannot use it elsewhere). Scripts cannot read it, other sites cannot send it (SameSite=Strict),
 * and it travels only to /api.
 */
export function loginRequestOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    const value = rest.join('=');
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * A fresh secret for every code sent, never one the browser brings along (a resend continues the
 * browser's request under a new secret, signInLimits.ts), so nobody can plant a request id they
 * know in someone else's browser. Every send answer sets it, whether or not the address has an
 * account, so the answers look the same.
 */
export function startLoginRequest(reply: FastifyReply, publicUrl: string, id: string): void {
  reply.header('set-cookie', cookie(publicUrl, id, CODE_LIFETIME_MINUTES * 60));
}

/** After a sign-in the request has served its purpose. */
export function endLoginRequest(reply: FastifyReply, publicUrl: string): void {
  reply.header('set-cookie', cookie(publicUrl, '', 0));
}

/** Secure whenever the app is served over https, also behind a proxy that ends TLS. */
const cookie = (publicUrl: string, value: string, maxAge: number) =>
  `${COOKIE}=${value}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${new URL(publicUrl).protocol === 'https:' ? '; Secure' : ''}`;
