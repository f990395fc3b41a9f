import { format } from 'date-fns';
import { useState } from 'react';
import { energyExpenditure } from '../../../core/nutrition/energy';
import { MIN_LOGGED_DAYS, MIN_WEIGH_INS } from '../../../core/nutrition/expenditure';
import { useDispatch, useProjection, useSession } from '../../../ui/services';
import { WEEKDAYS, type Weekday } from '../../profile/events';
import { dayPlanOn } from '../../profile/weeklyPlan';
import { acceptCheckIn, dismissCheckIn, setCheckInDay } from '../commands';
import { useProposeWhenDue } from '../useProposeWhenDue';
import { checkInProjection, latestCheckIn, type CheckIn } from '../projection';
import { ProposalFigures, ProposalTable, ScrollBox } from './ProposalFigures';
import { ReplanCard } from './ReplanCard';
import { useCheckInText } from './useCheckInText';
import './checkIn.css';

export { CheckInNotice } from './CheckInNotice';

/**
 * The person's weekly check-in (issue 21): what the estimate says (or that it is still the
 * formula's), the proposal of the check-in day to accept or keep (a coached client's goes to the
 * coach), what came of the last one, and the weekday. The proposal is made when the screen (or the
 * diary's notice) opens on the check-in day, from this device's diary and weights.
 */
export function CheckInScreen() {
  const { t, whole } = useCheckInText();
  const session = useSession();
  const dispatch = useDispatch();
  const state = useProjection(checkInProjection);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [failure, setFailure] = useState<string | null>(null);
  const nutrition = state.plan.nutrition;
  const estimate = useProposeWhenDue(today);
  const own = session.viewing === null;
  const current = estimate?.current;

  const decide = async (command: typeof acceptCheckIn | typeof dismissCheckIn, checkInId: string) => {
    setFailure(null);
    const result = await dispatch(command.create({ checkInId }));
    if (!result.ok) setFailure(t(result.error.messageKey as 'errors.failed'));
  };
  const latest = latestCheckIn(state);

  return (
    <div className="screen check-in">
      <header className="screen-header">
        <h1>{t('card.title')}</h1>
      </header>
      <section className="card" aria-labelledby="check-in-estimate">
        <h2 id="check-in-estimate">{t('figures.estimate')}</h2>
        {!current ? (
          <p className="muted">{t('errors.no_plan')}</p>
        ) : current.source === 'FORMULA' ? (
          <p data-testid="estimate-source" data-source="FORMULA">
            {t('card.formula', {
              kcal: whole(current.kcal),
              days: current.loggedDays,
              minDays: MIN_LOGGED_DAYS,
              weighIns: current.weighIns,
              minWeighIns: MIN_WEIGH_INS,
            })}
          </p>
        ) : (
          <p data-testid="estimate-source" data-source="ADAPTIVE">
            {t('card.estimate', { kcal: whole(current.kcal) })}{' '}
            {nutrition ? t('card.formulaBeside', { kcal: whole(energyExpenditure(nutrition.profile).total) }) : null}
          </p>
        )}
      </section>

      {latest ? (
        <LatestCheckIn
          checkIn={latest}
          own={own}
          todayKcal={dayPlanOn(state.plan, today)?.day.kcal}
          onDecide={decide}
        />
      ) : null}
      {latest && (latest.outcome.status === 'ACCEPTED' || latest.outcome.status === 'APPROVED') && own ? (
        <ReplanCard plan={state.plan} today={today} />
      ) : null}
      {failure ? (
        <p role="alert" className="field-error">
          {failure}
        </p>
      ) : null}

      {/* Keyed by the saved day, so the choice starts from it when another device changes it. */}
      <CheckInDay key={state.weekday ?? 'none'} weekday={state.weekday} />
    </div>
  );
}

function LatestCheckIn({
  checkIn,
  own,
  todayKcal,
  onDecide,
}: {
  checkIn: CheckIn;
  own: boolean;
  /** Today's targets as they are now: the result says what the decision left. */
  todayKcal: number | undefined;
  onDecide: (command: typeof acceptCheckIn | typeof dismissCheckIn, checkInId: string) => Promise<void>;
}) {
  const { t, whole, date } = useCheckInText();
  const { proposal, outcome } = checkIn;
  const [busy, setBusy] = useState(false);
  const run = (command: typeof acceptCheckIn | typeof dismissCheckIn) => {
    setBusy(true);
    void onDecide(command, proposal.checkInId).finally(() => setBusy(false));
  };
  if (outcome.status !== 'OPEN') {
    return (
      <section className="card" aria-labelledby="check-in-result" data-testid="check-in-result">
        <h2 id="check-in-result">{t('proposal.title')}</h2>
        <p role="status">
          {t(`result.${outcome.status}`, { date: date(outcome.at.slice(0, 10)), kcal: whole(todayKcal ?? 0) })}
        </p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="check-in-proposal" data-testid="check-in-proposal">
      <h2 id="check-in-proposal">{t('proposal.title')}</h2>
      <p>{t('proposal.intro', { kcal: whole(proposal.expenditureKcal) })}</p>
      <ScrollBox label={t('proposal.caption')}>
        <ProposalTable proposal={proposal} />
      </ScrollBox>
      <ProposalFigures proposal={proposal} />
      {proposal.reviewer === 'COACH' ? (
        <p role="status">{t('proposal.toCoach')}</p>
      ) : own ? (
        <div className="panel-actions">
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => run(dismissCheckIn)}>
            {t('proposal.dismiss')}
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => run(acceptCheckIn)}>
            {t('proposal.accept')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function CheckInDay({ weekday }: { weekday: Weekday | null }) {
  const { t } = useCheckInText();
  const dispatch = useDispatch();
  const [chosen, setChosen] = useState<Weekday>(weekday ?? 'MONDAY');
  return (
    <section className="card form" aria-labelledby="check-in-day">
      <h2 id="check-in-day">
        {weekday ? t('card.nextOn', { weekday: t(`weekdays.${weekday}`) }) : t('card.chooseDay')}
      </h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void dispatch(setCheckInDay.create({ weekday: chosen }));
        }}
      >
        <div className="field">
          <label htmlFor="check-in-weekday">{t('card.day')}</label>
          <select id="check-in-weekday" value={chosen} onChange={(e) => setChosen(e.target.value as Weekday)}>
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {t(`weekdays.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="panel-actions">
          <button type="submit" className="button button-secondary">
            {weekday ? t('card.change') : t('card.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
