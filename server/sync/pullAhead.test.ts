import { describe, expect, it } from 'vitest';
import { createPullAhead, type PullAhead, type PulledPage, type PullRequest } from './pullAhead';

const request: PullRequest = { stream: 'user:1', after: 0, limit: 2, device: 'device-1', userId: 1 };

/** A page as the route answers it: read, then the next one read ahead once it is sent. */
async function answer(ahead: PullAhead, asked: PullRequest) {
  const page = await ahead.page(asked);
  ahead.readNext(asked, page);
  return page;
}

/** A stream of `total` events read by pages, counting the reads; `failing` reads after cursors fail. */
function source(total: number, failing = new Set<number>()) {
  const reads: number[] = [];
  const read = async ({ after, limit }: PullRequest): Promise<PulledPage> => {
    reads.push(after);
    if (failing.has(after)) throw new Error('database down');
    const last = Math.min(total, after + limit);
    return { json: `${after}..${last}`, last, hasMore: last < total, head: total, lastDeviceSeq: 0 };
  };
  return { reads, read };
}

describe('pull ahead', () => {
  it('reads the next page while one is answered, and answers it once', async () => {
    const { reads, read } = source(5);
    const ahead = createPullAhead(read);
    expect((await answer(ahead, request)).json).toBe('0..2');
    expect(reads).toEqual([0, 2]);
    expect((await answer(ahead, { ...request, after: 2 })).json).toBe('2..4');
    expect((await answer(ahead, { ...request, after: 4 })).json).toBe('4..5');
    // The last page reads nothing ahead; asked again, a page is read afresh.
    expect(reads).toEqual([0, 2, 4]);
    await answer(ahead, { ...request, after: 2 });
    expect(reads).toEqual([0, 2, 4, 2, 4]);
  });

  it('keeps a page read ahead for that request only: another user, device or size reads its own', async () => {
    const { reads, read } = source(5);
    const ahead = createPullAhead(read);
    await answer(ahead, request);
    await answer(ahead, { ...request, after: 2, userId: 2 });
    await answer(ahead, { ...request, after: 2, device: 'device-2' });
    expect(reads).toEqual([0, 2, 2, 4, 2, 4]);
  });

  it('reads again when the page read ahead failed or waited too long', async () => {
    let now = 0;
    const failing = new Set([2]);
    const { reads, read } = source(9, failing);
    const ahead = createPullAhead(read, () => now);
    await answer(ahead, request);
    failing.clear();
    expect((await answer(ahead, { ...request, after: 2 })).json).toBe('2..4');
    expect(reads).toEqual([0, 2, 2, 4]);
    now = 60_000;
    expect((await answer(ahead, { ...request, after: 4 })).json).toBe('4..6');
    expect(reads).toEqual([0, 2, 2, 4, 4, 6]);
  });

  it('answers the failure of a page read on request', async () => {
    const { read } = source(5, new Set([0]));
    await expect(answer(createPullAhead(read), request)).rejects.toThrow('database down');
  });

  it("reads a new device's first page after its preview, for any device of that user, when more follows it", async () => {
    const { reads, read } = source(5);
    const seqs: string[] = [];
    const ahead = createPullAhead(read, Date.now, async ({ device }) => (seqs.push(device ?? ''), 7));
    ahead.readAfterPreview({ ...request, device: undefined });
    // Another user, cursor or size reads its own.
    await ahead.page({ ...request, userId: 2 });
    await ahead.page({ ...request, after: 1 });
    expect(reads).toEqual([0, 0, 1]);
    // The device's first page takes it, with the device's own lastDeviceSeq; once.
    expect(await ahead.page(request)).toEqual({ json: '0..2', last: 2, hasMore: true, head: 5, lastDeviceSeq: 7 });
    expect(seqs).toEqual(['device-1']);
    await ahead.page(request);
    expect(reads).toEqual([0, 0, 1, 0]);
    // A whole history in that page is read again for the device: its lastDeviceSeq must come first.
    const short = source(2);
    const once = createPullAhead(short.read, Date.now, async () => 7);
    once.readAfterPreview(request);
    expect((await once.page(request)).lastDeviceSeq).toBe(0);
    expect(short.reads).toEqual([0, 0]);
  });
});
