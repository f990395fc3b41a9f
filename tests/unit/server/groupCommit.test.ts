import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../../server/sync/groupCommit';

const later = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('groupCommit', () => {
  it('runs a call that arrives alone on its own, without waiting for company', async () => {
    const runs: number[][] = [];
    const store = groupCommit(async (inputs: number[]) => (runs.push(inputs), inputs.map((n) => n * 10)));
    expect(await store(1)).toBe(10);
    expect(runs).toEqual([[1]]);
  });

  it('groups the calls that arrive while a run is under way, at most maxGroup at a time', async () => {
    const runs: number[][] = [];
    const store = groupCommit(async (inputs: number[]) => {
      runs.push(inputs);
      await later();
      return inputs.map((n) => -n);
    }, 3);
    const first = store(0);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [1, 2, 3, 4, 5].map(store);
    expect(await Promise.all([first, ...rest])).toEqual([-0, -1, -2, -3, -4, -5]);
    expect(runs).toEqual([[0], [1, 2, 3], [4, 5]]);
  });

  it('when a group fails, runs each call again alone so that only the failing one fails', async () => {
    const store = groupCommit(async (inputs: number[]) => {
      if (inputs.includes(13)) throw new Error('thirteen');
      return inputs.map((n) => n + 1);
    });
    const answers = await Promise.allSettled([1, 13, 2].map(store));
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('thirteen') },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('answers every call with its own output, whatever the timing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer(), fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        async (calls, maxGroup) => {
          const sizes: number[] = [];
          const store = groupCommit(async (inputs: number[]) => {
            sizes.push(inputs.length);
            await later();
            if (inputs.length > 1 && inputs.some((n) => n % 7 === 0)) throw new Error('a bad one in the group');
            return inputs.map((n) => `${n}`);
          }, maxGroup);
          const answers = calls.map(async ([n, pause, yieldFirst]) => {
            if (yieldFirst) await new Promise((resolve) => setTimeout(resolve, pause));
            return store(n);
          });
          expect(await Promise.all(answers)).toEqual(calls.map(([n]) => `${n}`));
          expect(Math.max(...sizes)).toBeLessThanOrEqual(maxGroup);
        },
      ),
      { numRuns: 60 },
    );
  });
});
