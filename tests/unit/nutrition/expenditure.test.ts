import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyTargets,
  dailyTargetsAt,
  energyExpenditure,
  estimateExpenditure,
  MAX_EXPENDITURE_KCAL,
  MAX_WEEKLY_CHANGE_KCAL,
  MIN_DAILY_KCAL,
  MIN_EXPENDITURE_KCAL,
} from '../../../src/core/nutrition';
import { profile } from './fixtures';
import { dateAfter, history, uniformNoise, type HistoryOptions } from './histories';

const FORMULA = 2200;
const twelveWeeks = (options: Omit<HistoryOptions, 'days'>) => history({ days: 84, ...options });
const estimate = (h: ReturnType<typeof history>, formulaKcal = FORMULA) => estimateExpenditure({ ...h, formulaKcal });

describe('the estimate on synthetic histories (true expenditure known, formula 2,200 kcal)', () => {
  // [name, history, truth, estimate after 6 weeks within, after 12 weeks within]
  it.each([
    [
      'steady: 80 kg, eats 2,500, burns 2,500',
      twelveWeeks({ startKg: 80, expenditure: () => 2500, intake: () => 2500 }),
      2500,
    ],
    [
      'losing: eats 2,100, burns 2,600 (0.45 kg a week)',
      twelveWeeks({ startKg: 90, expenditure: () => 2600, intake: () => 2100 }),
      2600,
    ],
    [
      'gaining: eats 2,700, burns 2,300',
      twelveWeeks({ startKg: 70, expenditure: () => 2300, intake: () => 2700 }),
      2300,
    ],
    [
      'gaps: 4 days of 7 logged, weighed every third day, losing',
      twelveWeeks({
        startKg: 85,
        expenditure: () => 2500,
        intake: () => 2000,
        logged: (d) => d % 7 < 4,
        weighed: (d) => d % 3 === 0,
      }),
      2500,
    ],
    [
      'noisy: +-1 kg a day on the scale',
      twelveWeeks({ startKg: 80, expenditure: () => 2500, intake: () => 2500, noise: uniformNoise(7, 1) }),
      2500,
    ],
  ] as const)('%s', (_name, h, truth) => {
    const { history: weeks, current } = estimate(h);
    // The first three weeks have no full window: the formula.
    expect(weeks.slice(0, 3).every((w) => w.source === 'FORMULA' && w.kcal === FORMULA)).toBe(true);
    expect(weeks[3]!.source).toBe('ADAPTIVE');
    // The first reading moves at most 150 kcal from the formula, towards the truth.
    expect(Math.abs(weeks[3]!.kcal - FORMULA)).toBeLessThanOrEqual(MAX_WEEKLY_CHANGE_KCAL);
    expect(weeks[3]!.kcal).toBeGreaterThan(FORMULA);
    // After twelve weeks, near the truth.
    expect(Math.abs(current.kcal - truth)).toBeLessThanOrEqual(100);
  });

  it('reads the window: average intake of logged days, the trend change, the days counted', () => {
    const h = twelveWeeks({ startKg: 90, expenditure: () => 2600, intake: () => 2100 });
    const { reading } = estimate(h).current;
    expect(reading).not.toBeNull();
    expect(reading!.averageIntakeKcal).toBe(2100);
    expect(reading!.loggedDays).toBe(28);
    expect(reading!.weighIns).toBe(28);
    // 500 kcal a day under for 28 days: 14,000 kcal, 1.82 kg; the trend's change is that once it has settled.
    expect(reading!.trendChangeKg).toBeCloseTo(-(500 * 28) / 7700, 1);
    expect(reading!.kcal).toBeCloseTo(2100 + (-reading!.trendChangeKg * 7700) / 28, 6);
    expect(reading!.to).toBe(h.asOf);
    expect(reading!.from).toBe(dateAfter(h.asOf, -27));
  });

  it('gives the trend weight beside each week: the scale weight on a steady body, none before the first weigh-in', () => {
    const h = twelveWeeks({ startKg: 80, expenditure: () => 2500, intake: () => 2500, weighed: (d) => d >= 10 });
    const { history: weeks } = estimate(h);
    expect(weeks[0]!.trendKg).toBeNull();
    expect(weeks.at(-1)!.trendKg).toBeCloseTo(80, 6);
  });

  it('too few logged days or weigh-ins keep the formula', () => {
    const weekly = twelveWeeks({
      startKg: 80,
      expenditure: () => 2500,
      intake: () => 2500,
      logged: (d) => d % 7 === 0,
    });
    expect(estimate(weekly).current).toMatchObject({ source: 'FORMULA', kcal: FORMULA, loggedDays: 4 });
    const rarelyWeighed = twelveWeeks({
      startKg: 80,
      expenditure: () => 2500,
      intake: () => 2500,
      weighed: (d) => d % 7 === 0,
    });
    expect(estimate(rarelyWeighed).current).toMatchObject({ source: 'FORMULA', weighIns: 4 });
  });

  it('after eight weeks without data the estimate drifts back to the formula, never by a jump', () => {
    const h = twelveWeeks({ startKg: 80, expenditure: () => 2600, intake: () => 2600 });
    const later = dateAfter(h.asOf, 7 * 20);
    const { history: weeks, current } = estimateExpenditure({ ...h, asOf: later, formulaKcal: FORMULA });
    expect(current).toMatchObject({ source: 'FORMULA', kcal: FORMULA });
    weeks.slice(1).forEach((w, i) => expect(Math.abs(w.kcal - weeks[i]!.kcal)).toBeLessThanOrEqual(150));
  });
});

describe('targets on the estimate', () => {
  it('the weekly goal deficit is applied to the estimate, never below 1,250 kcal', () => {
    const losing = profile({ goal: 'LOSE_WEIGHT', weeklyChangeKg: 0.5 });
    expect(dailyTargetsAt(losing, 2600).kcal).toBe(2600 - 550);
    expect(dailyTargetsAt(losing, 1500).kcal).toBe(MIN_DAILY_KCAL);
    expect(dailyTargetsAt(losing, energyExpenditure(losing).total)).toEqual(dailyTargets(losing));
  });
});

const day = fc.integer({ min: 0, max: 200 });
const record = <T>(value: fc.Arbitrary<T>) => fc.record({ day, value });
const toDates = <T>(rows: { day: number; value: T }[]) =>
  rows.map((r) => ({ date: dateAfter('2026-01-01', r.day), value: r.value }));

describe('properties', () => {
  it('no data gives the formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_EXPENDITURE_KCAL, max: MAX_EXPENDITURE_KCAL }), day, (formulaKcal, d) => {
        const result = estimateExpenditure({ intake: [], weights: [], formulaKcal, asOf: dateAfter('2026-01-01', d) });
        expect(result.current).toMatchObject({ source: 'FORMULA', kcal: formulaKcal, reading: null });
        expect(result.history).toHaveLength(1);
      }),
    );
  });

  it('a steady weight at a steady intake converges to that intake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1400, max: 4500 }),
        fc.integer({ min: MIN_EXPENDITURE_KCAL, max: MAX_EXPENDITURE_KCAL }),
        fc.double({ min: 50, max: 150, noNaN: true }),
        (intake, formulaKcal, kg) => {
          const h = history({ days: 7 * 40, startKg: kg, expenditure: () => intake, intake: () => intake });
          expect(Math.abs(estimate(h, formulaKcal).current.kcal - intake)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('+-1 kg of scale noise a day moves the estimate little', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1600, max: 3500 }), fc.integer(), (intake, seed) => {
        const base = { days: 7 * 16, startKg: 80, expenditure: () => intake, intake: () => intake };
        const clean = estimate(history(base)).current.kcal;
        const noisy = estimate(history({ ...base, noise: uniformNoise(seed, 1) })).current.kcal;
        expect(Math.abs(noisy - clean)).toBeLessThanOrEqual(150);
      }),
      { numRuns: 100 },
    );
  });

  it('bounds hold whatever the data: 1,250 to 6,000 kcal, at most 150 kcal a week', () => {
    fc.assert(
      fc.property(
        fc.array(record(fc.double({ min: -100, max: 20_000 })), { maxLength: 200 }),
        fc.array(record(fc.double({ min: -5, max: 400 })), { maxLength: 200 }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        day,
        (intake, weights, formulaKcal, d) => {
          const { history: weeks } = estimateExpenditure({
            intake: toDates(intake).map(({ date, value }) => ({ date, kcal: value })),
            weights: toDates(weights).map(({ date, value }) => ({ date, kg: value })),
            formulaKcal,
            asOf: dateAfter('2026-01-01', d),
          });
          let previous = Math.round(Math.min(MAX_EXPENDITURE_KCAL, Math.max(MIN_EXPENDITURE_KCAL, formulaKcal)));
          for (const week of weeks) {
            expect(week.kcal).toBeGreaterThanOrEqual(MIN_EXPENDITURE_KCAL);
            expect(week.kcal).toBeLessThanOrEqual(MAX_EXPENDITURE_KCAL);
            expect(Math.abs(week.kcal - previous)).toBeLessThanOrEqual(MAX_WEEKLY_CHANGE_KCAL);
            previous = week.kcal;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
