import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, routeAccess } from '../../server/access';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

const quickAdd = (user: number) => ({
  id: crypto.randomUUID(),
  stream: `user:${user}`,
  type: 'QuickAddLogged',
  v: 1,
  payload: { itemId: 'q1', date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
  actor: `user:${user}`,
  device: 'coach-device-1',
  deviceSeq: 1,
  at: '2026-11-22T12:00:00.000Z',
});

describe.each(engines)('who may call each route (%s)', (engine) => {
  const server = useTestServer(engine);

  it('has every /api route say who may call it', () => {
    const routes = server.app.routeAccess;
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(ACCESS_LEVELS, `${route.method} ${route.url}`).toContain(route.access);
    expect(
      routes
        .filter((r) => r.access === 'signedIn')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'DELETE /api/auth/users/me',
      'GET /api/auth/users/me',
      'HEAD /api/auth/users/me',
      'PATCH /api/auth/users/me',
      'POST /api/auth/token/logout',
      'POST /api/billing/checkout',
      'POST /api/billing/portal',
    ]);
  });

  it('does not start with a route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(routeAccess, { db: server.db, now: () => server.clock.now });
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(
      /GET \/api\/forgotten does not declare its access/,
    );
    await app.close();
  });

  it('lets a deactivated coach read and change their own account, pay and sign out, and nothing more', async () => {
    const coach = await userId(server, 'coach@example.com');
    const client = await userId(server, 'sam@example.com');
    await server.db.query('update users set account_enabled = false where id = $1', [coach]);
    // A deactivated account can still sign in, to read why.
    const headers = { ...auth(await tokenFor(server, 'coach@example.com')), 'accept-language': 'nl' };
    const refusedRoutes = server.app.routeAccess.filter(
      (r) => (r.access === 'enabled' || r.access === 'coach') && r.method !== 'HEAD',
    );
    for (const route of refusedRoutes) {
      const url = route.url.replace(':id', String(client));
      // Push checks the token in its own database call, after the body: it gets a batch.
      const payload = url === '/api/sync/push' ? { device: 'coach-device-1', events: [quickAdd(coach)] } : {};
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(route.method === 'GET' ? {} : { payload }),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
      expect(response.json().detail).toBe('Dit account is gedeactiveerd.');
    }
    const renamed = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/users/me',
      headers,
      payload: { first_name: 'Renamed' },
    });
    // Their language, units and name stay theirs to set (the billing screen and My profile are all they see).
    expect(renamed.statusCode).toBe(200);
    expect(await count(server, 'users', "first_name = 'Renamed'")).toBe(1);

    const me = await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().account_enabled).toBe(false);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/token/logout', headers })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers })).statusCode).toBe(401);
  });

  it('answers 401 before checking the body of a route for the signed-in', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/users/me',
      payload: { first_name: 7 },
    });
    expect(response.statusCode).toBe(401);
  });
});
