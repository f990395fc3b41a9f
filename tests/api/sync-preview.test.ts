import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureDated } from '../../src/features/kernels';
import { engines, useTestServer, type TestServer } from './harness';
import { auth, profileSet, pushAs, tokenFor, userId } from './support';

const ADMIN = 'admin@example.com';

/** A history of old and recent days, with events about no day between them. */
const history = [
  profileSet(),
  {
    type: 'QuickAddLogged',
    payload: { itemId: 'old', date: '2026-01-10', mealMoment: 'LUNCH', nutrients: { kcal: 1 } },
  },
  { type: 'DiaryItemMarked', payload: { itemId: 'old', status: 'EATEN' } },
  { type: 'DayNoteSet', payload: { date: '2026-01-11', note: 'Long ago.' } },
  { type: 'RecipeFavourited', payload: { recipeId: 'r-1', kind: 'RECIPE' } },
  {
    type: 'QuickAddLogged',
    payload: { itemId: 'new', date: '2026-11-20', mealMoment: 'LUNCH', nutrients: { kcal: 2 } },
  },
  { type: 'DiaryItemMarked', payload: { itemId: 'old', status: 'PLANNED' } },
  { type: 'DiaryItemMarked', payload: { itemId: 'new', status: 'EATEN' } },
  { type: 'DayStarted', payload: { date: '2026-12-01' } },
  { type: 'PlannedMealRemoved', payload: { itemId: 'new' } },
];

const RECENT = '2026-10-24';
const DAYS = ['2026-01-10', '2026-10-23', RECENT, '2026-11-20'];
const ITEMS = ['a', 'b', 'c', 'd'];

/** Events of every kind the preview tells apart: dated by their day, by their item, or not at all. */
const anEvent = fc.oneof(
  fc.record({ day: fc.constantFrom(...DAYS), itemId: fc.constantFrom(...ITEMS) }).map(({ day, itemId }) => ({
    type: 'QuickAddLogged',
    payload: { itemId, date: day, mealMoment: 'LUNCH', nutrients: { kcal: 1 } },
  })),
  fc.constantFrom(...DAYS).map((date) => ({ type: 'DayNoteSet', payload: { date, note: 'A day.' } })),
  fc.record({ itemId: fc.constantFrom(...ITEMS), eaten: fc.boolean() }).map(({ itemId, eaten }) => ({
    type: 'DiaryItemMarked',
    payload: { itemId, status: eaten ? 'EATEN' : 'PLANNED' },
  })),
  fc.constantFrom(...ITEMS).map((itemId) => ({ type: 'PlannedMealRemoved', payload: { itemId } })),
  fc.constant({ type: 'RecipeFavourited', payload: { recipeId: 'r-1', kind: 'RECIPE' } }),
);

/**
 * The preview as docs/sync.md states it, from the stream's events as stored: after the cursor,
 * every event about no day, every one of a recent day, and every one naming an item that an event
 * of a recent day made (anywhere in the stream); the first `limit` of them.
 */
function expectedPreview(stored: { seq: number; type: string; payload: Record<string, unknown> }[], after: number) {
  const by = (type: string) => featureDated[type] ?? false;
  const itemFields = new Set(Object.values(featureDated).flatMap((d) => (d && 'item' in d ? [d.item] : [])));
  const recent = (e: (typeof stored)[number]) => {
    const d = by(e.type);
    return d !== false && 'field' in d && String(e.payload[d.field]) >= RECENT;
  };
  const made = new Set(
    stored
      .filter(recent)
      .flatMap((e) => [...itemFields].filter((f) => f in e.payload).map((f) => `${f}:${e.payload[f]}`)),
  );
  return stored
    .filter((e) => {
      const d = by(e.type);
      if (e.seq <= after) return false;
      if (d === false || recent(e)) return true;
      return 'item' in d && made.has(`${d.item}:${e.payload[d.item]}`);
    })
    .map((e) => e.seq);
}

describe.each(engines)("pull: a new device's preview (%s)", (engine) => {
  const server = useTestServer(engine, { platformAdmins: [ADMIN] });
  const pull = async (email: string, query: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?${query}`,
      headers: { ...auth(await tokenFor(server, email)), 'accept-language': 'en' },
    });
  const seed = async (server: TestServer, email: string) => {
    await pushAs(server, email, history);
    return `user:${await userId(server, email)}`;
  };

  it('holds every undated event and the dated ones of recent days with their items, in seq order', async () => {
    const stream = await seed(server, 'eva@example.com');
    const answer = (await pull('eva@example.com', `stream=${stream}&recent=2026-10-24`)).json();
    expect(answer.events.map((e: { type: string; seq: number }) => [e.seq, e.type])).toEqual([
      [1, 'NutritionProfileSet'],
      [5, 'RecipeFavourited'],
      [6, 'QuickAddLogged'],
      [8, 'DiaryItemMarked'],
      [9, 'DayStarted'],
      [10, 'PlannedMealRemoved'],
    ]);
    expect(answer).toMatchObject({ stream, cursor: 10, hasMore: false, head: 10 });

    // After a cursor, only what follows it; the items made before it still date the events after.
    const later = (await pull('eva@example.com', `stream=${stream}&recent=2026-10-24&after=7`)).json();
    expect(later.events.map((e: { seq: number }) => e.seq)).toEqual([8, 9, 10]);
    // A preview longer than the limit is cut off: the app then waits for the whole history.
    const cut = (await pull('eva@example.com', `stream=${stream}&recent=2026-10-24&limit=2`)).json();
    expect(cut).toMatchObject({ hasMore: true, head: 10 });
    // The pull without `recent` is untouched: every event.
    const whole = (await pull('eva@example.com', `stream=${stream}`)).json();
    expect(whole.events).toHaveLength(10);
  });

  it('is the stated preview for any history, with the stream statistics autovacuum would gather', async () => {
    const stream = `user:${await userId(server, 'eva@example.com')}`;
    await fc.assert(
      fc.asyncProperty(
        fc.array(anEvent, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        async (events, afterPick, limit) => {
          await pushAs(server, 'eva@example.com', events);
          // PostgreSQL plans the preview on the table's statistics once it has them (it did not
          // hash the made items then, migration 028); PGlite never gathers them on its own.
          await server.db.query('analyze events');
          const stored = (
            await server.db.query<{ seq: string; type: string; payload: Record<string, unknown> }>(
              'select seq, type, payload from events where stream = $1 order by seq',
              [stream],
            )
          ).rows.map((row) => ({ ...row, seq: Number(row.seq) }));
          const after = afterPick % (stored.length + 1);
          const expected = expectedPreview(stored, after);
          const answer = (
            await pull('eva@example.com', `stream=${stream}&recent=${RECENT}&after=${after}&limit=${limit}`)
          ).json();
          expect(answer.events.map((e: { seq: number }) => e.seq)).toEqual(expected.slice(0, limit));
          expect(answer.hasMore).toBe(expected.length > limit);
          expect(answer.head).toBe(stored.length);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses a day that is not a date, saying what it wants', async () => {
    const stream = `user:${await userId(server, 'eva@example.com')}`;
    for (const recent of ['yesterday', '2026-13-01', '2026-02-30', '20261024', '']) {
      const response = await pull('eva@example.com', `stream=${stream}&recent=${recent}`);
      expect(response.statusCode, recent).toBe(400);
      expect(response.json(), recent).toEqual({ recent: ['recent must be a date like 2026-10-24.'] });
    }
  });

  it('is read by the stream owner and their own coach only, never for a blocked account', async () => {
    const stream = await seed(server, 'sam@example.com');
    const query = `stream=${stream}&recent=2026-10-24`;
    expect((await pull('sam@example.com', query)).statusCode).toBe(200);
    expect((await pull('coach@example.com', query)).statusCode).toBe(200);
    expect((await pull('eva@example.com', query)).statusCode).toBe(403);
    expect((await pull('mila@example.com', query)).statusCode).toBe(403);

    const organisation = (
      await server.db.query<{ id: string }>('select organisation_id as id from users where email = $1', [
        'sam@example.com',
      ])
    ).rows[0]!.id;
    const blocked = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/organisations/${organisation}/users/${await userId(server, 'sam@example.com')}/billing`,
      headers: auth(await tokenFor(server, ADMIN)),
      payload: { subscription_status: 'canceled', payment_status_override: false },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const refused = await pull('sam@example.com', query);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).not.toHaveProperty('events');
  });
});
