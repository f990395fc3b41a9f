import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyDeficit,
  defaultEnergyBalance,
  lowestGoalWeightKg,
  MIN_DAILY_KCAL,
  normaliseGoal,
  targetKcal,
  weeklyGoalById,
  weeklyGoalFromChange,
  weeklyGoalOptions,
  type WeeklyGoalId,
} from '../../../src/core/nutrition';

describe('weekly goal energy', () => {
  it.each([
    // kcal per week / 7
    ['LOSE_0_25_KG_PER_WEEK', 0.25, 1925, 275],
    ['LOSE_0_5_KG_PER_WEEK', 0.5, 3850, 550],
    ['LOSE_0_75_KG_PER_WEEK', 0.75, 5775, 825],
    ['LOSE_1_KG_PER_WEEK', 1, 7700, 1100],
  ] as const)('%s: %s kg, %s kcal a week, %s kcal a day', (id, kg, week, day) => {
    const goal = weeklyGoalById(id);
    expect(goal.kgPerWeek).toBe(kg);
    expect(goal.kcalPerWeek).toBe(week);
    expect(dailyDeficit(goal)).toBe(day);
  });
});

describe('weekly goal options stay at or above 1250 kcal', () => {
  it.each<[number, number | undefined, WeeklyGoalId[]]>([
    [3000, undefined, ['LOSE_0_25_KG_PER_WEEK', 'LOSE_0_5_KG_PER_WEEK', 'LOSE_0_75_KG_PER_WEEK', 'LOSE_1_KG_PER_WEEK']], // lowest 3000 - 1100 = 1900
    [2000, undefined, ['LOSE_0_25_KG_PER_WEEK', 'LOSE_0_5_KG_PER_WEEK']], // 1725, 1450; 1175 and 900 are too low
    [1525, undefined, ['LOSE_0_25_KG_PER_WEEK']], // 1525 - 275 = 1250 exactly is allowed
    [3000, 500, ['LOSE_0_25_KG_PER_WEEK']], // the brand that keeps within 500 kcal: only 275 qualifies
  ])('%s kcal (max deficit %s): %j', (total, maxDeficit, ids) => {
    const choice = weeklyGoalOptions(total, maxDeficit);
    expect(choice.status).toBe('AVAILABLE');
    if (choice.status === 'AVAILABLE') expect(choice.options.map((o) => o.goal.id)).toEqual(ids);
  });

  it('gives the daily calories each option leaves', () => {
    const choice = weeklyGoalOptions(2000);
    expect(choice.status === 'AVAILABLE' && choice.options.map((o) => o.dailyKcal)).toEqual([1725, 1450]);
  });

  it.each([1524, 1300, 1000])('%s kcal: no safe goal (the "we cannot recommend" state)', (total) => {
    expect(weeklyGoalOptions(total)).toEqual({ status: 'NO_SAFE_GOAL' });
  });

  it('(property) every offered option leaves at least 1250 kcal, and a larger expenditure never offers fewer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 500, max: 6000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (total, more) => {
          const count = (kcal: number) => {
            const choice = weeklyGoalOptions(kcal);
            if (choice.status === 'NO_SAFE_GOAL') return 0;
            for (const o of choice.options) expect(o.dailyKcal).toBeGreaterThanOrEqual(MIN_DAILY_KCAL);
            return choice.options.length;
          };
          expect(count(total + more)).toBeGreaterThanOrEqual(count(total));
        },
      ),
    );
  });
});

describe('weekly goal from a stored change in kg', () => {
  it.each([
    [null, 'LOSE_0_25_KG_PER_WEEK'], // default
    [0, 'LOSE_0_25_KG_PER_WEEK'],
    [0.25, 'LOSE_0_25_KG_PER_WEEK'],
    [0.3, 'LOSE_0_5_KG_PER_WEEK'],
    [-0.5, 'LOSE_0_5_KG_PER_WEEK'], // absolute value
    [0.6, 'LOSE_0_75_KG_PER_WEEK'],
    [0.75, 'LOSE_0_75_KG_PER_WEEK'], // a stored 0.75 reads back as 0.75 (see decisions)
    [0.8, 'LOSE_1_KG_PER_WEEK'],
    [1, 'LOSE_1_KG_PER_WEEK'],
  ])('%s kg: %s', (change, id) => {
    expect(weeklyGoalFromChange(change).id).toBe(id);
  });
});

describe('lowest goal weight at body-mass index 18.5', () => {
  it.each([
    [170, 53.47], // 18.5 x 1.7^2 = 53.465, rounded up
    [160, 47.36], // 18.5 x 2.56
    [183, 61.96], // 18.5 x 3.3489 = 61.95465
    [200, 74], // 18.5 x 4
    [120, 26.64], // 18.5 x 1.44
  ])('%s cm: %s kg', (height, kg) => {
    expect(lowestGoalWeightKg(height)).toBe(kg);
  });
});

describe('default energy balance per goal', () => {
  it.each<[Parameters<typeof defaultEnergyBalance>[0], Parameters<typeof defaultEnergyBalance>[1], number]>([
    ['RECOMPOSITION', undefined, 100],
    ['MAINTAIN', undefined, 100],
    ['GAIN_MUSCLE', undefined, 110],
    ['WEIGHT_GAIN', undefined, 110],
    ['LOSE_WEIGHT', undefined, 90],
    ['WEIGHT_LOSS', undefined, 90],
    ['LOSE_WEIGHT', { totalKcal: 2000, weeklyChangeKg: null }, 90],
    ['LOSE_WEIGHT', { totalKcal: 2200, weeklyChangeKg: 0.5 }, 75], // (2200 - 550) / 2200
    ['LOSE_WEIGHT', { totalKcal: 2000, weeklyChangeKg: 0.25 }, 86], // 1725 / 2000 = 86.25
    ['LOSE_WEIGHT', { totalKcal: 1000, weeklyChangeKg: 1 }, 10], // -10 percent, held at the lower limit
  ])('%s %j: %s percent', (goal, weekly, percent) => {
    expect(defaultEnergyBalance(goal, weekly)).toBe(percent);
  });

  it.each([
    ['WEIGHT_LOSS', 'LOSE_WEIGHT'],
    ['WEIGHT_GAIN', 'GAIN_MUSCLE'],
    ['MAINTAIN', 'RECOMPOSITION'],
    ['GAIN_MUSCLE', 'GAIN_MUSCLE'],
  ] as const)('goal %s reads as %s', (goal, base) => {
    expect(normaliseGoal(goal)).toBe(base);
  });
});

describe('calorie target and the 1250 floor', () => {
  it.each<[number, Parameters<typeof targetKcal>[1], number]>([
    [2000, { goal: 'LOSE_WEIGHT', weeklyChangeKg: 0.5 }, 1450], // 2000 - 550
    [1944.25, { goal: 'LOSE_WEIGHT', weeklyChangeKg: 0.5 }, 1394], // 1394.25
    [2000, { goal: 'LOSE_WEIGHT', weeklyChangeKg: null }, 1800], // 90 percent
    [2000, { goal: 'GAIN_MUSCLE', weeklyChangeKg: null }, 2200], // 110 percent
    [2000, { goal: 'RECOMPOSITION', weeklyChangeKg: 0.5 }, 2000], // a weekly goal only counts for a loss
    [1999.5, { goal: 'MAINTAIN', weeklyChangeKg: null }, 2000],
    [2000, { goal: 'LOSE_WEIGHT', weeklyChangeKg: 0.5, energyBalance: 105 }, 2100], // the coach's balance wins
    [1300, { goal: 'LOSE_WEIGHT', weeklyChangeKg: 0.5 }, 1250], // 750, floored
    [2000, { goal: 'RECOMPOSITION', weeklyChangeKg: null, energyBalance: 10 }, 1250], // 200, floored
  ])('%s kcal with %j: %s', (total, plan, kcal) => {
    expect(targetKcal(total, plan)).toBe(kcal);
  });
});
