import { useEffect, useMemo, useRef } from 'react';
import { energyExpenditure } from '../../core/nutrition/energy';
import type { ExpenditureEstimate } from '../../core/nutrition/expenditure';
import { useDispatch, useProjection, useSession } from '../../ui/services';
import { usePreviewFrom } from '../../ui/usePreviewFrom';
import { diaryProjection } from '../diary/projection';
import { progressProjection } from '../progress/projection';
import { proposeCheckIn } from './commands';
import { checkInDue } from './due';
import { expenditureOf } from './estimate';
import { checkInProjection } from './projection';

/**
 * The estimate as of `today`, and on the check-in day the proposal made from it: by the person's own
 * device (it holds the diary and the weights), once per mount, only when the estimate is adaptive
 * and this week has a reading. Used by the check-in screen and the diary's notice, both lazy, so the
 * estimator stays off the first download. None without a nutrition plan.
 */
export function useProposeWhenDue(today: string): ExpenditureEstimate | null {
  const session = useSession();
  const dispatch = useDispatch();
  const state = useProjection(checkInProjection);
  const diary = useProjection(diaryProjection);
  const progress = useProjection(progressProjection);
  const nutrition = state.plan.nutrition;
  const estimate = useMemo(
    () => (nutrition ? expenditureOf(diary, progress, energyExpenditure(nutrition.profile).total, today) : null),
    [nutrition, diary, progress, today],
  );
  // A new device's preview holds only recent weeks: the proposal waits for the whole history.
  const previewing = usePreviewFrom() !== null;
  const own = session.viewing === null;
  const coached = session.user.coach !== null;

  // Once per mount: a refused proposal (already there, no plan) is not asked again.
  const proposed = useRef(false);
  const current = estimate?.current;
  useEffect(() => {
    if (proposed.current || previewing || !own || !current?.reading || current.source !== 'ADAPTIVE') return;
    if (!checkInDue(state, today)) return;
    proposed.current = true;
    const { from, to, averageIntakeKcal, trendChangeKg, loggedDays, weighIns } = current.reading;
    void dispatch(
      proposeCheckIn.create({
        date: today,
        coached,
        expenditure: {
          kcal: current.kcal,
          source: current.source,
          formulaKcal: Math.round(energyExpenditure(nutrition!.profile).total),
          reading: { from, to, averageIntakeKcal, trendChangeKg, loggedDays, weighIns },
        },
      }),
    );
  }, [own, current, state, today, coached, dispatch, nutrition, previewing]);
  return estimate;
}
