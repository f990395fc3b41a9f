import { lazy, Suspense } from 'react';
import { useProjection, useSession } from '../../../ui/services';
import { weekdayOf } from '../../profile/weeklyPlan';
import { checkInProjection } from '../projection';

// Loaded with the check-in screen's own chunk (which re-exports it): the notice needs the screen's
// estimator and texts, and one chunk for both adds less to what every device precaches than three.
const CheckInNotice = lazy(() => import('./CheckInScreen').then((m) => ({ default: m.CheckInNotice })));

/**
 * Where the diary may show that new targets wait: only in a person's own session on their check-in
 * weekday does the notice (with the estimator) load; every other day the diary downloads nothing more.
 */
export function CheckInNoticeSlot({ today }: { today: string }) {
  const { viewing, user } = useSession();
  const { weekday } = useProjection(checkInProjection);
  if (viewing !== null || user.coach !== null || weekday === null || weekdayOf(today) !== weekday) return null;
  return (
    <Suspense fallback={null}>
      <CheckInNotice today={today} />
    </Suspense>
  );
}
