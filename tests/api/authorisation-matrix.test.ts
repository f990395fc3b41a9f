import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/core/ids';
import { engines, useTestServer } from './harness';
import { auth, tokenFor, userId } from './support';

type Role = 'coach' | 'client' | 'selfService' | 'simpleUser' | 'otherCoach' | 'anonymous';
type Target = 'own' | 'sameOrganisation' | 'otherOrganisation';

const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  coach: 'coach@example.com',
  client: 'sam@example.com',
  selfService: 'eva@example.com',
  simpleUser: 'mila@example.com',
  otherCoach: 'othercoach@example.com',
};

/**
 * The target user of each role: 'own' is the role itself (or, for a coach's client routes, a
 * client of their organisation), the others are users the role must or must not reach.
 */
const TARGETS: Record<Exclude<Role, 'anonymous'>, Record<Target, string>> = {
  coach: { own: 'sam@example.com', sameOrganisation: 'noor@example.com', otherOrganisation: 'mila@example.com' },
  client: { own: 'sam@example.com', sameOrganisation: 'noor@example.com', otherOrganisation: 'mila@example.com' },
  selfService: { own: 'eva@example.com', sameOrganisation: 'noor@example.com', otherOrganisation: 'mila@example.com' },
  simpleUser: {
    own: 'mila@example.com',
    sameOrganisation: 'othercoach@example.com',
    otherOrganisation: 'sam@example.com',
  },
  otherCoach: { own: 'mila@example.com', sameOrganisation: 'mila@example.com', otherOrganisation: 'sam@example.com' },
};

/** What each role may do: 'ok' or the refusal's status. A coach reaches clients of their own organisation only. */
function expected(role: Role, route: string, target: Target): number {
  if (role === 'anonymous') return 401;
  const coach = role === 'coach' || role === 'otherCoach';
  switch (route) {
    case 'pull':
      return target === 'own' || (coach && target !== 'otherOrganisation') ? 200 : 403;
    case 'push':
      return target === 'own' || (coach && target !== 'otherOrganisation') ? 200 : 403;
    case 'client.read':
    case 'client.update':
      if (!coach) return 403;
      return target === 'otherOrganisation' ? 404 : 200;
    case 'clients.list':
      return coach ? 200 : 403;
    default:
      throw new Error(route);
  }
}

const ROUTES = ['pull', 'push', 'client.read', 'client.update', 'clients.list'] as const;
const ROLES: Role[] = ['coach', 'client', 'selfService', 'simpleUser', 'otherCoach', 'anonymous'];
const TARGET_KINDS: Target[] = ['own', 'sameOrganisation', 'otherOrganisation'];

describe.each(engines)('authorisation matrix on %s', (engine) => {
  const server = useTestServer(engine);

  it('holds in every cell, with no foreign row in any answer', async () => {
    await server.db.query(
      "insert into users (email, first_name, last_name, is_coach, organisation_id) select 'othercoach@example.com', 'Olga', 'Other', true, id from organisations where subdomain = 'simple'",
    );
    const failures: string[] = [];
    let n = 0;
    for (const role of ROLES) {
      const headers = role === 'anonymous' ? {} : auth(await tokenFor(server, EMAILS[role]));
      const actorId = role === 'anonymous' ? 0 : await userId(server, EMAILS[role]);
      for (const route of ROUTES) {
        for (const target of TARGET_KINDS) {
          const targetEmail = role === 'anonymous' ? 'sam@example.com' : TARGETS[role][target];
          const targetId = await userId(server, targetEmail);
          const own = role !== 'anonymous' && targetEmail === EMAILS[role];
          const cell = own && (route === 'pull' || route === 'push') ? 'own' : target;
          let response;
          if (route === 'pull')
            response = await server.app.inject({
              method: 'GET',
              url: `/api/sync/pull?stream=user:${targetId}`,
              headers,
            });
          else if (route === 'push') {
            n += 1;
            const device = `matrix-device-${role}`;
            const deviceSeq = (
              await server.db.query<{ s: string }>(
                'select coalesce(max(last_device_seq), 0) as s from devices where device = $1',
                [device],
              )
            ).rows[0]!.s;
            const event = {
              id: uuidv7(Date.now() + n, new Uint8Array(10).fill(n)),
              stream: `user:${targetId}`,
              type: 'QuickAddLogged',
              v: 1,
              payload: { itemId: `m${n}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 1 } },
              actor: `user:${actorId}`,
              device,
              deviceSeq: Number(deviceSeq) + 1,
              at: '2026-11-22T12:00:00.000Z',
            };
            response = await server.app.inject({
              method: 'POST',
              url: '/api/sync/push',
              headers,
              payload: { device, events: [event] },
            });
            if (response.statusCode === 200 && response.json().rejected.length > 0)
              response = { ...response, statusCode: 403 };
          } else if (route === 'client.read')
            response = await server.app.inject({ method: 'GET', url: `/api/clients/${targetId}/`, headers });
          else if (route === 'client.update')
            response = await server.app.inject({
              method: 'PATCH',
              url: `/api/clients/${targetId}/`,
              headers,
              payload: { last_name: 'Checked' },
            });
          else response = await server.app.inject({ method: 'GET', url: '/api/users/paginatedclients/', headers });
          const want = expected(role, route, own && (route === 'pull' || route === 'push') ? 'own' : cell);
          if (response.statusCode !== want)
            failures.push(`${role} ${route} ${cell}: ${response.statusCode}, expected ${want}`);
          // Nothing of another organisation ever appears in an answer.
          const foreign =
            role === 'anonymous'
              ? []
              : role === 'simpleUser' || role === 'otherCoach'
                ? ['sam@example.com', 'noor@example.com']
                : ['mila@example.com', 'othercoach@example.com'];
          for (const email of foreign)
            if (response.body.includes(email)) failures.push(`${role} ${route} ${cell}: answer contains ${email}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // No write crossed an organisation.
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from users where last_name = 'Checked' and organisation_id <> (select organisation_id from users where email = 'coach@example.com') and email <> 'mila@example.com'",
    );
    expect(rows[0]!.n).toBe(0);
    const crossed = await server.db.query<{ n: number }>(
      `select count(*)::int as n from events e join users a on e.actor = 'user:' || a.id join users o on e.stream = 'user:' || o.id where a.organisation_id <> o.organisation_id`,
    );
    expect(crossed.rows[0]!.n).toBe(0);
  });
});
