import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { OpenClient } from '../../clients/screens/OpenClient';
import { MAX_EXPENDITURE_KCAL, MIN_EXPENDITURE_KCAL } from '../../../core/nutrition/expenditure';
import type { ScreenProps } from '../../../ui/route';
import { useDispatch, useProjection, useServices, useSession } from '../../../ui/services';
import { approveCheckIn, declineCheckIn } from '../commands';
import { checkInProjection, latestCheckIn, type CheckIn } from '../projection';
import type { CheckInParams } from '../search';
import { ProposalFigures, ProposalTable, ScrollBox } from './ProposalFigures';
import { useCheckInText } from './useCheckInText';
import './checkIn.css';

/**
 * A client's weekly check-in as their coach decides it (issue 21). It works in the client's session
 * (view-as mode), as the nutrition-plan wizard does: the proposal is read from the client's stream
 * and the decision, with the day plans it saves, is written into it. The server checks that only
 * the client's own coach writes there.
 */
export function CoachCheckInRoute({ params }: ScreenProps<unknown, CheckInParams>) {
  const session = useSession();
  if (!session.user.is_coach) return <Navigate to="/" />;
  if (session.viewing?.id !== params.clientId) return <OpenClientForCheckIn clientId={params.clientId} />;
  return <CoachCheckIn clientId={params.clientId} name={session.viewing.name} />;
}

function OpenClientForCheckIn({ clientId }: { clientId: number }) {
  const { t } = useCheckInText();
  return (
    <OpenClient
      clientId={clientId}
      className="check-in"
      text={{ notFound: t('coach.notFound'), back: t('coach.back'), loading: t('coach.loading') }}
    />
  );
}

function CoachCheckIn({ clientId, name }: { clientId: number; name: string }) {
  const { t } = useCheckInText();
  const state = useProjection(checkInProjection);
  const latest = latestCheckIn(state);
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/clients/$clientId', params: { clientId } });
  return (
    <div className="screen check-in">
      <header className="screen-header">
        <h1>{t('coach.heading', { name })}</h1>
      </header>
      {latest && latest.proposal.reviewer === 'COACH' ? (
        <Decision checkIn={latest} name={name} />
      ) : (
        <p className="card">{t('coach.none', { name })}</p>
      )}
      <div className="panel-actions">
        <button type="button" className="button button-secondary" onClick={back}>
          {t('coach.back')}
        </button>
      </div>
    </div>
  );
}

function Decision({ checkIn, name }: { checkIn: CheckIn; name: string }) {
  const { t, date } = useCheckInText();
  const { alerts } = useServices();
  const session = useSession();
  const dispatch = useDispatch();
  const { proposal, outcome } = checkIn;
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(String(proposal.expenditureKcal));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (command: ReturnType<typeof approveCheckIn.create> | ReturnType<typeof declineCheckIn.create>) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await dispatch(command);
      if (!result.ok) return setProblem(t(result.error.messageKey as 'errors.failed'));
      void session.sync.syncNow().catch(() => undefined);
      alerts.notify({ text: t(command.type === 'DeclineCheckIn' ? 'coach.declined' : 'coach.approved', { name }) });
    } finally {
      setBusy(false);
    }
  };
  const approveEdited = () => {
    const kcal = Number(typed);
    if (!Number.isInteger(kcal) || kcal < MIN_EXPENDITURE_KCAL || kcal > MAX_EXPENDITURE_KCAL)
      return setProblem(t('errors.editRange', { min: MIN_EXPENDITURE_KCAL, max: MAX_EXPENDITURE_KCAL }));
    void run(approveCheckIn.create({ checkInId: proposal.checkInId, expenditureKcal: kcal }));
  };

  return (
    <section className="card" aria-labelledby="coach-check-in" data-testid="coach-check-in">
      <h2 id="coach-check-in">{t('coach.title')}</h2>
      <p>
        {outcome.status === 'OPEN'
          ? t('coach.waiting', { date: date(proposal.date) })
          : t(`coach.decided.${outcome.status}`, { date: date(outcome.at.slice(0, 10)) })}
      </p>
      <ProposalFigures proposal={proposal} />
      <ScrollBox label={t('proposal.caption')}>
        <ProposalTable proposal={proposal} />
      </ScrollBox>
      {outcome.status !== 'OPEN' ? null : editing ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            approveEdited();
          }}
        >
          <div className="field">
            <label htmlFor="check-in-expenditure">{t('coach.editLabel')}</label>
            <input
              id="check-in-expenditure"
              inputMode="numeric"
              value={typed}
              aria-invalid={problem ? 'true' : undefined}
              aria-describedby={problem ? 'check-in-problem' : undefined}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <div className="panel-actions">
            <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
              {t('coach.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('coach.approveEdited')}
            </button>
          </div>
        </form>
      ) : (
        <div className="panel-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void run(declineCheckIn.create({ checkInId: proposal.checkInId }))}
          >
            {t('coach.decline')}
          </button>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => setEditing(true)}>
            {t('coach.edit')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void run(approveCheckIn.create({ checkInId: proposal.checkInId, expenditureKcal: null }))}
          >
            {t('coach.approve')}
          </button>
        </div>
      )}
      {problem ? (
        <p id="check-in-problem" role="alert" className="field-error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
