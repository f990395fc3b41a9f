import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { BusError } from '../../../core/errors';
import type { NutritionProfile } from '../../../core/nutrition/profile';
import { useDispatch, useProjection, useServices, useSession } from '../../../ui/services';
import { WEEKDAYS } from '../../profile/events';
import { planningProfileProjection } from '../../profile/planningProfile';
import { NO_WEEKLY_PLAN, weeklyPlanOf, type WeeklyPlan } from '../../profile/weeklyPlan';
import { saveDayPlan } from '../commands';
import { loadDraft, saveDraft } from '../draft';
import {
  canReach,
  plannedMeals,
  problemsOf,
  startingEnergyBalance,
  startWizard,
  STEPS,
  validAdjustment,
  validEnergyBalance,
  type Step,
  type WizardState,
} from '../wizard';
import { DaySummary } from './DaySummary';
import { EnergyBalanceTab } from './EnergyBalanceTab';
import { FineTuningTab } from './FineTuningTab';
import { MealMomentsTab } from './MealMomentsTab';
import { MealSizesTab } from './MealSizesTab';
import { useNutritionPlanText } from './useNutritionPlanText';

/** How long saving waits for the server before it says the plan stays on this device for now. */
const SYNC_WAIT_MS = 10_000;

export interface TabProps {
  readonly state: WizardState;
  readonly profile: NutritionProfile;
  readonly week: WeeklyPlan;
  readonly update: (next: WizardState) => void;
}

/** The client's profile and plan from their stream; the wizard opens once both are known. */
export function WizardScreen({
  clientId,
  clientName,
  dayPlanId,
}: {
  clientId: number;
  clientName: string;
  dayPlanId: string | null;
}) {
  const { t } = useNutritionPlanText();
  const planning = useProjection(planningProfileProjection);
  const week = weeklyPlanOf(planning) ?? NO_WEEKLY_PLAN;
  const edited = dayPlanId ? (week.dayPlans[dayPlanId] ?? null) : null;
  const problem = !planning.nutrition ? 'no_intake' : dayPlanId && !edited ? 'day_plan_not_found' : null;
  if (problem || !planning.nutrition)
    return (
      <div className="screen np-wizard">
        <h1>{t('title')}</h1>
        <p role="alert">{t(`errors.${problem ?? 'no_intake'}`)}</p>
        <Link to="/clients/$clientId" params={{ clientId }} className="button button-secondary">
          {t('close')}
        </Link>
      </div>
    );
  const profile = planning.nutrition.profile;
  return (
    <Wizard
      clientId={clientId}
      clientName={clientName}
      profile={profile}
      week={week}
      initial={() => loadDraft(clientId, dayPlanId) ?? startWizard(profile, week, edited)}
      editedName={edited?.name ?? null}
    />
  );
}

function Wizard({
  clientId,
  clientName,
  profile,
  week,
  initial,
  editedName,
}: {
  clientId: number;
  clientName: string;
  profile: NutritionProfile;
  week: WeeklyPlan;
  initial: () => WizardState;
  editedName: string | null;
}) {
  const { t } = useNutritionPlanText();
  const { alerts } = useServices();
  const session = useSession();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Saved on this device only (offline): said here, since leaving the client's session would hide it.
  const [kept, setKept] = useState<string | null>(null);
  const update = (next: WizardState) => {
    setState(next);
    setFailure(null);
    saveDraft(clientId, next);
  };
  const goTo = (step: Step) => update({ ...state, step });
  const step = state.step;
  const problems = problemsOf(state, step);
  const back = () => void navigate({ to: '/clients/$clientId', params: { clientId } });

  const save = async () => {
    const meals = plannedMeals(profile, state);
    if (!meals || problems.length > 0) return;
    setSaving(true);
    try {
      const adjustment = state.macroAdjustment && validAdjustment(state.macroAdjustment) ? state.macroAdjustment : null;
      const result = await dispatch(
        saveDayPlan.create({
          dayPlanId: state.dayPlanId,
          name: state.name,
          weekdays: WEEKDAYS.filter((day) => state.weekdays[day]),
          energyBalance: validEnergyBalance(state.energyBalance) ? state.energyBalance : startingEnergyBalance(profile),
          macroAdjustment: adjustment
            ? { protein: adjustment.protein, carbs: adjustment.carbs, fat: adjustment.fat }
            : null,
          sizes: state.sizes.map(({ moment, enabled, size }) => ({ moment, enabled, size })),
          slots: meals.map(({ moment, kcal, protein, carbs, fat }) => ({ moment, kcal, protein, carbs, fat })),
        }),
      );
      if (!result.ok) {
        setFailure(t(result.error.messageKey as 'errors.failed'));
        return;
      }
      saveDraft(clientId, null);
      const synced = await Promise.race([
        session.sync.syncNow().then(
          () => session.sync.getState().pending.length === 0,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SYNC_WAIT_MS)),
      ]);
      const plan = state.name.trim();
      if (!synced) {
        setKept(t('savedOffline', { plan, name: clientName }));
        return;
      }
      alerts.notify({ text: t('saved', { plan, name: clientName }) });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(clientId) });
      back();
    } catch (error) {
      if (!(error instanceof BusError)) throw error;
      setFailure(t('errors.failed'));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) return;
    if (step < 4) goTo((step + 1) as Step);
    else void save();
  };

  if (kept)
    return (
      <div className="screen np-wizard">
        <h1>{t('title')}</h1>
        <p role="status">{kept}</p>
        <Link to="/clients/$clientId" params={{ clientId }} className="button button-primary">
          {t('close')}
        </Link>
      </div>
    );
  const tabProps: TabProps = { state, profile, week, update };
  return (
    <div className="screen np-wizard">
      <header className="np-header">
        {step > 1 ? (
          <button type="button" className="icon-button" aria-label={t('back')} onClick={() => goTo((step - 1) as Step)}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <div className="np-title">
          <p className="muted small" data-testid="wizard-progress">
            {t('stepOf', { step })}
          </p>
          <h1>
            {editedName ? t('headingEdit', { plan: editedName, name: clientName }) : t('heading', { name: clientName })}
          </h1>
        </div>
        <Link to="/clients/$clientId" params={{ clientId }} className="icon-button np-close" aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </Link>
      </header>
      <nav aria-label={t('stepsLabel')}>
        <ol className="np-steps">
          {STEPS.map((s) => (
            <li key={s}>
              <button
                type="button"
                className="np-step"
                aria-current={s === step ? 'step' : undefined}
                disabled={!canReach(state, s)}
                onClick={() => goTo(s)}
              >
                <span className="np-step-number" aria-hidden="true">
                  {s}
                </span>{' '}
                {t(`steps.${s}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="np-layout">
        <form className="card np-form" onSubmit={submit} noValidate aria-labelledby="np-tab-title">
          <h2 id="np-tab-title" className="np-tab-title">
            {t(`steps.${step}`)}
          </h2>
          {step === 1 ? <EnergyBalanceTab {...tabProps} /> : null}
          {step === 2 ? <MealMomentsTab {...tabProps} /> : null}
          {step === 3 ? <MealSizesTab {...tabProps} /> : null}
          {step === 4 ? <FineTuningTab {...tabProps} /> : null}
          {problems.length > 0 ? (
            <ul className="np-problems" aria-live="polite">
              {problems.map((p) => (
                <li key={p}>{t(`problems.${p}`)}</li>
              ))}
            </ul>
          ) : null}
          {failure ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="np-actions">
            <button type="submit" className="button button-primary" disabled={problems.length > 0 || saving}>
              {step < 4 ? t('next') : saving ? t('saving') : t('save')}
            </button>
          </div>
        </form>
        <DaySummary state={state} profile={profile} />
      </div>
    </div>
  );
}
