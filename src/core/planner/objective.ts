import type { MacroTarget } from './types';

/**
 * The soft goals as one number to minimise (docs/planner.md). Deviations are relative to the
 * target, so a day of 1300 kcal and one of 3500 kcal weigh alike. Inside the bands the weights
 * trade accuracy against variety and favourites; outside them a steep penalty makes accuracy win.
 */
export const WEIGHTS = {
  kcal: 4,
  protein: 1,
  carbs: 1,
  fat: 1,
  /** Each slot near its own kcal, so a day is not one huge breakfast and two crumbs. */
  slotKcal: 0.25,
  /** Each slot near its own macros: a light touch, the day's macros are what counts. */
  slotMacro: 0.02,
  /** Squared share outside a band, on top of the weight. */
  outsideBand: 100,
  /**
   * Linear share outside a band. For kcal it is so high that no macro, slot or variety gain pays
   * for a day outside 5% kcal: kcal comes first, then macros, then the rest.
   */
  kcalOutsideLinear: 10_000,
  macroOutsideLinear: 10,
  slotOutsideBand: 20,
  /** Over the carb cap: above any other term, so the search always leaves it. */
  carbCap: 1e7,
  /** Per earlier use of the recipe within seven days. */
  repeat: 0.02,
  favourite: 0.015,
  /** A recipe with a tag the plan leans towards (HORMONE for the hormone plans): like a favourite. */
  preferredTag: 0.015,
} as const;

/** Aimed a little inside the reported 5% (kcal) and 10% (macros), so rounding downstream keeps them. */
export const BANDS = { kcal: 0.045, macro: 0.09, slotKcal: 0.3 } as const;

/** Below these, a relative deviation would explode (a 0 g carb target); grams and kcal, not shares. */
const FLOORS = { kcal: 50, protein: 10, carbs: 10, fat: 10 } as const;

const outside = (deviation: number, band: number): number => Math.max(0, Math.abs(deviation) - band);

/**
 * A weighted squared deviation, with the band penalties on top outside the band. A plain function,
 * not a closure: it runs in the innermost loop.
 */
function part(d: number, w: number, band: number, linear: number): number {
  const o = Math.abs(d) - band;
  return o > 0 ? w * (d * d + WEIGHTS.outsideBand * o * o) + linear * o : w * d * d;
}

const term = (actual: number, target: number, floor: number, weight: number, band: number, linear: number): number =>
  part((actual - target) / Math.max(target, floor), weight, band, linear);

/**
 * The day's part: kcal and the three macros against the day's target, and the carb cap. Returned
 * as a function of the four totals, with the target folded in, because the portion search calls
 * it hundreds of thousands of times a week.
 */
export function dayLossFor(
  target: MacroTarget,
  carbRoom: number,
): (kcal: number, protein: number, carbs: number, fat: number) => number {
  const [tk, tp, tc, tf] = [target.kcal, target.protein, target.carbs, target.fat];
  const [sk, sp, sc, sf] = [
    Math.max(tk, FLOORS.kcal),
    Math.max(tp, FLOORS.protein),
    Math.max(tc, FLOORS.carbs),
    Math.max(tf, FLOORS.fat),
  ];
  const capScale = Math.max(carbRoom, FLOORS.carbs);
  const { kcalOutsideLinear: lk, macroOutsideLinear: lm } = WEIGHTS;
  return (kcal, protein, carbs, fat) =>
    part((kcal - tk) / sk, WEIGHTS.kcal, BANDS.kcal, lk) +
    part((protein - tp) / sp, WEIGHTS.protein, BANDS.macro, lm) +
    part((carbs - tc) / sc, WEIGHTS.carbs, BANDS.macro, lm) +
    part((fat - tf) / sf, WEIGHTS.fat, BANDS.macro, lm) +
    (carbs > carbRoom ? WEIGHTS.carbCap * (1 + (carbs - carbRoom) / capScale) : 0);
}

/** One slot's part: a portion of a recipe against the slot's own kcal and, lightly, its macros. */
export function slotLoss(per: MacroTarget, multiplier: number, target: MacroTarget): number {
  const d = (per.kcal * multiplier - target.kcal) / Math.max(target.kcal, FLOORS.kcal);
  const o = outside(d, BANDS.slotKcal);
  const p = (per.protein * multiplier - target.protein) / Math.max(target.protein, FLOORS.protein);
  const c = (per.carbs * multiplier - target.carbs) / Math.max(target.carbs, FLOORS.carbs);
  const f = (per.fat * multiplier - target.fat) / Math.max(target.fat, FLOORS.fat);
  return WEIGHTS.slotKcal * d * d + WEIGHTS.slotOutsideBand * o * o + WEIGHTS.slotMacro * (p * p + c * c + f * f);
}

/** How well a recipe alone, at a given portion, fits a slot: used to shortlist candidates. */
export function slotFit(amounts: MacroTarget, target: MacroTarget): number {
  return (
    term(amounts.kcal, target.kcal, FLOORS.kcal, WEIGHTS.kcal, 1, 0) +
    term(amounts.protein, target.protein, FLOORS.protein, WEIGHTS.protein, 1, 0) +
    term(amounts.carbs, target.carbs, FLOORS.carbs, WEIGHTS.carbs, 1, 0) +
    term(amounts.fat, target.fat, FLOORS.fat, WEIGHTS.fat, 1, 0)
  );
}

/** Variety and favourites: what choosing this recipe costs, apart from its nutrients. */
export const preferenceCost = (usesThisWeek: number, favourite: boolean, preferredTag = false): number =>
  WEIGHTS.repeat * usesThisWeek - (favourite ? WEIGHTS.favourite : 0) - (preferredTag ? WEIGHTS.preferredTag : 0);

/** The reported bands: a day within 5% of its kcal, and each macro within 10%. */
export const withinBand = (actual: number, target: number, band: number): boolean =>
  Math.abs(actual - target) <= band * target + 1e-9;
