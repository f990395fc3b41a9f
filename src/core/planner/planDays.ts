import { scaleNutrients, sumNutrients } from '../catalogue/nutrients';
import type { Recipe } from '../catalogue/recipe';
import { carbCapGrams, eligibleRecipes } from './eligibility';
import {
  BANDS_REPORTED,
  dayNumber,
  keptOffByVariety,
  MOST_USES_PER_WEEK,
  sumTargets,
  usedAtLeast,
  usesWithinWeek,
} from './week';
import { preferenceCost, withinBand } from './objective';
import { PORTION_GRID } from './portions';
import { deriveSeed, mulberry32 } from './random';
import { solveDay, type Candidate, type SlotOutcome } from './daySearch';
import { SEARCH } from './moves';
import type { DayRequest, PlannedDay, PlannedMeal, PlanRequest, PlanResult, PortionGrid, UnfilledSlot } from './types';

/**
 * Plans the days in order; each day sees the recipes of the days before it (and of
 * `alreadyPlanned`) through the repeat cost, so a week varies. Pure: the same request and seed
 * give the same plan, and nothing outside the request is read.
 */
export function planDays(request: PlanRequest): PlanResult {
  const { preferences, recipes } = request;
  const favourites = new Set(preferences.favouriteRecipeIds);
  const preferredTags = preferences.preferredTags ?? [];
  const preferred = (recipe: Recipe) => preferredTags.some((tag) => recipe.tags.includes(tag));
  const grid = request.portionGrid ?? PORTION_GRID;
  const history = (request.alreadyPlanned ?? []).flatMap((m) =>
    m.recipeId ? [{ day: dayNumber(m.date), recipeId: m.recipeId }] : [],
  );
  const eligibleByType = new Map<string, Candidate['recipe'][]>();
  const eligible = (mealType: DayRequest['slots'][number]['mealType']) => {
    const known = eligibleByType.get(mealType);
    if (known) return known;
    const list = eligibleRecipes(recipes, preferences, mealType);
    eligibleByType.set(mealType, list);
    return list;
  };
  const days: PlannedDay[] = [];
  // Days with these slot targets that no attempt brought on target: their next day's later attempts restart less.
  const missed = new Set<string>();
  for (const day of request.days) {
    const targetsKey = JSON.stringify(day.slots.map((s) => [s.mealType, s.target]));
    const missedBefore = missed.has(targetsKey);
    const today = dayNumber(day.date);
    const uses = usesWithinWeek(history, today);
    const keptOff = keptOffByVariety(history, today);
    const target = sumTargets(day.slots.map((s) => s.target));
    const fixedCarbs = (request.alreadyPlanned ?? [])
      .filter((m) => m.date === day.date)
      .reduce((sum, m) => sum + m.nutrients.carbs, 0);
    const carbRoom = carbCapGrams(preferences.carbStyle, day.dailyKcal ?? target.kcal) - fixedCarbs;
    const fits = (r: Recipe) => r.perPortion.carbs * grid.min <= carbRoom + 1e-9;
    // Variety at its strictest, then one use more in the window, then only the repeat cost.
    const keptOffAt = [keptOff, usedAtLeast(uses, MOST_USES_PER_WEEK + 1), new Set<string>()];
    const candidatesOf = (level: number) =>
      day.slots.map((slot) =>
        varietyCandidates(eligible(slot.mealType), keptOffAt[level]!, fits).map((recipe) => ({
          recipe,
          preference: preferenceCost(uses.get(recipe.id) ?? 0, favourites.has(recipe.id), preferred(recipe)),
        })),
      );
    const candidatesAt = keptOffAt.map((_, level) => candidatesOf(level));
    const solve = (level: number, withSide = false, base?: PlannedDay) => {
      const side = withSide && base ? additionSlot(day, base) : null;
      const slots = side ? [...day.slots, side] : day.slots;
      // With a side, every meal is searched again with it: the side's target (the gap) only shortlists sides.
      const candidates = [...candidatesAt[level]!];
      if (side) candidates.push(additionsOf(eligible('SNACK'), keptOffAt[level]!, uses, preferred));
      const outcomes = solveDay(
        { slots, candidates, target, carbRoom, grid },
        mulberry32(deriveSeed(request.seed, day.date)),
        // After a miss of the same targets, the first attempt explores less and the later ones only refine.
        missedBefore ? { restarts: base ? 0 : SEARCH.afterMiss } : {},
      );
      return assembleDay({ ...day, slots }, keepCarbCap(outcomes, carbRoom, grid), target, day.slots.length);
    };
    // Accuracy comes before variety, and a side before a repeat: a day the varied recipes cannot
    // bring within the bands first gets a side, then may repeat a recipe (at its repeat cost), then
    // both. A looser level whose candidates are those of the level before is not searched again.
    let planned = solve(0);
    const sameAsBefore = (level: number) =>
      candidatesAt[level]!.every((list, i) => list.length === candidatesAt[level - 1]![i]!.length);
    const attempts: { level: number; side: boolean }[] = [
      { level: 0, side: true },
      ...keptOffAt.slice(1).map((_, k) => ({ level: k + 1, side: false })),
      { level: keptOffAt.length - 1, side: true },
    ];
    let searchedLevel = 0;
    for (const attempt of attempts) {
      if (onTarget(planned)) break;
      if (attempt.side && day.slots.length === 0) continue;
      if (!attempt.side) {
        if (sameAsBefore(attempt.level)) continue;
        searchedLevel = attempt.level;
      } else if (attempt.level > 0 && searchedLevel === 0) continue;
      const next = solve(attempt.level, attempt.side, planned);
      if (score(next) > score(planned)) planned = next;
    }
    if (onTarget(planned)) missed.delete(targetsKey);
    else missed.add(targetsKey);
    for (const meal of planned.meals) history.push({ day: today, recipeId: meal.recipeId });
    days.push(planned);
  }
  return { days };
}

/**
 * A slot's recipes once variety has had its say: those it keeps off the day are left out while at
 * least `VARIETY_FLOOR` others remain (enough for the search to still hit the targets); a narrow
 * catalogue (a vegan keto person, say) gets every eligible recipe back, repeats then cost as before.
 */
const VARIETY_FLOOR = 4;
function varietyCandidates(
  eligible: readonly Recipe[],
  keptOff: ReadonlySet<string>,
  fits: (recipe: Recipe) => boolean,
): readonly Recipe[] {
  const varied = eligible.filter((r) => !keptOff.has(r.id));
  const floor = Math.min(VARIETY_FLOOR, eligible.filter(fits).length);
  return varied.filter(fits).length >= floor ? varied : eligible;
}

/** An addition is a small snack recipe; a larger one would be a meal of its own. */
export const ADDITION_MAX_KCAL = 300;

/**
 * The way a dietitian closes a gap the main recipes leave: one side (a snack recipe of at most
 * `ADDITION_MAX_KCAL` a portion) served with the day's largest meal, every portion refitted with
 * it. It has no share of the day of its own; its target, used to shortlist sides, is the gap.
 */
function additionSlot(day: DayRequest, base: PlannedDay): DayRequest['slots'][number] | null {
  const host = [...day.slots].sort((a, b) => b.target.kcal - a.target.kcal)[0];
  if (!host) return null;
  const gap = (k: 'kcal' | 'protein' | 'carbs' | 'fat') => Math.max(0, base.target[k] - base.totals[k]);
  return {
    slotId: host.slotId,
    mealMoment: host.mealMoment,
    mealType: 'SNACK',
    target: { kcal: Math.max(gap('kcal'), 100), protein: gap('protein'), carbs: gap('carbs'), fat: gap('fat') },
    side: true,
  };
}

/** The sides an addition may be: small snack recipes the hard rules and variety allow. */
function additionsOf(
  snacks: readonly Recipe[],
  keptOff: ReadonlySet<string>,
  uses: ReadonlyMap<string, number>,
  preferred: (recipe: Recipe) => boolean,
): Candidate[] {
  return snacks
    .filter((r) => r.perPortion.kcal <= ADDITION_MAX_KCAL && !keptOff.has(r.id))
    .map((recipe) => ({ recipe, preference: preferenceCost(uses.get(recipe.id) ?? 0, false, preferred(recipe)) }));
}

const onTarget = (day: PlannedDay) => day.withinKcal5pct && day.withinMacros10pct;
/** Filled slots first, then kcal within its band, then the macros. */
const score = (day: PlannedDay) =>
  day.meals.filter((m) => !m.addition).length * 4 + Number(day.withinKcal5pct) * 2 + Number(day.withinMacros10pct);

/** Turns a day's outcomes into meals with their nutrients, and measures the day against its target. */
export function assembleDay(
  day: DayRequest,
  outcomes: readonly SlotOutcome[],
  target: PlannedDay['target'],
  mainSlots = day.slots.length,
): PlannedDay {
  const meals: PlannedMeal[] = [];
  const unfilled: UnfilledSlot[] = [];
  outcomes.forEach((outcome, i) => {
    const slotId = day.slots[i]!.slotId;
    const addition = i >= mainSlots;
    // An addition nobody could serve is no gap in the plan: the slot's meal is there.
    if ('unfilled' in outcome) {
      if (!addition) unfilled.push({ slotId, reason: outcome.unfilled });
    } else
      meals.push({
        slotId,
        recipeId: outcome.recipe.id,
        portionsMultiplier: outcome.multiplier,
        nutrients: scaleNutrients(outcome.recipe.perPortion, outcome.multiplier),
        ...(addition ? { addition: true as const } : {}),
      });
  });
  const totals = sumNutrients(meals.map((m) => m.nutrients));
  return {
    date: day.date,
    meals,
    unfilled,
    totals,
    target,
    withinKcal5pct: withinBand(totals.kcal, target.kcal, BANDS_REPORTED.kcal),
    withinMacros10pct: (['protein', 'carbs', 'fat'] as const).every((k) =>
      withinBand(totals[k], target[k], BANDS_REPORTED.macro),
    ),
  };
}

/**
 * The last guard of the carb cap, whatever the search returned: shrink the most carb-heavy meal that can
 * still shrink, one grid step at a time, and when every meal is at its smallest portion, leave the
 * most carb-heavy slot empty. The search's penalty makes this rare; it is here so a plan never breaks the cap.
 */
export function keepCarbCap(outcomes: readonly SlotOutcome[], carbRoom: number, grid: PortionGrid): SlotOutcome[] {
  const result = [...outcomes];
  const carbsOf = (o: SlotOutcome) => (isFilled(o) ? o.recipe.perPortion.carbs * o.multiplier : 0);
  const total = () => result.reduce((sum, o) => sum + carbsOf(o), 0);
  while (total() > carbRoom + 1e-9) {
    const byCarbs = result
      .flatMap((o, i) => (isFilled(o) && carbsOf(o) > 0 ? [{ o, i }] : []))
      .sort((a, b) => carbsOf(b.o) - carbsOf(a.o));
    const heaviest = byCarbs[0];
    if (!heaviest) break;
    const shrinkable = byCarbs.find(({ o }) => o.multiplier > grid.min + 1e-9);
    if (shrinkable) result[shrinkable.i] = { ...shrinkable.o, multiplier: shrinkable.o.multiplier - grid.step };
    else result[heaviest.i] = { unfilled: 'CARB_CAP' };
  }
  return result;
}

const isFilled = (o: SlotOutcome): o is Extract<SlotOutcome, { recipe: unknown }> => !('unfilled' in o);
