import { describe, expect, it } from 'vitest';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, tokenFor, userId } from './support';

const ADMIN = 'admin@example.com';

interface LiveConnection {
  /** How many `config` events it has heard. */
  configs(): number;
  /** Resolves once it has heard `n` config events. */
  heard(n: number): Promise<void>;
  /** Resolves once it has heard a poke (the tests' marker: everything sent before it has arrived). */
  poked(): Promise<void>;
  close(): void;
}

/** Opens GET /api/sync/live as the app does, and waits for its `ready`. */
async function openLive(address: string, token: string): Promise<LiveConnection> {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/sync/live`, { headers: auth(token), signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const waiting = new Set<() => void>();
  const configs = () => text.split('event: config').length - 1;
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value ?? '';
      if (text.includes('event: ready')) ready();
      for (const check of waiting) check();
    }
  })();
  await isReady;
  const until = (holds: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!holds()) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  return {
    configs,
    heard: (n) => until(() => configs() >= n),
    poked: () => until(() => text.includes('event: poke')),
    close: () => controller.abort(),
  };
}

const organisationId = async (server: TestServer, subdomain: string) =>
  Number(
    (await server.db.query<{ id: string }>('select id from organisations where subdomain = $1', [subdomain])).rows[0]!
      .id,
  );

describe.each(engines)('a flag change reaches signed-in users live (%s)', (engine) => {
  const server = useTestServer(engine, { platformAdmins: [ADMIN] });
  const address = async () =>
    server.app.server.listening
      ? `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`
      : server.app.listen({ port: 0, host: '127.0.0.1' });
  const patch = async (url: string, payload: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'PATCH',
      url,
      headers: auth(await tokenFor(server, ADMIN)),
      payload,
    });
    expect(response.statusCode).toBe(200);
  };

  it("sends `config` to the organisation's users, and not to another organisation's", async () => {
    const [demo, simple] = [await organisationId(server, 'demo'), await organisationId(server, 'simple')];
    const sam = await openLive(await address(), await tokenFor(server, 'sam@example.com'));
    const coach = await openLive(await address(), await tokenFor(server, 'coach@example.com'));
    const mila = await openLive(await address(), await tokenFor(server, 'mila@example.com'));
    await patch(`/api/admin/organisations/${demo}/flags`, { FF_COPY_MEALS_TO_ANOTHER_DAY: false });
    await Promise.all([sam.heard(1), coach.heard(1)]);
    // A later change to Mila's organisation arrives after the first (one listener, in commit order):
    // once she hears it, she would have heard the first too.
    await patch(`/api/admin/organisations/${simple}/flags`, { FF_RECIPE_INSPIRATION: true });
    await mila.heard(1);
    expect([sam.configs(), coach.configs(), mila.configs()]).toEqual([1, 1, 1]);
    for (const connection of [sam, coach, mila]) connection.close();
  });

  it("sends a user's own flags to that user only", async () => {
    const demo = await organisationId(server, 'demo');
    const noorId = await userId(server, 'noor@example.com');
    const sam = await openLive(await address(), await tokenFor(server, 'sam@example.com'));
    const noor = await openLive(await address(), await tokenFor(server, 'noor@example.com'));
    await patch(`/api/admin/organisations/${demo}/users/${noorId}/flags`, { FF_DONT_SHOW_MACROS: true });
    await noor.heard(1);
    await patch(`/api/admin/organisations/${demo}/flags`, { FF_B2C_PAYWALL: true });
    await Promise.all([noor.heard(2), sam.heard(1)]);
    expect([sam.configs(), noor.configs()]).toEqual([1, 2]);
    // Nothing changed, nothing sent.
    await patch(`/api/admin/organisations/${demo}/flags`, { FF_B2C_PAYWALL: true });
    await server.db.query('select pg_notify($1, $2)', [
      'forkcast_stream',
      `user:${await userId(server, 'sam@example.com')}:99`,
    ]);
    await sam.poked();
    expect(sam.configs()).toBe(1);
    sam.close();
    noor.close();
  });
});
