import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/core/ids';
import { engines, useTestServer } from './harness';
import { auth, count, tokenFor, userId } from './support';

/** Events the store cannot hold are refused one by one; the batch, the device's queue and later pushes go on. */
describe.each(engines)('a bad event in a push on %s', (engine) => {
  const server = useTestServer(engine);
  const device = 'device-sam-bad-events';
  let n = 0;
  const note = (deviceSeq: number, payload: unknown, overrides: Record<string, unknown> = {}) => ({
    id: uuidv7(Date.UTC(2026, 10, 22) + ++n, new Uint8Array(10).fill(n % 256)),
    type: (payload as { food?: unknown }).food ? 'FoodLogged' : 'DayNoteSet',
    v: 1,
    payload,
    device,
    deviceSeq,
    at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  });
  const pushAsSam = async (make: (stream: string) => object[], rawBody?: (json: string) => string) => {
    const id = await userId(server, 'sam@example.com');
    const events = make(`user:${id}`).map((e) => ({ stream: `user:${id}`, actor: `user:${id}`, ...e }));
    const json = JSON.stringify({ device, events });
    return server.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { ...auth(await tokenFor(server, 'sam@example.com')), 'content-type': 'application/json' },
      payload: rawBody ? rawBody(json) : json,
    });
  };
  // Written into the JSON text: JSON.stringify itself would run out of stack on it.
  const DEEP = '"NESTED 5,000 DEEP"';
  const nested = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

  const badPayloads: [string, unknown][] = [
    ['a note with U+0000', { date: '2026-11-22', note: 'pasted\u0000text' }],
    ['a note with a lone surrogate', { date: '2026-11-22', note: 'half \ud800 an emoji' }],
    ['a field name with U+0000', { date: '2026-11-22', note: 'ok', ['x\u0000']: 1 }],
    ['a payload nested 5,000 deep', { date: '2026-11-22', note: 'ok', more: JSON.parse(DEEP) }],
    ['a field the schema does not know', { date: '2026-11-22', note: 'ok', secret: 'stored unseen' }],
    ['a payload over the size limit', oversizedFood()],
  ];

  // Every field within its length, but control characters take six bytes each in JSON: over 48 KB in all.
  function oversizedFood() {
    const serving = (i: number) => ({
      id: `s${i}`,
      description: '\u0001'.repeat(200),
      grams: 100,
      kcal: 100,
      protein: 1,
      carbohydrates: 1,
      fat: 1,
    });
    const food = { id: 'f1', name: 'Soup', brand: null, servings: Array.from({ length: 40 }, (_, i) => serving(i)) };
    return {
      itemId: 'i1',
      date: '2026-11-22',
      mealMoment: 'LUNCH',
      food,
      servingId: 's0',
      amount: 1,
      nutrients: { kcal: 100 },
    };
  }

  it.each(badPayloads)(
    'refuses %s in rejected, stores the rest of the batch and accepts the next push',
    async (_name, payload) => {
      const batch = await pushAsSam(
        () => [
          note(1, { date: '2026-11-21', note: 'before' }),
          note(2, payload),
          note(3, { date: '2026-11-23', note: 'after' }),
        ],
        (json) => json.replace(DEEP, nested),
      );
      expect(batch.statusCode).toBe(200);
      expect(batch.json().accepted.map((a: { seq: number }) => a.seq)).toEqual([1, 2]);
      expect(batch.json().rejected).toEqual([
        expect.objectContaining({ deviceSeq: 2, code: 'invalid', reason: expect.any(String) }),
      ]);
      expect(batch.json().lastDeviceSeq).toBe(3);

      const next = await pushAsSam(() => [note(4, { date: '2026-11-24', note: 'a later note' })]);
      expect(next.statusCode).toBe(200);
      expect(next.json()).toMatchObject({ rejected: [], lastDeviceSeq: 4 });
      expect(await count(server, 'events')).toBe(3);
    },
  );

  it('refuses a lone surrogate written as an escape in the JSON text', async () => {
    const batch = await pushAsSam(
      () => [note(1, { date: '2026-11-22', note: 'LONE' }), note(2, { date: '2026-11-23', note: 'fine' })],
      (json) => json.replace('LONE', '\\udc00 alone'),
    );
    expect(batch.statusCode).toBe(200);
    expect(batch.json().rejected.map((r: { deviceSeq: number }) => r.deviceSeq)).toEqual([1]);
    expect(batch.json().accepted).toHaveLength(1);
  });

  const badEnvelopes: [string, Record<string, unknown>][] = [
    ['an id that is not a UUID', { id: 'not-a-uuid' }],
    ['a type with U+0000', { type: 'DayNote\u0000Set' }],
    ['a stream with U+0000', { stream: 'user:\u00001' }],
    ['an actor with a lone surrogate', { actor: '\ud800' }],
    ['no time', { at: undefined }],
    ['a version that is not a number', { v: 'one' }],
  ];

  it.each(badEnvelopes)('refuses an event with %s on its own, not the batch', async (_name, overrides) => {
    const batch = await pushAsSam(() => [
      note(1, { date: '2026-11-21', note: 'before' }),
      note(2, { date: '2026-11-22', note: 'bad' }, overrides),
      note(3, { date: '2026-11-23', note: 'after' }),
    ]);
    expect(batch.statusCode).toBe(200);
    expect(batch.json().rejected).toEqual([expect.objectContaining({ deviceSeq: 2, code: 'invalid' })]);
    expect(batch.json().accepted).toHaveLength(2);
    expect(batch.json().lastDeviceSeq).toBe(3);
  });

  it('stores a refused event nowhere: every stored payload is exactly what was accepted', async () => {
    await pushAsSam(
      () => badPayloads.map(([, payload], i) => note(i + 1, payload)),
      (json) => json.replace(DEEP, nested),
    );
    expect(await count(server, 'events')).toBe(0);
    expect(
      (await pushAsSam(() => [note(badPayloads.length + 1, { date: '2026-11-22', note: 'fine' })])).json().rejected,
    ).toEqual([]);
  });
});
