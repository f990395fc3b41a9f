import { describe, expect, it } from 'vitest';
import en from '../../locales/en/server.json';
import nl from '../../locales/nl/server.json';
import { engines, useTestServer } from './harness';
import { auth, tokenFor, userId } from './support';

/** Text PostgreSQL cannot hold (NUL, lone surrogates) is a 400 in the user's language on every route, never a 500. */
describe.each(engines)('text that cannot be stored, on %s', (engine) => {
  const server = useTestServer(engine);
  const as = async (email: string) => auth(await tokenFor(server, email));

  const cases: [
    string,
    (
      bad: string,
    ) => Promise<{ method: 'GET' | 'POST' | 'PATCH'; url: string; headers?: Record<string, string>; payload?: object }>,
  ][] = [
    [
      "a name of one's own (auth/users/me)",
      async (bad) => ({
        method: 'PATCH',
        url: '/api/auth/users/me',
        headers: await as('sam@example.com'),
        payload: { first_name: `Sam${bad}` },
      }),
    ],
    [
      "a client's name",
      async (bad) => ({
        method: 'PATCH',
        url: `/api/clients/${await userId(server, 'sam@example.com')}/`,
        headers: await as('coach@example.com'),
        payload: { last_name: bad },
      }),
    ],
    [
      "a new organisation's name",
      async (bad) => ({
        method: 'POST',
        url: '/api/users/organisation/',
        headers: await as('coach@example.com'),
        payload: { name: `Brand${bad}` },
      }),
    ],
    [
      "the sign-up portal's organisation_subdomain",
      async (bad) => ({
        method: 'POST',
        url: '/api/createLoginSignupPortal',
        payload: { email: 'new@example.com', organisation_subdomain: `demo${bad}` },
      }),
    ],
    [
      'a field name in a body',
      async (bad) => ({
        method: 'PATCH',
        url: '/api/auth/users/me',
        headers: await as('sam@example.com'),
        payload: { [`first${bad}name`]: 'Sam' },
      }),
    ],
    [
      'the clients search',
      async (bad) => ({
        method: 'GET',
        url: `/api/users/paginatedclients/?search=${encodeURIComponent(bad)}`,
        headers: await as('coach@example.com'),
      }),
    ],
    [
      "simple recipes' customTags",
      async (bad) => ({
        method: 'GET',
        url: `/api/simple-recipes/suggestions/?customTags=${encodeURIComponent(bad)}`,
        headers: await as('mila@example.com'),
      }),
    ],
    [
      'a food search',
      async (bad) => ({
        method: 'GET',
        url: `/api/foods/?query=soup${encodeURIComponent(bad)}`,
        headers: await as('sam@example.com'),
      }),
    ],
    [
      'a food id in the path',
      async (bad) => ({
        method: 'GET',
        url: `/api/foods/${encodeURIComponent(bad)}/`,
        headers: await as('sam@example.com'),
      }),
    ],
    [
      "the push's device",
      async (bad) => ({
        method: 'POST',
        url: '/api/sync/push',
        headers: await as('sam@example.com'),
        payload: { device: `device-${bad}`, events: [] },
      }),
    ],
  ];

  it.each(cases)('refuses U+0000 in %s with a 400', async (_name, request) => {
    const response = await server.app.inject(await request('\u0000'));
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json()).flat()).toContain(en.textInvalid);
  });

  // A lone surrogate cannot be written into a URL (percent-encoding is UTF-8), so only bodies carry one.
  const inBodies = cases.filter(([name]) => !/search|customTags|path/.test(name));
  it.each(inBodies)('refuses a lone surrogate in %s with a 400', async (_name, request) => {
    const response = await server.app.inject(await request('\ud800'));
    expect(response.statusCode).toBe(400);
  });

  it('says so in Dutch when the app asks for Dutch', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/users/me',
      headers: { ...(await as('sam@example.com')), 'accept-language': 'nl-NL' },
      payload: { first_name: 'Sam\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: [nl.textInvalid] });
  });

  it('still takes ordinary text, accents and emoji included', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/users/me',
      headers: await as('sam@example.com'),
      payload: { first_name: 'Zoë 🍲' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().first_name).toBe('Zoë 🍲');
  });
});
