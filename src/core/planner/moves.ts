import { slotFit } from './objective';
import { multiplierOf, nearestStep } from './portions';
import { randomInt, type Random } from './random';
import type { Candidate, Search, State } from './daySearch';
import type { MacroTarget, PortionGrid, UnfilledReason } from './types';

/** The moves of the day search (daySearch.ts): where it starts, what it tries, how it restarts. */

/**
 * Search effort, tuned on the benchmark: a shortlist of 20 per slot, the best 5 of a screening
 * refitted, up to 6 passes, 8 restarts from the best plan with 2 slots changed. Small numbers,
 * because each evaluation already optimises the whole day's portions. After `settledAfter`
 * restarts a day inside the aimed bands stops: more restarts did not change a single day's
 * verdict on the bench. A day whose targets no attempt could meet the day before gets
 * `afterMiss` restarts (its later attempts none): on the bench that left every verdict as it was.
 */
export const SEARCH = {
  shortlist: 20,
  refitted: 5,
  maxPasses: 6,
  restarts: 8,
  perturbed: 2,
  settledAfter: 2,
  afterMiss: 2,
} as const;

/** A slot's candidates ranked by how well each alone, sized to the slot, fits the slot's target. */
export function shortlist(
  candidates: readonly Candidate[],
  target: MacroTarget,
  grid: PortionGrid,
  random: Random,
): Candidate[] {
  const scored = candidates.map((c) => {
    const m = multiplierOf(nearestStep(target.kcal / Math.max(c.recipe.perPortion.kcal, 1), grid), grid);
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

/**
 * The best unused shortlisted recipe per slot, scarcest slots first so they are not crowded out;
 * a slot given a `start` recipe on its shortlist begins with that one.
 */
export function initialPicks(
  shortlists: readonly Candidate[][],
  reasons: readonly (UnfilledReason | null)[],
  start?: readonly (string | null)[],
): (Candidate | null)[] {
  const picks: (Candidate | null)[] = shortlists.map(() => null);
  const used = new Set<string>();
  const order = shortlists.map((_, i) => i).sort((a, b) => shortlists[a]!.length - shortlists[b]!.length || a - b);
  const started = (i: number) => shortlists[i]!.find((c) => c.recipe.id === start?.[i] && !used.has(c.recipe.id));
  for (const i of order) {
    if (reasons[i]) continue;
    const pick = started(i) ?? shortlists[i]!.find((c) => !used.has(c.recipe.id)) ?? null;
    picks[i] = pick;
    if (pick) used.add(pick.recipe.id);
  }
  return picks;
}

/**
 * Cheap screening before a full refit: the other meals' portions held, only the newcomer's
 * portion chosen; the few that screen best are refitted jointly.
 */
export function screen(search: Search, state: State, i: number, options: readonly Candidate[]): Candidate[] {
  if (options.length <= SEARCH.refitted) return [...options];
  const rest = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
  state.picks.forEach((pick, k) => {
    if (!pick || k === i) return;
    const m = multiplierOf(state.steps[k]!, search.problem.grid);
    const per = pick.recipe.perPortion;
    [rest.kcal, rest.protein, rest.carbs, rest.fat] = [
      rest.kcal + per.kcal * m,
      rest.protein + per.protein * m,
      rest.carbs + per.carbs * m,
      rest.fat + per.fat * m,
    ];
  });
  const estimate = (c: Candidate) => {
    const per = c.recipe.perPortion;
    const row = search.slotRow(i, c);
    let best = Number.POSITIVE_INFINITY;
    for (let s = 0; s < row.length; s += 1) {
      const m = multiplierOf(s, search.problem.grid);
      const l =
        search.lossOf(
          rest.kcal + per.kcal * m,
          rest.protein + per.protein * m,
          rest.carbs + per.carbs * m,
          rest.fat + per.fat * m,
        ) + row[s]!;
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

/** A restart point: the best plan so far with a few slots given a random other recipe. */
export function perturb(
  picks: readonly (Candidate | null)[],
  shortlists: readonly Candidate[][],
  random: Random,
): (Candidate | null)[] | null {
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
