/**
 * The adaptive expenditure estimate (issue 21) over three years of history: about 4,400 planned
 * meals (most marked eaten), quick adds and 1,000 weights, folded into the diary and progress
 * projections as a device holds them. Timed: the estimate from those read models (the days that
 * count, the weights, the weekly estimate from the first day on), and the estimator alone. Figures
 * are printed beside the goal, never asserted; what is asserted is that the result is what the
 * generated history says (an expenditure near the one it was built with).
 *
 *   npx tsx tests/bench/expenditure.bench.ts [runs]
 */
import { addDays, format } from 'date-fns';
import type { EventDraft, EventEnvelope } from '../../src/core/events';
import { estimateExpenditure } from '../../src/core/nutrition';
import { fold } from '../../src/core/projection';
import { expenditureOf, intakeDays, weighIns } from '../../src/features/checkIn/estimate';
import { DiaryItemMarked, MealPlanned, QuickAddLogged } from '../../src/features/diary/events';
import { diaryProjection } from '../../src/features/diary/projection';
import { MeasurementRecorded } from '../../src/features/progress/events';
import { progressProjection } from '../../src/features/progress/projection';

const RUNS = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
const GOAL_MS = 20;
const DAYS = 3 * 365;
/** The body the history is built from: it burns 2,450 kcal and eats about 2,200 on logged days. */
const TRUE_EXPENDITURE = 2450;
const FORMULA = 2200;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const spread = (values: number[]) => {
  const [p5, p50, p95] = [5, 50, 95].map((p) => percentile(values, p).toFixed(2));
  return `p5 ${p5}, p50 ${p50}, p95 ${p95} (goal < ${GOAL_MS}: ${percentile(values, 95) < GOAL_MS ? 'met' : 'MISSED'})`;
};
function timed(work: () => unknown): number[] {
  for (let i = 0; i < WARM_UP; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times;
}

/** A small deterministic generator (mulberry32), so every run builds the same history. */
let seed = 21;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const today = new Date();
const start = addDays(today, -(DAYS - 1));
const events: EventDraft[] = [];
let kg = 92;
let n = 0;
for (let d = 0; d < DAYS; d++) {
  const date = format(addDays(start, d), 'yyyy-MM-dd');
  let eaten = 0;
  const logged = random() > 0.12;
  for (const [mealMoment, kcal] of [
    ['BREAKFAST', 450],
    ['LUNCH', 650],
    ['DINNER', 800],
    ['AFTERNOON_SNACK', 300],
  ] as const) {
    const itemId = `meal-${n++}`;
    events.push(
      MealPlanned.draft({
        itemId,
        date,
        mealMoment,
        recipe: { kind: 'RECIPE', id: 'r1', name: { en: 'Stew', nl: 'Stoofpot' }, portions: 2, portionsMultiplier: 1 },
        nutrients: { kcal, protein: 30, fat: 20, carbohydrates: 60 },
        plannedBy: 'AUTO_PLAN',
      }),
    );
    if (logged && random() > 0.1) {
      events.push(DiaryItemMarked.draft({ itemId, status: 'EATEN' }));
      eaten += kcal;
    }
  }
  if (logged && random() < 0.3) {
    const kcal = 150 + Math.round(random() * 200);
    events.push(QuickAddLogged.draft({ itemId: `quick-${n++}`, date, mealMoment: 'SNACK', nutrients: { kcal } }));
    eaten += kcal;
  }
  if (random() < 0.9)
    events.push(
      MeasurementRecorded.draft({
        measurementId: `w-${d}`,
        type: 'WEIGHT',
        date,
        value: Math.round((kg + (random() - 0.5) * 1.5) * 100) / 100,
      }),
    );
  // The body: what was eaten (on unlogged days about the same) against what it burns.
  kg += ((logged ? eaten : 2200) - TRUE_EXPENDITURE) / 7700;
}
const envelopes: EventEnvelope[] = events.map((draft, i) => ({
  id: `bench-${i}`,
  stream: 'user:bench',
  type: draft.type,
  v: 1,
  payload: draft.payload,
  actor: 'user:bench',
  device: 'bench',
  deviceSeq: i + 1,
  at: `${format(today, 'yyyy-MM-dd')}T07:00:00.000Z`,
  seq: i + 1,
}));
const diary = fold(diaryProjection, envelopes);
const progress = fold(progressProjection, envelopes);
const todayIso = format(today, 'yyyy-MM-dd');
const result = expenditureOf(diary, progress, FORMULA, todayIso);
const days = intakeDays(diary, todayIso);
console.log(
  `Expenditure bench: ${envelopes.length.toLocaleString('en')} events over ${DAYS} days, ` +
    `${days.length} days that count, ${progress.byType.WEIGHT.length} weights, ${result.history.length} weekly estimates`,
);
if (result.current.source !== 'ADAPTIVE' || Math.abs(result.current.kcal - TRUE_EXPENDITURE) > 120)
  throw new Error(`the estimate ${result.current.kcal} (${result.current.source}) is not near ${TRUE_EXPENDITURE}`);
console.log(`  the estimate today: ${result.current.kcal} kcal (built with ${TRUE_EXPENDITURE}; formula ${FORMULA})`);

const inputs = { intake: days, weights: weighIns(progress), formulaKcal: FORMULA, asOf: todayIso };
console.log(`\nms, ${RUNS} runs after ${WARM_UP} warm-up runs (node):`);
console.log(
  `  ${'from the diary and progress read models:'.padEnd(48)} ${spread(timed(() => expenditureOf(diary, progress, FORMULA, todayIso)))}`,
);
console.log(
  `  ${'the estimator alone (estimateExpenditure):'.padEnd(48)} ${spread(timed(() => estimateExpenditure(inputs)))}`,
);
