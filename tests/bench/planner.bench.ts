// Planner quality and speed over people drawn to cover the hard cases (tests/bench/planner/people.ts),
// judged by a judge of its own (tests/bench/planner/judge.ts), with the goals of issue 19 beside
// each figure. Run: npx tsx tests/bench/planner.bench.ts [people]. Seeded: same plans every run.
import { cpuUsage } from 'node:process';
import type { Recipe } from '../../src/core/catalogue/recipe';
import { planDays, WHOLE_SERVINGS_GRID, type PlanRequest } from '../../src/core/planner';
import { loadSrFoods } from '../../server/catalogue/sources';
import { loadCatalogue } from '../unit/planner/fixtures';
import { judgeOf } from './planner/judge';
import { benchPerson } from './planner/people';
import { outOfReach } from './planner/reach';

const PEOPLE = Number(process.argv[2] ?? 240);
const DAYS = 7;

interface Group {
  days: number;
  kcal5: number;
  macros10: number;
}
interface Tally {
  days: number;
  kcal5: number;
  macros10: number;
  reachableKcal: number;
  reachableKcal5: number;
  reachableBoth: number;
  reachableMacros10: number;
  violations: string[];
  emptySlots: number;
  daysWithEmptySlot: number;
  daysWithAddition: number;
  distinct: number[];
  mostUses: number[];
  weeksWithBackToBack: number;
  weeks3plus: number;
  cpuMs: number[];
  byPlan: Map<string, Group>;
  byDiet: Map<string, Group>;
  byMeals: Map<string, Group>;
}
const tally = (): Tally => ({
  days: 0,
  kcal5: 0,
  macros10: 0,
  reachableKcal: 0,
  reachableKcal5: 0,
  reachableBoth: 0,
  reachableMacros10: 0,
  violations: [],
  emptySlots: 0,
  daysWithEmptySlot: 0,
  daysWithAddition: 0,
  distinct: [],
  mostUses: [],
  weeksWithBackToBack: 0,
  weeks3plus: 0,
  cpuMs: [],
  byPlan: new Map(),
  byDiet: new Map(),
  byMeals: new Map(),
});

const judge = judgeOf(loadSrFoods().rows);
const within = (actual: number, target: number, band: number) => Math.abs(actual - target) <= band * target + 1e-9;

function record(t: Tally, request: PlanRequest, labels: { plan: string; diet: string; meals: string }) {
  const start = cpuUsage();
  const result = planDays(request);
  const used = cpuUsage(start);
  t.cpuMs.push((used.user + used.system) / 1000);
  t.violations.push(...judge.violations(request, result));
  const recipes = new Map<string, Recipe>(request.recipes.map((r) => [r.id, r]));
  const usesByRecipe = new Map<string, number[]>();
  result.days.forEach((day, d) => {
    const dayRequest = request.days[d]!;
    const target = dayRequest.slots.reduce(
      (a, s) => ({
        kcal: a.kcal + s.target.kcal,
        protein: a.protein + s.target.protein,
        carbs: a.carbs + s.target.carbs,
        fat: a.fat + s.target.fat,
      }),
      { kcal: 0, protein: 0, carbs: 0, fat: 0 },
    );
    const totals = { kcal: 0, protein: 0, carbs: 0, fat: 0 };
    for (const meal of day.meals) {
      const n = judge.nutrients(recipes.get(meal.recipeId)!, meal.portionsMultiplier);
      for (const k of ['kcal', 'protein', 'carbs', 'fat'] as const) totals[k] += n[k];
      usesByRecipe.set(meal.recipeId, [...(usesByRecipe.get(meal.recipeId) ?? []), d]);
    }
    const kcal5 = within(totals.kcal, target.kcal, 0.05);
    const macros10 = (['protein', 'carbs', 'fat'] as const).every((k) => within(totals[k], target[k], 0.1));
    t.days += 1;
    t.kcal5 += Number(kcal5);
    t.macros10 += Number(macros10);
    const reach = outOfReach(request, dayRequest);
    if (day.meals.some((m) => m.addition)) t.daysWithAddition += 1;
    if (!reach.kcal) {
      t.reachableKcal += 1;
      t.reachableKcal5 += Number(kcal5);
    }
    if (!reach.both) {
      t.reachableBoth += 1;
      t.reachableMacros10 += Number(macros10);
    }
    const emptySlots = dayRequest.slots.length - day.meals.filter((m) => !m.addition).length;
    t.emptySlots += emptySlots;
    t.daysWithEmptySlot += Number(emptySlots > 0);
    for (const [map, key] of [
      [t.byPlan, labels.plan],
      [t.byDiet, labels.diet],
      [t.byMeals, labels.meals],
    ] as const) {
      const g = map.get(key) ?? { days: 0, kcal5: 0, macros10: 0 };
      map.set(key, { days: g.days + 1, kcal5: g.kcal5 + Number(kcal5), macros10: g.macros10 + Number(macros10) });
    }
  });
  if (request.days[0]!.slots.length >= 3) {
    t.weeks3plus += 1;
    t.distinct.push(usesByRecipe.size);
  }
  t.mostUses.push(Math.max(0, ...[...usesByRecipe.values()].map((days) => days.length)));
  if ([...usesByRecipe.values()].some((days) => days.some((d, i) => i > 0 && d - days[i - 1]! === 1)))
    t.weeksWithBackToBack += 1;
}

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const share = (n: number, of: number) => (of === 0 ? '  n/a' : `${((100 * n) / of).toFixed(1).padStart(5)}%`);
const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(46)} ${value.padEnd(26)} ${goal ? `goal ${goal}` : ''}`);

function report(name: string, t: Tally) {
  console.log(`\n${name}`);
  line('days within 5% kcal', `${share(t.kcal5, t.days)} of ${t.days}`);
  line(
    '  of days the catalogue can reach',
    `${share(t.reachableKcal5, t.reachableKcal)} of ${t.reachableKcal}`,
    '>= 98%',
  );
  line('days with P, C and F each within 10%', `${share(t.macros10, t.days)}`);
  line(
    '  of days the catalogue can reach',
    `${share(t.reachableMacros10, t.reachableBoth)} of ${t.reachableBoth}`,
    '>= 90%',
  );
  line('hard-rule violations (independent judge)', String(t.violations.length), '0');
  for (const v of [...new Set(t.violations)].slice(0, 8)) console.log(`      ${v}`);
  line('days with a side added to a meal', share(t.daysWithAddition, t.days));
  line('empty slots / days with one', `${t.emptySlots} / ${share(t.daysWithEmptySlot, t.days)}`);
  line(
    'distinct recipes a week, 3+ meals a day: p5, p50',
    `${percentile(t.distinct, 5)}, ${percentile(t.distinct, 50)}`,
  );
  line('  weeks with at least 10', share(t.distinct.filter((n) => n >= 10).length, t.weeks3plus), '>= 95%');
  line(
    'most uses of one recipe a week: p50, p95, max',
    `${percentile(t.mostUses, 50)}, ${percentile(t.mostUses, 95)}, ${Math.max(...t.mostUses)}`,
  );
  line('weeks with a recipe on consecutive days', share(t.weeksWithBackToBack, t.mostUses.length));
  line(
    `CPU ms to plan ${DAYS} days: p5, p50, p95`,
    `${percentile(t.cpuMs, 5).toFixed(1)}, ${percentile(t.cpuMs, 50).toFixed(1)}, ${percentile(t.cpuMs, 95).toFixed(1)}`,
    'p95 <= 100 ms',
  );
  for (const [title, groups] of [
    ['plan type', t.byPlan],
    ['diet', t.byDiet],
    ['meals a day', t.byMeals],
  ] as const) {
    console.log(`  by ${title} (days: within 5% kcal, macros within 10%)`);
    for (const [key, g] of [...groups].sort())
      console.log(
        `    ${key.padEnd(20)} ${String(g.days).padStart(5)}  ${share(g.kcal5, g.days)}  ${share(g.macros10, g.days)}`,
      );
  }
}

const { recipes, simple } = loadCatalogue();
const full = tally();
const simpleTally = tally();
// Warm up the JIT so the first people's times are not compile times.
for (let i = 0; i < 5; i += 1) planDays(benchPerson(10_000 + i, recipes, '2026-03-02', DAYS).request);
for (let p = 1; p <= PEOPLE; p += 1) {
  const person = benchPerson(p, recipes, '2026-03-02', DAYS);
  const labels = { plan: person.planType, diet: person.diet, meals: String(person.moments.length) };
  record(full, person.request, labels);
  record(simpleTally, { ...person.request, recipes: simple, portionGrid: WHOLE_SERVINGS_GRID }, labels);
}
console.log(
  `Planner bench: ${PEOPLE} people x ${DAYS} days; ${recipes.length} recipes, ${simple.length} simple recipes (goals: issue 19)`,
);
report('planner, full recipes', full);
report('planner, simple recipes in whole servings', simpleTally);
if (process.env.BENCH_VIOLATIONS)
  for (const v of [...new Set([...full.violations, ...simpleTally.violations])].sort()) console.log(v);
