import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

const intake = (overrides: Record<string, unknown> = {}) => ({
  sex: 'FEMALE',
  age: 41,
  heightCm: 172,
  weightKg: 68.5,
  bodyFat: 0.24,
  goal: 'LOSE_WEIGHT',
  activity: 'ACTIVE',
  diet: 'PESCATARIAN',
  intolerances: ['LACTOSE'],
  exercises: [{ templateId: 4, minutesPerSession: 45, sessionsPerWeek: 3 }],
  ...overrides,
});
const newClient = (overrides: Record<string, unknown> = {}) => ({
  first_name: '  Iris ',
  last_name: 'de Wit',
  email: 'Iris@Example.com',
  intake: intake(),
  ...overrides,
});

describe.each(engines)('a coach adds clients and edits their profile (%s)', (engine) => {
  const server = useTestServer(engine);
  const as = async (email: string) => auth(await tokenFor(server, email));
  const post = async (body: object, email = 'coach@example.com', language = 'en') =>
    server.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { ...(await as(email)), 'accept-language': language },
      payload: body,
    });
  const profileEvents = async (id: number) =>
    (
      await server.db.query<{ payload: unknown; actor: string }>(
        "select payload, actor from events where stream = $1 and type = 'NutritionProfileSet' order by seq",
        [`user:${id}`],
      )
    ).rows.map((r) => ({ ...r, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));

  it('given a coach, when they add a client with a profile, then the account is theirs and its stream holds the profile', async () => {
    const coach = await userId(server, 'coach@example.com');
    const response = await post(newClient());
    expect(response.statusCode).toBe(201);
    const client = response.json();
    expect(client).toMatchObject({ email: 'iris@example.com', first_name: 'Iris', last_name: 'de Wit', is_diy: false });
    const { rows } = await server.db.query<{ coach_id: string; organisation_id: string; locale: string | null }>(
      'select coach_id, organisation_id, locale from users where id = $1',
      [client.id],
    );
    const organisation = await server.db.query<{ organisation_id: string }>(
      'select organisation_id from users where id = $1',
      [coach],
    );
    expect(Number(rows[0]!.coach_id)).toBe(coach);
    expect(rows[0]!.organisation_id).toBe(organisation.rows[0]!.organisation_id);
    const events = await profileEvents(client.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.actor).toBe(`user:${coach}`);
    expect(events[0]!.payload).toMatchObject({
      intolerances: ['LACTOSE'],
      allergens: [],
      dislikes: [],
      profile: {
        sex: 'FEMALE',
        bodyFat: 0.24,
        sustainability: 'SUSTAINABLE',
        diet: 'PESCATARIAN',
        exercises: [{ templateId: 4, kcalPerKgPerMin: 0.1225, minutesPerSession: 45, sessionsPerWeek: 3 }],
      },
    });
    // The client gets a sign-in link.
    const mail = await server.mailTo('iris@example.com');
    expect(mail?.text).toContain('/login');
    // And appears on the coach's first page.
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/users/paginatedclients/?search=iris',
      headers: await as('coach@example.com'),
    });
    expect(list.json().results.map((c: { id: number }) => c.id)).toEqual([client.id]);
  });

  it("given a Dutch coach, when they add a client, then the client's mail is in Dutch, or in the language asked", async () => {
    await server.db.query("update users set locale = 'nl' where email = 'coach@example.com'");
    expect((await post(newClient())).statusCode).toBe(201);
    expect((await server.mailTo('iris@example.com'))?.subject).toBe('Je Forkcast-inloglink');
    expect((await post(newClient({ email: 'jan@example.com', locale: 'en' }))).statusCode).toBe(201);
    expect((await server.mailTo('jan@example.com'))?.subject).toBe('Your Forkcast login link');
  });

  it.each([
    ['missing names', { first_name: '  ', last_name: undefined }, ['first_name', 'last_name']],
    ['a bad email', { email: 'iris@' }, ['email']],
    ['body fat of 70 percent', { intake: intake({ bodyFat: 0.7 }) }, ['intake.bodyFat']],
    ['an unknown field', { nickname: 'Iri' }, ['non_field_errors']],
    ['an age under 18', { intake: intake({ age: 17 }) }, ['intake.age']],
    [
      'an exercise template that does not exist',
      { intake: intake({ exercises: [{ templateId: 9999, minutesPerSession: 30, sessionsPerWeek: 1 }] }) },
      ['intake.exercises.0.templateId'],
    ],
  ])('refuses %s with a 400 naming the field, and makes no account', async (_, change, fields) => {
    const before = await count(server, 'users');
    const response = await post(newClient(change));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(expect.arrayContaining(fields));
    expect(await count(server, 'users')).toBe(before);
  });

  it('answers an address that already has an account with a 409, in the language of the coach, and merges nothing', async () => {
    const events = await count(server, 'events');
    const response = await post(newClient({ email: 'EVA@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ email: ['A user with this email already exists.'] });
    const dutch = await post(newClient({ email: 'lotte@example.com' }), 'coach@example.com', 'nl');
    expect(dutch.json().detail).toBe('Er bestaat al een gebruiker met dit e-mailadres.');
    const { rows } = await server.db.query<{ coach_id: string | null; first_name: string }>(
      "select coach_id, first_name from users where email = 'eva@example.com'",
    );
    expect(rows[0]).toEqual({ coach_id: null, first_name: 'Eva' });
    expect(await count(server, 'events')).toBe(events);
  });

  it("given someone's sign-up waiting for its code, when a coach adds that address, then the account is the coach's client", async () => {
    const organisation = await server.db.query<{ id: string }>("select id from organisations where subdomain = 'demo'");
    await server.db.query(
      "insert into registrations (email, organisation_id, first_name, last_name, locale, created_at) values ('iris@example.com', $1, 'Iris', 'W', 'en', $2)",
      [organisation.rows[0]!.id, server.clock.now],
    );
    expect((await post(newClient())).statusCode).toBe(201);
    expect(await count(server, 'registrations', "email = 'iris@example.com'")).toBe(0);
    expect(await count(server, 'users', "email = 'iris@example.com' and coach_id is not null")).toBe(1);
  });

  it("given a body fat the coach measured, then the client's progress has it, once per change", async () => {
    const client = (await post(newClient())).json();
    const headers = await as('coach@example.com');
    const url = `/api/clients/${client.id}/profile/`;
    const bodyFats = async () =>
      (
        await server.db.query<{ payload: { type: string; value: number; date: string } | string }>(
          "select payload from events where stream = $1 and type = 'MeasurementRecorded' order by seq",
          [`user:${client.id}`],
        )
      ).rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
    expect(await bodyFats()).toMatchObject([{ type: 'BODY_FAT', value: 0.24, date: '2026-11-22' }]);
    // Saving the same body fat again records nothing new; a new one is a new record.
    await server.app.inject({ method: 'PUT', url, headers, payload: intake({ diet: 'VEGAN' }) });
    expect(await bodyFats()).toHaveLength(1);
    await server.app.inject({ method: 'PUT', url, headers, payload: intake({ bodyFat: 0.22 }) });
    expect((await bodyFats()).map((m) => m.value)).toEqual([0.24, 0.22]);
  });

  it('refuses a client who is not a coach: 403', async () => {
    const response = await post(newClient(), 'sam@example.com');
    expect(response.statusCode).toBe(403);
    expect(await count(server, 'users', "email = 'iris@example.com'")).toBe(0);
  });

  it('given a saved profile, when the coach edits it, then the form reads it back and what it does not ask is kept', async () => {
    const client = (await post(newClient())).json();
    const headers = await as('coach@example.com');
    const url = `/api/clients/${client.id}/profile/`;
    const read = await server.app.inject({ method: 'GET', url, headers });
    expect(read.json().intake).toMatchObject({ weightKg: 68.5, bodyFat: 0.24, exercises: [{ templateId: 4 }] });
    // Something the form does not ask: a goal weight the client set.
    await server.db.query(
      "update events set payload = jsonb_set(payload::jsonb, '{goalWeightKg}', '62') where stream = $1 and type = 'NutritionProfileSet'",
      [`user:${client.id}`],
    );
    const saved = await server.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: intake({ exercises: [{ templateId: 20, minutesPerSession: 60, sessionsPerWeek: 2 }], diet: 'VEGAN' }),
    });
    expect(saved.statusCode).toBe(200);
    const events = await profileEvents(client.id);
    expect(events).toHaveLength(2);
    expect(events[1]!.payload).toMatchObject({
      goalWeightKg: 62,
      profile: { diet: 'VEGAN', exercises: [{ templateId: 20, minutesPerSession: 60, sessionsPerWeek: 2 }] },
    });
  });

  it("refuses to read or write a client of another coach or another organisation's: 404, and writes nothing", async () => {
    const headers = await as('admin@example.com');
    for (const email of ['sam@example.com', 'lotte@example.com', 'eva@example.com']) {
      const id = await userId(server, email);
      const url = `/api/clients/${id}/profile/`;
      expect((await server.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'PUT', url, headers, payload: intake() })).statusCode).toBe(404);
    }
    expect(await count(server, 'events', "type = 'NutritionProfileSet'")).toBe(0);
  });

  it('lists about thirty exercise templates, named in the language asked, with kcal per kg per minute from their MET', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/exercise-templates',
      headers: { ...(await as('sam@example.com')), 'accept-language': 'nl' },
    });
    const { results } = response.json();
    expect(results.length).toBeGreaterThanOrEqual(30);
    expect(results.find((t: { id: number }) => t.id === 4)).toMatchObject({
      name: 'Joggen',
      name_en: 'Jogging',
      met: 7,
      compendium_code: '12020',
      kcal_per_kg_per_min: 0.1225,
    });
    expect((await server.app.inject({ method: 'GET', url: '/api/exercise-templates' })).statusCode).toBe(401);
  });
});
