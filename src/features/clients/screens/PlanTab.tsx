import { Link } from '@tanstack/react-router';
import type { Client, ClientPlan } from '../../../core/api/clients';
import { useClientPlan } from '../queries';
import { useClientsText } from './useClientsText';
import { numberFormat } from '../../../ui/numberFormat';

type Plan = NonNullable<ClientPlan['plan']>;

/**
 * The client's weekly nutrition plan (1-shell.txt section 2, client info): each weekday with its
 * day plan and what that day brings, each day plan with a way into the wizard, a new day plan, and
 * 'View plan' (their diary as they see it) once the plan has a Tuesday.
 */
export function PlanTab({ client }: { client: Client }) {
  const { t } = useClientsText();
  const plan = useClientPlan(client.id);
  const params = { clientId: client.id };

  if (plan.isPending) return <p className="muted">{t('plan.loading')}</p>;
  if (plan.isError) return <p role="alert">{t('plan.loadFailed')}</p>;
  if (plan.data === null) {
    return (
      <section className="card" aria-labelledby="plan-empty">
        <h2 id="plan-empty">{t('plan.emptyTitle')}</h2>
        <p className="muted">{t('plan.empty')}</p>
        <Link to="/clients/$clientId/plan" params={params} className="button button-primary">
          {t('plan.create')}
        </Link>
      </section>
    );
  }
  return (
    <>
      <WeekTable plan={plan.data} />
      <section className="card" aria-labelledby="day-plans">
        <h2 id="day-plans">{t('plan.dayPlans')}</h2>
        <ul className="day-plan-list">
          {plan.data.dayPlans.map((dayPlan) => (
            <li key={dayPlan.id}>
              <span>
                <strong>{dayPlan.name}</strong>
                <br />
                <span className="muted small">
                  {dayPlan.weekdays.length
                    ? dayPlan.weekdays.map((weekday) => t(`weekdays.${weekday}`)).join(', ')
                    : t('plan.unused')}
                </span>
              </span>
              <Link
                to="/clients/$clientId/plan"
                params={params}
                search={{ dayPlan: dayPlan.id }}
                className="button button-secondary"
                aria-label={t('plan.editNamed', { name: dayPlan.name })}
              >
                {t('plan.edit')}
              </Link>
            </li>
          ))}
        </ul>
        <div className="panel-actions">
          <Link to="/clients/$clientId/plan" params={params} className="button button-primary">
            {t('plan.new')}
          </Link>
        </div>
      </section>
      <section className="card" aria-labelledby="check-in-title">
        <h2 id="check-in-title">{t('plan.checkIn')}</h2>
        <p className="muted">{t('plan.checkInHint')}</p>
        <div className="panel-actions">
          <Link to="/clients/$clientId/check-in" params={params} className="button button-secondary">
            {t('plan.checkIn')}
          </Link>
        </div>
      </section>
    </>
  );
}

function WeekTable({ plan }: { plan: Plan }) {
  const { t, i18n } = useClientsText();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const byId = new Map(plan.dayPlans.map((d) => [d.id, d]));
  return (
    <section className="card" aria-labelledby="week-title">
      <h2 id="week-title">{t('plan.week')}</h2>
      <table className="week-table">
        <thead>
          <tr>
            <th scope="col">{t('plan.weekday')}</th>
            <th scope="col">{t('plan.dayPlan')}</th>
            <th scope="col" className="number">
              {t('plan.kcal')}
            </th>
            <th scope="col" className="number">
              {t('plan.protein')}
            </th>
            <th scope="col" className="number">
              {t('plan.carbs')}
            </th>
            <th scope="col" className="number">
              {t('plan.fat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.days.map(({ weekday, dayPlanId }) => {
            const dayPlan = dayPlanId === null ? undefined : byId.get(dayPlanId);
            return (
              <tr key={weekday}>
                <th scope="row">
                  <span className="weekday-long">{t(`weekdays.${weekday}`)}</span>
                  <span className="weekday-short">{t(`weekdaysShort.${weekday}`)}</span>
                </th>
                {dayPlan ? (
                  <>
                    <td>{dayPlan.name}</td>
                    <td className="number">{number.format(dayPlan.kcal)}</td>
                    <td className="number">{t('plan.grams', { value: number.format(dayPlan.protein) })}</td>
                    <td className="number">{t('plan.grams', { value: number.format(dayPlan.carbs) })}</td>
                    <td className="number">{t('plan.grams', { value: number.format(dayPlan.fat) })}</td>
                  </>
                ) : (
                  <td colSpan={5} className="muted">
                    {t('plan.noDayPlan')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
