import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the browser for its next idle moment, with the longest wait given, and can be cancelled', () => {
    const asked: { run: () => void; options: unknown }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: unknown) => asked.push({ run, options }));
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const run = vi.fn();
    const cancel = whenIdle(run, { timeout: 2_000 });
    whenIdle(run);
    expect(asked.map((a) => a.options)).toEqual([{ timeout: 2_000 }, undefined]);
    asked[0]!.run();
    expect(run).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('runs after the fallback time where the browser has no idle callback, unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    const kept = vi.fn();
    const cancel = whenIdle(run, { fallback: 1_000 });
    whenIdle(kept, { fallback: 1_000 });
    vi.advanceTimersByTime(999);
    expect(kept).not.toHaveBeenCalled();
    cancel();
    vi.advanceTimersByTime(1);
    expect(kept).toHaveBeenCalledOnce();
    expect(run).not.toHaveBeenCalled();
  });
});
