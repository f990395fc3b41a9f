import type { FastifyReply, FastifyRequest } from 'fastify';
import { newLoginRequestId } from './codes';

const COOKIE = 'fc_login';

/**
 * The browser's login request: a random id in an HttpOnly cookie, so a mailed code only works in
 * the browser that asked for it. Kept across resends, so a resend does not strand the screen.
 */
export function loginRequestOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function ensureLoginRequest(request: FastifyRequest, reply: FastifyReply): string {
  const id = loginRequestOf(request) ?? newLoginRequestId();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${id}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=3600${secure}`);
  return id;
}
