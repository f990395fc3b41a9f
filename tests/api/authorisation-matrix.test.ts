import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/core/ids';
import { engines, useTestServer } from './harness';
import { auth, tokenFor, userId } from './support';

type Role = 'coach' | 'secondCoach' | 'client' | 'selfService' | 'simpleUser' | 'otherCoach' | 'anonymous';
type Target = 'own' | 'sameOrganisation' | 'colleagueClient' | 'otherOrganisation';

const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  coach: 'coach@example.com',
  secondCoach: 'secondcoach@example.com',
  client: 'sam@example.com',
  selfService: 'eva@example.com',
  simpleUser: 'mila@example.com',
  otherCoach: 'othercoach@example.com',
};

/**
 * The target user of each role: 'own' is the role itself (or, for a coach's client routes, one of
 * their clients); 'sameOrganisation' a user of the organisation who is not theirs (for a coach, a
 * self-service person, who has no coach); 'colleagueClient' a client of another coach (or of
 * nobody); 'otherOrganisation' someone elsewhere.
 */
const TARGETS: Record<Exclude<Role, 'anonymous'>, Record<Target, string>> = {
  coach: {
    own: 'sam@example.com',
    sameOrganisation: 'eva@example.com',
    colleagueClient: 'secondclient@example.com',
    otherOrganisation: 'mila@example.com',
  },
  secondCoach: {
    own: 'secondclient@example.com',
    sameOrganisation: 'eva@example.com',
    colleagueClient: 'sam@example.com',
    otherOrganisation: 'mila@example.com',
  },
  client: {
    own: 'sam@example.com',
    sameOrganisation: 'noor@example.com',
    colleagueClient: 'secondclient@example.com',
    otherOrganisation: 'mila@example.com',
  },
  selfService: {
    own: 'eva@example.com',
    sameOrganisation: 'noor@example.com',
    colleagueClient: 'secondclient@example.com',
    otherOrganisation: 'mila@example.com',
  },
  simpleUser: {
    own: 'mila@example.com',
    sameOrganisation: 'othercoach@example.com',
    colleagueClient: 'lotte@example.com',
    otherOrganisation: 'sam@example.com',
  },
  otherCoach: {
    own: 'lotte@example.com',
    sameOrganisation: 'mila@example.com',
    colleagueClient: 'joris@example.com',
    otherOrganisation: 'sam@example.com',
  },
};

/** What must never appear in an answer to each role: the people who are not theirs. */
const FOREIGN: Record<Exclude<Role, 'anonymous'>, readonly string[]> = {
  coach: ['eva@example.com', 'secondclient@example.com', 'mila@example.com', 'othercoach@example.com'],
  secondCoach: ['sam@example.com', 'noor@example.com', 'eva@example.com', 'mila@example.com'],
  client: ['mila@example.com', 'othercoach@example.com'],
  selfService: ['mila@example.com', 'othercoach@example.com'],
  simpleUser: ['sam@example.com', 'noor@example.com'],
  otherCoach: ['mila@example.com', 'joris@example.com', 'sam@example.com', 'noor@example.com'],
};

/**
 * What each role may do: 'ok' or the refusal's status. A coach reaches their own clients only: not
 * a colleague's, not a self-service person of the organisation, nobody elsewhere (docs/sync.md).
 */
function expected(role: Role, route: string, target: Target): number {
  if (role === 'anonymous') return 401;
  const coach = role === 'coach' || role === 'secondCoach' || role === 'otherCoach';
  switch (route) {
    case 'pull':
    case 'push':
      return target === 'own' ? 200 : 403;
    case 'client.read':
    case 'client.update':
      if (!coach) return 403;
      return target === 'own' ? 200 : 404;
    case 'clients.list':
      return coach ? 200 : 403;
    default:
      throw new Error(route);
  }
}

const ROUTES = ['pull', 'push', 'client.read', 'client.update', 'clients.list'] as const;
const ROLES: Role[] = ['coach', 'secondCoach', 'client', 'selfService', 'simpleUser', 'otherCoach', 'anonymous'];
const TARGET_KINDS: Target[] = ['own', 'sameOrganisation', 'colleagueClient', 'otherOrganisation'];

describe.each(engines)('authorisation matrix on %s', (engine) => {
  const server = useTestServer(engine);

  it('holds in every cell, with no foreign row in any answer', async () => {
    // A second coach of the demo with a client of their own; a coach of the simple organisation
    // coaching one of its clients (the other stays without a coach).
    await server.db.query(
      "insert into users (email, first_name, last_name, is_coach, organisation_id) select 'othercoach@example.com', 'Olga', 'Other', true, id from organisations where subdomain = 'simple'",
    );
    await server.db.query(
      "insert into users (email, first_name, last_name, is_coach, organisation_id) select 'secondcoach@example.com', 'Sven', 'Second', true, organisation_id from users where email = 'coach@example.com'",
    );
    await server.db.query(
      "insert into users (email, first_name, last_name, organisation_id, coach_id) select 'secondclient@example.com', 'Sara', 'Second', organisation_id, id from users where email = 'secondcoach@example.com'",
    );
    await server.db.query(
      "update users set coach_id = (select id from users where email = 'othercoach@example.com') where email = 'lotte@example.com'",
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
          // Nothing of anyone not theirs ever appears in an answer.
          for (const email of role === 'anonymous' ? [] : FOREIGN[role])
            if (response.body.includes(email)) failures.push(`${role} ${route} ${cell}: answer contains ${email}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Only each coach's own clients were renamed.
    const { rows } = await server.db.query<{ email: string }>(
      "select email from users where last_name = 'Checked' order by email",
    );
    expect(rows.map((r) => r.email)).toEqual(['lotte@example.com', 'sam@example.com', 'secondclient@example.com']);
    // No write crossed an organisation.
    const crossed = await server.db.query<{ n: number }>(
      `select count(*)::int as n from events e join users a on e.actor = 'user:' || a.id join users o on e.stream = 'user:' || o.id where a.organisation_id <> o.organisation_id`,
    );
    expect(crossed.rows[0]!.n).toBe(0);
    // And no one wrote to a stream but their own or, for a coach, their clients'.
    const strayed = await server.db.query<{ n: number }>(
      `select count(*)::int as n from events e join users a on e.actor = 'user:' || a.id join users o on e.stream = 'user:' || o.id where o.id <> a.id and o.coach_id is distinct from a.id`,
    );
    expect(strayed.rows[0]!.n).toBe(0);
  });
});
