import { describe, expect, it } from 'vitest';
import { engines, useTestServer } from './harness';
import { auth, pushAs, tokenFor, userId } from './support';

/** A new device pulling a long history learns how long it is, to show how much has arrived. */
describe.each(engines)("pull: the stream's head while more pages follow (%s)", (engine) => {
  const server = useTestServer(engine);

  it('answers the last seq with a page that has more after it, and leaves it out of the last page', async () => {
    await pushAs(
      server,
      'eva@example.com',
      [1, 2, 3].map((day) => ({ type: 'DayNoteSet', payload: { date: `2026-11-0${day}`, note: `Day ${day}` } })),
    );
    const stream = `user:${await userId(server, 'eva@example.com')}`;
    const pull = async (after: number) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/sync/pull?stream=${stream}&after=${after}&limit=2`,
          headers: auth(await tokenFor(server, 'eva@example.com')),
        })
      ).json();
    const first = await pull(0);
    expect(first).toMatchObject({ cursor: 2, hasMore: true, head: 3 });
    const last = await pull(2);
    expect(last).toMatchObject({ cursor: 3, hasMore: false });
    expect(last).not.toHaveProperty('head');
  });
});
