import type { MacroTarget } from './types';

/** The bands the plan is measured by: kcal within 5% of the day's target, each macro within 10%. */
export const BANDS_REPORTED = { kcal: 0.05, macro: 0.1 } as const;

/** Variety looks this many days either way: a recipe planned within a week counts as a repeat. */
export const VARIETY_WINDOW_DAYS = 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date, computed from the string; no clock is read. */
export function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/**
 * Variety as a rule, not only a cost: a recipe at most twice within the window, and never on the
 * day before or after a day that has it. The planner relaxes it only when a slot would otherwise
 * stay empty (see `varietyCandidates`).
 */
export const MOST_USES_PER_WEEK = 2;

/** Which recipes variety keeps off `day`: used twice within the window, or on a neighbouring day. */
export function keptOffByVariety(history: readonly { day: number; recipeId: string }[], day: number): Set<string> {
  const off = usedAtLeast(usesWithinWeek(history, day), MOST_USES_PER_WEEK);
  for (const h of history) if (Math.abs(h.day - day) === 1) off.add(h.recipeId);
  return off;
}

/** The recipes used at least `times` within the window. */
export const usedAtLeast = (uses: ReadonlyMap<string, number>, times: number): Set<string> =>
  new Set([...uses].flatMap(([id, n]) => (n >= times ? [id] : [])));

/** How often each recipe was planned within the variety window around `day`. */
export function usesWithinWeek(
  history: readonly { day: number; recipeId: string }[],
  day: number,
): Map<string, number> {
  const uses = new Map<string, number>();
  for (const h of history)
    if (Math.abs(h.day - day) <= VARIETY_WINDOW_DAYS) uses.set(h.recipeId, (uses.get(h.recipeId) ?? 0) + 1);
  return uses;
}

export const sumTargets = (targets: readonly MacroTarget[]): MacroTarget =>
  targets.reduce(
    (a, b) => ({ kcal: a.kcal + b.kcal, protein: a.protein + b.protein, carbs: a.carbs + b.carbs, fat: a.fat + b.fat }),
    { kcal: 0, protein: 0, carbs: 0, fat: 0 },
  );
