import type { Recipe } from '../catalogue/recipe';
import { dayLossFor, slotFit, slotLoss } from './objective';
import { fitPortions, multiplierOf, nearestStep, PORTION_GRID, PORTION_STEPS } from './portions';
import { randomInt, shuffled, type Random } from './random';
import type { MacroTarget, SlotRequest, UnfilledReason } from './types';

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
}

export type SlotOutcome = { readonly recipe: Recipe; readonly multiplier: number } | { readonly unfilled: UnfilledReason };

/** Search effort: small numbers, because each evaluation already optimises the day's portions. */
export const SEARCH = { shortlist: 20, refitted: 5, maxPasses: 6, restarts: 8, perturbed: 2 } as const;

interface State {
  readonly picks: readonly (Candidate | null)[];
  readonly steps: readonly number[];
  readonly loss: number;
}

/**
 * One day: shortlist each slot's candidates by how well they fit the slot alone, start from the
 * best unused candidate per slot (scarcest slots first), then improve by seeded local search:
 * swap one slot's recipe for another on its shortlist, refit all portions jointly, keep the swap
 * if the day's loss drops; restart a few times from a perturbed best. No recipe twice in a day.
 */
export function solveDay(problem: DayProblem, random: Random): SlotOutcome[] {
  const reasons: (UnfilledReason | null)[] = problem.candidates.map((list) => (list.length === 0 ? 'NO_ELIGIBLE_RECIPE' : null));
  const shortlists = problem.candidates.map((list, i) => {
    const feasible = list.filter((c) => c.recipe.perPortion.carbs * PORTION_GRID.min <= problem.carbRoom + 1e-9);
    if (list.length > 0 && feasible.length === 0) reasons[i] = 'CARB_CAP';
    return shortlist(feasible, problem.slots[i]!.target, random);
  });
  // Local to this call: the same combination of recipes is often met again in later passes.
  const memo = new Map<string, State>();
  const evaluate = (picks: readonly (Candidate | null)[]): State => {
    const key = picks.map((p) => p?.recipe.id ?? '').join('|');
    const known = memo.get(key);
    if (known) return known;
    const state = evaluatePicks(problem, picks);
    memo.set(key, state);
    return state;
  };
  const search: Search = { problem, shortlists, evaluate, lossOf: dayLossFor(problem.target, problem.carbRoom), random };
  let best = improve(search, evaluate(initialPicks(shortlists, reasons)));
  for (let r = 0; r < SEARCH.restarts; r += 1) {
    const perturbed = perturb(best.picks, shortlists, random);
    if (!perturbed) break;
    const local = improve(search, evaluate(perturbed));
    if (local.loss < best.loss - 1e-12) best = local;
  }
  return best.picks.map((pick, i) =>
    pick ? { recipe: pick.recipe, multiplier: multiplierOf(best.steps[i]!) } : { unfilled: reasons[i] ?? 'NO_UNUSED_RECIPE' },
  );
}

function shortlist(candidates: readonly Candidate[], target: MacroTarget, random: Random): Candidate[] {
  const scored = candidates.map((c) => {
    const m = multiplierOf(nearestStep(target.kcal / Math.max(c.recipe.perPortion.kcal, 1)));
    const p = c.recipe.perPortion;
    // The jitter only breaks exact ties, seeded, so equal recipes take turns across seeds.
    const fit = slotFit({ kcal: p.kcal * m, protein: p.protein * m, carbs: p.carbs * m, fat: p.fat * m }, target);
    return { c, score: fit + c.preference + random() * 1e-9 };
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, SEARCH.shortlist)
    .map((s) => s.c);
}

function initialPicks(shortlists: readonly Candidate[][], reasons: readonly (UnfilledReason | null)[]): (Candidate | null)[] {
  const picks: (Candidate | null)[] = shortlists.map(() => null);
  const used = new Set<string>();
  const order = shortlists.map((_, i) => i).sort((a, b) => shortlists[a]!.length - shortlists[b]!.length || a - b);
  for (const i of order) {
    if (reasons[i]) continue;
    const pick = shortlists[i]!.find((c) => !used.has(c.recipe.id)) ?? null;
    picks[i] = pick;
    if (pick) used.add(pick.recipe.id);
  }
  return picks;
}

function evaluatePicks(problem: DayProblem, picks: readonly (Candidate | null)[]): State {
  const filled = picks.flatMap((pick, i) => (pick ? [{ pick, i }] : []));
  const fit = fitPortions(
    filled.map(({ pick, i }) => ({ per: pick.recipe.perPortion, slotKcal: problem.slots[i]!.target.kcal })),
    problem.target,
    problem.carbRoom,
  );
  const steps = picks.map(() => 0);
  filled.forEach(({ i }, k) => (steps[i] = fit.steps[k]!));
  const preference = filled.reduce((sum, { pick }) => sum + pick.preference, 0);
  return { picks, steps, loss: fit.loss + preference };
}

interface Search {
  readonly problem: DayProblem;
  readonly shortlists: readonly Candidate[][];
  readonly evaluate: (picks: readonly (Candidate | null)[]) => State;
  readonly lossOf: ReturnType<typeof dayLossFor>;
  readonly random: Random;
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
    for (const i of shuffled(shortlists.map((_, k) => k), random)) {
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

function screen(search: Search, state: State, i: number, options: readonly Candidate[]): Candidate[] {
  if (options.length <= SEARCH.refitted) return [...options];
  const rest = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  state.picks.forEach((pick, k) => {
    if (!pick || k === i) return;
    const m = multiplierOf(state.steps[k]!);
    const per = pick.recipe.perPortion;
    [rest.kcal, rest.protein, rest.carbs, rest.fat] = [rest.kcal + per.kcal * m, rest.protein + per.protein * m, rest.carbs + per.carbs * m, rest.fat + per.fat * m];
  });
  const slotKcal = search.problem.slots[i]!.target.kcal;
  const estimate = (c: Candidate) => {
    const per = c.recipe.perPortion;
    let best = Number.POSITIVE_INFINITY;
    for (let s = 0; s <= PORTION_STEPS; s += 1) {
      const m = multiplierOf(s);
      const l = search.lossOf(rest.kcal + per.kcal * m, rest.protein + per.protein * m, rest.carbs + per.carbs * m, rest.fat + per.fat * m) + slotLoss(per.kcal * m, slotKcal);
      if (l < best) best = l;
    }
    return best + c.preference;
  };
  return options
    .map((c) => ({ c, e: estimate(c) }))
    .sort((a, b) => a.e - b.e)
    .slice(0, SEARCH.refitted)
    .map((x) => x.c);
}

function perturb(picks: readonly (Candidate | null)[], shortlists: readonly Candidate[][], random: Random): (Candidate | null)[] | null {
  const open = picks.flatMap((p, i) => (p && shortlists[i]!.length > 1 ? [i] : []));
  if (open.length === 0) return null;
  const next = [...picks];
  for (let n = 0; n < SEARCH.perturbed; n += 1) {
    const i = open[randomInt(random, open.length)]!;
    const used = new Set(next.flatMap((p, k) => (p && k !== i ? [p.recipe.id] : [])));
    const options = shortlists[i]!.filter((c) => c !== next[i] && !used.has(c.recipe.id));
    if (options.length > 0) next[i] = options[randomInt(random, options.length)]!;
  }
  return next;
}
