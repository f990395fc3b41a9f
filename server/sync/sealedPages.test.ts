import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { createSealer } from './sealedPages';

/** A database whose streams have `full` pages each left to seal, counting the seal calls. */
function database(full: Record<string, number>) {
  const calls: string[] = [];
  const db = {
    query: async (_sql: string, params?: readonly unknown[]) => {
      const stream = String(params?.[0]);
      calls.push(stream);
      const left = full[stream] ?? 0;
      full[stream] = Math.max(0, left - 1);
      return { rows: [{ last: left > 0 ? String(left) : null }] };
    },
  } as unknown as Queryable;
  return { db, calls };
}

afterEach(() => vi.useRealTimers());

describe('the sealer', () => {
  it('seals a due stream once nothing new has been due for a while, page by page until none is full', async () => {
    vi.useFakeTimers();
    const { db, calls } = database({ 'user:1': 2, 'user:2': 1 });
    const sealer = createSealer(db, 4, (err) => {
      throw err;
    });
    sealer.due('user:1');
    await vi.advanceTimersByTimeAsync(900);
    sealer.due('user:2');
    sealer.due('user:1');
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await vi.runAllTimersAsync();
    expect(calls).toEqual(['user:1', 'user:1', 'user:1', 'user:2', 'user:2']);
    await sealer.close();
  });

  it('seals on a server never quiet for a second, at the latest ten seconds after a stream fell due', async () => {
    vi.useFakeTimers();
    const { db, calls } = database({ 'user:1': 1 });
    const sealer = createSealer(db, 4, (err) => {
      throw err;
    });
    for (let ms = 0; ms < 10_000; ms += 500) {
      sealer.due('user:1');
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(calls).toEqual([]);
    sealer.due('user:1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['user:1', 'user:1']);
    await sealer.close();
  });

  it('seals nothing once closed, and reports a failed seal without throwing', async () => {
    vi.useFakeTimers();
    const { db, calls } = database({ 'user:1': 1 });
    const sealer = createSealer(db, 4, () => {});
    sealer.due('user:1');
    await sealer.close();
    await vi.runAllTimersAsync();
    expect(calls).toEqual([]);

    const errors: unknown[] = [];
    const failing = createSealer(
      { query: async () => Promise.reject(new Error('database down')) } as unknown as Queryable,
      4,
      (err) => errors.push(err),
    );
    failing.due('user:1');
    await vi.runAllTimersAsync();
    await failing.close();
    expect(errors).toHaveLength(1);
  });
});
