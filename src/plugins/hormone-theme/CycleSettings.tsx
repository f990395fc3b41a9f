import { lightFormat } from 'date-fns';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../core/commands';
import { CYCLE_LENGTH, menstrualPhase } from '../../core/nutrition/cycle';
import { useDispatch, useProjection, useServices } from '../../ui/services';
import { setCycle, startPeriod } from './cycleCommands';
import { planningProfileProjection } from '../../features/profile/planningProfile';

const LENGTHS = Array.from({ length: CYCLE_LENGTH.max - CYCLE_LENGTH.min + 1 }, (_, i) => CYCLE_LENGTH.min + i);

type Cycle = { lastPeriodStart: string; length: number };

/**
 * My profile's cycle section, added by the hormone plugin (FF_FEMALE_HORMONES) for a woman on the
 * cycle diet: the plan that keeps a cycle exists only with the flag, and the diary's phase follows it.
 */
export function CycleSection() {
  const { nutrition } = useProjection(planningProfileProjection);
  if (!nutrition?.cycle || nutrition.plan !== 'CYCLE_DIET') return null;
  if (nutrition.profile.sex !== 'FEMALE') return null;
  return <CycleSettings cycle={nutrition.cycle} />;
}

/**
 * The menstrual cycle settings and 'period has started' (1-shell.txt, My profile), with the
 * onboarding's limits (2-onboarding.txt section 5): a start date not after today, 21 to 35 days.
 * The deciders hold the rules; the form's limits only spare a refusal.
 */
function CycleSettings({ cycle }: { cycle: Cycle }) {
  const { t } = useTranslation('hormones');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const id = useId();
  const today = lightFormat(new Date(), 'yyyy-MM-dd');
  const [start, setStart] = useState(cycle.lastPeriodStart);
  const [length, setLength] = useState(cycle.length);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const now = menstrualPhase({
    sex: 'FEMALE',
    lastPeriodStart: cycle.lastPeriodStart,
    cycleLength: cycle.length,
    today,
  });

  const run = async (
    command: Command,
    saved: 'hormones:cycle.saved' | 'hormones:cycle.periodStarted',
    after?: Cycle,
  ) => {
    setError(null);
    setBusy(true);
    try {
      const result = await dispatch(command);
      if (!result.ok) return setError(result.error.messageKey);
      if (after) {
        setStart(after.lastPeriodStart);
        setLength(after.length);
      }
      alerts.notify({ key: saved });
    } catch {
      setError('common:errors.storage');
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!start) return setError('hormones:cycle.selectDate');
    if (start > today) return setError('hormones:cycle.errors.futureDate');
    void run(setCycle.create({ lastPeriodStart: start, length }), 'hormones:cycle.saved');
  };
  const periodStarted = () =>
    void run(startPeriod.create({ date: today }), 'hormones:cycle.periodStarted', { lastPeriodStart: today, length });

  return (
    <section className="card form" aria-labelledby={`${id}-title`} data-testid="cycle-settings">
      <h2 id={`${id}-title`}>{t('cycle.title')}</h2>
      {now ? (
        <p className="phase-badge" data-testid="profile-phase">
          {t('cycle.today', { day: now.day, phase: t(`cycle.phases.${now.phase}`) })}
        </p>
      ) : null}
      <button type="button" className="button button-primary" disabled={busy} onClick={periodStarted}>
        {t('cycle.periodStartedButton')}
      </button>
      <form className="form" onSubmit={save} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t('cycle.lastPeriodStart')}</label>
          <input
            id={`${id}-start`}
            type="date"
            value={start}
            max={today}
            required
            aria-invalid={error ? true : undefined}
            onChange={(e) => (setError(null), setStart(e.target.value))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-length`}>{t('cycle.length')}</label>
          <select
            id={`${id}-length`}
            value={length}
            onChange={(e) => (setError(null), setLength(Number(e.target.value)))}
          >
            {LENGTHS.map((days) => (
              <option key={days} value={days}>
                {t('cycle.days', { count: days })}
              </option>
            ))}
          </select>
          <p className="muted small">{t('cycle.lengthHint')}</p>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t(error as 'cycle.selectDate')}
          </p>
        ) : null}
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t('cycle.save')}
        </button>
      </form>
    </section>
  );
}
