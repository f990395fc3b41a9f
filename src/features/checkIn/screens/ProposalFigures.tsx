import type { ReactNode } from 'react';
import type { Proposal } from '../projection';
import { useCheckInText } from './useCheckInText';

const MACROS = ['kcal', 'protein', 'carbs', 'fat'] as const;

/** Each day plan's targets now and proposed: the table is the proposal's text, for everyone. */
export function ProposalTable({ proposal }: { proposal: Proposal }) {
  const { t, whole } = useCheckInText();
  return (
    <table className="check-in-table">
      <caption>{t('proposal.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('proposal.dayPlan')}</th>
          {MACROS.map((key) => (
            <th scope="col" key={key}>
              {t(`macros.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {proposal.days.flatMap((day) => [
          <tr key={`${day.dayPlanId}-now`}>
            <th scope="row">
              {day.name} · {t('proposal.now')}
            </th>
            {MACROS.map((key) => (
              <td key={key}>{whole(day.before[key])}</td>
            ))}
          </tr>,
          <tr key={`${day.dayPlanId}-after`} className="check-in-proposed">
            <th scope="row">
              {day.name} · {t('proposal.proposed')}
            </th>
            {MACROS.map((key) => (
              <td key={key}>{whole(day.after[key])}</td>
            ))}
          </tr>,
        ])}
      </tbody>
    </table>
  );
}

/** The figures behind a proposal: the estimate, the formula, the window's trend change, intake and days. */
export function ProposalFigures({ proposal }: { proposal: Proposal }) {
  const { t, whole, weight, date } = useCheckInText();
  const { reading } = proposal;
  const rows: [string, string][] = [
    [t('figures.estimate'), t('figures.kcal', { value: whole(proposal.expenditureKcal) })],
    [t('figures.formula'), t('figures.kcal', { value: whole(proposal.formulaKcal) })],
    [t('figures.trendChange'), weight(reading.trendChangeKg, true)],
    [t('figures.averageIntake'), t('figures.kcal', { value: whole(reading.averageIntakeKcal) })],
    [t('figures.daysCounted'), t('figures.days', { value: reading.loggedDays })],
    [t('figures.weighIns'), t('figures.days', { value: reading.weighIns })],
    [t('figures.window'), t('figures.windowDates', { from: date(reading.from), to: date(reading.to) })],
  ];
  return (
    <dl className="check-in-figures" aria-label={t('figures.caption')}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table wider than a phone scrolls sideways; the region takes focus so a keyboard can scroll it. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="check-in-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
