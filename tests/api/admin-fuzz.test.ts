import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { deepJson, encodeSegment, fromSchema, nastyText, type JsonSchema } from './fuzzInputs';
import { engines, useTestServer } from './harness';
import { auth, tokenFor } from './support';

const RUNS = 600 * Number(process.env.FUZZ_RUNS ?? 1);

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * The admin routes as an administrator calls them (the general fuzz signs in as others, who are
 * refused before any input is read): inputs made from the routes' own schemas and broken on
 * purpose. Whatever comes in, no 5xx.
 */
describe.each(engines)('admin routes under fuzz (%s)', (engine) => {
  const server = useTestServer(engine, { platformAdmins: ['admin@example.com'] });

  it('never answer 5xx', async () => {
    const describing = await buildServer({
      deps: {
        db: server.db,
        mailer: { send: async () => {} },
        config: { PUBLIC_URL: 'http://localhost' },
        now: () => server.clock.now,
      },
      logLevel: 'silent',
      describe: true,
    });
    await describing.ready();
    const spec = describing.swagger() as { paths: Record<string, Record<string, Operation>> };
    await describing.close();
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => method !== 'head')
          .map(([method, op]) => ({
            method: method.toUpperCase(),
            path,
            query: Object.fromEntries(
              (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
            ),
            body: op.requestBody ? (Object.values(op.requestBody.content)[0]?.schema ?? {}) : undefined,
          })),
      );
    expect(routes).toHaveLength(12);
    const headers = { ...auth(await tokenFor(server, 'admin@example.com')), 'accept-language': 'nl' };
    const request = fc
      .record({
        route: fc.constantFrom(...routes),
        id: fc.oneof(fc.constantFrom('1', '2', '3', '999'), nastyText),
        userId: fc.constantFrom('1', '2', '7', '8'),
      })
      .chain(({ route, ...rest }) =>
        fc
          .record({
            query: fc.record(
              Object.fromEntries(
                Object.entries(route.query).map(([name, schema]) => [
                  name,
                  fromSchema(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
                ]),
              ),
              { requiredKeys: [] },
            ),
            body: route.body ? fromSchema(route.body, 0.3) : fc.constant(undefined),
          })
          .map((input) => ({ route, ...rest, ...input })),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, id, userId, query, body }) => {
        const path = route.path.replace('{id}', encodeSegment(id)).replace('{userId}', userId);
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: `${path}?${new URLSearchParams(query as Record<string, string>)}`,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: deepJson(body) }),
        });
        if (response.statusCode >= 500)
          throw new Error(`${route.method} ${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
