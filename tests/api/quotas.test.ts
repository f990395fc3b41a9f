import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/core/ids';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

/** Events of a day note's size, as a device numbers them from `first`. */
const batch = (stream: number, actor: number, device: string, first: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: uuidv7(Date.now(), crypto.getRandomValues(new Uint8Array(10))),
    stream: `user:${stream}`,
    type: 'QuickAddLogged',
    v: 1,
    payload: { itemId: `q${first + i}`, date: '2026-11-22', mealMoment: 'LUNCH', nutrients: { kcal: 100 } },
    actor: `user:${actor}`,
    device,
    deviceSeq: first + i,
    at: '2026-11-22T12:00:00.000Z',
  }));

const push = async (server: TestServer, email: string, device: string, events: object[]) =>
  server.app.inject({
    method: 'POST',
    url: '/api/sync/push',
    headers: { ...auth(await tokenFor(server, email)), 'accept-language': 'nl' },
    payload: { device, events },
  });

describe.each(engines)('quotas (%s)', (engine) => {
  const server = useTestServer(engine, { quotas: { eventsPerMinute: 100, streamBytes: 40_000, plansPerMinute: 2 } });

  it("refuses events beyond a stream's minute with 429 and when to send them, and takes them the next minute", async () => {
    const sam = await userId(server, 'sam@example.com');
    const first = batch(sam, sam, 'sam-phone-1', 1, 70);
    expect((await push(server, 'sam@example.com', 'sam-phone-1', first)).statusCode).toBe(200);
    const over = batch(sam, sam, 'sam-phone-1', 71, 31);
    const refused = await push(server, 'sam@example.com', 'sam-phone-1', over);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ detail: expect.stringContaining('over 60 s verstuurd'), retryAfter: 60 });
    expect(await count(server, 'events', 'true')).toBe(70);
    // A batch resent after a lost answer is never refused for what the server already holds.
    expect((await push(server, 'sam@example.com', 'sam-phone-1', first)).json().lastDeviceSeq).toBe(70);
    // The coach writing the client's stream meets the same quota.
    const coach = await userId(server, 'coach@example.com');
    expect(
      (await push(server, 'coach@example.com', 'coach-laptop-1', batch(sam, coach, 'coach-laptop-1', 1, 31)))
        .statusCode,
    ).toBe(429);

    server.clock.now = new Date(server.clock.now.getTime() + 45_000);
    expect((await push(server, 'sam@example.com', 'sam-phone-1', over)).headers['retry-after']).toBe('15');
    server.clock.now = new Date(server.clock.now.getTime() + 15_000);
    const taken = await push(server, 'sam@example.com', 'sam-phone-1', over);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().accepted).toHaveLength(31);
  });

  it('refuses with 413 what a stream cannot hold any more, whatever the minute', async () => {
    const sam = await userId(server, 'sam@example.com');
    const bytes = (events: object[]) => events.reduce<number>((sum, e) => sum + JSON.stringify(e).length, 0);
    const first = batch(sam, sam, 'sam-phone-1', 1, 90);
    expect(bytes(first)).toBeLessThan(40_000);
    expect((await push(server, 'sam@example.com', 'sam-phone-1', first)).statusCode).toBe(200);
    const more = batch(sam, sam, 'sam-phone-1', 91, 60);
    expect(bytes([...first, ...more])).toBeGreaterThan(40_000);
    for (const minutes of [1, 60 * 24]) {
      server.clock.now = new Date(server.clock.now.getTime() + minutes * 60_000);
      const refused = await push(server, 'sam@example.com', 'sam-phone-1', more);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().detail).toMatch(/zoveel gegevens als het kan bewaren/);
    }
    expect(await count(server, 'events', 'true')).toBe(90);
    // Another person's stream is not touched by Sam's.
    const eva = await userId(server, 'eva@example.com');
    expect(
      (await push(server, 'eva@example.com', 'eva-phone-1', batch(eva, eva, 'eva-phone-1', 1, 60))).statusCode,
    ).toBe(200);
  });

  it("counts a stream's usage as the events it stores, whether the batch holds one stream or several", async () => {
    const [sam, noor, coach] = (await Promise.all(
      ['sam@example.com', 'noor@example.com', 'coach@example.com'].map((email) => userId(server, email)),
    )) as [number, number, number];
    expect(
      (await push(server, 'sam@example.com', 'sam-phone-1', batch(sam, sam, 'sam-phone-1', 1, 70))).statusCode,
    ).toBe(200);
    // The coach's batch into two clients' streams is refused whole when one of them is over its minute.
    const both = [...batch(sam, coach, 'coach-laptop-1', 1, 31), ...batch(noor, coach, 'coach-laptop-1', 32, 5)];
    expect((await push(server, 'coach@example.com', 'coach-laptop-1', both)).statusCode).toBe(429);
    expect(await count(server, 'events', `stream = 'user:${noor}'`)).toBe(0);
    const fits = [...batch(sam, coach, 'coach-laptop-1', 1, 20), ...batch(noor, coach, 'coach-laptop-1', 21, 5)];
    expect((await push(server, 'coach@example.com', 'coach-laptop-1', fits)).json().accepted).toHaveLength(25);
    // What each stream's usage says is what its stored events take (migration 010's measure).
    const { rows } = await server.db.query<{ stream: string; usage: string; stored: string; events: string }>(
      `select e.stream, u.stored_bytes as usage, u.minute_events as events,
              sum(octet_length(jsonb_build_object('id', e.id, 'stream', e.stream, 'type', e.type, 'v', e.v, 'payload', e.payload,
                'actor', e.actor, 'device', e.device, 'deviceSeq', e.device_seq, 'at', e.at)::text)) as stored
         from events e join stream_usage u on e.stream = 'user:' || u.user_id
        group by e.stream, u.stored_bytes, u.minute_events order by e.stream`,
    );
    expect(rows.map((r) => [r.stream, Number(r.usage) - Number(r.stored), Number(r.events)])).toEqual(
      [
        [`user:${sam}`, 0, 90],
        [`user:${noor}`, 0, 5],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('lets a person ask for a few plans a minute, and answers more with 429', async () => {
    const plan = async () =>
      server.app.inject({
        method: 'POST',
        url: '/api/planner/autoPlanDay/',
        headers: { ...auth(await tokenFor(server, 'eva@example.com')), 'accept-language': 'nl' },
        payload: { date: '2026-11-23' },
      });
    server.clock.now = new Date('2026-11-22T10:00:50.000Z');
    for (let i = 0; i < 2; i++) expect((await plan()).statusCode).not.toBe(429);
    const refused = await plan();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().detail).toMatch(/Probeer het over 10 s opnieuw/);
    // Another person is not held back by Eva.
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/planner/autoPlanDay/',
      headers: auth(await tokenFor(server, 'sam@example.com')),
      payload: { date: '2026-11-23' },
    });
    expect(other.statusCode).not.toBe(429);
    server.clock.now = new Date('2026-11-22T10:01:00.000Z');
    expect((await plan()).statusCode).not.toBe(429);
  });
});
