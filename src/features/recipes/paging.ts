/** What a page of recipes says comes next: the next page's number, no more pages, or a link nobody can follow. */
export type NextPage = { readonly ok: true; readonly page: number | null } | { readonly ok: false };

const BASE = 'http://forkcast.invalid';

/**
 * The page number of a paged answer's `next` link (`/api/recipes/...?page=3`, relative or
 * absolute). A link without a whole page number above 1 cannot be followed: the list reports an
 * error rather than loading page 1 again or stopping as if it were complete.
 */
export function parseNextPage(next: string | null): NextPage {
  if (next === null) return { ok: true, page: null };
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return { ok: false };
  }
  const raw = url.searchParams.get('page');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return { ok: false };
  const page = Number(raw);
  return page >= 2 ? { ok: true, page } : { ok: false };
}

/** Thrown by a page's fetch when its `next` link cannot be followed: the list shows its generic error. */
export class UnreadableNextLink extends Error {
  constructor(readonly next: string) {
    super(`The next page's link cannot be read: ${next}`);
  }
}
