import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, count, profileSet, pushAs, tokenFor, userId } from './support';

describe.each(engines)('deleting one’s account, and the account’s language, on %s', (engine) => {
  const server = useTestServer(engine);
  const me = '/api/auth/users/me';
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  it('removes the account, its tokens and its events, and the old token is refused afterwards', async () => {
    await pushAs(server, 'eva@example.com', [profileSet()]);
    const id = await userId(server, 'eva@example.com');
    const token = await tokenFor(server, 'eva@example.com');
    await tokenFor(server, 'eva@example.com');
    expect(await count(server, 'events', 'stream = $1', [`user:${id}`])).toBeGreaterThan(0);

    expect((await call('DELETE', me, token)).statusCode).toBe(204);
    expect(await count(server, 'users', 'id = $1', [id])).toBe(0);
    expect(await count(server, 'auth_tokens', 'user_id = $1', [id])).toBe(0);
    expect(await count(server, 'devices', 'user_id = $1', [id])).toBe(0);
    expect(await count(server, 'events', 'stream = $1', [`user:${id}`])).toBe(0);
    expect((await call('GET', me, token)).statusCode).toBe(401);
    expect((await call('DELETE', me, token)).statusCode).toBe(401);
  });

  it("never deletes another person's account", async () => {
    const sam = await userId(server, 'sam@example.com');
    const samToken = await tokenFor(server, 'sam@example.com');
    const eva = await tokenFor(server, 'eva@example.com');
    expect((await call('DELETE', `/api/auth/users/${sam}`, eva)).statusCode).toBe(404);
    // The route takes no id: naming someone else deletes only the caller's own account.
    expect((await call('DELETE', me, eva, { id: sam, user_id: sam })).statusCode).toBe(204);
    expect(await count(server, 'users', "email = 'eva@example.com'")).toBe(0);
    expect(await count(server, 'users', 'id = $1', [sam])).toBe(1);
    expect((await call('GET', me, samToken)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'DELETE', url: me })).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and deletes nothing', async () => {
    const token = await tokenFor(server, 'eva@example.com');
    const malformed = await server.app.inject({
      method: 'DELETE',
      url: me,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await count(server, 'users', "email = 'eva@example.com'")).toBe(1);
  });

  it('refuses a coach who still has clients, saying they must be moved first, and keeps everyone', async () => {
    const before = await count(server, 'users');
    const token = await tokenFor(server, 'coach@example.com');
    const english = await server.app.inject({
      method: 'DELETE',
      url: me,
      headers: { ...auth(token), 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().non_field_errors).toEqual(['Move or delete your clients before you delete your account.']);
    const dutch = await server.app.inject({
      method: 'DELETE',
      url: me,
      headers: { ...auth(token), 'accept-language': 'nl' },
    });
    expect(dutch.json().non_field_errors[0]).toMatch(/cliënten/);
    expect(await count(server, 'users')).toBe(before);
  });

  it('keeps the chosen language on the account, and the next sign-in mail uses it', async () => {
    const token = await tokenFor(server, 'sam@example.com');
    const signInMail = async () => {
      await server.app.inject({ method: 'POST', url: '/api/createMagicLink', payload: { email: 'sam@example.com' } });
      return (await server.mailTo('sam@example.com'))!.subject;
    };
    expect(await signInMail()).toMatch(/^Je Forkcast-inlogcode: \d{4}$/);
    expect((await call('PATCH', me, token, { locale: 'en' })).json()).toMatchObject({ locale: 'en' });
    expect(await signInMail()).toMatch(/^Your Forkcast login code: \d{4}$/);

    for (const locale of ['de', 'EN', '', null, 1])
      expect((await call('PATCH', me, token, { locale })).statusCode, String(locale)).toBe(400);
    expect((await call('GET', me, token)).json()).toMatchObject({ locale: 'en' });

    await call('PATCH', me, token, { locale: 'nl' });
    expect(await signInMail()).toMatch(/^Je Forkcast-inlogcode: \d{4}$/);
  });
});
