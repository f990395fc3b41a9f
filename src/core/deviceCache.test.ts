import { describe, expect, it } from 'vitest';
import { deviceCache } from './deviceCache';

let databases = 0;
const fresh = (limit?: number) => deviceCache(`cache-test-${++databases}`, limit);

describe('the device cache', () => {
  it('gives back what was stored, with when', async () => {
    const cache = fresh();
    await cache.put('recipe:a', { name: 'Soup' }, 1_000);
    expect(await cache.get('recipe:a')).toEqual({ value: { name: 'Soup' }, storedAt: 1_000 });
  });

  it('misses what was never stored', async () => {
    expect(await fresh().get('recipe:none')).toBeUndefined();
  });

  it('replaces an entry stored again', async () => {
    const cache = fresh();
    await cache.put('recipe:a', 1, 1_000);
    await cache.put('recipe:a', 2, 2_000);
    expect(await cache.get('recipe:a')).toEqual({ value: 2, storedAt: 2_000 });
  });

  it('drops the oldest entries past its limit', async () => {
    const cache = fresh(2);
    await cache.put('b', 'second', 2_000);
    await cache.put('a', 'first', 1_000);
    await cache.put('c', 'third', 3_000);
    expect(await cache.get('a')).toBeUndefined();
    expect((await cache.get('b'))?.value).toBe('second');
    expect((await cache.get('c'))?.value).toBe('third');
  });

  it('is a miss, not an error, when the database cannot be opened', async () => {
    const original = globalThis.indexedDB;
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      value: {
        open: () => {
          throw new Error('blocked');
        },
      },
    });
    try {
      const cache = fresh();
      await expect(cache.put('a', 1, 1)).resolves.toBeUndefined();
      await expect(cache.get('a')).resolves.toBeUndefined();
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: original });
    }
  });
});
