import { format, parseISO } from 'date-fns';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menstrualPhase } from '../../../core/nutrition/cycle';
import { useDateLocale } from '../../../ui/dates';
import { useProjection, useSession } from '../../../ui/services';
import { planningProfileProjection } from '../../profile/planningProfile';
import { weeklyPlanOf } from '../../profile/weeklyPlan';
import type { DayPlan } from '../dayPlan';
import type { Totals } from '../projection';
import type { DiaryViewOptions } from '../viewOptions';
import { numberFormat } from '../../../ui/numberFormat';

interface DayOverviewProps {
  date: string;
  totals: Totals;
  plan: DayPlan;
  view: DiaryViewOptions;
}

/** Totals are made again at every render of the day, and a mark leaves them as they were (eaten or planned, an item counts). */
const sameOverview = (a: DayOverviewProps, b: DayOverviewProps) =>
  a.date === b.date &&
  a.plan === b.plan &&
  a.view === b.view &&
  a.totals.kcal === b.totals.kcal &&
  a.totals.protein === b.totals.protein &&
  a.totals.fat === b.totals.fat &&
  a.totals.carbohydrates === b.totals.carbohydrates;

/** The day's totals against its targets, and the menstrual phase of the day on the cycle diet. */
export const DayOverview = memo(function DayOverview({ date, totals, plan, view }: DayOverviewProps) {
  const { t } = useTranslation('diary');
  const { t: tc } = useTranslation('common');
  const locale = useDateLocale();
  const profile = useProjection(planningProfileProjection);
  const { nutrition } = profile;
  const { viewing } = useSession();
  const round = useMemo(() => {
    const number = numberFormat(locale.code, { maximumFractionDigits: 0 });
    return (n: number) => number.format(Math.round(n));
  }, [locale.code]);
  const targets = view.showTargets ? plan.day : null;
  const phase =
    view.phaseBadge && nutrition?.cycle
      ? menstrualPhase({
          sex: nutrition.profile.sex,
          lastPeriodStart: nutrition.cycle.lastPeriodStart,
          cycleLength: nutrition.cycle.length,
          today: date,
        })
      : null;

  return (
    <section aria-labelledby="day-overview" className="card overview">
      <h2 id="day-overview" className="visually-hidden">
        {t('dayOverview')}
      </h2>
      {phase ? (
        <p className="phase-badge" data-testid="phase-badge">
          {t('phase.badge', { day: phase.day, phase: t(`phase.names.${phase.phase}`) })}
        </p>
      ) : null}
      <dl className="totals">
        <div className="total total-kcal">
          <dt>{tc('nutrients.kcal')}</dt>
          <dd data-testid="total-kcal">
            {round(totals.kcal)} <span className="unit">{tc('units.kcal')}</span>
            {targets ? (
              <span className="target muted small"> {t('ofTarget', { target: round(targets.kcal) })}</span>
            ) : null}
          </dd>
        </div>
        {view.showMacros
          ? (['protein', 'carbohydrates', 'fat'] as const).map((nutrient) => (
              <div className="total" key={nutrient}>
                <dt>{tc(`nutrients.${nutrient}`)}</dt>
                <dd data-testid={`total-${nutrient}`}>
                  {round(totals[nutrient])} <span className="unit">{tc('units.gram')}</span>
                  {targets ? (
                    <span className="target muted small"> {t('ofTarget', { target: round(targets[nutrient]) })}</span>
                  ) : null}
                </dd>
              </div>
            ))
          : null}
      </dl>
      {plan.day ? null : (
        <p className="muted small">
          {weeklyPlanOf(profile)
            ? t(viewing ? 'clientNoDayPlan' : 'noDayPlan', {
                name: viewing?.name,
                weekday: format(parseISO(date), 'EEEE', { locale }),
              })
            : viewing
              ? t('clientNoPlanYet', { name: viewing.name })
              : t('noPlanYet')}
        </p>
      )}
    </section>
  );
}, sameOverview);
