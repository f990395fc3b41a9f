import { estimateExpenditure, type ExpenditureEstimate, type IntakeDay, type WeighIn } from '../../core/nutrition';
import { daysOf, type DiaryItem, type DiaryState } from '../diary/projection';
import type { ProgressState } from '../progress/projection';

/**
 * A quick add counts as eaten whether or not it is ticked: it records what someone ate, and no
 * planner makes one (docs/decisions.md, 'Adaptive expenditure').
 */
const eaten = (item: DiaryItem) => item.status === 'EATEN' || item.kind === 'quickAdd';

/** The days with eaten items, and what was eaten on them; days with nothing eaten do not count. */
export function intakeDays(diary: DiaryState, before?: string): IntakeDay[] {
  const days: IntakeDay[] = [];
  for (const day of daysOf(diary)) {
    if (before !== undefined && day.date > before) continue;
    let kcal = 0;
    let counted = false;
    for (const item of day.items) {
      if (!eaten(item)) continue;
      counted = true;
      kcal += item.nutrients.kcal;
    }
    if (counted) days.push({ date: day.date, kcal });
  }
  return days;
}

/** The weights in kg, oldest first; the day's latest record wins in the estimator. */
export const weighIns = (progress: ProgressState): WeighIn[] =>
  progress.byType.WEIGHT.map((m) => ({ date: m.date, kg: m.value }));

/** The estimate as of `today` from the device's diary and progress, the formula's total as the prior. */
export const expenditureOf = (
  diary: DiaryState,
  progress: ProgressState,
  formulaKcal: number,
  today: string,
): ExpenditureEstimate =>
  estimateExpenditure({ intake: intakeDays(diary, today), weights: weighIns(progress), formulaKcal, asOf: today });
