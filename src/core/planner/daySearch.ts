import type { Recipe } from '../catalogue/recipe';
import { initialPicks, perturb, screen, SEARCH, shortlist } from './moves';
import { BANDS, dayLossFor, withinBand } from './objective';
import { fitPortions, multiplierOf, slotRowOf } from './portions';
import { shuffled, type Random } from './random';
import type { MacroTarget, PortionGrid, SlotRequest, UnfilledReason } from './types';

/** A recipe that may fill a slot, with what choosing it costs apart from nutrients (repeats, favourites). */
export interface Candidate {
  readonly recipe: Recipe;
  readonly preference: number;
}

export interface DayProblem {
  readonly slots: readonly SlotRequest[];
  /** Per slot, the recipes the hard rules allow, in catalogue order. */
  readonly candidates: readonly (readonly Candidate[])[];
  readonly target: MacroTarget;
  /** Grams of carbohydrate the planned meals may hold (the cap minus meals already in the day). */
  readonly carbRoom: number;
  readonly grid: PortionGrid;
}

export type SlotOutcome =
  { readonly recipe: Recipe; readonly multiplier: number } | { readonly unfilled: UnfilledReason };

export interface State {
  readonly picks: readonly (Candidate | null)[];
  readonly steps: readonly number[];
  readonly loss: number;
}

export interface Search {
  readonly problem: DayProblem;
  readonly shortlists: readonly Candidate[][];
  readonly evaluate: (picks: readonly (Candidate | null)[]) => State;
  readonly lossOf: ReturnType<typeof dayLossFor>;
  /** Slot i's term for a candidate at every grid step, computed once per day. */
  readonly slotRow: (i: number, candidate: Candidate) => Float64Array;
  readonly random: Random;
}

/**
 * One day: shortlist each slot's candidates by how well they fit the slot alone, start from the
 * best unused candidate per slot (scarcest slots first), then improve by seeded local search:
 * swap one slot's recipe for another on its shortlist, refit all portions jointly, keep the swap
 * if the day's loss drops; restart a few times from a perturbed best. No recipe twice in a day.
 */
export interface SearchOptions {
  /** Restarts from a perturbed best; a later attempt at a day that has a good start needs fewer. */
  readonly restarts?: number;
  /** Per slot, a recipe to start from (the best plan of an earlier attempt), when it is still a candidate. */
  readonly start?: readonly (string | null)[];
}

export function solveDay(problem: DayProblem, random: Random, options: SearchOptions = {}): SlotOutcome[] {
  const reasons: (UnfilledReason | null)[] = problem.candidates.map((list) =>
    list.length === 0 ? 'NO_ELIGIBLE_RECIPE' : null,
  );
  const shortlists = problem.candidates.map((list, i) => {
    const feasible = list.filter((c) => c.recipe.perPortion.carbs * problem.grid.min <= problem.carbRoom + 1e-9);
    if (list.length > 0 && feasible.length === 0) reasons[i] = 'CARB_CAP';
    const shortlisted = shortlist(feasible, problem.slots[i]!.target, problem.grid, random);
    const from = options.start?.[i];
    const kept = from && !shortlisted.some((c) => c.recipe.id === from) && feasible.find((c) => c.recipe.id === from);
    return kept ? [kept, ...shortlisted] : shortlisted;
  });
  // Local to this call: the same combination of recipes is often met again in later passes, and
  // a recipe's slot term is the same in every combination.
  const rows = problem.slots.map(() => new Map<Recipe, Float64Array>());
  const slotRow = (i: number, candidate: Candidate): Float64Array => {
    const known = rows[i]!.get(candidate.recipe);
    if (known) return known;
    const slot = problem.slots[i]!;
    const row = slotRowOf(
      { per: candidate.recipe.perPortion, slot: slot.target, side: slot.side === true },
      problem.grid,
    );
    rows[i]!.set(candidate.recipe, row);
    return row;
  };
  const memo = new Map<string, State>();
  const evaluate = (picks: readonly (Candidate | null)[]): State => {
    const key = picks.map((p) => p?.recipe.id ?? '').join('|');
    const known = memo.get(key);
    if (known) return known;
    const state = evaluatePicks(problem, picks, slotRow);
    memo.set(key, state);
    return state;
  };
  const search: Search = {
    problem,
    shortlists,
    evaluate,
    lossOf: dayLossFor(problem.target, problem.carbRoom),
    slotRow,
    random,
  };
  let best = improve(search, evaluate(initialPicks(shortlists, reasons, options.start)));
  for (let r = 0; r < (options.restarts ?? SEARCH.restarts); r += 1) {
    if (r >= SEARCH.settledAfter && insideBands(problem, best)) break;
    const perturbed = perturb(best.picks, shortlists, random);
    if (!perturbed) break;
    const local = improve(search, evaluate(perturbed));
    if (local.loss < best.loss - 1e-12) best = local;
  }
  return best.picks.map((pick, i) =>
    pick
      ? { recipe: pick.recipe, multiplier: multiplierOf(best.steps[i]!, problem.grid) }
      : { unfilled: reasons[i] ?? 'NO_UNUSED_RECIPE' },
  );
}

/** Whether a state's day is inside the bands the objective aims at (`BANDS`, a little inside those reported). */
function insideBands(problem: DayProblem, state: State): boolean {
  const totals = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  state.picks.forEach((pick, i) => {
    if (!pick) return;
    const m = multiplierOf(state.steps[i]!, problem.grid);
    for (const k of MACRO_KEYS) totals[k] += pick.recipe.perPortion[k] * m;
  });
  const t = problem.target;
  return (
    withinBand(totals.kcal, t.kcal, BANDS.kcal) &&
    withinBand(totals.protein, t.protein, BANDS.macro) &&
    withinBand(totals.carbs, t.carbs, BANDS.macro) &&
    withinBand(totals.fat, t.fat, BANDS.macro)
  );
}
const MACRO_KEYS = ['kcal', 'protein', 'carbs', 'fat'] as const;

function evaluatePicks(problem: DayProblem, picks: readonly (Candidate | null)[], slotRow: Search['slotRow']): State {
  const filled = picks.flatMap((pick, i) => (pick ? [{ pick, i }] : []));
  const fit = fitPortions(
    filled.map(({ pick, i }) => ({
      per: pick.recipe.perPortion,
      slot: problem.slots[i]!.target,
      side: problem.slots[i]!.side === true,
      slotRow: slotRow(i, pick),
    })),
    problem.target,
    problem.carbRoom,
    problem.grid,
  );
  const steps = picks.map(() => 0);
  filled.forEach(({ i }, k) => (steps[i] = fit.steps[k]!));
  const preference = filled.reduce((sum, { pick }) => sum + pick.preference, 0);
  return { picks, steps, loss: fit.loss + preference };
}

/**
 * Swap moves: for each slot, screen its shortlist cheaply (the other meals' portions held, only the
 * newcomer's portion chosen), then refit the whole day for the few that screen best.
 */
function improve(search: Search, from: State): State {
  const { shortlists, evaluate, random } = search;
  let state = from;
  for (let pass = 0; pass < SEARCH.maxPasses; pass += 1) {
    let improved = false;
    for (const i of shuffled(
      shortlists.map((_, k) => k),
      random,
    )) {
      if (!state.picks[i]) continue;
      const used = new Set(state.picks.flatMap((p, k) => (p && k !== i ? [p.recipe.id] : [])));
      const options = shortlists[i]!.filter((c) => c !== state.picks[i] && !used.has(c.recipe.id));
      const screened = screen(search, state, i, options);
      let bestHere = state;
      for (const candidate of screened) {
        const picks = state.picks.map((p, k) => (k === i ? candidate : p));
        const next = evaluate(picks);
        if (next.loss < bestHere.loss - 1e-12) bestHere = next;
      }
      if (bestHere !== state) {
        state = bestHere;
        improved = true;
      }
    }
    if (!improved) break;
  }
  return state;
}
