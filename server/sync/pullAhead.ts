/** A page of a pull as the route answers it, read from the database. */
export interface PulledPage {
  readonly json: string;
  readonly last: number;
  readonly hasMore: boolean;
  readonly head: number;
  readonly lastDeviceSeq: number;
}

/** What a pull asks: the user is the one whose device it is (its lastDeviceSeq is theirs). */
export interface PullRequest {
  readonly stream: string;
  readonly after: number;
  readonly limit: number;
  readonly device: string | undefined;
  readonly userId: number;
}

export interface PullAhead {
  /**
   * The page after `after`: the one read ahead for this very request (stream, cursor, size, device
   * and user) when there is one (taken, so it is answered once), else read now.
   */
  page(request: PullRequest): Promise<PulledPage>;
  /**
   * Reads the page after this one, when there is more, for the device's next request. Called once
   * the answer is sent: PGlite reads on the server's only thread, so reading sooner would hold the
   * answer back by a page's read.
   */
  readNext(request: PullRequest, page: PulledPage): void;
  /**
   * After a new device's preview: reads the first page after the same cursor, for that device's
   * next request. The preview is asked without a device, the page with one, so it is read for none
   * and taken by any device of the user, and only when more follows it: a page with more after it
   * settles nothing by its lastDeviceSeq, which is then read for the device that takes it.
   */
  readAfterPreview(request: PullRequest): void;
}

/** How long a page read ahead waits for its request, and how many wait at once (each a few MB). */
const KEPT_MS = 10_000;
const MOST_KEPT = 8;

/**
 * A first pull of a long history asks for page after page, each as soon as the last arrived: the
 * database waited while a page was sent, parsed, stored and folded, then read the next. It reads
 * the next as soon as one is sent instead. The page read ahead is the one the device would have got
 * at that moment; its request still checks access, and only that request takes it.
 */
export function createPullAhead(
  read: (request: PullRequest) => Promise<PulledPage>,
  now: () => number = Date.now,
  lastDeviceSeq: (request: PullRequest) => Promise<number> = async () => 0,
): PullAhead {
  const ahead = new Map<string, { readonly page: Promise<PulledPage>; readonly at: number }>();
  const keyOf = ({ stream, after, limit, device, userId }: PullRequest) =>
    JSON.stringify([stream, after, limit, device ?? null, userId]);

  const forgetOld = () => {
    for (const [key, kept] of ahead) if (now() - kept.at > KEPT_MS) ahead.delete(key);
  };

  function readAhead(request: PullRequest) {
    forgetOld();
    if (ahead.size >= MOST_KEPT) return;
    const page = read(request);
    // A failed read ahead is forgotten: the request reads again, and fails on its own if it must.
    const key = keyOf(request);
    page.catch(() => ahead.delete(key));
    ahead.set(key, { page, at: now() });
  }

  return {
    async page(request) {
      forgetOld();
      const key = keyOf(request);
      const kept = ahead.get(key);
      ahead.delete(key);
      const page = kept ? await kept.page.catch(() => null) : null;
      if (page) return page;
      const anyDevice = request.device ? keyOf({ ...request, device: undefined }) : null;
      const afterPreview = anyDevice ? ahead.get(anyDevice) : undefined;
      if (anyDevice && afterPreview) {
        ahead.delete(anyDevice);
        const first = await afterPreview.page.catch(() => null);
        if (first?.hasMore) return { ...first, lastDeviceSeq: await lastDeviceSeq(request) };
      }
      return read(request);
    },
    readNext(request, page) {
      if (page.hasMore && page.last > request.after) readAhead({ ...request, after: page.last });
    },
    readAfterPreview(request) {
      readAhead({ ...request, device: undefined });
    },
  };
}
