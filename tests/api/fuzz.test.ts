import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushedEventSchema } from '../../src/core/api/sync';
import { createEventRegistry } from '../../src/core/events';
import { uuidv7 } from '../../src/core/ids';
import { payloadProblem } from '../../src/core/storable';
import { featureEvents } from '../../src/features/kernels';
import { buildServer } from '../../server/app';
import { deepJson, encodeSegment, fromSchema, nastyText, nastyValue, type JsonSchema } from './fuzzInputs';
import { engines, useTestServer } from './harness';
import { auth, tokenFor, userId } from './support';

/**
 * Every route's body, query and path, and the push envelope, with inputs made from their own
 * schemas and broken on purpose (NUL, lone surrogates, deep nesting, extra fields, wrong types).
 * Whatever comes in: no 5xx, nothing stored that the event schemas refuse, and after any push
 * the device's next ordinary push is accepted (its queue drains). FUZZ_RUNS scales the runs.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
const ROUTE_RUNS = 1_500 * RUNS;
const PUSH_RUNS = 400 * RUNS;
// Streaming (live) would hold its answer open for ever; sign-out and deleting an account or a client would end the sessions the fuzz runs on.
const SKIPPED = new Set([
  'GET /api/sync/live',
  'POST /api/auth/token/logout',
  'DELETE /api/auth/users/me',
  'DELETE /api/clients/{id}/',
]);
const SIGNED_IN_AS = ['sam@example.com', 'coach@example.com', 'mila@example.com', 'eva@example.com'];

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, JsonSchema>;
  readonly params: Record<string, JsonSchema>;
  readonly body?: JsonSchema;
}

const registry = createEventRegistry(featureEvents);
const tally: Record<string, { inputs: number; serverErrors: number; ms: number }> = {};

describe.each(engines)('fuzz on %s', (engine) => {
  const server = useTestServer(engine);
  const counts = (tally[engine] = { inputs: 0, serverErrors: 0, ms: 0 });
  /** Counts an answer; a 5xx fails the property with the server's answer, so the counterexample says what broke. */
  const answered = (response: { statusCode: number; body: string }) => {
    counts.inputs += 1;
    if (response.statusCode < 500) return true;
    counts.serverErrors += 1;
    throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
  };

  it('no route answers 5xx, whatever its body, query or path', async () => {
    const started = Date.now();
    const routes = await routesOf(server);
    const tokens = await Promise.all(SIGNED_IN_AS.map((email) => tokenFor(server, email)));
    const request = fc
      .record({
        route: fc.constantFrom(...routes),
        as: fc.constantFrom(...tokens, null),
        nastyPath: fc.boolean(),
        extraQuery: fc.option(fc.tuple(nastyText, nastyText), { nil: undefined }),
      })
      .chain(({ route, ...rest }) =>
        fc
          .record({
            params: fc.record(
              Object.fromEntries(
                Object.keys(route.params).map((name) => [
                  name,
                  rest.nastyPath ? nastyText : fc.constantFrom('1', '2', '3', 'demo', 'x'),
                ]),
              ),
            ),
            query: fc.record(
              Object.fromEntries(
                Object.entries(route.query).map(([name, schema]) => [name, fromSchema(schema).map(asQueryValue)]),
              ),
              { requiredKeys: [] },
            ),
            body: route.body ? fromSchema(route.body, 0.3) : fc.constant(undefined),
          })
          .map((input) => ({ route, ...rest, ...input })),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, as, params, query, extraQuery, body }) => {
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(String(params[name])));
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
        if (extraQuery) search.append(...extraQuery);
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: `${path}?${search}`,
          headers: { ...(as ? auth(as) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { payload: deepJson(body) }),
        });
        return answered(response);
      }),
      { numRuns: ROUTE_RUNS, seed: seedOf(process.env.FUZZ_SEED) },
    );
    counts.ms += Date.now() - started;
    await expectEveryStoredEventValid();
  }, 240_000);

  it('pushes of broken events: no 5xx, nothing invalid stored, and the queue drains', async () => {
    const started = Date.now();
    const eva = { id: await userId(server, 'eva@example.com'), token: await tokenFor(server, 'eva@example.com') };
    const coach = { id: await userId(server, 'coach@example.com'), token: await tokenFor(server, 'coach@example.com') };
    const sam = await userId(server, 'sam@example.com');
    // The own-stream path (a person's own device) and the general one (a coach writing a client's stream).
    const writers = [
      { token: eva.token, device: 'fuzz-device-eva', stream: `user:${eva.id}`, actor: `user:${eva.id}`, next: 1 },
      { token: coach.token, device: 'fuzz-device-coach', stream: `user:${sam}`, actor: `user:${coach.id}`, next: 1 },
    ];
    let n = 0;
    const batch = fc.record({
      writer: fc.constantFrom(0, 1),
      events: fc.array(brokenEvent, { minLength: 1, maxLength: 8 }),
      skipAhead: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(batch, async ({ writer: which, events, skipAhead }) => {
        const writer = writers[which]!;
        const first = writer.next + (skipAhead && events.length > 6 ? 1 : 0);
        const body = {
          device: writer.device,
          events: events.map((event, i) => ({
            id: uuidv7(Date.UTC(2026, 10, 22) + ++n, new Uint8Array(10).fill(n % 256)),
            stream: writer.stream,
            actor: writer.actor,
            device: writer.device,
            at: '2026-11-22T12:00:00.000Z',
            ...event,
            deviceSeq: first + i,
          })),
        };
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/sync/push',
          headers: { ...auth(writer.token), 'content-type': 'application/json' },
          payload: deepJson(body),
        });
        answered(response);
        if (response.statusCode === 200) {
          // Every event is answered, accepted or refused, so the device's queue moves past the whole batch.
          const answer = response.json() as { lastDeviceSeq: number; accepted: unknown[]; rejected: unknown[] };
          expect(answer.lastDeviceSeq).toBeGreaterThanOrEqual(first + events.length - 1);
          expect(answer.accepted.length + answer.rejected.length).toBe(events.length);
          writer.next = answer.lastDeviceSeq + 1;
        }
        const ordinary = { ...okEvent(writer, ++n), deviceSeq: writer.next };
        const next = await server.app.inject({
          method: 'POST',
          url: '/api/sync/push',
          headers: auth(writer.token),
          payload: { device: writer.device, events: [ordinary] },
        });
        answered(next);
        expect(next.statusCode, next.body).toBe(200);
        expect(next.json().accepted).toHaveLength(1);
        writer.next += 1;
      }),
      { numRuns: PUSH_RUNS, seed: seedOf(process.env.FUZZ_SEED) },
    );
    counts.ms += Date.now() - started;
    await expectEveryStoredEventValid();
  }, 240_000);

  afterAll(() => {
    console.info(
      `fuzz on ${engine}: ${counts.inputs} inputs run, ${counts.serverErrors} answered 5xx, ${(counts.ms / 1000).toFixed(1)} s`,
    );
    expect(counts.serverErrors).toBe(0);
  });

  /** Reads the events table back: every row must be an event the registry and the store accept. */
  async function expectEveryStoredEventValid() {
    const { rows } = await server.db.query<{
      id: string;
      stream: string;
      type: string;
      v: number;
      payload: unknown;
      actor: string;
      device: string;
      device_seq: string;
      at: string;
    }>('select id, stream, type, v, payload, actor, device, device_seq, at from events');
    const invalid = rows.filter((row) => {
      const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
      const envelope = {
        id: row.id,
        stream: row.stream,
        type: row.type,
        v: row.v,
        payload,
        actor: row.actor,
        device: row.device,
        deviceSeq: Number(row.device_seq),
        at: new Date(row.at).toISOString(),
      };
      return (
        !pushedEventSchema.safeParse(envelope).success ||
        !registry.validate({ type: row.type, payload }).ok ||
        payloadProblem(payload) !== undefined
      );
    });
    expect(invalid).toEqual([]);
  }
});

/** An event made from its type's own schema, then often broken: a field replaced, a field added, the envelope spoilt. */
const brokenEvent = fc
  .record({
    type: fc.constantFrom(...featureEvents.map((e) => e.type)),
    breakPayload: fc.constantFrom('none', 'field', 'extra', 'whole'),
    breakEnvelope: fc.option(fc.constantFrom('id', 'type', 'v', 'at', 'stream', 'actor', 'device', 'payload'), {
      freq: 3,
      nil: undefined,
    }),
    nasty: nastyValue,
    name: nastyText,
  })
  .chain((plan) =>
    fromSchema(payloadSchemaOf(plan.type), plan.breakPayload === 'field' ? 0.3 : 0).map((payload) => ({
      plan,
      payload,
    })),
  )
  .map(({ plan, payload }) => {
    let body: unknown = payload;
    if (plan.breakPayload === 'extra' && payload && typeof payload === 'object')
      body = { ...payload, [plan.name]: plan.nasty };
    if (plan.breakPayload === 'whole') body = plan.nasty;
    const event: Record<string, unknown> = { type: plan.type, v: 1, payload: body };
    if (plan.breakEnvelope) event[plan.breakEnvelope] = plan.nasty;
    return event;
  });

const okEvent = (writer: { stream: string; actor: string; device: string }, n: number) => ({
  id: uuidv7(Date.UTC(2026, 10, 23) + n, new Uint8Array(10).fill(n % 256)),
  stream: writer.stream,
  type: 'DayStarted',
  v: 1,
  payload: { date: '2026-11-23' },
  actor: writer.actor,
  device: writer.device,
  at: '2026-11-23T12:00:00.000Z',
});

const payloadSchemas = new Map(
  featureEvents.map((e) => [e.type, z.toJSONSchema(e.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema]),
);
const payloadSchemaOf = (type: string) => payloadSchemas.get(type);

const asQueryValue = (value: unknown) =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.every((v) => typeof v === 'string')
      ? value.join(',')
      : (JSON.stringify(value) ?? '');
const seedOf = (text: string | undefined) => (text ? Number(text) : undefined);

/** Every route of the app, with its query, path and body schemas, from the OpenAPI description the routes' zod schemas make. */
async function routesOf(server: ReturnType<typeof useTestServer>): Promise<Route[]> {
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
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      ),
      params: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
      ),
      ...(op.requestBody ? { body: Object.values(op.requestBody.content)[0]?.schema ?? {} } : {}),
    })),
  );
  const fuzzed = routes.filter((r) => !SKIPPED.has(`${r.method} ${r.path}`) && r.method !== 'HEAD');
  expect(fuzzed.length).toBeGreaterThan(25);
  return fuzzed;
}
