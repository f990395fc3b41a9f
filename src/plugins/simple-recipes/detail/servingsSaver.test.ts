import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServingsSaver, fewerServings, moreServings, SERVINGS_SAVE_MS } from './servingsSaver';

/** A save that the test finishes (or fails) when it wants, to see the controls locked meanwhile. */
function controlledSave() {
  const calls: number[] = [];
  let finish: (ok: boolean) => void = () => {};
  const save = vi.fn(
    (servings: number) =>
      new Promise<void>((resolve, reject) => {
        calls.push(servings);
        finish = (ok) => (ok ? resolve() : reject(new Error('refused')));
      }),
  );
  return { save, calls, finish: (ok = true) => finish(ok) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a planned simple meal’s servings', () => {
  it('are saved a second after the last tap, not before', async () => {
    const { save, finish } = controlledSave();
    const saver = createServingsSaver({ initial: 2, save });
    saver.change(3);
    expect(saver.state()).toMatchObject({ servings: 3, status: 'waiting', locked: false });
    await vi.advanceTimersByTimeAsync(SERVINGS_SAVE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledWith(3);
    finish();
    await vi.runAllTimersAsync();
    expect(saver.state()).toMatchObject({ servings: 3, status: 'saved', locked: false });
  });

  it('start the wait again with every tap within the second, and save only the last count', async () => {
    const { save, calls, finish } = controlledSave();
    const saver = createServingsSaver({ initial: 2, save });
    saver.change(3);
    await vi.advanceTimersByTimeAsync(800);
    saver.change(4);
    await vi.advanceTimersByTimeAsync(800);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    finish();
    await vi.runAllTimersAsync();
    expect(calls).toEqual([4]);
  });

  it('lock the controls while the save runs: a tap then changes nothing', async () => {
    const { save, calls, finish } = controlledSave();
    const saver = createServingsSaver({ initial: 2, save });
    saver.change(3);
    await vi.advanceTimersByTimeAsync(SERVINGS_SAVE_MS);
    expect(saver.state()).toMatchObject({ status: 'saving', locked: true });
    saver.change(5);
    expect(saver.state().servings).toBe(3);
    finish();
    await vi.runAllTimersAsync();
    expect(saver.state().locked).toBe(false);
    expect(calls).toEqual([3]);
  });

  it('are never below 1 nor above 12', () => {
    const saver = createServingsSaver({ initial: 1, save: vi.fn(async () => {}) });
    saver.change(0);
    expect(saver.state()).toMatchObject({ servings: 1, status: 'idle' });
    saver.change(-3);
    expect(saver.state().servings).toBe(1);
    saver.change(40);
    expect(saver.state().servings).toBe(12);
    expect(fewerServings(1)).toBe(1);
    expect(fewerServings(2.5)).toBe(2);
    expect(moreServings(2.5)).toBe(3);
    expect(moreServings(12)).toBe(12);
  });

  it('are saved at once when the screen is left within the second', async () => {
    const { save, finish } = controlledSave();
    const saver = createServingsSaver({ initial: 2, save });
    saver.change(1);
    saver.flush();
    expect(save).toHaveBeenCalledWith(1);
    finish();
    await vi.runAllTimersAsync();
    // The timer was cancelled: nothing is saved twice.
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('are not saved when tapped back to the stored count', async () => {
    const save = vi.fn(async () => {});
    const saver = createServingsSaver({ initial: 2, save });
    saver.change(3);
    saver.change(2);
    await vi.runAllTimersAsync();
    expect(save).not.toHaveBeenCalled();
    expect(saver.state()).toMatchObject({ servings: 2, status: 'idle' });
  });

  it('go back to the stored count when the save fails', async () => {
    const { save, finish } = controlledSave();
    const saver = createServingsSaver({ initial: 2, save });
    saver.change(3);
    await vi.advanceTimersByTimeAsync(SERVINGS_SAVE_MS);
    finish(false);
    await vi.runAllTimersAsync();
    expect(saver.state()).toMatchObject({ servings: 2, status: 'failed', locked: false });
  });

  it('follow a count stored elsewhere, unless a tap waits to be saved', async () => {
    const save = vi.fn(async () => {});
    const saver = createServingsSaver({ initial: 2, save });
    saver.follow(4);
    expect(saver.state().servings).toBe(4);
    saver.change(5);
    saver.follow(6);
    expect(saver.state().servings).toBe(5);
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledWith(5);
  });

  it('tell their listeners about every change', () => {
    const saver = createServingsSaver({ initial: 2, save: vi.fn(async () => {}) });
    const listener = vi.fn();
    const stop = saver.subscribe(listener);
    saver.change(3);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    saver.change(4);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
