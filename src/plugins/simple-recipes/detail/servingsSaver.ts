/**
 * A planned simple meal's servings as the person taps them (3-daily-use.txt sections 4 and 9):
 * minus and plus, never below 1; the count is saved a second after the last tap (a tap within the
 * second starts the wait again), the controls are locked while the save runs, and leaving within
 * the second still saves (flush). Framework-free, so its timing is tested with fake timers;
 * useServingsSaver.ts binds it to React.
 */
export const SERVINGS_SAVE_MS = 1_000;
export const MIN_SERVINGS = 1;
/** A meal holds at most 12 servings (the diary's MealPlanned event). */
export const MAX_SERVINGS = 12;

export type ServingsStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

export interface ServingsState {
  /** The count shown: the one tapped, saved or not yet. */
  readonly servings: number;
  readonly status: ServingsStatus;
  /** The controls are locked: a save is running. */
  readonly locked: boolean;
}

export interface ServingsSaver {
  state(): ServingsState;
  subscribe(listener: () => void): () => void;
  /** A tap: ignored while a save runs; kept within 1 to 12. */
  change(servings: number): void;
  /** The stored count changed (the save itself, or another device): shown unless a tap waits or a save runs. */
  follow(servings: number): void;
  /** Leaving: what waits is saved now. */
  flush(): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createServingsSaver({
  initial,
  save,
  delayMs = SERVINGS_SAVE_MS,
  timers = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as number) },
}: {
  initial: number;
  /** Stores the count; rejects when it could not be stored (the shown count then goes back). */
  save: (servings: number) => Promise<void>;
  delayMs?: number;
  timers?: Timers;
}): ServingsSaver {
  let saved = initial;
  let state: ServingsState = { servings: initial, status: 'idle', locked: false };
  let timer: unknown;
  const listeners = new Set<() => void>();
  const set = (next: Partial<ServingsState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const run = async () => {
    timer = undefined;
    const target = state.servings;
    if (target === saved) return set({ status: 'idle' });
    set({ status: 'saving', locked: true });
    try {
      await save(target);
      saved = target;
      set({ status: 'saved', locked: false });
    } catch {
      set({ servings: saved, status: 'failed', locked: false });
    }
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(servings) {
      if (state.locked) return;
      const next = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, servings));
      if (next === state.servings) return;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void run(), delayMs);
      set({ servings: next, status: 'waiting' });
    },
    follow(servings) {
      if (state.locked || servings === saved) return;
      saved = servings;
      if (timer === undefined) set({ servings });
    },
    flush() {
      if (timer === undefined) return;
      timers.clearTimeout(timer);
      void run();
    },
  };
}

/** One step down or up from a count that may be a fraction (a planner's multiplier): a whole count. */
export const fewerServings = (servings: number): number => Math.max(MIN_SERVINGS, Math.ceil(servings) - 1);
export const moreServings = (servings: number): number => Math.min(MAX_SERVINGS, Math.floor(servings) + 1);
