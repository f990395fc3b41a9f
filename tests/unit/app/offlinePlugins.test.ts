import { describe, expect, it } from 'vitest';
import { keepPluginsOffline } from '../../../src/app/offlinePlugins';

/** A Cache Storage in memory: enough of the API for what the app asks of it. */
function memoryCaches() {
  const stored = new Map<string, Set<string>>();
  const fetched: string[] = [];
  const caches = {
    open: async (name: string) => {
      const cache = stored.get(name) ?? new Set<string>();
      stored.set(name, cache);
      return {
        match: async (url: string) => (cache.has(url) ? new Response('') : undefined),
        addAll: async (urls: string[]) => {
          fetched.push(...urls);
          urls.forEach((url) => cache.add(url));
        },
      };
    },
  } as unknown as CacheStorage;
  return { caches, stored, fetched };
}

const list = {
  'simple-recipes': ['/assets/SimpleSearchScreen-a.js', '/assets/register-b.js'],
  'copy-meals': ['/assets/register-c.js'],
};
const fetcher = (async () => new Response(JSON.stringify(list))) as typeof fetch;

describe('keeping the plugins an organisation has on for offline use', () => {
  it('stores the files of the active plugins only, each once', async () => {
    const { caches, stored, fetched } = memoryCaches();
    await keepPluginsOffline(['simple-recipes'], { fetcher, caches, built: true });
    await keepPluginsOffline(['simple-recipes'], { fetcher, caches, built: true });
    expect([...stored.get('forkcast-plugins')!]).toEqual(list['simple-recipes']);
    expect(fetched).toEqual(list['simple-recipes']);
  });

  it('offline, or without the list, changes nothing and throws nothing', async () => {
    const { caches, stored } = memoryCaches();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await keepPluginsOffline(['copy-meals'], { fetcher: offline, caches, built: true });
    await keepPluginsOffline(['copy-meals'], {
      fetcher: (async () => new Response('', { status: 404 })) as typeof fetch,
      caches,
    });
    expect(stored.size).toBe(0);
  });
});
