import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/dates';
import { useProjection } from '../../../ui/services';
import { dayPlanOn } from '../../profile/weeklyPlan';
import { checkInProjection, latestCheckIn } from '../projection';
import { useProposeWhenDue } from '../useProposeWhenDue';
import './checkIn.css';

/**
 * The diary's word that new targets wait (issue 21): on the check-in day, a self-service person's
 * open proposal of that day, as a link to the check-in with today's proposed kcal. Lazy: it brings
 * the estimator, and makes the day's proposal when none was made yet, as the check-in screen does.
 */
export function CheckInNotice({ today }: { today: string }) {
  // The diary's own texts: the check-in's namespace loads only with the check-in's screens.
  const { t } = useTranslation('diary');
  const locale = useDateLocale();
  const state = useProjection(checkInProjection);
  useProposeWhenDue(today);
  const latest = latestCheckIn(state);
  if (!latest || latest.outcome.status !== 'OPEN') return null;
  const { proposal } = latest;
  if (proposal.reviewer !== 'SELF' || proposal.date !== today || proposal.days.length === 0) return null;
  // Today's day plan's proposed kcal; a plan without today's day shows the first day plan's.
  const todayPlan = dayPlanOn(state.plan, today)?.dayPlan.dayPlanId;
  const day = proposal.days.find((d) => d.dayPlanId === todayPlan) ?? proposal.days[0]!;
  return (
    <p className="card check-in-notice" data-testid="check-in-notice">
      <Link to="/check-in">{t('checkInNotice', { kcal: Math.round(day.after.kcal).toLocaleString(locale.code) })}</Link>
    </p>
  );
}
