import { dayLossFor, slotLoss } from './objective';
import type { MacroTarget, PortionGrid } from './types';

/**
 * Portion multipliers run from 0.5 to 3 in steps of 0.25: a quarter portion is something a cook
 * can measure, half a portion is the least that still reads as a meal, and three portions cover a
 * 40% dinner of a 3500 kcal day from a 450 kcal recipe.
 */
export const PORTION_GRID: PortionGrid = { min: 0.5, max: 3, step: 0.25 };

/**
 * Simple recipes are planned in whole servings, never below 1 (3-daily-use.txt sections 4 and 5);
 * four servings still cover a large dinner from a modest recipe.
 */
export const WHOLE_SERVINGS_GRID: PortionGrid = { min: 1, max: 4, step: 1 };

/** Steps are indices 0..stepsOf(grid) into the grid. */
export const stepsOf = (grid: PortionGrid): number => Math.round((grid.max - grid.min) / grid.step);
export const multiplierOf = (step: number, grid: PortionGrid): number => grid.min + step * grid.step;
export const nearestStep = (multiplier: number, grid: PortionGrid): number =>
  Math.min(stepsOf(grid), Math.max(0, Math.round((multiplier - grid.min) / grid.step)));

export interface PortionItem {
  /** Nutrients of one portion. */
  readonly per: MacroTarget;
  readonly slot: MacroTarget;
  /** A side: no slot term, only the day's totals. */
  readonly side?: boolean;
  /** The slot term at each grid step (`slotRowOf`), when the caller keeps it between fits. */
  readonly slotRow?: Float64Array;
}

/** An item's slot term at every step of the grid: 0 for a side, which has no slot of its own. */
export function slotRowOf(item: PortionItem, grid: PortionGrid): Float64Array {
  const row = new Float64Array(stepsOf(grid) + 1);
  if (!item.side) for (let s = 0; s < row.length; s += 1) row[s] = slotLoss(item.per, multiplierOf(s, grid), item.slot);
  return row;
}

export interface PortionFit {
  readonly steps: readonly number[];
  readonly loss: number;
}

/** Moves tried from each point: one meal up or down one or two steps, or one meal up and another down. */
const SINGLE_MOVES = [1, -1, 2, -2] as const;

/**
 * Chooses the day's multipliers jointly: from a start (each meal sized to its slot, or a
 * neighbouring solution), steepest descent over the moves above until none lowers the loss. The
 * day's loss depends only on the totals, which move linearly, so a move costs O(1) to score.
 */
export function fitPortions(
  items: readonly PortionItem[],
  target: MacroTarget,
  carbRoom: number,
  grid: PortionGrid,
  start?: readonly number[],
): PortionFit {
  const n = items.length;
  const STEPS = stepsOf(grid);
  const lossOf = dayLossFor(target, carbRoom);
  const step = grid.step;
  const steps: number[] = [];
  // Each meal's slot term at each step, computed once (or kept by the caller); loops, not closures, as this runs per evaluation.
  const slotTable: Float64Array[] = [];
  for (let i = 0; i < n; i += 1) {
    const item = items[i]!;
    steps.push(start?.[i] ?? nearestStep(item.slot.kcal / Math.max(item.per.kcal, 1), grid));
    slotTable.push(item.slotRow ?? slotRowOf(item, grid));
  }
  let [k, p, c, f] = [0, 0, 0, 0];
  let slotSum = 0;
  for (let i = 0; i < n; i += 1) {
    const m = multiplierOf(steps[i]!, grid);
    const per = items[i]!.per;
    [k, p, c, f] = [k + per.kcal * m, p + per.protein * m, c + per.carbs * m, f + per.fat * m];
    slotSum += slotTable[i]![steps[i]!]!;
  }
  let loss = lossOf(k, p, c, f) + slotSum;
  for (let guard = 0; guard < 200; guard += 1) {
    let bestLoss = loss - 1e-12;
    let bi = -1;
    let bdi = 0;
    let bj = -1;
    for (let i = 0; i < n; i += 1) {
      const a = items[i]!.per;
      const si = steps[i]!;
      for (const di of SINGLE_MOVES) {
        const ti = si + di;
        if (ti < 0 || ti > STEPS) continue;
        const x = di * step;
        const l =
          lossOf(k + a.kcal * x, p + a.protein * x, c + a.carbs * x, f + a.fat * x) +
          slotSum -
          slotTable[i]![si]! +
          slotTable[i]![ti]!;
        if (l < bestLoss) [bestLoss, bi, bdi, bj] = [l, i, di, -1];
      }
      if (si === STEPS) continue;
      for (let j = 0; j < n; j += 1) {
        const sj = steps[j]!;
        if (j === i || sj === 0) continue;
        const b = items[j]!.per;
        const slots =
          slotSum - slotTable[i]![si]! + slotTable[i]![si + 1]! - slotTable[j]![sj]! + slotTable[j]![sj - 1]!;
        const l =
          lossOf(
            k + (a.kcal - b.kcal) * step,
            p + (a.protein - b.protein) * step,
            c + (a.carbs - b.carbs) * step,
            f + (a.fat - b.fat) * step,
          ) + slots;
        if (l < bestLoss) [bestLoss, bi, bdi, bj] = [l, i, 1, j];
      }
    }
    if (bi < 0) break;
    const moves: [number, number][] =
      bj < 0
        ? [[bi, bdi]]
        : [
            [bi, 1],
            [bj, -1],
          ];
    for (const [i, d] of moves) {
      const per = items[i]!.per;
      const x = d * step;
      [k, p, c, f] = [k + per.kcal * x, p + per.protein * x, c + per.carbs * x, f + per.fat * x];
      slotSum += slotTable[i]![steps[i]! + d]! - slotTable[i]![steps[i]!]!;
      steps[i] = steps[i]! + d;
    }
    loss = bestLoss;
  }
  return { steps, loss };
}
