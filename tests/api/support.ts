import type { LightMyRequestResponse } from 'fastify';
import { issueAuthToken } from '../../server/auth/authTokens';
import type { TestServer } from './harness';

/** The id of a seeded user by email. */
export async function userId(server: TestServer, email: string): Promise<number> {
  const { rows } = await server.db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return Number(rows[0].id);
}

/** Signs a seeded user in directly (the sign-in routes have their own tests). */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  return issueAuthToken(server.db, await userId(server, email), server.clock.now);
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** The fc_login cookie a sign-in answer set, to send back like a browser would. */
export function loginCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.split(';')[0]!;
}

export async function count(server: TestServer, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0]!.n;
}
