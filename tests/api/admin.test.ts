import { describe, expect, it } from 'vitest';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

const ADMIN = 'admin@example.com';

async function organisationId(server: TestServer, subdomain: string): Promise<number> {
  const { rows } = await server.db.query<{ id: string }>('select id from organisations where subdomain = $1', [
    subdomain,
  ]);
  return Number(rows[0]!.id);
}

describe.each(engines)('platform administrators (%s)', (engine) => {
  const server = useTestServer(engine, { platformAdmins: [ADMIN] });
  const as = async (email: string, language = 'en') => ({
    ...auth(await tokenFor(server, email)),
    'accept-language': language,
  });

  it('are told apart in the current user, and only they reach /api/admin', async () => {
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: await as(ADMIN) });
    expect(me.json().is_platform_admin).toBe(true);
    expect(
      (
        await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: await as('coach@example.com') })
      ).json().is_platform_admin,
    ).toBe(false);

    const demo = await organisationId(server, 'demo');
    const sam = await userId(server, 'sam@example.com');
    const adminRoutes = server.app.routeAccess.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
    expect(adminRoutes.map((r) => r.access)).toEqual(adminRoutes.map(() => 'admin'));
    expect(adminRoutes.length).toBe(12);
    for (const email of ['coach@example.com', 'sam@example.com', 'eva@example.com', 'mila@example.com']) {
      const headers = await as(email, 'nl');
      for (const route of adminRoutes) {
        const url = route.url.replace(':id', String(demo)).replace(':userId', String(sam));
        const response = await server.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: { FF_COPY_MEALS_TO_ANOTHER_DAY: false } }),
        });
        expect(response.statusCode, `${email} ${route.method} ${url}`).toBe(403);
        expect(response.json().detail).toBe('Alleen platformbeheerders kunnen dit doen.');
      }
      const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/organisations' });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await count(server, 'admin_changes')).toBe(0);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/admin/organisations/${demo}`,
          headers: await as('sam@example.com'),
        })
      ).json().feature_flags,
    ).toBeUndefined();
  });

  it('refuses a deactivated administrator', async () => {
    await server.db.query('update users set account_enabled = false where email = $1', [ADMIN]);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/organisations',
      headers: await as(ADMIN, 'nl'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Dit account is gedeactiveerd.');
  });

  it('lists, creates and edits organisations, and records who changed what', async () => {
    const headers = await as(ADMIN);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/organisations', headers });
    expect(list.statusCode).toBe(200);
    const listed = list
      .json()
      .results.map((o: { subdomain: string; user_count: number }) => [o.subdomain, o.user_count]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['demo', 6],
        ['simple', 7],
      ]),
    );
    expect(list.json().results.map((o: { name: string }) => o.name)).toEqual(
      [...list.json().results.map((o: { name: string }) => o.name)].sort((a, b) => a.localeCompare(b)),
    );

    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/organisations',
      headers,
      payload: {
        name: 'Green Bowl',
        subdomain: ' Green-Bowl ',
        recipe_system_type: 'SIMPLE',
        clients_are_diy: true,
        support_url: 'https://help.example.com/green',
        welcome_video: '',
        custom_notes_message: 'Ask me',
      },
    });
    expect(created.statusCode).toBe(201);
    const organisation = created.json();
    expect(organisation).toMatchObject({
      name: 'Green Bowl',
      subdomain: 'green-bowl',
      recipe_system_type: 'SIMPLE',
      clients_are_diy: true,
      welcome_video: null,
      support_url: 'https://help.example.com/green',
      auto_plan_initial_meals: true,
      feature_flags: [],
      user_count: 0,
    });

    const edited = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${organisation.id}`,
      headers,
      payload: { name: 'Green Bowl Co', auto_plan_initial_meals: false, support_url: 'https://help.example.com/green' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Green Bowl Co', auto_plan_initial_meals: false });
    // A body that changes nothing records nothing.
    expect(
      (
        await server.app.inject({
          method: 'PATCH',
          url: `/api/admin/organisations/${organisation.id}`,
          headers,
          payload: { name: 'Green Bowl Co' },
        })
      ).statusCode,
    ).toBe(200);

    const changes = await server.app.inject({
      method: 'GET',
      url: `/api/admin/organisations/${organisation.id}/changes`,
      headers,
    });
    expect(changes.statusCode).toBe(200);
    const [edit, creation] = changes.json().results;
    expect(changes.json().results).toHaveLength(2);
    expect(edit).toMatchObject({
      kind: 'organisationEdited',
      by: ADMIN,
      user: null,
      before: { name: 'Green Bowl', auto_plan_initial_meals: true },
      after: { name: 'Green Bowl Co', auto_plan_initial_meals: false },
    });
    expect(Object.keys(edit.after).sort()).toEqual(['auto_plan_initial_meals', 'name']);
    expect(edit.at).toBe(server.clock.now.toISOString());
    expect(creation).toMatchObject({
      kind: 'organisationCreated',
      before: null,
      after: { name: 'Green Bowl', subdomain: 'green-bowl' },
    });
  });

  it('answers bad input field by field in the user language, never with a 5xx', async () => {
    const headers = await as(ADMIN, 'nl');
    const demo = await organisationId(server, 'demo');
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/admin/organisations',
      headers,
      payload: {
        name: '  ',
        subdomain: 'no spaces!',
        recipe_system_type: 'FANCY',
        clients_are_diy: 'yes',
        support_url: 'http://plain.example.com',
        welcome_video: 'javascript:alert(1)',
        colour: 'red',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['Verplicht'],
      subdomain: [
        'Gebruik alleen kleine letters, cijfers en streepjes, niet aan het begin of eind (bijvoorbeeld mijn-merk).',
      ],
      recipe_system_type: ['Deze waarde is niet geldig.'],
      clients_are_diy: ['Deze waarde is niet geldig.'],
      support_url: ['Vul een webadres in dat begint met https://, bijvoorbeeld https://example.com/help.'],
      welcome_video: ['Vul een webadres in dat begint met https://, bijvoorbeeld https://example.com/help.'],
      colour: ['Deze instelling bestaat niet.'],
    });
    const taken = await server.app.inject({
      method: 'POST',
      url: '/api/admin/organisations',
      headers,
      payload: { name: 'Copy', subdomain: 'simple' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ subdomain: ['Een andere organisatie heeft dit subdomein al.'] });
    const takenByEdit = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${demo}`,
      headers,
      payload: { subdomain: 'simple' },
    });
    expect(takenByEdit.json()).toEqual({ subdomain: ['Een andere organisatie heeft dit subdomein al.'] });

    const cases: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown }[] = [
      { method: 'PATCH', url: `/api/admin/organisations/${demo}/flags`, payload: {} },
      { method: 'PATCH', url: `/api/admin/organisations/${demo}/flags`, payload: { FF_NOT_A_FLAG: true } },
      {
        method: 'PATCH',
        url: `/api/admin/organisations/${demo}/flags`,
        payload: { FF_COPY_MEALS_TO_ANOTHER_DAY: 'off' },
      },
      { method: 'PATCH', url: `/api/admin/organisations/${demo}/flags`, payload: [true] },
      { method: 'PATCH', url: `/api/admin/organisations/${demo}`, payload: { name: 'x'.repeat(101) } },
      { method: 'PATCH', url: `/api/admin/organisations/${demo}`, payload: null },
      { method: 'GET', url: `/api/admin/organisations/${demo}/users` },
      { method: 'GET', url: `/api/admin/organisations/${demo}/changes?before=0x10` },
      { method: 'GET', url: '/api/admin/organisations/016' },
      { method: 'POST', url: '/api/admin/organisations', payload: { name: 'N', subdomain: 'a'.repeat(64) } },
    ];
    for (const { method, url, payload } of cases) {
      const response = await server.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined
          ? {}
          : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
      });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    const missing = await server.app.inject({ method: 'GET', url: '/api/admin/organisations/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Organisatie niet gevonden.');
    expect(await count(server, 'admin_changes')).toBe(0);
  });

  it('answers a field named like a method of every object as any unknown field, not with a 5xx', async () => {
    const headers = await as(ADMIN);
    for (const name of ['valueOf', 'toString', 'hasOwnProperty', 'constructor']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/organisations',
        headers,
        payload: { [name]: '' },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()[name], name).toEqual(['This setting does not exist.']);
    }
  });

  it("switches an organisation's flags and a user's own, within one organisation", async () => {
    const headers = await as(ADMIN);
    const demo = await organisationId(server, 'demo');
    const simple = await organisationId(server, 'simple');
    const off = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${demo}/flags`,
      headers,
      payload: { FF_COPY_MEALS_TO_ANOTHER_DAY: false, FF_DONT_SHOW_MACROS: true },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().feature_flags).toEqual(['FF_FEMALE_HORMONES', 'FF_DONT_SHOW_MACROS']);
    const sam = await server.app.inject({
      method: 'GET',
      url: '/api/auth/users/me',
      headers: await as('sam@example.com'),
    });
    expect(sam.json().organisation.feature_flags).toEqual(['FF_FEMALE_HORMONES', 'FF_DONT_SHOW_MACROS']);

    const found = await server.app.inject({
      method: 'GET',
      url: `/api/admin/organisations/${demo}/users?email=NOOR`,
      headers,
    });
    expect(found.json().results.map((u: { email: string }) => u.email)).toEqual(['noor@example.com']);
    // Mila is of the simple organisation: not found through the demo one, by search or by id.
    expect(
      (
        await server.app.inject({ method: 'GET', url: `/api/admin/organisations/${demo}/users?email=mila`, headers })
      ).json().results,
    ).toEqual([]);
    const mila = await userId(server, 'mila@example.com');
    const crossing = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${demo}/users/${mila}/flags`,
      headers,
      payload: { FF_RECIPE_INSPIRATION: true },
    });
    expect(crossing.statusCode).toBe(404);
    expect(await count(server, 'users', "'FF_RECIPE_INSPIRATION' = any(feature_flags)")).toBe(0);

    const own = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${simple}/users/${mila}/flags`,
      headers,
      payload: { FF_RECIPE_INSPIRATION: true },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: 'mila@example.com', feature_flags: ['FF_RECIPE_INSPIRATION'] });
    expect(
      (
        await server.app.inject({ method: 'GET', url: '/api/auth/users/me', headers: await as('mila@example.com') })
      ).json().feature_flags_for_user.flags,
    ).toEqual(['FF_RECIPE_INSPIRATION']);

    const demoChanges = (
      await server.app.inject({ method: 'GET', url: `/api/admin/organisations/${demo}/changes`, headers })
    ).json().results;
    expect(demoChanges).toEqual([
      expect.objectContaining({
        kind: 'organisationFlags',
        before: { FF_COPY_MEALS_TO_ANOTHER_DAY: true, FF_DONT_SHOW_MACROS: false },
        after: { FF_COPY_MEALS_TO_ANOTHER_DAY: false, FF_DONT_SHOW_MACROS: true },
      }),
    ]);
    const simpleChanges = (
      await server.app.inject({ method: 'GET', url: `/api/admin/organisations/${simple}/changes`, headers })
    ).json().results;
    expect(simpleChanges).toEqual([
      expect.objectContaining({
        kind: 'userFlags',
        user: 'mila@example.com',
        before: { FF_RECIPE_INSPIRATION: false },
        after: { FF_RECIPE_INSPIRATION: true },
      }),
    ]);
  });

  it('keeps flag names this server does not know, and pages the change log', async () => {
    const headers = await as(ADMIN);
    const demo = await organisationId(server, 'demo');
    await server.db.query(
      "update organisations set feature_flags = array_append(feature_flags, 'FF_FROM_THE_FUTURE') where id = $1",
      [demo],
    );
    for (let i = 0; i < 26; i += 1) {
      const on = i % 2 === 0;
      expect(
        (
          await server.app.inject({
            method: 'PATCH',
            url: `/api/admin/organisations/${demo}/flags`,
            headers,
            payload: { FF_B2C_PAYWALL: on, FF_PLANT_BASED_APP: !on },
          })
        ).statusCode,
      ).toBe(200);
    }
    const flags = (await server.app.inject({ method: 'GET', url: `/api/admin/organisations/${demo}`, headers })).json()
      .feature_flags;
    expect(flags).toContain('FF_FROM_THE_FUTURE');
    const first = (
      await server.app.inject({ method: 'GET', url: `/api/admin/organisations/${demo}/changes`, headers })
    ).json();
    expect(first.results.length).toBe(26);
    expect(first.hasMore).toBe(false);
    const page = (
      await server.app.inject({
        method: 'GET',
        url: `/api/admin/organisations/${demo}/changes?before=${first.results[24].id}`,
        headers,
      })
    ).json();
    expect(page.results.map((c: { id: number }) => c.id)).toEqual([first.results[25].id]);
  });
});
