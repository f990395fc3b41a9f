import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pullEventsJson } from '../../server/sync/eventStore';
import { PULL_PAGE_LIMIT } from '../../src/core/api/sync';
import { engines, useTestServer } from './harness';
import { auth, pushAs, tokenFor, userId } from './support';

/**
 * A new device's first pull: compressed as the client accepts, and read page by page along the
 * stream's index, complete and in order whatever the page size and whether or not the database
 * has statistics about the table (PGlite never makes them on its own).
 */
describe.each(engines)('pull: pages and compression (%s)', (engine) => {
  const server = useTestServer(engine);

  async function evaHistory(days: number) {
    await pushAs(
      server,
      'eva@example.com',
      Array.from({ length: days }, (_, day) => ({
        type: 'DayNoteSet',
        payload: {
          date: new Date(Date.UTC(2026, 9, day + 1)).toISOString().slice(0, 10),
          note: `Slept well on day ${day + 1}.`,
        },
      })),
    );
    return {
      stream: `user:${await userId(server, 'eva@example.com')}`,
      token: await tokenFor(server, 'eva@example.com'),
    };
  }

  const pull = async (stream: string, token: string, acceptEncoding?: string, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?stream=${stream}&after=0${query}`,
      headers: { ...auth(token), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('sends Brotli when accepted, gzip when only that is, and the same JSON as the plain answer', async () => {
    const { stream, token } = await evaHistory(30);
    const plain = await pull(stream, token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().events).toHaveLength(30);

    const br = await pull(stream, token, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await pull(stream, token, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    for (const refused of ['identity', 'br;q=0, gzip;q=0', '*;q=0', 'compress'])
      expect((await pull(stream, token, refused)).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small answer uncompressed', async () => {
    const { stream, token } = await evaHistory(1);
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/sync/pull?stream=${stream}&after=1`,
      headers: { ...auth(token), 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ events: [], cursor: 1, hasMore: false });
  });

  it('refuses a page size or a cursor out of range', async () => {
    const { stream, token } = await evaHistory(1);
    for (const query of ['limit=0', `limit=${PULL_PAGE_LIMIT + 1}`, 'limit=ten', 'after=-1', 'after=1.5']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/api/sync/pull?stream=${stream}&${query}`,
        headers: { ...auth(token), 'accept-encoding': 'br' },
      });
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('pages through any history completely and in order, with or without statistics', async () => {
    const { stream } = await evaHistory(40);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 45 }), fc.boolean(), async (limit, analysed) => {
        if (analysed) await server.db.exec('analyze events');
        const seqs: number[] = [];
        let after = 0;
        for (let more = true; more;) {
          const page = await pullEventsJson(server.db, stream, after, limit);
          const events = JSON.parse(`[${page.json}]`) as { seq: number; stream: string }[];
          expect(events.length).toBeLessThanOrEqual(limit);
          expect(page.head).toBe(40);
          seqs.push(...events.map((e) => e.seq));
          expect(page.last).toBe(events.at(-1)?.seq ?? after);
          more = page.hasMore;
          after = page.last;
        }
        expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      }),
      { numRuns: 25 },
    );
  });

  it("writes any event's JSON as json_build_object wrote it, whatever its texts and payload hold", async () => {
    // PostgreSQL's text holds no NUL character; the push refuses one (storable.ts).
    const text = fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\u0000'));
    const payload = fc.jsonValue().filter((v) => !JSON.stringify(v).includes('\\u0000'));
    await fc.assert(
      fc.asyncProperty(
        fc.uuid(),
        fc.record({ stream: text, type: text, actor: text, device: text, at: text }),
        fc.nat({ max: 2 ** 40 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        payload,
        async (id, texts, seq, v, json) => {
          const { rows } = await server.db.query<{ written: string; built: string }>(
            `select event_json($1::uuid, $2, $3::bigint, $4, $5::integer, $6::jsonb, $7, $8, $9::bigint, $10) as written,
                    json_build_object('id', $1::uuid, 'stream', $2::text, 'seq', $3::bigint, 'type', $4::text,
                                      'v', $5::integer, 'payload', $6::jsonb, 'actor', $7::text, 'device', $8::text,
                                      'deviceSeq', $9::bigint, 'at', $10::text)::text as built`,
            [id, texts.stream, seq, texts.type, v, JSON.stringify(json), texts.actor, texts.device, seq + 1, texts.at],
          );
          const { written, built } = rows[0]!;
          expect(JSON.parse(written)).toEqual(JSON.parse(built));
          expect(Object.keys(JSON.parse(written))).toEqual(Object.keys(JSON.parse(built)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
