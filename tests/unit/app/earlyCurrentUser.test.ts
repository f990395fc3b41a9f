import { describe, expect, it, vi } from 'vitest';
import { usersApi } from '../../../src/core/api/user';
import { askCurrentUserEarly, CURRENT_USER_PATH } from '../../../src/app/earlyCurrentUser';
import { createApiClient } from '../../../src/core/api/client';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the current user asked for at boot', () => {
  it('asks at the contract’s address', () => {
    expect(CURRENT_USER_PATH).toBe(`/api${usersApi.me.path}`);
  });

  it("gives its answer to the app's first ask with the same token and language, and asks anew after", async () => {
    const doFetch = vi.fn(async () => answer({ first_name: 'Sam' }));
    const early = askCurrentUserEarly('a-token', 'en', doFetch);
    expect(doFetch).toHaveBeenCalledTimes(1);
    const api = createApiClient({ baseUrl: '', token: () => 'a-token', language: () => 'en', fetch: early.fetch });
    const me = { method: 'GET', path: '/auth/users/me' } as const;
    await api.call('currentUser', me, {});
    expect(doFetch).toHaveBeenCalledTimes(1);
    await api.call('currentUser', me, {});
    expect(doFetch).toHaveBeenCalledTimes(2);
    expect(await early.body).toEqual({ first_name: 'Sam' });
  });

  it('lets every other call through, and another token or language ask for themselves', async () => {
    const doFetch = vi.fn(async () => answer({}));
    const early = askCurrentUserEarly('a-token', 'en', doFetch);
    await early.fetch(CURRENT_USER_PATH, {
      headers: { Authorization: 'Token b-token', 'Accept-Language': 'en', Accept: 'application/json' },
    });
    await early.fetch(CURRENT_USER_PATH, {
      headers: { Authorization: 'Token a-token', 'Accept-Language': 'nl', Accept: 'application/json' },
    });
    await early.fetch('/api/sync/pull', {
      headers: { Authorization: 'Token a-token', 'Accept-Language': 'en', Accept: 'application/json' },
    });
    await early.fetch(CURRENT_USER_PATH, {
      method: 'PATCH',
      headers: { Authorization: 'Token a-token', 'Accept-Language': 'en', Accept: 'application/json' },
    });
    expect(doFetch).toHaveBeenCalledTimes(5);
  });

  it('asks again when the early ask failed, and has no body for a refusal', async () => {
    const doFetch = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(answer({ first_name: 'Sam' }));
    const early = askCurrentUserEarly('a-token', 'en', doFetch);
    expect(await early.body).toBeUndefined();
    const response = await early.fetch(CURRENT_USER_PATH, {
      headers: { Authorization: 'Token a-token', 'Accept-Language': 'en', Accept: 'application/json' },
    });
    expect(await response.json()).toEqual({ first_name: 'Sam' });
    const refused = askCurrentUserEarly('a-token', 'en', async () => answer({ detail: 'no' }, 401));
    expect(await refused.body).toBeUndefined();
  });

  it("gives another early ask's answer to the app's first ask of that path and query, in any order, once", async () => {
    const doFetch = vi.fn(async (input: RequestInfo | URL) => answer({ asked: String(input) }));
    const early = askCurrentUserEarly('a-token', 'en', doFetch);
    early.ask('/api/sync/pull?stream=user%3A7&after=0&recent=2026-10-24');
    expect(doFetch).toHaveBeenCalledTimes(2);
    const api = createApiClient({ baseUrl: '', token: () => 'a-token', language: () => 'en', fetch: early.fetch });
    const pull = { method: 'GET', path: '/sync/pull' } as const;
    const other = { stream: 'user:7', after: 0, recent: '2026-10-25' };
    await api.call('syncPreview', pull, { query: other } as never);
    expect(doFetch).toHaveBeenCalledTimes(3);
    const same = { recent: '2026-10-24', after: 0, stream: 'user:7' };
    await api.call('syncPreview', pull, { query: same } as never);
    expect(doFetch).toHaveBeenCalledTimes(3);
    await api.call('syncPreview', pull, { query: same } as never);
    expect(doFetch).toHaveBeenCalledTimes(4);
  });
});
