import { dailyTargetsAt } from '../../core/nutrition/dailyTargets';
import type { NutritionProfile } from '../../core/nutrition/profile';
import { WEEKDAYS } from '../profile/events';
import type { DayPlanSpec } from '../profile/week';
import { plannedDayOf, weeklyPlanOf, type PlanSource } from '../profile/weeklyPlan';

type Day = { kcal: number; protein: number; carbs: number; fat: number };
const KEYS = ['kcal', 'protein', 'carbs', 'fat'] as const;

/**
 * A day plan's day on an estimated expenditure: the onboarding's rules (the weekly goal's deficit,
 * or the coach's energy balance of this day plan) applied to the estimate, never below 1,250 kcal.
 */
export function dayOnEstimate(profile: NutritionProfile, dayPlan: DayPlanSpec, expenditureKcal: number): Day {
  const withBalance = dayPlan.energyBalance === null ? profile : { ...profile, energyBalance: dayPlan.energyBalance };
  const { kcal, protein, carbs, fat } = dailyTargetsAt(withBalance, expenditureKcal);
  return { kcal, protein, carbs, fat };
}

/**
 * The day plan with a new day: each slot keeps its share of each number (so a coach's fine-tuning
 * keeps its proportions), whole numbers whose running total is rounded so the slots add up to the
 * day exactly. A number the old day had none of is shared as the calories are.
 */
export function retargeted(dayPlan: DayPlanSpec, day: Day): DayPlanSpec {
  const old = plannedDayOf(dayPlan);
  const slots = old.slots.map((slot) => ({ ...slot }));
  for (const key of KEYS) {
    const basis = old.day[key] > 0 ? key : 'kcal';
    const total = old.day[basis];
    let before = 0;
    let given = 0;
    slots.forEach((slot, i) => {
      before += total > 0 ? old.slots[i]![basis] : 1;
      const share = total > 0 ? before / total : before / slots.length;
      const upTo = Math.round(day[key] * share);
      slot[key] = upTo - given;
      given = upTo;
    });
  }
  // The numbers are the estimate's now, not the grams a coach typed.
  return { ...dayPlan, slots, macroAdjustment: null };
}

export interface ProposedDay {
  readonly dayPlanId: string;
  readonly name: string;
  readonly before: Day;
  readonly after: Day;
  readonly saved: DayPlanSpec;
}

/**
 * Every day plan of the person's week on the estimate: the day before and after, and the day plan
 * to save. Empty without a profile or a plan.
 */
export function proposedDays(source: PlanSource, expenditureKcal: number): ProposedDay[] {
  const week = weeklyPlanOf(source);
  if (!week || !source.nutrition) return [];
  const profile = source.nutrition.profile;
  return Object.values(week.dayPlans)
    .filter((dayPlan) => Object.values(week.days).includes(dayPlan.dayPlanId))
    .map((dayPlan) => {
      const after = dayOnEstimate(profile, dayPlan, expenditureKcal);
      return {
        dayPlanId: dayPlan.dayPlanId,
        name: dayPlan.name,
        before: plannedDayOf(dayPlan).day,
        after,
        // Only the weekdays it serves now: a later save may have given some of its weekdays to another.
        saved: { ...retargeted(dayPlan, after), weekdays: WEEKDAYS.filter((w) => week.days[w] === dayPlan.dayPlanId) },
      };
    });
}
