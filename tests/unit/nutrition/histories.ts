import type { IntakeDay, WeighIn } from '../../../src/core/nutrition';

/**
 * Synthetic histories for the expenditure estimator: a body whose true expenditure is known, eating
 * a known intake; its weight moves by (intake - expenditure) / 7700 kg a day. Scales show the weight
 * plus noise. Built here from the energy balance itself, not from the estimator's code.
 */
export interface HistoryOptions {
  readonly days: number;
  readonly startKg: number;
  /** True expenditure on day d. */
  readonly expenditure: (day: number) => number;
  readonly intake: (day: number) => number;
  /** Whether day d is logged / weighed (all by default). */
  readonly logged?: (day: number) => boolean;
  readonly weighed?: (day: number) => boolean;
  /** Scale noise on day d, kg. */
  readonly noise?: (day: number) => number;
  /** The first day's date. */
  readonly start?: string;
}

export interface History {
  readonly intake: IntakeDay[];
  readonly weights: WeighIn[];
  /** The last day's date. */
  readonly asOf: string;
}

export const dateAfter = (start: string, days: number): string =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function history(options: HistoryOptions): History {
  const start = options.start ?? '2026-01-01';
  const intake: IntakeDay[] = [];
  const weights: WeighIn[] = [];
  let kg = options.startKg;
  for (let day = 0; day < options.days; day++) {
    const date = dateAfter(start, day);
    if (options.weighed?.(day) ?? true) weights.push({ date, kg: kg + (options.noise?.(day) ?? 0) });
    const eaten = options.intake(day);
    if (options.logged?.(day) ?? true) intake.push({ date, kcal: eaten });
    kg += (eaten - options.expenditure(day)) / 7700;
  }
  return { intake, weights, asOf: dateAfter(start, options.days - 1) };
}

/** A small deterministic generator (mulberry32), so a noisy history is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform noise within +-amplitude kg, one draw a day. */
export function uniformNoise(seed: number, amplitude: number): (day: number) => number {
  const random = seeded(seed);
  const draws: number[] = [];
  return (day) => {
    while (draws.length <= day) draws.push((random() * 2 - 1) * amplitude);
    return draws[day]!;
  };
}
