import {
  ADDITION_MAX_KCAL,
  carbCapGrams,
  eligibleRecipes,
  PORTION_GRID,
  type DayRequest,
  type PlanRequest,
} from '../../../src/core/planner';

/**
 * A proof that the catalogue cannot meet a day, whatever the search: a dynamic programme over the
 * slots, over every eligible recipe at every grid portion or nothing, on states (day kcal in 20-kcal buckets,
 * day protein in 4 g buckets) keeping the least and most carbs and fat that reach each state.
 * States past the bands' upper ends are dropped (amounts only grow). If no state within the bands
 * (widened by the bucket rounding) also reaches the carbs and fat bands, no plan can meet the day;
 * for kcal alone, the same with only the carb cap. A relaxation (it ignores variety and that carbs
 * and fat come from the same choice), so it never calls a reachable day unreachable.
 */
const BUCKET = { kcal: 20, protein: 4 } as const;
const reachCache = new Map<string, { kcal: boolean; both: boolean }>();
const catalogueIds = new Map<readonly unknown[], number>();
export function outOfReach(request: PlanRequest, day: DayRequest): { kcal: boolean; both: boolean } {
  if (!catalogueIds.has(request.recipes)) catalogueIds.set(request.recipes, catalogueIds.size);
  const key = JSON.stringify([
    catalogueIds.get(request.recipes),
    request.portionGrid,
    request.preferences,
    day.slots,
    day.dailyKcal,
  ]);
  const known = reachCache.get(key);
  if (known) return known;
  const t = day.slots.reduce(
    (a, s) => ({
      kcal: a.kcal + s.target.kcal,
      protein: a.protein + s.target.protein,
      carbs: a.carbs + s.target.carbs,
      fat: a.fat + s.target.fat,
    }),
    { kcal: 0, protein: 0, carbs: 0, fat: 0 },
  );
  const cap = carbCapGrams(request.preferences.carbStyle, day.dailyKcal ?? t.kcal);
  const n = day.slots.length + 1;
  const kcalOnly = reachable(
    request,
    day,
    { kcal: [0.95 * t.kcal, 1.05 * t.kcal], protein: [0, Infinity], carbs: [0, cap], fat: [0, Infinity] },
    n,
  );
  const both = reachable(
    request,
    day,
    {
      kcal: [0.95 * t.kcal, 1.05 * t.kcal],
      protein: [0.9 * t.protein, 1.1 * t.protein],
      carbs: [0.9 * t.carbs, Math.min(1.1 * t.carbs, cap)],
      fat: [0.9 * t.fat, 1.1 * t.fat],
    },
    n,
  );
  const verdict = { kcal: !kcalOnly, both: !both };
  reachCache.set(key, verdict);
  return verdict;
}

type Band = readonly [number, number];
function reachable(
  request: PlanRequest,
  day: DayRequest,
  band: { kcal: Band; protein: Band; carbs: Band; fat: Band },
  n: number,
): boolean {
  const g = request.portionGrid ?? PORTION_GRID;
  const grid = Array.from({ length: Math.round((g.max - g.min) / g.step) + 1 }, (_, i) => g.min + g.step * i);
  const kMax = Math.floor(band.kcal[1] / BUCKET.kcal) + 1;
  const pMax = Number.isFinite(band.protein[1]) ? Math.floor(band.protein[1] / BUCKET.protein) + 1 : 0;
  const protein = (v: number) => (pMax === 0 ? 0 : Math.floor(v / BUCKET.protein));
  const size = (kMax + 1) * (pMax + 1);
  const fresh = () => ({
    cMin: new Float64Array(size).fill(Infinity),
    cMax: new Float64Array(size).fill(-Infinity),
    fMin: new Float64Array(size).fill(Infinity),
    fMax: new Float64Array(size).fill(-Infinity),
  });
  let s = fresh();
  [s.cMin[0], s.cMax[0], s.fMin[0], s.fMax[0]] = [0, 0, 0, 0];
  // The planner may serve one side with a meal (a small snack recipe), so the DP has a stage for it.
  const stages = [
    ...day.slots.map((slot) => ({ mealType: slot.mealType, maxKcal: Infinity })),
    { mealType: 'SNACK' as const, maxKcal: ADDITION_MAX_KCAL },
  ];
  for (const stage of stages) {
    // A planner may leave a slot empty (nothing eligible, or the carb cap), so empty is an option too.
    const options = [
      { k: 0, p: 0, c: 0, f: 0 },
      ...eligibleRecipes(request.recipes, request.preferences, stage.mealType)
        .filter((r) => r.perPortion.kcal <= stage.maxKcal)
        .flatMap((r) =>
          grid.map((m) => ({
            k: Math.floor((r.perPortion.kcal * m) / BUCKET.kcal),
            p: protein(r.perPortion.protein * m),
            c: r.perPortion.carbs * m,
            f: r.perPortion.fat * m,
          })),
        ),
    ];
    const next = fresh();
    for (let k = 0; k <= kMax; k += 1) {
      for (let p = 0; p <= pMax; p += 1) {
        const i = k * (pMax + 1) + p;
        if (s.cMin[i] === Infinity) continue;
        for (const o of options) {
          const [nk, np] = [k + o.k, p + o.p];
          if (nk > kMax || np > pMax) continue;
          const j = nk * (pMax + 1) + np;
          next.cMin[j] = Math.min(next.cMin[j]!, s.cMin[i]! + o.c);
          next.cMax[j] = Math.max(next.cMax[j]!, s.cMax[i]! + o.c);
          next.fMin[j] = Math.min(next.fMin[j]!, s.fMin[i]! + o.f);
          next.fMax[j] = Math.max(next.fMax[j]!, s.fMax[i]! + o.f);
        }
      }
    }
    s = next;
  }
  // Each slot floors its bucket, so a true total lies up to n buckets above its state's bucket.
  const kFrom = Math.floor((band.kcal[0] - n * BUCKET.kcal) / BUCKET.kcal);
  const pFrom = pMax === 0 ? 0 : Math.floor((band.protein[0] - n * BUCKET.protein) / BUCKET.protein);
  for (let k = Math.max(0, kFrom); k <= kMax; k += 1) {
    for (let p = Math.max(0, pFrom); p <= pMax; p += 1) {
      const i = k * (pMax + 1) + p;
      if (
        s.cMin[i]! <= band.carbs[1] + 1e-9 &&
        s.cMax[i]! >= band.carbs[0] - 1e-9 &&
        s.fMin[i]! <= band.fat[1] + 1e-9 &&
        s.fMax[i]! >= band.fat[0] - 1e-9
      )
        return true;
    }
  }
  return false;
}
