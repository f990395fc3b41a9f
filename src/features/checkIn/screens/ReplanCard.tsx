import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { plannerApi } from '../../../core/api/planner';
import { useProjection, useServices, useSession } from '../../../ui/services';
import { diaryProjection } from '../../diary/projection';
import { groceriesProjection, newestList } from '../../groceries/projection';
import type { PlanSource } from '../../profile/weeklyPlan';
import { replanDays, runsOf } from '../replan';
import { ScrollBox } from './ProposalFigures';
import { useCheckInText } from './useCheckInText';

/**
 * After new targets: the coming days whose planned meals were made for the old ones, what each
 * brings against its new target, and one tap that has the server's planner re-plan them (planned
 * recipes only; eaten items and logged foods stay). Then the way to the grocery list, which says
 * it is out of date and refreshes in one tap.
 */
export function ReplanCard({ plan, today }: { plan: PlanSource; today: string }) {
  const { t, whole, date } = useCheckInText();
  const session = useSession();
  const { api } = useServices();
  const diary = useProjection(diaryProjection);
  const list = newestList(useProjection(groceriesProjection));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const days = replanDays(diary, plan, today);
  if (days.length === 0 && done === null) return null;

  const replan = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // The server plans on the stream it holds: the new day plans must be there first.
      await session.sync.syncNow();
      let planned = 0;
      for (const run of runsOf(days.map((d) => d.date))) {
        const answer = await api.call('autoPlanDays', plannerApi.autoPlanDays, {
          body: { start_date_inclusive: run.start, num_days: run.days, delete_existing_plans: true },
        });
        planned += answer.planned.length;
      }
      await session.sync.syncNow();
      setDone(planned);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="check-in-replan" data-testid="check-in-replan">
      <h2 id="check-in-replan">{t('replan.title')}</h2>
      {days.length > 0 ? (
        <>
          <p>{t('replan.intro', { count: days.length })}</p>
          <ScrollBox label={t('replan.caption')}>
            <table className="check-in-table">
              <caption>{t('replan.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('replan.day')}</th>
                  <th scope="col">{t('replan.planned')}</th>
                  <th scope="col">{t('replan.target')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{date(day.date)}</th>
                    <td>{whole(day.plannedKcal)}</td>
                    <td>{whole(day.targetKcal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          <div className="panel-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void replan()}
            >
              {busy ? t('replan.busy') : t('replan.action', { count: days.length })}
            </button>
          </div>
        </>
      ) : null}
      {done !== null ? (
        <p role="status" data-testid="replan-done">
          {t('replan.done', { count: done })} {list ? <Link to="/groceries">{t('replan.groceries')}</Link> : null}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="field-error">
          {t('replan.failed')}
        </p>
      ) : null}
    </section>
  );
}
