import { describe, expect, it } from 'vitest';
import { sealPages } from '../../server/sync/sealedPages';
import { engines, useTestServer } from './harness';
import { auth, count, profileSet, pushAs, tokenFor, userId } from './support';

/** Pages of 4 events here: the route seals pages of PULL_PAGE_LIMIT, which a test would take long to fill. */
const LIMIT = 4;

/**
 * A full page of a pull is kept once written (migration 024) and read back by later pulls: the
 * answer is the one written out now, for every reader the route lets in, and goes when its events do.
 */
describe.each(engines)('pull: sealed pages (%s)', (engine) => {
  const server = useTestServer(engine);

  const notes = (from: number, days: number) =>
    Array.from({ length: days }, (_, day) => ({
      type: 'DayNoteSet',
      payload: { date: new Date(Date.UTC(2026, 9, from + day)).toISOString().slice(0, 10), note: `Day ${from + day}.` },
    }));
  const samStream = async () => `user:${await userId(server, 'sam@example.com')}`;
  const pull = async (email: string, stream: string, after: number, device = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?stream=${stream}&after=${after}&limit=${LIMIT}${device ? `&device=${device}` : ''}`,
      headers: auth(await tokenFor(server, email)),
    });
  /** Every page of the stream as the route answers it, from the start. */
  const pages = async (email: string, stream: string, device = '') => {
    const answers: unknown[] = [];
    for (let after = 0, more = true; more;) {
      const answer = (await pull(email, stream, after, device)).json();
      answers.push(answer);
      more = answer.hasMore;
      after = answer.cursor;
    }
    return answers;
  };
  const sealedOf = async (stream: string) => count(server, 'sealed_pages', 'stream = $1', [stream]);

  it('answers a sealed page as the page written out now, and seals only full pages, chained', async () => {
    const stream = await samStream();
    await pushAs(server, 'sam@example.com', notes(1, 10), 'sam-phone');
    const written = await pages('sam@example.com', stream, 'sam-phone');

    expect(await sealPages(server.db, stream, LIMIT)).toBe(2);
    expect(await sealPages(server.db, stream, LIMIT)).toBe(0);
    const { rows } = await server.db.query<{ after_seq: string; last_seq: string }>(
      'select after_seq, last_seq from sealed_pages where stream = $1 order by after_seq',
      [stream],
    );
    expect(rows.map((r) => [Number(r.after_seq), Number(r.last_seq)])).toEqual([
      [0, 4],
      [4, 8],
    ]);
    expect(await pages('sam@example.com', stream, 'sam-phone')).toEqual(written);

    // The stream grows: the sealed pages stay, the head and what follows them are read with each answer.
    await pushAs(server, 'sam@example.com', notes(11, 3), 'sam-tablet');
    const grown = await pages('sam@example.com', stream, 'sam-tablet');
    expect(grown).toHaveLength(4);
    expect(grown[0]).toMatchObject({ cursor: 4, hasMore: true, head: 13, lastDeviceSeq: 3 });
    expect(await sealPages(server.db, stream, LIMIT)).toBe(1);
    expect(await pages('sam@example.com', stream, 'sam-tablet')).toEqual(grown);
    // Another page size reads its own pages, written out now.
    const other = await server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?stream=${stream}&after=0&limit=5`,
      headers: auth(await tokenFor(server, 'sam@example.com')),
    });
    expect(other.json()).toMatchObject({ cursor: 5, hasMore: true, head: 13 });
  });

  it('lets in exactly the readers it let in before: the owner and their coach, nobody else', async () => {
    const stream = await samStream();
    await pushAs(server, 'sam@example.com', notes(1, 5));
    const before = (await pull('coach@example.com', stream, 0)).json();
    expect(await sealPages(server.db, stream, LIMIT)).toBe(1);

    expect((await pull('coach@example.com', stream, 0)).json()).toEqual(before);
    expect((await pull('sam@example.com', stream, 0)).json()).toEqual(before);
    for (const stranger of ['noor@example.com', 'mila@example.com', 'eva@example.com']) {
      const answer = await pull(stranger, stream, 0);
      expect(answer.statusCode, stranger).toBe(403);
      expect(answer.body).not.toContain('Day 1.');
    }
    const anonymous = await server.app.inject({ method: 'GET', url: `/api/sync/pull?stream=${stream}&limit=${LIMIT}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('forgets a stream’s sealed pages when its events change or go, and keeps the others', async () => {
    const stream = await samStream();
    const eva = `user:${await userId(server, 'eva@example.com')}`;
    await pushAs(server, 'sam@example.com', notes(1, 8));
    await pushAs(server, 'eva@example.com', [profileSet(), ...notes(1, 7)]);
    await sealPages(server.db, stream, LIMIT);
    await sealPages(server.db, eva, LIMIT);
    expect([await sealedOf(stream), await sealedOf(eva)]).toEqual([2, 2]);

    await server.db.query(
      "update events set payload = jsonb_set(payload, '{note}', '\"Changed.\"') where stream = $1",
      [stream],
    );
    expect([await sealedOf(stream), await sealedOf(eva)]).toEqual([0, 2]);
    const changed = (await pull('sam@example.com', stream, 0)).json();
    expect(changed.events.map((e: { payload: { note: string } }) => e.payload.note)).toEqual(Array(4).fill('Changed.'));

    // An account deleted takes its sealed pages with its events.
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/api/auth/users/me',
      headers: auth(await tokenFor(server, 'eva@example.com')),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await sealedOf(eva)).toBe(0);
  });
});
