import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/core/ids';
import { PULL_PAGE_LIMIT } from '../../src/core/api/sync';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

let idCounter = 0;
const quickAdd = (
  stream: string,
  actor: string,
  device: string,
  deviceSeq: number,
  overrides: Record<string, unknown> = {},
) => ({
  id: uuidv7(Date.UTC(2026, 10, 22) + ++idCounter, new Uint8Array(10).fill(idCounter % 256)),
  stream,
  type: 'QuickAddLogged',
  v: 1,
  payload: {
    itemId: `item-${idCounter}`,
    date: '2026-11-22',
    mealMoment: 'LUNCH',
    nutrients: { kcal: 100 + deviceSeq },
  },
  actor,
  device,
  deviceSeq,
  at: '2026-11-22T12:00:00.000Z',
  ...overrides,
});

describe.each(engines)('sync on %s', (engine) => {
  const server = useTestServer(engine);
  const signIn = async (email: string) => {
    const id = await userId(server, email);
    return { id, stream: `user:${id}`, actor: `user:${id}`, headers: auth(await tokenFor(server, email)) };
  };
  const push = (headers: Record<string, string>, device: string, events: object[]) =>
    server.app.inject({ method: 'POST', url: '/api/sync/push', headers, payload: { device, events } });
  const pull = (headers: Record<string, string>, query: string) =>
    server.app.inject({ method: 'GET', url: `/api/sync/pull?${query}`, headers });

  it('gives back exactly what was pushed, in order, with seq', async () => {
    const sam = await signIn('sam@example.com');
    const events = [1, 2, 3].map((n) => quickAdd(sam.stream, sam.actor, 'device-sam-1', n));
    const pushed = await push(sam.headers, 'device-sam-1', events);
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual({
      accepted: events.map((e, i) => ({ id: e.id, stream: sam.stream, seq: i + 1 })),
      rejected: [],
      lastDeviceSeq: 3,
    });
    const pulled = (await pull(sam.headers, `stream=${sam.stream}&device=device-sam-1`)).json();
    expect(pulled).toEqual({
      stream: sam.stream,
      events: events.map((e, i) => ({ ...e, seq: i + 1 })),
      cursor: 3,
      hasMore: false,
      lastDeviceSeq: 3,
    });
  });

  it('stores a re-sent or overlapping batch once', async () => {
    const sam = await signIn('sam@example.com');
    const events = [1, 2, 3, 4, 5].map((n) => quickAdd(sam.stream, sam.actor, 'device-sam-1', n));
    await push(sam.headers, 'device-sam-1', events.slice(0, 3));
    await push(sam.headers, 'device-sam-1', events.slice(0, 3));
    const overlap = await push(sam.headers, 'device-sam-1', events.slice(1));
    expect(overlap.json().accepted.map((a: { seq: number }) => a.seq)).toEqual([4, 5]);
    expect(await count(server, 'events')).toBe(5);
    const seqs = (await pull(sam.headers, `stream=${sam.stream}`))
      .json()
      .events.map((e: { deviceSeq: number }) => e.deviceSeq);
    expect(seqs).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a batch that skips ahead, saying where to resume', async () => {
    const sam = await signIn('sam@example.com');
    await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 1)]);
    const gap = await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 4)]);
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({ expectedDeviceSeq: 2 });
    expect(await count(server, 'events')).toBe(1);
  });

  it('answers refused events with a reason, accepts the rest, and still moves the device on', async () => {
    const sam = await signIn('sam@example.com');
    const noor = await signIn('noor@example.com');
    const d = 'device-sam-1';
    const batch = [
      quickAdd(sam.stream, sam.actor, d, 1),
      quickAdd(sam.stream, sam.actor, d, 2, {
        payload: { itemId: 'x', date: 'yesterday', mealMoment: 'LUNCH', nutrients: { kcal: -1 } },
      }),
      quickAdd(sam.stream, sam.actor, d, 3, { type: 'SomethingUnheardOf' }),
      quickAdd(noor.stream, sam.actor, d, 4),
      quickAdd(sam.stream, noor.actor, d, 5),
      quickAdd(sam.stream, sam.actor, d, 6, { device: 'another-device' }),
      quickAdd(sam.stream, sam.actor, d, 7),
    ];
    const answer = (await push(sam.headers, d, batch)).json();
    expect(answer.accepted.map((a: { id: string }) => a.id)).toEqual([batch[0]!.id, batch[6]!.id]);
    expect(answer.rejected.map((r: { deviceSeq: number; code: string }) => [r.deviceSeq, r.code])).toEqual([
      [2, 'invalid'],
      [3, 'unknown_type'],
      [4, 'forbidden'],
      [5, 'forbidden'],
      [6, 'invalid'],
    ]);
    expect(answer.lastDeviceSeq).toBe(7);
    expect(await count(server, 'events', 'stream = $1', [noor.stream])).toBe(0);
  });

  it('refuses an event whose envelope nests thousands of levels deep, and takes the next one', async () => {
    const sam = await signIn('sam@example.com');
    const d = 'device-sam-deep';
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    // Written as text: JSON.stringify itself would run out of stack on such a value.
    const broken = JSON.stringify(quickAdd(sam.stream, sam.actor, d, 1, { type: 'DEEP' })).replace('"DEEP"', deep);
    const body = `{"device":"${d}","events":[${broken},${JSON.stringify(quickAdd(sam.stream, sam.actor, d, 2))}]}`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { ...sam.headers, 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.rejected.map((r: { deviceSeq: number; code: string }) => [r.deviceSeq, r.code])).toEqual([
      [1, 'invalid'],
    ]);
    expect(answer.accepted).toHaveLength(1);
  });

  it('lets a coach write to active clients of their organisation only', async () => {
    const coach = await signIn('coach@example.com');
    const sam = await signIn('sam@example.com');
    const lucas = await signIn('lucas@example.com');
    const mila = await signIn('mila@example.com');
    await server.db.query('update users set account_enabled = false where id = $1', [lucas.id]);
    const d = 'device-coach-1';
    const answer = (
      await push(coach.headers, d, [
        quickAdd(sam.stream, coach.actor, d, 1),
        quickAdd(lucas.stream, coach.actor, d, 2),
        quickAdd(mila.stream, coach.actor, d, 3),
      ])
    ).json();
    expect(answer.accepted.map((a: { stream: string }) => a.stream)).toEqual([sam.stream]);
    expect(answer.rejected.map((r: { code: string }) => r.code)).toEqual(['forbidden', 'forbidden']);
    // The coach reads a deactivated client's diary but not another organisation's.
    expect((await pull(coach.headers, `stream=${lucas.stream}`)).statusCode).toBe(200);
    expect((await pull(coach.headers, `stream=${mila.stream}`)).statusCode).toBe(403);
  });

  it('keeps every stream private to its owner and their coach', async () => {
    const sam = await signIn('sam@example.com');
    const noor = await signIn('noor@example.com');
    const mila = await signIn('mila@example.com');
    await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 1)]);
    for (const outsider of [noor, mila]) {
      const answer = await pull(outsider.headers, `stream=${sam.stream}`);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('item-');
    }
    expect((await pull({}, `stream=${sam.stream}`)).statusCode).toBe(401);
    expect((await push({}, 'device-x-1', [quickAdd(sam.stream, sam.actor, 'device-x-1', 1)])).statusCode).toBe(401);
  });

  it('refuses a device that belongs to someone else', async () => {
    const sam = await signIn('sam@example.com');
    const noor = await signIn('noor@example.com');
    await push(sam.headers, 'device-shared', [quickAdd(sam.stream, sam.actor, 'device-shared', 1)]);
    const hijack = await push(noor.headers, 'device-shared', [quickAdd(noor.stream, noor.actor, 'device-shared', 2)]);
    expect(hijack.statusCode).toBe(403);
    expect((await pull(noor.headers, `stream=${noor.stream}&device=device-shared`)).json().lastDeviceSeq).toBe(0);
  });

  it('pages pulls with a cursor', async () => {
    const sam = await signIn('sam@example.com');
    await push(
      sam.headers,
      'device-sam-1',
      [1, 2, 3, 4, 5].map((n) => quickAdd(sam.stream, sam.actor, 'device-sam-1', n)),
    );
    const first = (await pull(sam.headers, `stream=${sam.stream}&limit=2`)).json();
    expect([first.events.length, first.cursor, first.hasMore]).toEqual([2, 2, true]);
    const last = (await pull(sam.headers, `stream=${sam.stream}&after=4&limit=2`)).json();
    expect([last.events.map((e: { seq: number }) => e.seq), last.cursor, last.hasMore]).toEqual([[5], 5, false]);
    const none = (await pull(sam.headers, `stream=${sam.stream}&after=5`)).json();
    expect([none.events, none.cursor, none.hasMore]).toEqual([[], 5, false]);
  });

  it("one-call pushes to one's own stream: another person named as actor and stream is refused per event, a logged-out token pushes nothing", async () => {
    const sam = await signIn('sam@example.com');
    const noor = await signIn('noor@example.com');
    const posing = (
      await push(sam.headers, 'device-sam-1', [quickAdd(noor.stream, noor.actor, 'device-sam-1', 1)])
    ).json();
    expect(posing.rejected).toEqual([expect.objectContaining({ deviceSeq: 1, code: 'forbidden' })]);
    expect(await count(server, 'events')).toBe(0);
    const own = (await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 2)])).json();
    expect(own.accepted).toHaveLength(1);
    await server.app.inject({ method: 'POST', url: '/api/auth/token/logout', headers: sam.headers });
    expect(
      (await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 3)])).statusCode,
    ).toBe(401);
    expect(await count(server, 'events')).toBe(1);
  });

  it('stores pushes that arrive together in one call, each with its own answer', async () => {
    const sam = await signIn('sam@example.com');
    const noor = await signIn('noor@example.com');
    const lucas = await signIn('lucas@example.com');
    await push(sam.headers, 'device-shared', [quickAdd(sam.stream, sam.actor, 'device-shared', 1)]);
    const loggedOut = (await signIn('sam@example.com')).headers;
    await server.app.inject({ method: 'POST', url: '/api/auth/token/logout', headers: loggedOut });
    const groups: number[] = [];
    const query = server.db.query.bind(server.db);
    server.db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (sql.includes('push_own_group(')) groups.push((JSON.parse(params![0] as string) as unknown[]).length);
      return query(sql, params);
    }) as typeof server.db.query;
    try {
      const answers = await Promise.all([
        push(
          noor.headers,
          'device-noor-1',
          [1, 2].map((n) => quickAdd(noor.stream, noor.actor, 'device-noor-1', n)),
        ),
        push(lucas.headers, 'device-shared', [quickAdd(lucas.stream, lucas.actor, 'device-shared', 2)]),
        push(lucas.headers, 'device-lucas-1', [quickAdd(lucas.stream, lucas.actor, 'device-lucas-1', 5)]),
        push(noor.headers, 'device-noor-2', [quickAdd(noor.stream, noor.actor, 'device-noor-2', 1)]),
        push(lucas.headers, 'device-lucas-2', [
          quickAdd(lucas.stream, lucas.actor, 'device-lucas-2', 1, { payload: { nutrients: { kcal: -1 } } }),
        ]),
        push(loggedOut, 'device-sam-2', [quickAdd(sam.stream, sam.actor, 'device-sam-2', 1)]),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 403, 409, 200, 200, 401]);
      expect(answers[0]!.json().accepted.map((a: { seq: number }) => a.seq)).toEqual([1, 2]);
      expect(answers[3]!.json().accepted.map((a: { seq: number }) => a.seq)).toEqual([3]);
      expect(answers[4]!.json().rejected).toEqual([expect.objectContaining({ deviceSeq: 1, code: 'invalid' })]);
      expect(groups.reduce((sum, size) => sum + size, 0)).toBe(6);
      expect(groups.length).toBeLessThan(6);
    } finally {
      server.db.query = query;
    }
    expect(await count(server, 'events')).toBe(4);
  });

  it('refuses a deactivated account', async () => {
    const sam = await signIn('sam@example.com');
    await server.db.query('update users set account_enabled = false where id = $1', [sam.id]);
    expect(
      (await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 1)])).statusCode,
    ).toBe(403);
    expect((await pull(sam.headers, `stream=${sam.stream}`)).statusCode).toBe(403);
  });

  it.each([
    ['no events', { device: 'device-sam-1', events: [] }],
    [
      '101 events',
      {
        device: 'device-sam-1',
        events: Array.from({ length: 101 }, (_, i) => quickAdd('user:1', 'user:1', 'device-sam-1', i + 1)),
      },
    ],
    ['a short device id', { device: 'd', events: [quickAdd('user:1', 'user:1', 'd', 1)] }],
    ['no device', { events: [quickAdd('user:1', 'user:1', 'device-sam-1', 1)] }],
    [
      'a deviceSeq that is not a number',
      { device: 'device-sam-1', events: [quickAdd('user:1', 'user:1', 'device-sam-1', 1, { deviceSeq: 'one' })] },
    ],
    [
      'deviceSeqs out of order',
      {
        device: 'device-sam-1',
        events: [quickAdd('user:1', 'user:1', 'device-sam-1', 2), quickAdd('user:1', 'user:1', 'device-sam-1', 1)],
      },
    ],
  ])('refuses a push with %s and stores nothing', async (_name, body) => {
    const sam = await signIn('sam@example.com');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: sam.headers,
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(await count(server, 'events')).toBe(0);
    expect(await count(server, 'devices')).toBe(0);
  });

  it.each([
    ['stream=user:abc'],
    ['stream=org:1'],
    ['stream=user:1&after=-1'],
    [`stream=user:1&limit=${PULL_PAGE_LIMIT + 1}`],
    [''],
  ])('refuses a pull with %s', async (query) => {
    const sam = await signIn('sam@example.com');
    expect((await pull(sam.headers, query)).statusCode).toBe(400);
  });

  it('lists the streams a user may follow', async () => {
    const sam = await signIn('sam@example.com');
    const coach = await signIn('coach@example.com');
    expect((await server.app.inject({ method: 'GET', url: '/api/sync/streams', headers: sam.headers })).json()).toEqual(
      { streams: [{ stream: sam.stream, writable: true }] },
    );
    const streams = (await server.app.inject({ method: 'GET', url: '/api/sync/streams', headers: coach.headers }))
      .json()
      .streams.map((s: { stream: string }) => s.stream);
    expect(streams).toContain(sam.stream);
    expect(streams).toHaveLength(4); // own and their three clients: not the organisation's self-service user
    expect(streams).not.toContain(`user:${await userId(server, 'eva@example.com')}`);
    expect(streams).not.toContain(`user:${await userId(server, 'mila@example.com')}`);
  });

  it('pokes a live follower of a stream when it changes, and no one else', async () => {
    const sam = await signIn('sam@example.com');
    const noor = await signIn('noor@example.com');
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const listen = async (headers: Record<string, string>) => {
        const controller = new AbortController();
        const response = await fetch(`${address}/api/sync/live`, { headers, signal: controller.signal });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        const until = async (pattern: RegExp, ms: number) => {
          const deadline = Date.now() + ms;
          while (!pattern.test(text) && Date.now() < deadline) {
            const chunk = await Promise.race([
              reader.read(),
              new Promise<{ value?: string }>((r) => setTimeout(() => r({}), 100)),
            ]);
            text += chunk.value ?? '';
          }
          return pattern.test(text);
        };
        return { until, close: () => controller.abort() };
      };
      const samLive = await listen(sam.headers);
      const noorLive = await listen(noor.headers);
      expect(await samLive.until(/event: ready/, 20_000)).toBe(true);
      expect(await noorLive.until(/event: ready/, 20_000)).toBe(true);
      await push(sam.headers, 'device-sam-1', [quickAdd(sam.stream, sam.actor, 'device-sam-1', 1)]);
      expect(
        await samLive.until(new RegExp(`event: poke\\ndata: \\{"stream":"${sam.stream}","seq":1\\}`), 20_000),
      ).toBe(true);
      expect(await noorLive.until(/event: poke/, 300)).toBe(false);
      samLive.close();
      noorLive.close();
    }
  });
});
