/**
 * Seeded randomness for the planner. A generator is a function over its own closure, created per
 * call of the planner, so no state outlives a plan and the same seed always gives the same plan.
 */
export type Random = () => number;

/** mulberry32: a 32-bit generator, small and fast, with good enough spread for tie-breaking and restarts. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed for a part of the plan (a day), so that days do not share one stream of numbers. */
export const deriveSeed = (seed: number, part: string): number => {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < part.length; i += 1) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

export const randomInt = (random: Random, below: number): number => Math.floor(random() * below);

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
