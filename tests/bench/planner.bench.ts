// Planner quality and speed over generated profiles, against a greedy baseline.
// Run: npx tsx tests/bench/planner.bench.ts [profiles]   Prints figures; asserts nothing (the
// hard-rule check is a vitest test: tests/unit/planner/generated.test.ts). Seeded: same figures every run.
import { performance } from 'node:perf_hooks';
import {
  carbCapGrams,
  eligibleRecipes,
  greedyPlan,
  hardRuleViolations,
  planDays,
  PORTION_GRID,
  WHOLE_SERVINGS_GRID,
  type DayRequest,
  type PlanRequest,
  type PlanResult,
} from '../../src/core/planner';
import { generatedCase, loadCatalogue } from '../unit/planner/fixtures';

const PROFILES = Number(process.argv[2] ?? 240);
const DAYS = 7;

type Runner = (request: PlanRequest) => PlanResult;

interface Tally {
  days: number;
  mealsNearSlot: number;
  kcal5: number;
  macros10: number;
  both: number;
  absErr: { kcal: number; protein: number; carbs: number; fat: number };
  violations: number;
  unfilled: Map<string, number>;
  distinctPerWeek: number;
  meals: number;
  ms: number[];
  missesBy: Map<string, { days: number; misses: number }>;
  kcalMissOutOfReach: number;
  bothMissOutOfReach: number;
}

const emptyTally = (): Tally => ({
  days: 0,
  kcal5: 0,
  macros10: 0,
  both: 0,
  absErr: { kcal: 0, protein: 0, carbs: 0, fat: 0 },
  violations: 0,
  unfilled: new Map(),
  distinctPerWeek: 0,
  meals: 0,
  mealsNearSlot: 0,
  ms: [],
  missesBy: new Map(),
  kcalMissOutOfReach: 0,
  bothMissOutOfReach: 0,
});

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
function outOfReach(request: PlanRequest, day: DayRequest): { kcal: boolean; both: boolean } {
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
  const n = day.slots.length;
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
  for (const slot of day.slots) {
    // A planner may leave a slot empty (nothing eligible, or the carb cap), so empty is an option too.
    const options = [
      { k: 0, p: 0, c: 0, f: 0 },
      ...eligibleRecipes(request.recipes, request.preferences, slot.mealType).flatMap((r) =>
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

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

function run(runner: Runner, request: PlanRequest, tally: Tally, group: string) {
  const started = performance.now();
  const result = runner(request);
  tally.ms.push(performance.now() - started);
  tally.violations += hardRuleViolations(request, result).length;
  const recipesThisWeek = new Set<string>();
  result.days.forEach((day, d) => {
    tally.days += 1;
    if (!day.withinKcal5pct || !day.withinMacros10pct) {
      const reach = outOfReach(request, request.days[d]!);
      if (!day.withinKcal5pct && reach.kcal) tally.kcalMissOutOfReach += 1;
      if (reach.both) tally.bothMissOutOfReach += 1;
    }
    tally.kcal5 += day.withinKcal5pct ? 1 : 0;
    tally.macros10 += day.withinMacros10pct ? 1 : 0;
    tally.both += day.withinKcal5pct && day.withinMacros10pct ? 1 : 0;
    for (const k of ['kcal', 'protein', 'carbs', 'fat'] as const)
      tally.absErr[k] += Math.abs(day.totals[k] - day.target[k]);
    for (const u of day.unfilled) bump(tally.unfilled, u.reason);
    for (const m of day.meals) recipesThisWeek.add(m.recipeId);
    for (const m of day.meals) {
      const slot = request.days[d]!.slots.find((s) => s.slotId === m.slotId)!;
      if (Math.abs(m.nutrients.kcal - slot.target.kcal) <= 0.3 * slot.target.kcal) tally.mealsNearSlot += 1;
    }
    tally.meals += day.meals.length;
    const g = tally.missesBy.get(group) ?? { days: 0, misses: 0 };
    tally.missesBy.set(group, { days: g.days + 1, misses: g.misses + (day.withinKcal5pct ? 0 : 1) });
  });
  tally.distinctPerWeek += recipesThisWeek.size;
}

function report(name: string, t: Tally, profiles: number) {
  const mae = (k: keyof Tally['absErr']) => (t.absErr[k] / t.days).toFixed(k === 'kcal' ? 0 : 1);
  console.log(`\n${name}`);
  console.log(`  days within 5% kcal:          ${pct(t.kcal5, t.days)}  (${t.days - t.kcal5} of ${t.days} days miss)`);
  console.log(`  days with P, C, F within 10%: ${pct(t.macros10, t.days)}`);
  console.log(`  days with both:               ${pct(t.both, t.days)}`);
  console.log(
    `  misses the catalogue provably cannot meet: kcal ${t.kcalMissOutOfReach} of ${t.days - t.kcal5}, kcal+macros ${t.bothMissOutOfReach} of ${t.days - t.both}`,
  );
  console.log(
    `  MAE per day:                  kcal ${mae('kcal')}, protein ${mae('protein')} g, carbs ${mae('carbs')} g, fat ${mae('fat')} g`,
  );
  console.log(`  meals within 30% of their slot's kcal: ${pct(t.mealsNearSlot, t.meals)}`);
  console.log(`  hard-rule violations:         ${t.violations}`);
  console.log(`  unfilled slots:               ${[...t.unfilled].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`);
  console.log(
    `  distinct recipes per week:    ${(t.distinctPerWeek / profiles).toFixed(1)} (of ${(t.meals / profiles).toFixed(1)} meals)`,
  );
  console.log(
    `  ms to plan ${DAYS} days:            p50 ${percentile(t.ms, 50).toFixed(1)}, p95 ${percentile(t.ms, 95).toFixed(1)}, max ${Math.max(...t.ms).toFixed(1)}`,
  );
}

const { recipes, simple } = loadCatalogue();
const runners: [string, Runner][] = [
  ['planner (planDays)', planDays],
  ['greedy, one portion (greedyPlan)', (r) => greedyPlan(r)],
  ['greedy, each slot scaled alone (greedyPlan scalePerSlot)', (r) => greedyPlan(r, { scalePerSlot: true })],
];
/** The same people on the simple-recipe catalogue, in whole servings (auto-plan simple recipes). */
const simpleRunners: [string, Runner][] = [
  ['planner, simple recipes in whole servings', planDays],
  ['greedy, simple recipes, one serving', (r) => greedyPlan(r)],
];
const all = [...runners, ...simpleRunners];
const tallies = all.map(() => emptyTally());
// Warm up the JIT so the first profiles' times are not compile times.
for (let i = 0; i < 5; i += 1) planDays(generatedCase(10_000 + i, recipes, '2026-03-02', DAYS).request);
for (let p = 0; p < PROFILES; p += 1) {
  const { request } = generatedCase(p + 1, recipes, '2026-03-02', DAYS);
  const group = `${request.preferences.carbStyle} / ${request.preferences.diet}`;
  all.forEach(([, runner], i) =>
    run(
      runner,
      i < runners.length ? request : { ...request, recipes: simple, portionGrid: WHOLE_SERVINGS_GRID },
      tallies[i]!,
      group,
    ),
  );
}
console.log(
  `Planner bench: ${PROFILES} generated profiles x ${DAYS} days; ${recipes.length} recipes, ${simple.length} simple recipes`,
);
all.forEach(([name], i) => report(name, tallies[i]!, PROFILES));
console.log('\nplanner days missing 5% kcal, by carb style / diet (groups with misses):');
for (const [group, g] of [...tallies[0]!.missesBy].sort())
  if (g.misses > 0) console.log(`  ${group.padEnd(32)} ${g.misses} of ${g.days}`);
