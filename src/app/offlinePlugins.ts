import { PLUGIN_CACHE, PLUGIN_CHUNKS_FILE } from '../../scripts/pluginChunks';

/**
 * Keeps the code of the plugins this organisation has on for offline use. The service worker
 * precaches the app but not plugins (an organisation without one downloads none of it); it serves
 * their files from PLUGIN_CACHE, which this fills from the build's list as soon as they are on, so
 * a screen of a plugin opens offline even if it was never opened online.
 */
export async function keepPluginsOffline(
  active: readonly string[],
  {
    fetcher = globalThis.fetch,
    caches = globalThis.caches,
    // The development server has no build, so no list: nothing to keep.
    built = import.meta.env.PROD,
  }: { fetcher?: typeof fetch; caches?: CacheStorage; built?: boolean } = {},
): Promise<void> {
  if (!built || !caches || active.length === 0) return;
  try {
    const answer = await fetcher(`/${PLUGIN_CHUNKS_FILE}`, { cache: 'no-cache' });
    if (!answer.ok) return;
    const files = (await answer.json()) as Record<string, readonly string[]>;
    const cache = await caches.open(PLUGIN_CACHE);
    const wanted = active.flatMap((id) => files[id] ?? []);
    const kept = await Promise.all(wanted.map(async (file) => ((await cache.match(file)) ? null : file)));
    await cache.addAll(kept.filter((file): file is string => file !== null));
  } catch (error) {
    // Offline now, or storage refused: the next start tries again.
    console.warn('Plugins could not be kept for offline use', error);
  }
}
