import { LIMITS, normaliseGoal, type Goal } from './profile';

/** No plan, computed or typed in, goes below this (2-onboarding.txt sections 5 and 9). */
export const MIN_DAILY_KCAL = 1250;
const LOWEST_GOAL_BMI = 18.5;

/** 7700 kcal of stored energy per kg of body weight: 1925, 3850, 5775, 7700 kcal a week. */
export const WEEKLY_GOALS = [
  { id: 'LOSE_0_25_KG_PER_WEEK', kgPerWeek: 0.25, kcalPerWeek: 1925 },
  { id: 'LOSE_0_5_KG_PER_WEEK', kgPerWeek: 0.5, kcalPerWeek: 3850 },
  { id: 'LOSE_0_75_KG_PER_WEEK', kgPerWeek: 0.75, kcalPerWeek: 5775 },
  { id: 'LOSE_1_KG_PER_WEEK', kgPerWeek: 1, kcalPerWeek: 7700 },
] as const;

export type WeeklyGoal = (typeof WEEKLY_GOALS)[number];
export type WeeklyGoalId = WeeklyGoal['id'];

interface WeeklyGoalOption {
  readonly goal: WeeklyGoal;
  /** Daily calories the option leaves, before any rounding. */
  readonly dailyKcal: number;
}

/** NO_SAFE_GOAL is the screen's 'we cannot recommend a weight loss goal that would be safe and healthy'. */
export type WeeklyGoalChoice =
  { readonly status: 'AVAILABLE'; readonly options: readonly WeeklyGoalOption[] } | { readonly status: 'NO_SAFE_GOAL' };

export const dailyDeficit = (goal: WeeklyGoal): number => goal.kcalPerWeek / 7;

export const weeklyGoalById = (id: WeeklyGoalId): WeeklyGoal =>
  WEEKLY_GOALS.find((g) => g.id === id) ?? WEEKLY_GOALS[0];

/**
 * The options whose calories stay at or above the floor. `maxDailyDeficit` is for the one brand
 * that also keeps the plan within 500 kcal of the current expenditure.
 */
export function weeklyGoalOptions(totalKcal: number, maxDailyDeficit = Number.POSITIVE_INFINITY): WeeklyGoalChoice {
  const options = WEEKLY_GOALS.map((goal) => ({ goal, dailyKcal: totalKcal - dailyDeficit(goal) })).filter(
    (o) => o.dailyKcal >= MIN_DAILY_KCAL && totalKcal - o.dailyKcal <= maxDailyDeficit,
  );
  return options.length === 0 ? { status: 'NO_SAFE_GOAL' } : { status: 'AVAILABLE', options };
}

/**
 * A stored weekly change read back as an option. The documents skip 0.75 (above 0.5 gives 1), but
 * the onboarding itself stores 0.75, which must read back as 0.75.
 */
export function weeklyGoalFromChange(changeKg: number | null): WeeklyGoal {
  const kg = Math.abs(changeKg ?? 0);
  return WEEKLY_GOALS.find((g) => kg <= g.kgPerWeek) ?? WEEKLY_GOALS[3];
}

/** Body-mass index 18.5 (WHO), rounded up to the weight display step so the shown minimum is valid. */
export const lowestGoalWeightKg = (heightCm: number): number =>
  Math.ceil(LOWEST_GOAL_BMI * (heightCm / 100) ** 2 * 100 - 1e-9) / 100;

/**
 * The coach wizard's starting energy balance in percent: recomposition 100, gain 110, loss 90, or
 * for a loss with a weekly goal the share of expenditure that the goal leaves, to whole percents.
 */
export function defaultEnergyBalance(
  goal: Goal,
  weekly?: { totalKcal: number; weeklyChangeKg: number | null },
): number {
  const base = normaliseGoal(goal);
  if (base === 'RECOMPOSITION') return 100;
  if (base === 'GAIN_MUSCLE') return 110;
  if (!weekly || weekly.weeklyChangeKg === null || weekly.totalKcal <= 0) return 90;
  const share = Math.round(
    (100 * (weekly.totalKcal - dailyDeficit(weeklyGoalFromChange(weekly.weeklyChangeKg)))) / weekly.totalKcal,
  );
  return Math.min(LIMITS.energyBalance.max, Math.max(LIMITS.energyBalance.min, share));
}

/**
 * The day's calorie target in whole kcal. A coach's energy balance wins; otherwise the goal decides,
 * a loss with a weekly goal taking that goal's deficit. Never below the floor, whatever the path.
 */
export function targetKcal(
  totalKcal: number,
  plan: { goal: Goal; weeklyChangeKg: number | null; energyBalance?: number | null | undefined },
): number {
  const base = normaliseGoal(plan.goal);
  const kcal =
    plan.energyBalance !== null && plan.energyBalance !== undefined
      ? (totalKcal * plan.energyBalance) / 100
      : base === 'LOSE_WEIGHT' && plan.weeklyChangeKg !== null
        ? totalKcal - dailyDeficit(weeklyGoalFromChange(plan.weeklyChangeKg))
        : (totalKcal * defaultEnergyBalance(base)) / 100;
  return Math.max(MIN_DAILY_KCAL, Math.round(kcal));
}
